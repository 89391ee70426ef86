import { randomInt } from 'node:crypto';
import type { Page } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import type {
  DoUserRedPacketData,
  RedPacketRecord,
  UserRedPacketData,
} from '@app/contract/rewards';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { beijingDate, beijingDayStart, formatBeijing } from '../../platform/time.ts';
import type { SessionUser } from '../auth/index.ts';
import { validBetsSince } from '../bets/index.ts';
import { readAppSettings } from '../content/index.ts';
import { creditFromHouse, playerBalance } from '../ledger/index.ts';
import { approvedDepositsMinor } from '../wallet/index.ts';
import { admitPromotion } from '../protection/index.ts';
import { allowedDraws, decodeTiers, ruleRows, windowState, type RedPacketRules } from './rules.ts';
import { redpacketKey } from './ledger-keys.ts';

/**
 * The player's red packet calls (spec part 1 §2 Red packet, §4, §7): today's draws, a draw paid
 * through the ledger from the promotions house account, and the list of packets.
 */

export const REDPACKET_PAGE_SIZE = 15;
const RULES_ID = 1;

type Db = Tx | Store['db'];

export async function loadRules(db: Db): Promise<RedPacketRules> {
  const row = await db
    .selectFrom('redpacket_rules')
    .select(['start_time', 'end_time', 'max_times', 'tiers'])
    .where('id', '=', RULES_ID)
    .executeTakeFirstOrThrow();
  return {
    startTime: row.start_time,
    endTime: row.end_time,
    maxTimes: row.max_times,
    tiers: decodeTiers(row.tiers),
  };
}

/** 红包已关闭 when the operator turned the giveaway off (appInfo.redpacket_switch 0). */
async function assertSwitchOn(ctx: AppContext): Promise<void> {
  const settings = await readAppSettings(ctx);
  if (settings.redpacket_switch === 0) throw new DomainError('red_packet_closed');
}

/** Where the player stands today (Beijing day of the app's clock). */
async function today(ctx: AppContext, user: SessionUser, rules: RedPacketRules, now: number) {
  const dayStart = beijingDayStart(now);
  const day = beijingDate(now);
  // Guests receive no promotions: they never qualify.
  const [depositsMinor, turnoverMinor] = user.isGuest
    ? [0n, 0n]
    : await Promise.all([
        approvedDepositsMinor(ctx, user.userId, dayStart),
        validBetsSince(ctx, user.userId, dayStart),
      ]);
  const { allowed, tier } = user.isGuest
    ? { allowed: 0, tier: null }
    : allowedDraws(rules, depositsMinor, turnoverMinor);
  const drawn = await drawnOn(ctx.store.db, user.userId, day);
  const state = windowState(rules, Math.floor((now - dayStart) / 60_000));
  return { day, depositsMinor, turnoverMinor, allowed, tier, drawn, state };
}

async function drawnOn(db: Db, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('redpacket_draws')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** GET /api/userredpacket. */
export async function userRedPacket(
  ctx: AppContext,
  user: SessionUser,
): Promise<UserRedPacketData> {
  await assertSwitchOn(ctx);
  const rules = await loadRules(ctx.store.db);
  const t = await today(ctx, user, rules, ctx.clock.now());
  return {
    sendnums: Math.max(0, t.allowed - t.drawn),
    acquirednum: t.drawn,
    max_times: rules.maxTimes,
    state: t.state,
    start_time: rules.startTime,
    end_time: rules.endTime,
    rules: ruleRows(rules),
  };
}

/**
 * POST /api/douserredpacket: one packet. Refused when closed, outside the window, when the player
 * never qualified today, or when today's draws are used up. The draw claims the next free seq of
 * (player, day) up to the allowed count with an insert that does nothing on a conflict (a unique
 * constraint), and pays in the same transaction: so each allowed draw pays exactly once however
 * many taps arrive together, on either engine.
 */
export async function drawRedPacket(
  ctx: AppContext,
  user: SessionUser,
): Promise<DoUserRedPacketData> {
  await assertSwitchOn(ctx);
  const now = ctx.clock.now();
  const rules = await loadRules(ctx.store.db);
  const t = await today(ctx, user, rules, now);
  if (t.state === 0) throw new DomainError('red_packet_not_started', { start: rules.startTime });
  if (t.state === 2) throw new DomainError('red_packet_finished');
  const tier = t.tier;
  if (tier === null || t.allowed === 0) throw new DomainError('red_packet_not_qualified');
  if (t.drawn >= t.allowed) throw new DomainError('red_packet_none_left');
  // A cryptographic draw, uniform over [min, max] fen.
  const amountMinor = BigInt(randomInt(Number(tier.minMinor), Number(tier.maxMinor) + 1));

  await inTransaction(ctx.store, async (tx) => {
    await admitPromotion(ctx, tx, { userId: user.userId, kind: 'redpacket', amountMinor });
    let seq = (await drawnOn(tx, user.userId, t.day)) + 1;
    let claimed = false;
    for (; seq <= t.allowed && !claimed; seq++) {
      const row = await tx
        .insertInto('redpacket_draws')
        .values({
          user_id: user.userId,
          day: t.day,
          seq,
          amount_minor: amountMinor,
          deposits_minor: t.depositsMinor,
          turnover_minor: t.turnoverMinor,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'day', 'seq']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) {
        claimed = true;
        await creditFromHouse(ctx, tx, {
          userId: user.userId,
          purpose: 'promotions',
          amountMinor,
          key: redpacketKey(user.userId, t.day, seq),
          kind: 'redpacket',
        });
      }
    }
    if (!claimed) throw new DomainError('red_packet_none_left');
  });
  const balance = await playerBalance(ctx.store, user.userId);
  return { redpacketmoney: formatMinor(amountMinor), balance: formatMinor(balance) };
}

/** POST /api/redpacket {page}: the player's packets, newest first. */
export async function listRedPackets(
  ctx: AppContext,
  user: SessionUser,
  page: number,
): Promise<Page<RedPacketRecord>> {
  await assertSwitchOn(ctx);
  return redPacketsOf(ctx, user.userId, page);
}

export async function redPacketsOf(
  ctx: AppContext,
  userId: number,
  page: number,
  pageSize = REDPACKET_PAGE_SIZE,
): Promise<Page<RedPacketRecord>> {
  const [rows, count] = await Promise.all([
    ctx.store.db
      .selectFrom('redpacket_draws')
      .select(['id', 'amount_minor', 'deposits_minor', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    ctx.store.db
      .selectFrom('redpacket_draws')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((r) => ({
    id: r.id,
    money: formatMinor(r.deposits_minor),
    redpacketmoney: formatMinor(r.amount_minor),
    created_at: formatBeijing(r.created_at),
    // The draw pays the wallet at once.
    usetime: formatBeijing(r.created_at),
  }));
  return pageOf(data, Number(count.n), page, pageSize);
}
