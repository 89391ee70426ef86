import type { LotteryBall, LotteryExtend, LotterySum } from '@app/contract/lottery';
import { LOTTERY_TEXT } from '../strings.ts';

function isBalls(extend: LotteryExtend): extend is LotteryBall[] {
  return Array.isArray(extend);
}

/** One ball of a six-plus-one draw: number on its colour, 生肖 and 五行 under it. */
export function Ball({ ball, small = false }: { ball: LotteryBall; small?: boolean }) {
  return (
    <span className={`lottery-ball${small ? ' lottery-ball--small' : ''}`}>
      <span className={`lottery-ball__number lottery-colour--${ball.colour}`}>{ball.number}</span>
      {small ? null : (
        <span className="lottery-ball__attrs">
          {ball.zodiac}/{ball.element}
        </span>
      )}
    </span>
  );
}

/** A sum-of-three result: `a+b+c=total`, its label and colour. */
export function SumResult({ sum, compact = false }: { sum: LotterySum; compact?: boolean }) {
  const [a, b, c] = sum.digits;
  return (
    <span className={`lottery-sum${compact ? ' lottery-sum--compact' : ''}`}>
      <span className="lottery-sum__digit">{a}</span>+
      <span className="lottery-sum__digit">{b}</span>+
      <span className="lottery-sum__digit">{c}</span>=
      <span className={`lottery-sum__total lottery-colour--${sum.colour}`}>{sum.total}</span>
      <span className="lottery-sum__label">{sum.label}</span>
    </span>
  );
}

/**
 * A draw as shown (spec part 1 §2): type 1 the seven balls with the seventh set apart as 特码;
 * type 2 the sum. `small`: a compact row (history, chat) without the attributes.
 */
export function DrawResult({ extend, small = false }: { extend: LotteryExtend; small?: boolean }) {
  if (!isBalls(extend)) return <SumResult sum={extend} compact={small} />;
  const regular = extend.slice(0, 6);
  const special = extend[6];
  return (
    <span className={`lottery-balls${small ? ' lottery-balls--small' : ''}`}>
      {regular.map((ball, index) => (
        <Ball key={`${index}-${ball.number}`} ball={ball} small={small} />
      ))}
      {special ? (
        <>
          <span className="lottery-balls__plus" aria-label={LOTTERY_TEXT.special}>
            +
          </span>
          <span className="lottery-balls__special">
            <Ball ball={special} small={small} />
            {small ? null : <span className="lottery-balls__tag">{LOTTERY_TEXT.special}</span>}
          </span>
        </>
      ) : null}
    </span>
  );
}
