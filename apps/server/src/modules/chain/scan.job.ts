import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { watchedChains } from './chains.ts';
import { scanChain } from './scan.ts';

/**
 * One job per watched chain, `chain.scan.<chain>`, every CHAIN_SCAN_SECONDS: once per slot
 * across nodes (platform/jobs). A scan that overlaps the next slot's (another node's) changes
 * nothing: the position moves by compare-and-set (scan.ts).
 */
export function chainJobs(ctx: AppContext): JobDefinition[] {
  return watchedChains(ctx).map((w) => ({
    name: `chain.scan.${w.chain}`,
    schedule: { every: ctx.config.chains.scanSeconds },
    // A slow node is waited for a while, then the next slot simply looks again.
    timeoutMs: 60_000,
    maxAttempts: 1,
    handler: async (run) => {
      await scanChain(ctx, w, run.signal);
    },
  }));
}
