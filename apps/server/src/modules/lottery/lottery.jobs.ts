import {
  issueByNumber,
  issuesDrawnBetween,
  issuesOpenedBetween,
  issuesSealedBetween,
  type Issue,
} from '@app/domain/lottery/schedule';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { DueSlot, JobDefinition } from '../../platform/jobs/jobs.ts';
import { formatMinor } from '@app/contract/money';
import { allLotteries, findRoom, roomsOfLottery, type Lottery } from './catalogue.ts';
import { drawDue, ensureDraw, extendOf, numbersOf, openEntry } from './draws.ts';
import { publishFeed, storeFeed, systemMessage } from './feed.ts';
import { settleIssue } from './settlement.ts';

/**
 * The lottery's scheduled work (DESIGN §7, platform/jobs): each issue's open (commitment and the
 * room message), seal and draw are derived slots — every node computes the same issues from the
 * schedule and the job_runs insert decides who runs each; settling a room's issue is a slot the
 * draw's transaction enqueues. Slots are `<lottery code>:<issue>` and `<room id>:<issue>`.
 */

/** How far back derived slots reach: an issue whose step is older is left to the catch-up. */
const WINDOW_MS = 10 * 60 * 1000;
/** A room's feed is kept this long (the room shows its last 50 messages). */
const FEED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** A seal message older than this is not announced any more (the room has moved on). */
const ANNOUNCE_LATE_MS = 60 * 1000;

/**
 * The lotteries the derived slots are computed from, loaded at start: their codes, types and
 * schedules, which no call changes. Rules can change (through any node), so settlement reads the
 * lottery from the database instead.
 */
const registry = defineAppState('lottery.registry', () => ({ lotteries: [] as Lottery[] }));

export async function loadRegistry(ctx: AppContext): Promise<void> {
  registry(ctx).lotteries = await allLotteries(ctx.store.db);
}

/** The three steps of an issue whose slots derive from the schedule, and when each falls due. */
const STEPS = {
  open: { between: issuesOpenedBetween, at: (issue: Issue) => issue.openAt },
  seal: { between: issuesSealedBetween, at: (issue: Issue) => issue.sealAt },
  draw: { between: issuesDrawnBetween, at: (issue: Issue) => issue.drawAt },
} as const;

/** The slots of a step due at `now`: `<lottery code>:<issue>` of every lottery, recent issues. */
function derived(ctx: AppContext, step: keyof typeof STEPS): { slots: (now: number) => DueSlot[] } {
  const { between, at } = STEPS[step];
  return {
    slots: (now) =>
      registry(ctx).lotteries.flatMap((lottery) =>
        between(lottery.schedule, now - WINDOW_MS, now, 20).map((issue) => ({
          slot: `${lottery.code}:${issue.expect}`,
          at: at(issue),
        })),
      ),
  };
}

function parseSlot(ctx: AppContext, slot: string): { lottery: Lottery; issue: Issue } {
  const [code, expect] = slot.split(':');
  const lottery = registry(ctx).lotteries.find((l) => l.code === code);
  const issue = lottery && expect ? issueByNumber(lottery.schedule, expect) : null;
  if (!lottery || !issue) throw new Error(`lottery slot ${slot} names no issue`);
  return { lottery, issue };
}

async function announce(
  ctx: AppContext,
  lottery: Lottery,
  make: (roomId: number, now: number) => ReturnType<typeof systemMessage>,
): Promise<void> {
  const rooms = await roomsOfLottery(ctx.store.db, lottery.id);
  const now = ctx.clock.now();
  for (const room of rooms.filter((r) => r.status === 1)) {
    const stored = await inTransaction(ctx.store, (tx) =>
      storeFeed(tx, room.id, make(room.id, now), now),
    );
    await publishFeed(ctx, room.id, [stored]);
  }
}

export function lotteryJobs(ctx: AppContext): JobDefinition[] {
  return [openJob(ctx), sealJob(ctx), drawJob(ctx), feedPruneJob(ctx), settleJob(ctx)];
}

/** `lottery.open`: an issue opens: its commitment, and the room message while it is fresh. */
function openJob(ctx: AppContext): JobDefinition {
  return {
    name: 'lottery.open',
    schedule: derived(ctx, 'open'),
    concurrency: 2,
    handler: async (run) => {
      const { lottery, issue } = parseSlot(ctx, run.slot);
      const draw = await ensureDraw(ctx, undefined, lottery, issue);
      if (ctx.clock.now() - issue.openAt > ANNOUNCE_LATE_MS) return;
      await announce(ctx, lottery, (_room, now) =>
        systemMessage('open', `第${issue.expect}期 开始投注`, now, {
          expect: issue.expect,
          content: `第${issue.expect}期 开始投注（承诺值 ${draw.commitment.slice(0, 16)}…）`,
          // What a room shows of the new issue: a client needs no reload for it.
          commit: draw.commitment,
          draw_at: issue.drawAt,
        }),
      );
    },
  };
}

/** `lottery.seal`: betting closes on the issue; the rooms are told while it is fresh. */
function sealJob(ctx: AppContext): JobDefinition {
  return {
    name: 'lottery.seal',
    schedule: derived(ctx, 'seal'),
    concurrency: 2,
    handler: async (run) => {
      const { lottery, issue } = parseSlot(ctx, run.slot);
      if (ctx.clock.now() - issue.sealAt > ANNOUNCE_LATE_MS) return;
      await announce(ctx, lottery, (_room, now) =>
        systemMessage('seal', `第${issue.expect}期 已封盘，停止投注`, now, {
          expect: issue.expect,
        }),
      );
    },
  };
}

/** `lottery.draw`: the issue drawn, announced, and each room's settlement enqueued. */
function drawJob(ctx: AppContext): JobDefinition {
  return {
    name: 'lottery.draw',
    schedule: derived(ctx, 'draw'),
    concurrency: 2,
    handler: async (run) => {
      const { lottery, issue } = parseSlot(ctx, run.slot);
      const now = ctx.clock.now();
      // An issue nobody opened (no node was up at its open) is committed now and drawn at once:
      // no stake can be on it (an order makes the commitment first).
      await ensureDraw(ctx, undefined, lottery, issue);
      if (now - issue.drawAt <= ANNOUNCE_LATE_MS) {
        await announce(ctx, lottery, (_room, at) =>
          systemMessage('drawing', `第${issue.expect}期 开奖中`, at, { expect: issue.expect }),
        );
      }
      const rooms = await roomsOfLottery(ctx.store.db, lottery.id);
      const drawn = await drawDue(ctx, lottery, now, async (tx, expect) => {
        for (const room of rooms) {
          await ctx.jobs.schedule('lottery.settle', `${room.id}:${expect}`, now, tx);
        }
      });
      for (const row of drawn) {
        // The draw as the room's open list shows it: a client needs no reload for it.
        const { expect, extend, opentime2 } = openEntry(lottery, row);
        await announce(ctx, lottery, (_room, at) =>
          systemMessage(
            'result',
            `第${row.expect}期 开奖结果：${resultText(lottery, numbersOf(row))}`,
            at,
            { expect, extend, opentime2 },
          ),
        );
      }
    },
  };
}

/** `lottery.feed.prune`: the rooms' feed older than FEED_KEPT_MS deleted, daily. */
function feedPruneJob(ctx: AppContext): JobDefinition {
  return {
    name: 'lottery.feed.prune',
    schedule: { dailyAt: '05:00' },
    handler: async () => {
      await ctx.store.db
        .deleteFrom('lottery_chat')
        .where('created_at', '<', ctx.clock.now() - FEED_KEPT_MS)
        .execute();
    },
  };
}

/** `lottery.settle`: a room's issue settled (enqueued by the draw). */
function settleJob(ctx: AppContext): JobDefinition {
  return {
    name: 'lottery.settle',
    schedule: { manual: true },
    concurrency: 2,
    timeoutMs: 5 * 60 * 1000,
    handler: async (run) => {
      const [roomText, expect] = run.slot.split(':');
      const roomId = Number(roomText);
      // The lottery as stored now: its rules may have been edited through another node, whose
      // registry reload this node never saw.
      const found = await findRoom(ctx.store.db, roomId);
      if (!found || !expect) throw new Error(`lottery.settle slot ${run.slot} names no room issue`);
      const report = await settleIssue(ctx, found.lottery, roomId, expect, run.signal);
      // An issue nobody bet on is routine: every few seconds on a quiet site.
      const level = report.lines > 0 ? 'info' : 'debug';
      ctx.log?.[level](
        { room: roomId, expect, lines: report.lines, payout: formatMinor(report.payoutMinor) },
        'lottery: settled',
      );
    },
  };
}

/** The result as one line of text: `03 15 22 31 40 47 + 09` or `3+5+9=17 大单`. */
export function resultText(lottery: Lottery, numbers: number[]): string {
  if (lottery.type === 1) {
    const balls = numbers.map((n) => String(n).padStart(2, '0'));
    return `${balls.slice(0, 6).join(' ')} + ${balls[6] ?? ''}`;
  }
  const view = extendOf(lottery, numbers, 0);
  return 'text' in view ? `${view.text} ${view.label}` : numbers.join(',');
}
