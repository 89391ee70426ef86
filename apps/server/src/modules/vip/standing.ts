import { fillMessage, MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import { VIP_RETENTION_DAYS, type VipProgressData } from '@app/contract/rewards';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { beijingDate, formatBeijing } from '../../platform/time.ts';
import { validBetsBetween, validBetsSince } from '../bets/index.ts';
import { sendInbox } from '../inbox/index.ts';
import { findUser } from '../users/index.ts';
import { approvedDepositsMinor } from '../wallet/index.ts';
import { playerLevel, setPlayerLevel } from './player-level.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const QUARTER_MS = VIP_RETENTION_DAYS * DAY_MS;

/** The player's latest level change (undefined when the level never changed). */
export async function lastChange(ctx: AppContext, userId: number) {
  return ctx.store.db
    .selectFrom('vip_changes')
    .select(['kind', 'from_level', 'to_level', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The highest level the player was ever demoted from (0 when never demoted). */
export async function highestLostLevel(ctx: AppContext, userId: number): Promise<number> {
  const row = await ctx.store.db
    .selectFrom('vip_changes')
    .select((eb) => eb.fn.max('from_level').as('level'))
    .where('user_id', '=', userId)
    .where('kind', '=', 'demotion')
    .executeTakeFirst();
  return Number(row?.level ?? 0);
}

/**
 * Where the player's retention quarters are counted from: their last level change, or their
 * registration when the level never changed.
 */
export async function quarterAnchor(
  ctx: AppContext,
  userId: number,
  registeredAt: number,
): Promise<number> {
  const last = await lastChange(ctx, userId);
  return Math.max(registeredAt, last?.created_at ?? 0);
}

/** The quarter containing `now`: quarters run back to back from the anchor. */
export function currentQuarter(anchor: number, now: number): { start: number; end: number } {
  const k = Math.max(0, Math.floor((now - anchor) / QUARTER_MS));
  const start = anchor + k * QUARTER_MS;
  return { start, end: start + QUARTER_MS };
}

/**
 * Changes a level by one (promotion or demotion) for the Beijing day `day`: the (player, day) row
 * is unique, so a second run of the day's job, or the other job on the same day, changes nothing.
 * The history row and player_vip are written in one transaction; answers whether it changed.
 */
export async function changeLevel(
  ctx: AppContext,
  input: { userId: number; day: string; from: number; to: number; now: number },
): Promise<boolean> {
  const kind = input.to > input.from ? 'promotion' : 'demotion';
  try {
    return await inTransaction(ctx.store, async (tx) => {
      const inserted = await tx
        .insertInto('vip_changes')
        .values({
          user_id: input.userId,
          day: input.day,
          from_level: input.from,
          to_level: input.to,
          kind,
          created_at: input.now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      const change = { from: input.from, to: input.to, now: input.now };
      if (!(await setPlayerLevel(tx, input.userId, change))) throw new LevelMoved();
      // The player's message commits with the change (or neither does).
      const promoted = kind === 'promotion';
      await sendInbox(ctx, tx, {
        userId: input.userId,
        kind: 'vip',
        title: promoted ? MSG.inboxVipPromotedTitle : MSG.inboxVipDemotedTitle,
        content: fillMessage(promoted ? MSG.inboxVipPromoted : MSG.inboxVipDemoted, {
          from: input.from,
          to: input.to,
        }),
      });
      return true;
    });
  } catch (error) {
    if (error instanceof LevelMoved) return false;
    throw error;
  }
}

class LevelMoved extends Error {}

/** POST /api/vipProgress: the player's level, totals, current quarter and level changes. */
export async function vipProgress(ctx: AppContext, userId: number): Promise<VipProgressData> {
  const user = await findUser(ctx.store, userId);
  if (!user) throw new Error(`user ${userId} is missing`);
  const now = ctx.clock.now();
  const anchor = await quarterAnchor(ctx, userId, user.created_at);
  const quarter = currentQuarter(anchor, now);
  const [paysum, flow, quarterFlow, history, vip] = await Promise.all([
    approvedDepositsMinor(ctx, userId),
    validBetsSince(ctx, userId, 0),
    validBetsBetween(ctx, userId, quarter.start, quarter.end),
    ctx.store.db
      .selectFrom('vip_changes')
      .select(['from_level', 'to_level', 'kind', 'day', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute(),
    playerLevel(ctx.store, userId),
  ]);
  return {
    vip,
    paysum: formatMinor(paysum),
    flow: formatMinor(flow),
    quarter_flow: formatMinor(quarterFlow),
    quarter_ends: beijingDate(quarter.end),
    history: history.map((row) => ({
      from: row.from_level,
      to: row.to_level,
      kind: row.kind,
      day: row.day,
      created_at: formatBeijing(row.created_at),
    })),
  };
}
