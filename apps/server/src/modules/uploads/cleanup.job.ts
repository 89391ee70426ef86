import type { AppContext } from '../../platform/context.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { deleteStaleUploads, UNPINNED_KEEP_MS } from './uploads.service.ts';

/** How often the clean-up runs (on the hour, UTC; see platform/jobs/CONTEXT.md). */
const CLEANUP_EVERY_SECONDS = 60 * 60;

/**
 * `uploads.cleanup`: every hour, deletes the uploads nothing pinned within a day of their upload
 * (a screenshot picked but never sent with a deposit). Idempotent: a second run of a slot finds
 * nothing left to delete.
 */
export function uploadJobs(ctx: AppContext): JobDefinition[] {
  return [
    {
      name: 'uploads.cleanup',
      schedule: { every: CLEANUP_EVERY_SECONDS },
      maxAttempts: 3,
      handler: async (run) => {
        const deleted = await deleteStaleUploads(
          ctx,
          ctx.clock.now() - UNPINNED_KEEP_MS,
          run.signal,
        );
        if (deleted > 0) ctx.log?.info({ deleted }, 'uploads.cleanup: unpinned uploads deleted');
      },
    },
  ];
}
