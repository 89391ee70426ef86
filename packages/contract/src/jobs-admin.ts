import { z } from 'zod';

/**
 * GET /api/admin/jobs (ours): the latest runs of the scheduled jobs, newest first, for the
 * operator. Query: limit (1..200, default 50), job (a job name), state.
 */
export const JOB_RUN_STATES = ['pending', 'running', 'done', 'failed'] as const;

export const adminJobsPayload = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  job: z
    .string()
    .regex(/^[a-z0-9_.-]{1,64}$/)
    .optional(),
  state: z.enum(JOB_RUN_STATES).optional(),
});

export const jobRun = z.object({
  id: z.number(),
  job: z.string(),
  slot: z.string(),
  node: z.string().nullable(),
  state: z.enum(JOB_RUN_STATES),
  attempt: z.number(),
  scheduled_at: z.number(),
  started_at: z.number().nullable(),
  finished_at: z.number().nullable(),
  lease_until: z.number().nullable(),
  next_attempt_at: z.number().nullable(),
  error: z.string().nullable(),
  created_at: z.number(),
});
export type JobRunAnswer = z.infer<typeof jobRun>;
export const adminJobsData = z.array(jobRun);
