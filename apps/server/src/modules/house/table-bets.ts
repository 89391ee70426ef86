import { randomBytes } from 'node:crypto';
import type { HouseMyRound } from '@app/contract/house-tables';
import { formatMinor } from '@app/contract/money';
import { tableRoundAt } from '@app/domain/house/index';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { afterCommit, inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { houseVenueBalanceIn, moveWithHouseVenue } from '../ledger/index.ts';
import { admitStake } from '../protection/index.ts';
import { houseTableStakeKey } from './ledger-keys.ts';
import type { HouseTable } from './table-registry.ts';
import { HOUSE_TABLES_LOBBY } from './catalogue.ts';
import { scheduleTotals } from './table-room.ts';
import { ensureRound, lockRound } from './table-rounds.ts';
import { areaName, areasOf, heldFor } from './table-rules.ts';
import { myRound, tableOrRefuse } from './table-state.ts';
import { assertHouseOpen } from './venue-state.ts';

/**
 * A bet on a table round (house-games.md "Table rounds"): chips on one or more areas of the round
 * that takes bets now, in ONE transaction — the round's row locked shared (the deal locks it
 * exclusively, so a bet commits before the deal reads the bets or finds the round settled and is
 * refused), player protection admits what is held, the player's stake on each area stays within
 * the area's limits for the round, the held amount moves from the house wallet to the games' pool
 * (refused 余额不足 when the wallet holds less: it never goes below zero), and each area's row adds
 * the stake. Refused, nothing is written.
 */

export interface TableBetInput {
  table: string;
  round: number;
  bets: readonly { area: string; amount: bigint }[];
}

/** The chips per area, added up; refuses an area the game does not have. */
function stakesByArea(table: HouseTable, bets: TableBetInput['bets']): Map<string, bigint> {
  const areas = areasOf(table.game);
  const stakes = new Map<string, bigint>();
  for (const { area, amount } of bets) {
    if (!areas.includes(area)) throw new DomainError('house_area_unknown');
    stakes.set(area, (stakes.get(area) ?? 0n) + amount);
  }
  return stakes;
}

async function checkLimits(
  tx: Tx,
  table: HouseTable,
  roundId: number,
  userId: number,
  stakes: Map<string, bigint>,
): Promise<void> {
  const placed = await tx
    .selectFrom('house_table_bets')
    .select(['area', 'stake_minor'])
    .where('round_id', '=', roundId)
    .where('user_id', '=', userId)
    .execute();
  for (const [area, stake] of stakes) {
    const [min, max] = table.limits[area] ?? [0n, 0n];
    const total = stake + (placed.find((p) => p.area === area)?.stake_minor ?? 0n);
    const facts = { area: areaName(area) };
    if (total < min)
      throw new DomainError('house_area_below_min', { ...facts, amount: formatMinor(min) });
    if (total > max)
      throw new DomainError('house_area_above_max', { ...facts, amount: formatMinor(max) });
  }
}

export async function placeTableBets(
  ctx: AppContext,
  userId: number,
  input: TableBetInput,
): Promise<{ mine: HouseMyRound; balanceMinor: bigint }> {
  const { store } = ctx;
  const table = await tableOrRefuse(store.db, input.table);
  if (!table.open) throw new DomainError('house_table_closed');
  const stakes = stakesByArea(table, input.bets);
  await assertHouseOpen(ctx, HOUSE_TABLES_LOBBY.code);
  return inTransaction(store, async (tx) => {
    const now = ctx.clock.now();
    const at = tableRoundAt(table.schedule, now);
    if (at.round !== input.round || at.phase !== 'betting') {
      throw new DomainError('house_betting_closed');
    }
    const made = await ensureRound(ctx, table, input.round, tx);
    const row = await lockRound(store, tx, made.id, 'share');
    if (!row || row.state !== 'open' || now < row.opens_at || now >= row.closes_at) {
      throw new DomainError('house_betting_closed');
    }
    await checkLimits(tx, table, row.id, userId, stakes);
    const held = [...stakes].map(([area, stake]) => ({
      area,
      stake,
      held: heldFor(table.game, stake),
    }));
    const heldTotal = held.reduce((t, h) => t + h.held, 0n);
    await admitStake(ctx, tx, { userId, amountMinor: heldTotal, kind: 'house' });
    await moveWithHouseVenue(ctx, tx, {
      userId,
      purpose: 'house_pool',
      amountMinor: -heldTotal,
      key: houseTableStakeKey(randomBytes(12).toString('hex')),
      kind: 'house_stake',
      memo: `${table.code}:${row.round}`,
    });
    for (const h of held) {
      await tx
        .insertInto('house_table_bets')
        .values({
          round_id: row.id,
          user_id: userId,
          area: h.area,
          stake_minor: h.stake,
          held_minor: h.held,
          updated_at: now,
          created_at: now,
        })
        .onConflict((oc) =>
          oc.columns(['round_id', 'user_id', 'area']).doUpdateSet((eb) => ({
            stake_minor: eb('house_table_bets.stake_minor', '+', eb.ref('excluded.stake_minor')),
            held_minor: eb('house_table_bets.held_minor', '+', eb.ref('excluded.held_minor')),
            updated_at: now,
          })),
        )
        .execute();
    }
    const mine = await myRound(tx, row.id, row.round, userId);
    const balanceMinor = await houseVenueBalanceIn(tx, userId);
    afterCommit(() => scheduleTotals(ctx, table.code, row.id, row.round));
    if (!mine) throw new Error('a bet placed and not found');
    return { mine, balanceMinor };
  });
}
