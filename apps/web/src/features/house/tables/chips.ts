import { formatMinor, parseMinor } from '@app/contract/money-format';
import type { HouseTableArea } from '../api/house-table.ts';
import type { TableStake } from '../api/house-table-bet.ts';

/**
 * The chips a player has put on the felt and not yet confirmed: fen by area. Confirming sends
 * them in one call (`stakesOf`); 撤销 empties them; 重复 and 加倍 fill them from the last settled
 * round's bets.
 */
export type Pending = Readonly<Record<string, bigint>>;

export const NO_PENDING: Pending = {};

/** Fen of a 2-place string (0 when it is not one). */
export function fen(amount: string): bigint {
  return parseMinor(amount) ?? 0n;
}

export function addChip(pending: Pending, area: string, chip: bigint): Pending {
  return { ...pending, [area]: (pending[area] ?? 0n) + chip };
}

export function pendingTotal(pending: Pending): bigint {
  return Object.values(pending).reduce((sum, amount) => sum + amount, 0n);
}

/** Bets (a round's or a settled one's) as pending chips. */
export function pendingOf(bets: readonly TableStake[]): Pending {
  return bets.reduce<Pending>((pending, bet) => addChip(pending, bet.area, fen(bet.amount)), {});
}

export function doubled(pending: Pending): Pending {
  return Object.fromEntries(Object.entries(pending).map(([area, amount]) => [area, amount * 2n]));
}

/** The pending chips as the bet call's `bets`, in the felt's order of areas. */
export function stakesOf(pending: Pending, areas: readonly HouseTableArea[]): TableStake[] {
  return areas.flatMap(({ area }) => {
    const amount = pending[area] ?? 0n;
    return amount > 0n ? [{ area, amount: formatMinor(amount) }] : [];
  });
}

/** The player's stake on an area of the round so far (confirmed bets). */
export function stakeOn(bets: readonly TableStake[] | undefined, area: string): bigint {
  return (bets ?? []).reduce((sum, bet) => (bet.area === area ? sum + fen(bet.amount) : sum), 0n);
}

/** Whether one more chip on an area would take the player's stake there above its maximum. */
export function aboveMax(
  info: HouseTableArea,
  placed: bigint,
  pending: bigint,
  chip: bigint,
): boolean {
  const max = parseMinor(info.max);
  return max !== null && placed + pending + chip > max;
}
