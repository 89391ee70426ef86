import { formatMinor } from '@app/contract/money-format';
import type { HouseTable } from '../api/house-table.ts';
import { fen, stakeOn, type Pending } from '../tables/chips.ts';
import { TABLE_TEXT } from '../strings.ts';

/**
 * The felt: one button per bet area in the game's layout, each with its name, odds and the
 * player's limits on it, every player's total and count there, the player's confirmed stake and
 * the chips waiting to be confirmed. After a deal the winning areas are lit.
 */
export function TableFelt({
  table,
  pending,
  winners,
  disabled,
  onPlace,
}: {
  table: HouseTable;
  pending: Pending;
  /** Areas that won the round just dealt (lit), empty otherwise. */
  winners: readonly string[];
  disabled: boolean;
  onPlace: (area: string) => void;
}) {
  const totals = new Map(table.totals.map((total) => [total.area, total]));
  return (
    <div
      className={`table-felt table-felt--${table.game}`}
      role="group"
      aria-label={TABLE_TEXT.felt}
    >
      {table.areas.map((info) => {
        const total = totals.get(info.area);
        const mine = stakeOn(table.mine?.bets, info.area);
        const waiting = pending[info.area] ?? 0n;
        const won = winners.includes(info.area);
        return (
          <button
            key={info.area}
            type="button"
            className={`table-area table-area--${info.area}${won ? ' table-area--won' : ''}`}
            data-area={info.area}
            aria-disabled={disabled}
            onClick={() => onPlace(info.area)}
          >
            <span className="table-area__name">{info.name}</span>
            <span className="table-area__odds">{info.odds}</span>
            <span className="table-area__limits">{TABLE_TEXT.limitsShort(info.min, info.max)}</span>
            <span className="table-area__crowd">
              {TABLE_TEXT.total(total?.amount ?? '0.00')} ·{' '}
              {TABLE_TEXT.players(total?.players ?? 0)}
            </span>
            {mine > 0n && (
              <span className="table-area__mine">{TABLE_TEXT.mine(formatMinor(mine))}</span>
            )}
            {waiting > 0n && (
              <span className="table-area__pending" data-pending={formatMinor(waiting)}>
                {TABLE_TEXT.pendingOn(formatMinor(waiting))}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The amount a chip shows: whole yuan without decimals, 10 000 and up in 万. */
export function chipFace(amount: string): string {
  const minor = fen(amount);
  if (minor % 100n !== 0n) return amount;
  const yuan = minor / 100n;
  if (yuan >= 10_000n && yuan % 1_000n === 0n) {
    const wan = Number(yuan) / 10_000;
    return `${wan}${TABLE_TEXT.wan}`;
  }
  return yuan.toString();
}
