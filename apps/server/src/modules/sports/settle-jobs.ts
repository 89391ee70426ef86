import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { settlementSweep } from './settle.ts';

/**
 * The settlement's sweep (DESIGN §7): every 3 s one node (the `job_runs` insert decides which)
 * adopts the confirmed results not yet in force (the feed writes its results confirmed) and
 * settles the bets waiting for them, each bet in its own transaction guarded by its `settle_seq`
 * (settle.ts), so a slow node overlapping the next period's run, or a run retried after its node
 * died, never pays twice. Bounded per run; what is left waits for the next period.
 */
export const SETTLE_EVERY_S = 3;

export function settlementJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'sports.settle',
      schedule: { every: SETTLE_EVERY_S },
      // Short: a period whose node died is taken over soon (the next period runs anyway).
      leaseMs: 10_000,
      timeoutMs: 60_000,
      maxAttempts: 2,
      backoff: { baseMs: 1_000, maxMs: 5_000 },
      handler: async (run) => {
        await settlementSweep(ctx, run.signal);
      },
    },
  ];
}
