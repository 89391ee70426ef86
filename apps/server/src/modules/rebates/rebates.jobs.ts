import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { previousDay, dayStartOf, settleDay } from './accrual.ts';
import { autoWash } from './claims.ts';

/**
 * Settlement at 00:30 Beijing: yesterday's accruals become claimable rows (the spec's "paid within
 * 24 hours of settlement"; half an hour after midnight leaves the venues' last records of the day
 * time to arrive, the wash note's advised delay). Auto-wash at 05:00 Beijing: rows settled on an
 * earlier day and still unclaimed are paid by the system.
 */
export const SETTLE_AT = '00:30';
export const AUTO_WASH_AT = '05:00';

export function rebateJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'rebates.settle',
      schedule: { dailyAt: SETTLE_AT },
      timeoutMs: 60 * 60 * 1000,
      handler: async (run) => {
        const report = await settleDay(ctx, previousDay(run.slot));
        if (report.rows > 0) ctx.log?.info({ ...report, day: run.slot }, 'rebates settled');
      },
    },
    {
      name: 'rebates.autowash',
      schedule: { dailyAt: AUTO_WASH_AT },
      timeoutMs: 60 * 60 * 1000,
      handler: async (run) => {
        const report = await autoWash(ctx, dayStartOf(run.slot), run.signal);
        if (report.players > 0) {
          ctx.log?.info(
            { players: report.players, amount: report.amountMinor.toString(), day: run.slot },
            'rebates auto-washed',
          );
        }
      },
    },
  ];
}
