import type { HouseTableGame } from '@app/contract/house-constants';
import type { HouseTableOutcome } from '@app/contract/house-tables';
import { dealView, handScore, type HandView } from '../tables/deal.ts';
import { seatWins } from '../tables/outcome.ts';
import { TABLE_TEXT } from '../strings.ts';
import { PlayingCard } from './PlayingCard.tsx';

/**
 * The cards of the round: face down from the close of bets, turned one by one in the order of the
 * deal once the result is in (`turned` of them), each hand with its score so far; 百人牛牛's seats
 * say 赢 or 输 once every card is turned.
 */
export function TableDeal({
  game,
  cards,
  turned,
  outcome,
  hidden,
}: {
  game: HouseTableGame;
  /** The dealt cards in deal order, or null before the deal. */
  cards: readonly number[] | null;
  turned: number;
  outcome: HouseTableOutcome | null;
  /** Betting: no cards on the table yet. */
  hidden: boolean;
}) {
  const view = dealView(game, cards);
  const turnedSet = new Set(view.order.slice(0, turned).map(([h, i]) => `${h}:${i}`));
  const done = cards !== null && turned >= view.order.length;
  const wins = done && outcome ? seatWins(outcome) : null;
  return (
    <div
      className={`table-deal table-deal--${game}${hidden ? ' table-deal--empty' : ''}`}
      role="group"
      aria-label={TABLE_TEXT.cardsArea}
    >
      {view.hands.map((hand, h) => {
        const shown = hand.cards.filter(
          (card, i): card is number => card !== null && turnedSet.has(`${h}:${i}`),
        );
        const seatWon = wins && h > 0 ? (wins[h - 1] ?? null) : null;
        return (
          <Hand
            key={hand.key}
            hand={hand}
            score={hidden ? '' : handScore(game, shown, hand.cards.length)}
            isTurned={(i) => turnedSet.has(`${h}:${i}`)}
            hidden={hidden}
            seatWon={seatWon}
          />
        );
      })}
    </div>
  );
}

function Hand({
  hand,
  score,
  isTurned,
  hidden,
  seatWon,
}: {
  hand: HandView;
  score: string;
  isTurned: (i: number) => boolean;
  hidden: boolean;
  seatWon: boolean | null;
}) {
  return (
    <div className={`table-hand table-hand--${hand.key}`} data-hand={hand.key}>
      <div className="table-hand__head">
        <span className="table-hand__name">{hand.name}</span>
        {score !== '' && <strong className="table-hand__score">{score}</strong>}
        {seatWon !== null && (
          <span className={`table-hand__verdict table-hand__verdict--${seatWon ? 'win' : 'lose'}`}>
            {seatWon ? TABLE_TEXT.seatWin : TABLE_TEXT.seatLose}
          </span>
        )}
      </div>
      <div className="table-hand__cards">
        {hidden
          ? hand.cards.map((_, i) => <span key={i} className="table-card-slot" aria-hidden />)
          : hand.cards.map((card, i) => (
              <PlayingCard
                key={i}
                card={card}
                faceUp={isTurned(i)}
                sideways={hand.third && i === 2}
              />
            ))}
      </div>
    </div>
  );
}
