import { formatMinor } from '@app/contract/money-format';
import type { HouseTableOutcome } from '@app/contract/house-tables';
import type { HouseMyRound } from '../api/house-table.ts';
import { fen } from '../tables/chips.ts';
import { headline } from '../tables/outcome.ts';
import { TABLE_TEXT } from '../strings.ts';

/**
 * Over the cards once they are all turned: who won (庄赢 / 闲赢 / 和, 龙赢 / 虎赢 / 和, each seat's
 * 赢 or 输) and, when the player bet on the round, what it paid and the player's net.
 */
export function TableBanner({
  outcome,
  mine,
}: {
  outcome: HouseTableOutcome;
  /** The player's settled bets of this round, null when none (or not settled yet). */
  mine: HouseMyRound | null;
}) {
  const winner = 'winner' in outcome ? outcome.winner : 'seats';
  return (
    <div className={`table-banner table-banner--${winner}`} role="status">
      <strong className="table-banner__headline">{headline(outcome)}</strong>
      {mine?.paid != null ? <Settled mine={mine} paid={mine.paid} /> : null}
    </div>
  );
}

function Settled({ mine, paid }: { mine: HouseMyRound; paid: string }) {
  const net = fen(paid) - fen(mine.staked);
  const sign = net > 0n ? '+' : net < 0n ? '-' : '';
  return (
    <span className={`table-banner__mine table-banner__mine--${net >= 0n ? 'up' : 'down'}`}>
      <span>{TABLE_TEXT.paid(paid)}</span>
      <span>{TABLE_TEXT.net(sign, formatMinor(net < 0n ? -net : net))}</span>
    </span>
  );
}
