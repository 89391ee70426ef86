import type { AppContext } from '../platform/context.ts';

/** Ticks the jobs until a tick starts nothing (each tick starts at most 16 runs). */
export async function runDueJobs(ctx: AppContext): Promise<void> {
  for (let round = 0; round < 50; round++) {
    const started = await ctx.jobs.tick();
    await ctx.jobs.idle();
    if (started.length === 0) return;
  }
  throw new Error('jobs kept starting runs after 50 ticks');
}
