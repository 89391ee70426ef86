import { useState } from 'react';
import type { DicePick, RollAnswer, VenueSession } from './api.ts';
import { TEXT } from './strings.ts';
import { useDiceRoll } from './use-dice-roll.ts';
import { formatMinor, parseMinor } from '@app/contract/money-format';

const PICKS: { pick: DicePick; label: string; note: string }[] = [
  { pick: 'big', label: TEXT.big, note: TEXT.bigRange },
  { pick: 'small', label: TEXT.small, note: TEXT.smallRange },
  { pick: 'odd', label: TEXT.odd, note: TEXT.oddRange },
  { pick: 'even', label: TEXT.even, note: TEXT.evenRange },
];
const PICK_LABEL: Record<DicePick, string> = {
  big: TEXT.big,
  small: TEXT.small,
  odd: TEXT.odd,
  even: TEXT.even,
};

/** Fen from a "12.34" string (exact); the amounts here are small enough for a number. */
const toFen = (yuan: string) => Number(parseMinor(yuan) ?? 0n);

/** Pip positions (3×3 cells, 0..8) for each face. */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function DieFace({ value, size = 'large' }: { value: number; size?: 'large' | 'small' }) {
  const pips = PIPS[value] ?? [];
  return (
    <span className={`vp-die vp-die--${size}`} aria-label={String(value)} role="img">
      {Array.from({ length: 9 }, (_, cell) => (
        <i key={cell} className={pips.includes(cell) ? (value === 1 ? 'on red' : 'on') : ''} />
      ))}
    </span>
  );
}

export interface DiceGameProps {
  session: VenueSession;
  token: string;
  onBalance: (balance: string) => void;
  onError: (error: unknown) => void;
  onStart: () => void;
}

export function DiceGame({ session, token, onBalance, onError, onStart }: DiceGameProps) {
  const minFen = toFen(session.dice.min_bet);
  const maxFen = toFen(session.dice.max_bet);
  const [pick, setPick] = useState<DicePick | null>(null);
  const [stakeFen, setStakeFen] = useState(minFen);
  const [hint, setHint] = useState('');
  const dice = useDiceRoll(token, { onBalance, onError, onStart });
  const { rolling } = dice;

  const roll = () => {
    if (rolling) return;
    if (!pick) {
      setHint(TEXT.pickFirst);
      return;
    }
    setHint('');
    void dice.roll(pick, formatMinor(stakeFen));
  };

  const stakeOk = stakeFen >= minFen && stakeFen <= maxFen;

  return (
    <main className="vp-dice">
      <div className="vp-slot__meta">
        <span>{TEXT.rtp(session.dice.rtp)}</span>
        <span>{TEXT.limits(session.dice.min_bet, session.dice.max_bet)}</span>
      </div>
      <DiceTable faces={dice.faces} rolling={rolling} last={dice.last} />
      <DicePicks pick={pick} rolling={rolling} onPick={(next) => (setPick(next), setHint(''))} />
      <DiceStakes
        chips={session.dice.chips}
        stakeFen={stakeFen}
        maxFen={maxFen}
        rolling={rolling}
        onStake={setStakeFen}
      />
      {hint && <div className="vp-hint">{hint}</div>}
      <button type="button" className="vp-go" disabled={rolling || !stakeOk} onClick={roll}>
        {rolling
          ? TEXT.rolling
          : pick
            ? `${TEXT.roll} · ${PICK_LABEL[pick]} ${TEXT.yuan}${formatMinor(stakeFen)}`
            : TEXT.roll}
      </button>
      <DiceHistory history={dice.history} />
    </main>
  );
}

/** The three dice (shaking while a roll is out) and the last round's outcome. */
function DiceTable({
  faces,
  rolling,
  last,
}: {
  faces: readonly number[];
  rolling: boolean;
  last: RollAnswer | null;
}) {
  return (
    <div className="vp-dice__table" data-rolling={rolling}>
      <div className="vp-dice__faces">
        {faces.map((value, i) => (
          <DieFace key={i} value={value} />
        ))}
      </div>
      <div className="vp-dice__outcome" aria-live="polite">
        {rolling ? (
          <span className="vp-muted">{TEXT.rolling}</span>
        ) : last ? (
          <>
            <span className="vp-dice__sum">
              {last.dice.join(' + ')} = {last.total}{' '}
              {last.triple ? TEXT.triple : last.winning.map((p) => PICK_LABEL[p]).join(' ')}
            </span>
            {last.won ? (
              <strong className="vp-win">{TEXT.youWon(last.win)}</strong>
            ) : (
              <span className="vp-muted">{TEXT.youLost}</span>
            )}
          </>
        ) : (
          <span className="vp-muted">{TEXT.tripleNote}</span>
        )}
      </div>
    </div>
  );
}

/** Big, small, odd or even. */
function DicePicks({
  pick,
  rolling,
  onPick,
}: {
  pick: DicePick | null;
  rolling: boolean;
  onPick: (pick: DicePick) => void;
}) {
  return (
    <div className="vp-picks" role="radiogroup">
      {PICKS.map((option) => (
        <button
          key={option.pick}
          type="button"
          role="radio"
          aria-checked={pick === option.pick}
          className={pick === option.pick ? 'vp-pick vp-pick--on' : 'vp-pick'}
          disabled={rolling}
          onClick={() => onPick(option.pick)}
        >
          <strong>{option.label}</strong>
          <small>{option.note}</small>
          <small>{TEXT.pays}</small>
        </button>
      ))}
    </div>
  );
}

/** The stake, built from chips up to the table's maximum, and cleared. */
function DiceStakes({
  chips,
  stakeFen,
  maxFen,
  rolling,
  onStake,
}: {
  chips: readonly string[];
  stakeFen: number;
  maxFen: number;
  rolling: boolean;
  onStake: (update: (fen: number) => number) => void;
}) {
  return (
    <div className="vp-stakes">
      <div className="vp-stakes__label">
        {TEXT.stakeLabel}
        <strong className="vp-stakes__amount">
          {TEXT.yuan}
          {formatMinor(stakeFen)}
        </strong>
        <button
          type="button"
          className="vp-link"
          disabled={rolling}
          onClick={() => onStake(() => 0)}
        >
          {TEXT.clear}
        </button>
      </div>
      <div className="vp-stakes__list">
        {chips.map((chip) => (
          <button
            key={chip}
            type="button"
            className="vp-chip vp-chip--round"
            disabled={rolling || stakeFen + toFen(chip) > maxFen}
            onClick={() => onStake((fen) => Math.min(maxFen, fen + toFen(chip)))}
          >
            +{chip.replace(/\.00$/, '')}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The rounds played here, newest first. */
function DiceHistory({ history }: { history: readonly RollAnswer[] }) {
  return (
    <section className="vp-history">
      <h3>{TEXT.history}</h3>
      {history.length === 0 ? (
        <p className="vp-muted">{TEXT.historyEmpty}</p>
      ) : (
        <ol>
          {history.map((round) => (
            <li key={round.round_no} className={round.won ? 'won' : 'lost'}>
              <span className="vp-history__dice">
                {round.dice.map((value, i) => (
                  <DieFace key={i} value={value} size="small" />
                ))}
              </span>
              <span className="vp-history__total">
                {round.total}{' '}
                {round.triple ? TEXT.triple : round.winning.map((p) => PICK_LABEL[p]).join('')}
              </span>
              <span className="vp-history__bet">
                {PICK_LABEL[round.pick]} {TEXT.yuan}
                {round.bet}
              </span>
              <span className="vp-history__result">
                {round.won ? `${TEXT.win} ${TEXT.yuan}${round.win}` : TEXT.lose}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
