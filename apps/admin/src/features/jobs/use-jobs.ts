import type { JobRunAnswer } from '@app/contract/jobs-admin';
import { adminCalls } from '@app/contract/endpoint-routes';
import { useAction, useCall } from '../../lib/query.ts';
import { USE_JOBS } from './strings.ts';

export type JobState = JobRunAnswer['state'];

/** The latest runs (at most 200), of one job and state when given. */
export function useJobRuns(job: string | undefined, state: JobState | undefined) {
  return useCall(adminCalls.jobs, { limit: 200, job, state });
}

/** Runs a failed run once more (admin; audited). */
export function useRetryJob() {
  return useAction(adminCalls.jobsRetry, {
    invalidate: [adminCalls.jobs],
    success: USE_JOBS.success,
  });
}
