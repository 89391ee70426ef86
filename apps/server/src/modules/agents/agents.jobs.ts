import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { payCommissions, previousDay } from './commission.ts';

/**
 * The daily commission at 01:00 Beijing: the previous Beijing day's, once the day's last bet
 * records arrived (the rebates settle at 00:30 for the same reason). The slot is the run's
 * Beijing day; a re-run of a slot pays nothing twice (unique row + ledger key).
 */
export const COMMISSION_AT = '01:00';
export const COMMISSION_JOB = 'agents.commission';

export function agentJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: COMMISSION_JOB,
      schedule: { dailyAt: COMMISSION_AT },
      timeoutMs: 60 * 60 * 1000,
      handler: async (run) => {
        const report = await payCommissions(ctx, previousDay(run.slot), run.signal);
        if (report.paid > 0) {
          ctx.log?.info(
            { day: report.day, agents: report.paid, amount: report.amountMinor.toString() },
            'agent commissions paid',
          );
        }
      },
    },
  ];
}
