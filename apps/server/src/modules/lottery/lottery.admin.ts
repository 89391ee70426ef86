import { adminEndpoints } from '@app/contract/endpoints';
import type { z } from 'zod';
import type { AdminLotteryRoom, adminLotteryRoomUpdatePayload } from '@app/contract/lottery';
import { findPlay, oddsProblem, parseOdds } from '@app/domain/lottery/plays';
import { parseRules } from '@app/domain/lottery/rules';
import { scheduleProblem } from '@app/domain/lottery/schedule';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, diff } from '../audit/index.ts';
import {
  allLotteries,
  allRooms,
  limitsView,
  playboxOf,
  findRoom,
  type Lottery,
  type Room,
} from './catalogue.ts';
import { loadRegistry } from './lottery.jobs.ts';
import { activeMutes, chatPage, issuesPage, publishRemoval } from './operations.ts';
import { findUser } from '../users/index.ts';
import { serve } from '../../platform/http/route.ts';

/**
 * The operator's lottery calls: rooms with their odds, limits and rules; editing a room (title,
 * status, odds, limits, anti-abuse rules, chat rate) and a lottery's rules. Every change is
 * audited in its transaction. Odds apply to orders placed after the change; a placed line keeps
 * the odds it was taken at.
 */

function adminView(lottery: Lottery, room: Room, now: number): AdminLotteryRoom {
  return {
    id: room.id,
    title: room.title,
    lottery: {
      id: lottery.id,
      code: lottery.code,
      title: lottery.title,
      type: lottery.type,
      period_seconds: lottery.schedule.periodSeconds,
      seal_seconds: lottery.schedule.sealSeconds,
      open_from: lottery.schedule.openFrom,
      open_to: lottery.schedule.openTo,
      rules: lottery.rules as unknown as Record<string, unknown>,
    },
    status: room.status,
    sort: room.sort,
    playbox: playboxOf(lottery, room, now),
    limits: limitsView(room.limits),
    abuse: room.abuse,
    chat_per_minute: room.chatPerMinute,
  };
}

async function roomsView(ctx: AppContext): Promise<AdminLotteryRoom[]> {
  const [lotteries, rooms] = await Promise.all([
    allLotteries(ctx.store.db),
    allRooms(ctx.store.db),
  ]);
  const byId = new Map(lotteries.map((l) => [l.id, l]));
  const now = ctx.clock.now();
  return rooms.flatMap((room) => {
    const lottery = byId.get(room.lotteryId);
    return lottery ? [adminView(lottery, room, now)] : [];
  });
}

export function registerLotteryAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoomEditRoutes(app, ctx);
  registerLotteryEditRoutes(app, ctx);
  registerRoomModerationRoutes(app, ctx);
  registerMuteRoutes(app, ctx);
}

/** The rooms with their odds, limits and rules, and editing a room. */
function registerRoomEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.lotteryRooms, async () => roomsView(ctx));

  serve(app, adminEndpoints.lotteryRoomUpdate, async (_request, body, actor) => {
    const rooms = await roomsView(ctx);
    const before = rooms.find((room) => room.id === body.room_id);
    if (!before) throw new DomainError('lottery_room_not_found');
    const type = before.lottery.type === 1 ? 1 : 2;
    const now = ctx.clock.now();
    await inTransaction(ctx.store, async (tx) => {
      const row = await tx
        .selectFrom('lottery_rooms')
        .select(['odds'])
        .where('id', '=', body.room_id)
        .executeTakeFirstOrThrow();
      const set = roomChanges(body, type, row.odds);
      if (Object.keys(set).length === 0) throw new DomainError('input_invalid');
      await tx
        .updateTable('lottery_rooms')
        .set({ ...set, updated_at: now })
        .where('id', '=', body.room_id)
        .execute();
      await recordAudit(ctx, tx, actor, 'lottery.room.update', `lottery_room:${body.room_id}`, {
        changes: roomDiff(before, body),
        ...(body.odds ? { odds: body.odds } : {}),
      });
    });
    const after = (await roomsView(ctx)).find((room) => room.id === body.room_id);
    if (!after) throw new DomainError('lottery_room_not_found');
    return after;
  });
}

type RoomUpdate = z.output<typeof adminLotteryRoomUpdatePayload>;

/** The columns a room update changes; throws when its limits or odds are refused. */
function roomChanges(body: RoomUpdate, type: 1 | 2, oddsJson: string): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  if (body.title !== undefined) set.title = body.title;
  if (body.status !== undefined) set.status = body.status;
  if (body.chat_per_minute !== undefined) set.chat_per_minute = body.chat_per_minute;
  if (body.abuse !== undefined) set.abuse = JSON.stringify(body.abuse);
  if (body.limits !== undefined) {
    const l = body.limits;
    if (
      l.bet_min <= 0n ||
      l.bet_min > l.bet_max ||
      l.bet_max > l.play_issue_max ||
      l.play_issue_max > l.issue_max
    ) {
      throw new DomainError('lottery_limits_invalid');
    }
    set.bet_min_minor = l.bet_min;
    set.bet_max_minor = l.bet_max;
    set.play_issue_max_minor = l.play_issue_max;
    set.issue_max_minor = l.issue_max;
  }
  if (body.odds !== undefined) {
    const odds = JSON.parse(oddsJson) as Record<string, string>;
    for (const [play, value] of Object.entries(body.odds)) {
      const def = findPlay(type, play);
      if (!def) throw new DomainError('lottery_play_not_in_room', { play });
      // A winning bet must pay more than its stake back.
      if (oddsProblem(def, value) !== null || parseOdds(value).some((o) => o <= 1000n)) {
        throw new DomainError('lottery_odds_invalid');
      }
      odds[play] = value;
    }
    set.odds = JSON.stringify(odds);
  }
  return set;
}

/** The audited change of a room update: its fields before and after. */
function roomDiff(before: AdminLotteryRoom, body: RoomUpdate) {
  return diff(
    {
      title: before.title,
      status: before.status,
      limits: before.limits,
      abuse: before.abuse,
      chat_per_minute: before.chat_per_minute,
    },
    {
      title: body.title ?? before.title,
      status: body.status ?? before.status,
      limits: body.limits
        ? limitsView({
            betMinMinor: body.limits.bet_min,
            betMaxMinor: body.limits.bet_max,
            playIssueMaxMinor: body.limits.play_issue_max,
            issueMaxMinor: body.limits.issue_max,
          })
        : before.limits,
      abuse: body.abuse ?? before.abuse,
      chat_per_minute: body.chat_per_minute ?? before.chat_per_minute,
    },
  );
}

/** Editing a lottery: its rules and its seal. */
function registerLotteryEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.lotteryRulesUpdate, async (_request, body, actor) => {
    const lotteries = await allLotteries(ctx.store.db);
    const lottery = lotteries.find((l) => l.id === body.lottery_id);
    if (!lottery) throw new DomainError('lottery_room_not_found');
    const merged = { ...(lottery.rules as unknown as Record<string, unknown>), ...body.rules };
    const rules = parseRules(lottery.type, merged);
    if (rules === null) throw new DomainError('lottery_rules_invalid');
    await inTransaction(ctx.store, async (tx) => {
      await tx
        .updateTable('lotteries')
        .set({ rules: JSON.stringify(rules), updated_at: ctx.clock.now() })
        .where('id', '=', lottery.id)
        .execute();
      await recordAudit(ctx, tx, actor, 'lottery.rules.update', `lottery:${lottery.id}`, {
        before: lottery.rules,
        after: rules,
      });
    });
    await loadRegistry(ctx);
    return roomsView(ctx);
  });

  serve(app, adminEndpoints.lotterySealUpdate, async (_request, body, actor) => {
    const lotteries = await allLotteries(ctx.store.db);
    const lottery = lotteries.find((l) => l.id === body.lottery_id);
    if (!lottery) throw new DomainError('lottery_room_not_found');
    const schedule = { ...lottery.schedule, sealSeconds: body.seal_seconds };
    // Only the seal moves: the period and the opening hours number the issues (CONTEXT.md).
    if (scheduleProblem(schedule) !== null) throw new DomainError('lottery_seal_invalid');
    await inTransaction(ctx.store, async (tx) => {
      await tx
        .updateTable('lotteries')
        .set({ seal_seconds: body.seal_seconds, updated_at: ctx.clock.now() })
        .where('id', '=', lottery.id)
        .execute();
      await recordAudit(ctx, tx, actor, 'lottery.seal.update', `lottery:${lottery.id}`, {
        before: lottery.schedule.sealSeconds,
        after: body.seal_seconds,
      });
    });
    await loadRegistry(ctx);
    return roomsView(ctx);
  });
}

/** A room's issues and chat: reading them, removing a message. */
function registerRoomModerationRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.lotteryIssues, async (_request, body) => {
    const found = await findRoom(ctx.store.db, body.room_id);
    if (!found) throw new DomainError('lottery_room_not_found');
    return issuesPage(ctx, found.room.id, found.lottery.id, body.page);
  });

  serve(app, adminEndpoints.lotteryChat, async (_request, body) => {
    const found = await findRoom(ctx.store.db, body.room_id);
    if (!found) throw new DomainError('lottery_room_not_found');
    return chatPage(ctx, found.room.id, body.before_id);
  });

  serve(app, adminEndpoints.lotteryChatRemove, async (_request, body, actor) => {
    const now = ctx.clock.now();
    await inTransaction(ctx.store, async (tx) => {
      const row = await tx
        .selectFrom('lottery_chat')
        .select(['id', 'user_id', 'kind', 'message'])
        .where('id', '=', body.id)
        .where('room_id', '=', body.room_id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      if (!row) throw new DomainError('lottery_chat_message_not_found');
      if (row.kind !== 'chat') throw new DomainError('lottery_chat_only_chat');
      const removed = await tx
        .updateTable('lottery_chat')
        .set({ removed_at: now, removed_by: actor.operatorId })
        .where('id', '=', row.id)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      // Two operators removing the same message: the second finds it gone.
      if (Number(removed.numUpdatedRows) !== 1) {
        throw new DomainError('lottery_chat_message_not_found');
      }
      const message = JSON.parse(row.message) as { content?: string; author?: string };
      await recordAudit(ctx, tx, actor, 'lottery.chat.remove', `lottery_room:${body.room_id}`, {
        message_id: row.id,
        user_id: row.user_id,
        author: message.author ?? '',
        content: message.content ?? '',
      });
    });
    await publishRemoval(ctx, body.room_id, body.id);
    return { id: String(body.id) };
  });
}

/** Muting a player in a room (0 minutes: unmuting). */
function registerMuteRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.lotteryMute, async (_request, body, actor) => {
    const found = await findRoom(ctx.store.db, body.room_id);
    if (!found) throw new DomainError('lottery_room_not_found');
    const player = await findUser(ctx.store, body.user_id);
    if (!player) throw new DomainError('lottery_player_not_found');
    const now = ctx.clock.now();
    const until = body.minutes === 0 ? now : now + body.minutes * 60_000;
    await inTransaction(ctx.store, async (tx) => {
      const before = await tx
        .selectFrom('lottery_mutes')
        .select(['until'])
        .where('room_id', '=', body.room_id)
        .where('user_id', '=', body.user_id)
        .executeTakeFirst();
      if (before) {
        await tx
          .updateTable('lottery_mutes')
          .set({ until, operator_id: actor.operatorId, created_at: now })
          .where('room_id', '=', body.room_id)
          .where('user_id', '=', body.user_id)
          .execute();
      } else {
        await tx
          .insertInto('lottery_mutes')
          .values({
            room_id: body.room_id,
            user_id: body.user_id,
            until,
            operator_id: actor.operatorId,
            created_at: now,
          })
          .execute();
      }
      await recordAudit(
        ctx,
        tx,
        actor,
        body.minutes === 0 ? 'lottery.unmute' : 'lottery.mute',
        `lottery_room:${body.room_id}`,
        {
          user_id: body.user_id,
          minutes: body.minutes,
          before: before && before.until > now ? before.until : null,
          after: body.minutes === 0 ? null : until,
        },
      );
    });
    const mute = (await activeMutes(ctx.store.db, body.room_id, now)).find(
      (m) => m.user_id === body.user_id,
    );
    return { mute: mute ?? null };
  });
}
