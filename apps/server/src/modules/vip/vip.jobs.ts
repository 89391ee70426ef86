import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition, JobRun } from '../../platform/jobs/jobs.ts';
import { validBetsBetween, validBetsByUser } from '../bets/index.ts';
import { approvedDepositsByUser } from '../wallet/index.ts';
import { levelOf, readLevels } from './levels.ts';
import { playersWithLevels } from './player-level.ts';
import {
  changeLevel,
  currentQuarter,
  highestLostLevel,
  lastChange,
  QUARTER_MS,
  quarterAnchor,
} from './standing.ts';

/** Players read per batch by the daily jobs. */
const BATCH = 200;

/**
 * Promotion (Beijing 00:10 daily; the spec's "the next day before 24:00"): a player whose
 * cumulative approved deposits and cumulative valid-bet turnover meet the NEXT level's thresholds
 * rises one level. One level a day at most: the (player, day) history row is unique. A player who
 * was demoted from that level before must also have made its retention turnover since their last
 * change (otherwise the cumulative totals, which never fall, would promote them back the next day).
 */
export async function promotePlayers(ctx: AppContext, run: Pick<JobRun, 'slot' | 'signal'>) {
  const levels = await readLevels(ctx.store.db);
  const now = ctx.clock.now();
  let promoted = 0;
  for (let after = 0; ;) {
    const page = await playersWithLevels(ctx.store, after, BATCH);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    // Two grouped reads per page, not two per player.
    const climbers = page.filter((player) => player.vip < levels.length);
    const ids = climbers.map((player) => player.id);
    const [deposits, turnover] = await Promise.all([
      approvedDepositsByUser(ctx, ids),
      validBetsByUser(ctx, ids),
    ]);
    for (const player of climbers) {
      const next = levelOf(levels, player.vip + 1);
      if ((deposits.get(player.id) ?? 0n) < next.rechargeMinor) continue;
      if ((turnover.get(player.id) ?? 0n) < next.flowMinor) continue;
      if ((await highestLostLevel(ctx, player.id)) >= next.level) {
        const anchor = await quarterAnchor(ctx, player.id, player.created_at);
        if ((await validBetsBetween(ctx, player.id, anchor, now + 1)) < next.retentionMinor) {
          continue;
        }
      }
      const changed = await changeLevel(ctx, {
        userId: player.id,
        day: run.slot,
        from: player.vip,
        to: player.vip + 1,
        now,
      });
      if (changed) promoted += 1;
    }
    run.signal.throwIfAborted();
  }
  return { promoted };
}

/**
 * Retention (Beijing 00:20 daily): quarters of 90 days run back to back from the player's last
 * level change (or registration). A player above VIP1 whose latest COMPLETED quarter's valid-bet
 * turnover is below their level's retention turnover drops one level; the change restarts the
 * quarters, so one short quarter demotes once.
 */
export async function demotePlayers(ctx: AppContext, run: Pick<JobRun, 'slot' | 'signal'>) {
  const levels = await readLevels(ctx.store.db);
  const now = ctx.clock.now();
  let demoted = 0;
  for (let after = 0; ;) {
    const page = await playersWithLevels(ctx.store, after, BATCH);
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    for (const player of page) {
      if (player.vip <= 1) continue;
      const last = await lastChange(ctx, player.id);
      const anchor = Math.max(player.created_at, last?.created_at ?? 0);
      if (now - anchor < QUARTER_MS) continue;
      const completed = currentQuarter(anchor, now).start - QUARTER_MS;
      const level = levelOf(levels, player.vip);
      const turnover = await validBetsBetween(ctx, player.id, completed, completed + QUARTER_MS);
      if (turnover >= level.retentionMinor) continue;
      const changed = await changeLevel(ctx, {
        userId: player.id,
        day: run.slot,
        from: player.vip,
        to: player.vip - 1,
        now,
      });
      if (changed) demoted += 1;
    }
    run.signal.throwIfAborted();
  }
  return { demoted };
}

export const PROMOTE_AT = '00:10';
export const RETAIN_AT = '00:20';

export function vipJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'vip.promote',
      schedule: { dailyAt: PROMOTE_AT },
      timeoutMs: 60 * 60 * 1000,
      handler: async (run) => {
        const report = await promotePlayers(ctx, run);
        if (report.promoted > 0) ctx.log?.info({ ...report, day: run.slot }, 'vip promotions');
      },
    },
    {
      name: 'vip.retain',
      schedule: { dailyAt: RETAIN_AT },
      timeoutMs: 60 * 60 * 1000,
      handler: async (run) => {
        const report = await demotePlayers(ctx, run);
        if (report.demoted > 0) ctx.log?.info({ ...report, day: run.slot }, 'vip demotions');
      },
    },
  ];
}
