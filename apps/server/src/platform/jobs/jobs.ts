import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Store, Tx } from '../db/database.ts';
import type { Database, JobRunsTable } from '../db/schema.ts';
import { systemClock, type Clock } from '../time.ts';
import {
  checkSchedule,
  dueSlots,
  SLOT_PATTERN,
  type DueSlot,
  type JobSchedule,
} from './schedule.ts';

export type { DueSlot, JobSchedule } from './schedule.ts';

/** What a handler is given for one attempt at one slot. */
export interface JobRun {
  job: string;
  /** The slot this attempt is for: the same on every attempt and every node. */
  slot: string;
  /** When the slot fell due (epoch ms), not when this attempt started. */
  scheduledAt: number;
  /** 1 on the first attempt. */
  attempt: number;
  node: string;
  /** Aborted when the run timed out, its lease passed to another node, or this node stops. */
  signal: AbortSignal;
}

/** Must be idempotent per slot: an attempt may be retried, or repeated after a node died. */
export type JobHandler = (run: JobRun) => Promise<void>;

export interface JobDefinition {
  /** Unique among jobs, `[A-Za-z0-9_.:-]{1,64}` ("lottery.draw", "vip.daily"). */
  name: string;
  schedule: JobSchedule;
  handler: JobHandler;
  /** Attempts before the slot stays `failed` (default 5). */
  maxAttempts?: number;
  /** Delay before attempt n+1 is `min(maxMs, baseMs * 2^(n-1))` (default 5 s and 10 min). */
  backoff?: { baseMs?: number; maxMs?: number };
  /** How long a claim holds without renewal (default 60 s); renewed while the handler runs. */
  leaseMs?: number;
  /** An attempt longer than this is aborted and counted as failed (default 10 min). */
  timeoutMs?: number;
  /** Slots of this job running at once on one node (default 1). */
  concurrency?: number;
}

/** A `job_runs` row as the operator sees it (`GET /api/admin/jobs`). */
export interface JobRunRow {
  id: number;
  job: string;
  slot: string;
  node: string | null;
  state: JobRunState;
  attempt: number;
  scheduled_at: number;
  started_at: number | null;
  finished_at: number | null;
  lease_until: number | null;
  next_attempt_at: number | null;
  error: string | null;
  created_at: number;
}

export type JobRunState = JobRunsTable['state'];

/** A run a tick started: a new slot, a due one (scheduled or a retry), or one taken over. */
export interface StartedRun {
  job: string;
  slot: string;
  attempt: number;
  how: 'new' | 'due' | 'takeover';
}

export interface JobsLog {
  info: (...args: unknown[]) => void;
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

export interface JobsOptions {
  store: Store;
  clock?: Clock;
  /** This node's name in `job_runs.node` (default: host, pid and a random suffix). */
  node?: string;
  log?: JobsLog;
  /** Timer period of `start()` (default 1000 ms). */
  tickMs?: number;
  /** Runs one tick may start (default 16). */
  maxRunsPerTick?: number;
  /** Runs in flight on this node at once (default 16). */
  maxConcurrentRuns?: number;
  /** How long `done` rows are kept (default 7 days, at least 2). */
  keepDoneMs?: number;
  /** How long `failed` rows are kept (default 90 days, at least keepDoneMs). */
  keepFailedMs?: number;
}

export interface Jobs {
  readonly node: string;
  define(job: JobDefinition): void;
  /**
   * Enqueues `slot` of job `name` to run at or after `at`. Answers false when the slot exists
   * already (scheduled, running or finished): scheduling is idempotent. Pass `db` to enqueue in
   * the caller's transaction; a repeat never aborts it (no unique violation is raised).
   */
  schedule(name: string, slot: string, at: number, db?: Kysely<Database> | Tx): Promise<boolean>;
  /** Ticks about every `tickMs` on an unref'd timer. */
  start(): void;
  /**
   * Claims nothing more and waits for the runs in flight. After `abortAfterMs` (default 5 s)
   * their signals are aborted; a handler that ignores its signal is still awaited.
   */
  stop(options?: { abortAfterMs?: number }): Promise<void>;
  /** One round: renew leases, end overdue runs, start due slots. Does not wait for handlers. */
  tick(): Promise<StartedRun[]>;
  /** Resolves when no run of this node is in flight (tests). */
  idle(): Promise<void>;
  recentRuns(options?: RecentRunsOptions): Promise<JobRunRow[]>;
  /**
   * Claims failed run `id` for one more attempt on this node (the operator's retry): a
   * compare-and-set from `failed` on the attempt it read, so of two retries (on any nodes) one
   * wins and the slot never runs twice at once. Pass the caller's transaction as `executor` and
   * call `start()` once it has committed; until then (or if it never is) nothing runs, and a
   * claim whose node never starts it is failed again by the lease rules. The retry is one attempt:
   * if it throws, the run is `failed` again with the new error.
   */
  claimRetry(id: number, executor?: Kysely<Database> | Tx): Promise<RetryClaim | RetryRefusal>;
}

/** A claimed retry: the run as it now stands (running on this node), and how to start it. */
export interface RetryClaim {
  run: JobRunRow;
  /** Starts the attempt; call it after the claim's transaction committed. */
  start(): void;
}

/** Why a retry was refused: no such run, not failed (or another retry won), job unknown here, or this node is full. */
export type RetryRefusal = 'not_found' | 'not_failed' | 'not_defined' | 'busy';

export interface RecentRunsOptions {
  /** 1..MAX_RECENT_RUNS (default 50). */
  limit?: number;
  job?: string;
  state?: JobRunState;
}

export const MAX_RECENT_RUNS = 200;
/** Error text kept on a row; longer text is cut. */
export const MAX_ERROR_LENGTH = 500;
const NAME_PATTERN = SLOT_PATTERN;
const DAY_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60_000;
const PRUNE_BATCH = 500;
const SEEN_PER_JOB = 256;

/** The operator's list: latest rows first, optionally of one job or state. */
export async function recentRuns(
  db: Kysely<Database>,
  options: RecentRunsOptions = {},
): Promise<JobRunRow[]> {
  const limit = Math.min(MAX_RECENT_RUNS, Math.max(1, Math.floor(options.limit ?? 50)));
  let query = db.selectFrom('job_runs').selectAll().orderBy('id', 'desc').limit(limit);
  if (options.job !== undefined) query = query.where('job', '=', options.job);
  if (options.state !== undefined) query = query.where('state', '=', options.state);
  return query.execute();
}

/** Error text safe to keep and show: name and message only (no stack), no URL credentials. */
export function describeError(error: unknown): string {
  let text: string;
  try {
    text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    text = 'unprintable error';
  }
  text = text
    .replace(/\/\/[^\s/@]*@/g, '//***@')
    .replace(/\b(password|passwd|secret|token|key)=[^\s&;,]*/gi, '$1=***');
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/** Delay before the attempt after failed attempt `attempt` (1-based). */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.min(attempt - 1, 40));
}

interface Defined {
  name: string;
  schedule: JobSchedule;
  handler: JobHandler;
  maxAttempts: number;
  baseMs: number;
  maxMs: number;
  leaseMs: number;
  timeoutMs: number;
  concurrency: number;
  seen: Set<string>;
}

interface InFlight {
  id: number;
  job: Defined;
  slot: string;
  attempt: number;
  startedAt: number;
  leaseUntil: number;
  controller: AbortController;
  /** Set once the row is no longer ours to finish (timed out, or lease lost). */
  released: boolean;
  /** Set when this node aborted the run because it is stopping. */
  interrupted: boolean;
  /** Set once the handler settled and its outcome is being recorded. */
  finishing: boolean;
  done: Promise<void>;
}

/** One tick's time, the runs it may still start and those it started. */
interface TickRound {
  now: number;
  budget: number;
  started: StartedRun[];
}

/** A `running` row whose lease passed, as the takeover reads it. */
interface LapsedRow {
  id: number;
  job: string;
  slot: string;
  node: string | null;
  attempt: number;
  scheduled_at: number;
  lease_until: number | null;
}

/** A `pending` row whose time came, as the claim reads it. */
interface DueRow {
  id: number;
  job: string;
  slot: string;
  attempt: number;
  scheduled_at: number;
}

const silentLog: JobsLog = { info: () => {}, warn: () => {}, error: () => {} };

export function createJobs(options: JobsOptions): Jobs {
  return new JobRunner(options);
}

/** This node's jobs: the definitions, the runs in flight, the timer and the tick. */
class JobRunner implements Jobs {
  readonly node: string;
  readonly #db: Kysely<Database>;
  readonly #clock: Clock;
  readonly #log: JobsLog;
  readonly #tickMs: number;
  readonly #maxRunsPerTick: number;
  readonly #maxConcurrentRuns: number;
  readonly #keepDoneMs: number;
  readonly #keepFailedMs: number;
  readonly #defined = new Map<string, Defined>();
  readonly #inFlight = new Map<number, InFlight>();
  #timer: NodeJS.Timeout | undefined;
  #ticking: Promise<StartedRun[]> | undefined;
  #stopping = false;
  #lastPrune = -Infinity;
  #rotation = 0;

  constructor(options: JobsOptions) {
    this.#db = options.store.db;
    this.#clock = options.clock ?? systemClock;
    this.#log = options.log ?? silentLog;
    this.node = options.node ?? defaultNodeName();
    if (!NAME_PATTERN.test(this.node)) throw new RangeError(`bad node name ${this.node}`);
    this.#tickMs = positive('tickMs', options.tickMs ?? 1000);
    this.#maxRunsPerTick = positive('maxRunsPerTick', options.maxRunsPerTick ?? 16);
    this.#maxConcurrentRuns = positive('maxConcurrentRuns', options.maxConcurrentRuns ?? 16);
    this.#keepDoneMs = options.keepDoneMs ?? 7 * DAY_MS;
    this.#keepFailedMs = options.keepFailedMs ?? 90 * DAY_MS;
    if (this.#keepDoneMs < 2 * DAY_MS) throw new RangeError('keepDoneMs must be at least 2 days');
    if (this.#keepFailedMs < this.#keepDoneMs) {
      throw new RangeError('keepFailedMs must be >= keepDoneMs');
    }
  }

  define(job: JobDefinition): void {
    if (this.#stopping) throw new Error('jobs are stopping');
    if (!NAME_PATTERN.test(job.name)) throw new RangeError(`bad job name ${job.name}`);
    if (this.#defined.has(job.name)) throw new Error(`job ${job.name} is defined twice`);
    checkSchedule(job.schedule);
    if ('every' in job.schedule && job.schedule.every * 1000 >= this.#keepDoneMs) {
      // Its current slot must still be on record while it is due, or it would run again.
      throw new RangeError(`every of ${job.name} must be shorter than keepDoneMs`);
    }
    if (typeof job.handler !== 'function') throw new TypeError(`job ${job.name} has no handler`);
    const leaseMs = job.leaseMs ?? 60_000;
    if (!Number.isInteger(leaseMs) || leaseMs < 3 * this.#tickMs) {
      throw new RangeError(
        `leaseMs of ${job.name} must be at least 3 ticks (${3 * this.#tickMs} ms)`,
      );
    }
    this.#defined.set(job.name, {
      name: job.name,
      schedule: job.schedule,
      handler: job.handler,
      maxAttempts: positive('maxAttempts', job.maxAttempts ?? 5, 100),
      baseMs: positive('backoff.baseMs', job.backoff?.baseMs ?? 5_000),
      maxMs: positive('backoff.maxMs', job.backoff?.maxMs ?? 10 * 60_000),
      leaseMs,
      timeoutMs: positive('timeoutMs', job.timeoutMs ?? 10 * 60_000),
      concurrency: positive('concurrency', job.concurrency ?? 1, 64),
      seen: new Set(),
    });
  }

  async schedule(
    name: string,
    slot: string,
    at: number,
    executor: Kysely<Database> | Tx = this.#db,
  ): Promise<boolean> {
    if (!this.#defined.has(name)) throw new Error(`job ${name} is not defined`);
    if (!SLOT_PATTERN.test(slot)) throw new RangeError(`bad slot name ${slot}`);
    if (!Number.isSafeInteger(at) || at < 0) throw new RangeError(`bad slot time ${at}`);
    const row = await executor
      .insertInto('job_runs')
      .values({
        job: name,
        slot,
        node: null,
        state: 'pending',
        attempt: 0,
        scheduled_at: at,
        next_attempt_at: at,
        created_at: this.#clock.now(),
      })
      .onConflict((conflict) => conflict.columns(['job', 'slot']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  tick(): Promise<StartedRun[]> {
    this.#ticking ??= this.#runTick().finally(() => {
      this.#ticking = undefined;
    });
    return this.#ticking;
  }

  async idle(): Promise<void> {
    while (this.#inFlight.size > 0) {
      await Promise.allSettled([...this.#inFlight.values()].map((f) => f.done));
    }
  }

  start(): void {
    if (this.#stopping) throw new Error('jobs were stopped');
    if (this.#timer) return;
    this.#timer = setInterval(() => {
      this.tick().catch((error: unknown) => this.#log.error({ err: error }, 'job: tick failed'));
    }, this.#tickMs);
    this.#timer.unref();
  }

  async stop(stopOptions: { abortAfterMs?: number } = {}): Promise<void> {
    this.#stopping = true;
    // The timer keeps ticking meanwhile: it only renews the leases of the runs being awaited.
    const abortTimer = setTimeout(() => {
      for (const flight of this.#inFlight.values()) {
        flight.interrupted = true;
        flight.controller.abort(new Error(`node ${this.node} is stopping`));
      }
    }, stopOptions.abortAfterMs ?? 5_000);
    abortTimer.unref();
    try {
      await this.#ticking?.catch(() => {});
      await this.idle();
    } finally {
      clearTimeout(abortTimer);
      clearInterval(this.#timer);
      this.#timer = undefined;
    }
  }

  recentRuns(runOptions?: RecentRunsOptions): Promise<JobRunRow[]> {
    return recentRuns(this.#db, runOptions);
  }

  async claimRetry(
    id: number,
    executor: Kysely<Database> | Tx = this.#db,
  ): Promise<RetryClaim | RetryRefusal> {
    const row = await executor
      .selectFrom('job_runs')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return 'not_found';
    if (row.state !== 'failed') return 'not_failed';
    const job = this.#defined.get(row.job);
    if (!job) return 'not_defined';
    if (
      this.#stopping ||
      this.#inFlight.has(id) ||
      this.#capacity(job) <= 0 ||
      this.#inFlight.size >= this.#maxConcurrentRuns
    ) {
      return 'busy';
    }
    const now = this.#clock.now();
    const attempt = row.attempt + 1;
    const claimed = await executor
      .updateTable('job_runs')
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .where('attempt', '=', row.attempt)
      .set({
        state: 'running',
        node: this.node,
        attempt,
        started_at: now,
        finished_at: null,
        lease_until: now + job.leaseMs,
        next_attempt_at: null,
      })
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) return 'not_failed';
    return this.#retryClaim(job, row, attempt, now);
  }

  /** The claimed retry: the row as it now stands, and the start of its attempt (once). */
  #retryClaim(job: Defined, row: JobRunRow, attempt: number, now: number): RetryClaim {
    const run: JobRunRow = {
      ...row,
      state: 'running',
      node: this.node,
      attempt,
      started_at: now,
      finished_at: null,
      lease_until: now + job.leaseMs,
      next_attempt_at: null,
    };
    let started = false;
    return {
      run,
      start: () => {
        if (started) return;
        started = true;
        this.#log.info({ job: row.job, slot: row.slot, attempt }, 'job: failed run retried');
        this.#launch(
          job,
          { id: row.id, slot: row.slot, attempt },
          row.scheduled_at,
          this.#clock.now(),
        );
      },
    };
  }

  #capacity(job: Defined): number {
    let running = 0;
    for (const flight of this.#inFlight.values()) if (flight.job === job) running++;
    return job.concurrency - running;
  }

  #remember(job: Defined, slot: string): void {
    job.seen.add(slot);
    if (job.seen.size > SEEN_PER_JOB) job.seen.delete(job.seen.values().next().value!);
  }

  #launch(
    job: Defined,
    row: { id: number; slot: string; attempt: number },
    scheduledAt: number,
    now: number,
  ): void {
    const controller = new AbortController();
    const flight: InFlight = {
      id: row.id,
      job,
      slot: row.slot,
      attempt: row.attempt,
      startedAt: now,
      leaseUntil: now + job.leaseMs,
      controller,
      released: false,
      interrupted: false,
      finishing: false,
      done: Promise.resolve(),
    };
    this.#inFlight.set(row.id, flight);
    const run: JobRun = {
      job: job.name,
      slot: row.slot,
      scheduledAt,
      attempt: row.attempt,
      node: this.node,
      signal: controller.signal,
    };
    flight.done = this.#execute(flight, run).finally(() => this.#inFlight.delete(row.id));
  }

  async #execute(flight: InFlight, run: JobRun): Promise<void> {
    let failure: { error: unknown } | undefined;
    try {
      await flight.job.handler(run);
    } catch (error) {
      failure = { error };
    }
    flight.finishing = true;
    const where = { job: run.job, slot: run.slot, attempt: run.attempt };
    if (flight.released) {
      this.#log.warn({ ...where, err: failure?.error }, 'job: a run ended after it was released');
      return;
    }
    try {
      const recorded = failure
        ? await this.#recordFailure(flight, describeError(failure.error), flight.interrupted)
        : await this.#recordDone(flight);
      if (!recorded) this.#log.warn(where, 'job: the run lost its lease before it ended');
      else if (failure) this.#log.error({ ...where, err: failure.error }, 'job: attempt failed');
    } catch (error) {
      // The lease will lapse and another tick takes the slot over.
      this.#log.error({ ...where, err: error }, 'job: could not record the outcome');
    }
  }

  /** Only the holder of the current attempt may finish it: compare-and-set on node and attempt. */
  #ours(flight: InFlight) {
    return this.#db
      .updateTable('job_runs')
      .where('id', '=', flight.id)
      .where('state', '=', 'running')
      .where('node', '=', this.node)
      .where('attempt', '=', flight.attempt);
  }

  async #recordDone(flight: InFlight): Promise<boolean> {
    const result = await this.#ours(flight)
      .set({ state: 'done', finished_at: this.#clock.now(), lease_until: null, error: null })
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async #recordFailure(flight: InFlight, error: string, interrupted: boolean): Promise<boolean> {
    const now = this.#clock.now();
    const { job, attempt } = flight;
    const last = attempt >= job.maxAttempts;
    const result = await this.#ours(flight)
      .set(
        last
          ? { state: 'failed', finished_at: now, lease_until: null, error }
          : {
              state: 'pending',
              finished_at: now,
              lease_until: null,
              error,
              next_attempt_at: interrupted
                ? now
                : now + backoffDelay(attempt, job.baseMs, job.maxMs),
            },
      )
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  /**
   * One round: tend the runs in flight, prune, then start runs in three phases (takeovers, due
   * slots, new slots). The phases stay in this one function and await only the queries' own
   * promises, as they always have: a run that ends during the tick frees its capacity at exactly
   * the same points (on SQLite the whole tick is microtasks, so an extra `await` would change
   * which runs a tick starts).
   */
  async #runTick(): Promise<StartedRun[]> {
    const now = this.#clock.now();
    const round: TickRound = { now, budget: 0, started: [] };
    await this.#tend(now);
    if (this.#stopping) return round.started;
    await this.#prune(now);
    round.budget = Math.min(this.#maxRunsPerTick, this.#maxConcurrentRuns - this.#inFlight.size);

    // 1. Runs whose node stopped renewing: exactly one node wins the compare-and-set.
    let names = this.#openJobNames();
    if (round.budget > 0 && names.length > 0) {
      for (const row of await this.#selectLapsed(names, round)) {
        const job = this.#defined.get(row.job)!;
        if (!this.#mayStart(round, job) || this.#inFlight.has(row.id)) continue;
        if (row.attempt >= job.maxAttempts) {
          await this.#failLapsed(row, now);
          continue;
        }
        const result = await this.#takeOver(job, row, now);
        if (result.numUpdatedRows !== 1n) continue;
        this.#log.warn({ job: row.job, slot: row.slot, from: row.node }, 'job: run taken over');
        this.#begin(round, job, { ...row, attempt: row.attempt + 1 }, 'takeover');
      }
    }

    // 2. Slots waiting for their time (scheduled) or for a retry.
    names = this.#openJobNames();
    if (round.budget > 0 && names.length > 0) {
      for (const row of await this.#selectDue(names, round)) {
        const job = this.#defined.get(row.job)!;
        if (!this.#mayStart(round, job)) continue;
        if (row.attempt >= job.maxAttempts) {
          await this.#dueClaim(row).set({ state: 'failed', finished_at: now }).executeTakeFirst();
          continue;
        }
        const result = await this.#claimDue(job, row, now);
        if (result.numUpdatedRows !== 1n) continue;
        this.#begin(round, job, { ...row, attempt: row.attempt + 1 }, 'due');
      }
    }

    // 3. New slots of the schedules: the node whose insert succeeds runs the slot.
    const jobs = [...this.#defined.values()];
    this.#rotation = (this.#rotation + 1) % Math.max(1, jobs.length);
    for (let i = 0; i < jobs.length && round.budget > 0 && !this.#stopping; i++) {
      const job = jobs[(i + this.#rotation) % jobs.length]!;
      for (const due of this.#dueSlotsOf(job, now)) {
        if (!this.#mayStart(round, job)) break;
        if (job.seen.has(due.slot) || this.#tooOld(job, due, now)) continue;
        const row = await this.#insertNewSlot(job, due, now);
        this.#remember(job, due.slot);
        if (!row) continue;
        this.#begin(
          round,
          job,
          { id: row.id, slot: due.slot, attempt: 1, scheduled_at: due.at },
          'new',
        );
      }
    }
    return round.started;
  }

  /** Renews leases a third used, and ends runs past their time. */
  async #tend(now: number): Promise<void> {
    for (const flight of [...this.#inFlight.values()]) {
      if (flight.released || flight.finishing) continue;
      const { job } = flight;
      if (now - flight.startedAt >= job.timeoutMs) {
        flight.released = true;
        flight.controller.abort(new Error(`timed out after ${job.timeoutMs} ms`));
        const recorded = await this.#recordFailure(
          flight,
          `timed out after ${job.timeoutMs} ms`,
          false,
        );
        this.#log.error({ job: job.name, slot: flight.slot, recorded }, 'job: attempt timed out');
        continue;
      }
      if (flight.leaseUntil - now > (job.leaseMs * 2) / 3) continue;
      const leaseUntil = now + job.leaseMs;
      const result = await this.#ours(flight).set({ lease_until: leaseUntil }).executeTakeFirst();
      if (result.numUpdatedRows === 1n) {
        flight.leaseUntil = leaseUntil;
      } else if (!flight.finishing) {
        flight.released = true;
        flight.controller.abort(new Error('the lease passed to another node'));
        this.#log.warn({ job: job.name, slot: flight.slot }, 'job: lease lost; run aborted');
      }
    }
  }

  async #prune(now: number): Promise<void> {
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return;
    this.#lastPrune = now;
    for (const [state, keep] of [
      ['done', this.#keepDoneMs],
      ['failed', this.#keepFailedMs],
    ] as const) {
      const before = now - keep;
      // A one-off slot is never forgotten, or it would run again. Other slots are no longer due
      // keepDoneMs after their time: an `every` period is shorter, a daily slot is due on its
      // day only, and owner-derived slots that old are refused below.
      await this.#db
        .deleteFrom('job_runs')
        .where(
          'id',
          'in',
          this.#db
            .selectFrom('job_runs')
            .select('id')
            .where('state', '=', state)
            .where('finished_at', '<', before)
            .where('scheduled_at', '<', before)
            .where('slot', '<>', 'once')
            .limit(PRUNE_BATCH),
        )
        .execute();
    }
  }

  /** The names of the jobs with room for one more run on this node. */
  #openJobNames(): string[] {
    return [...this.#defined.values()]
      .filter((job) => this.#capacity(job) > 0)
      .map((job) => job.name);
  }

  /** Whether this tick may still start a run of `job`. */
  #mayStart(round: TickRound, job: Defined): boolean {
    return round.budget > 0 && !this.#stopping && this.#capacity(job) > 0;
  }

  /** Launches a run this tick claimed, and counts it. */
  #begin(
    round: TickRound,
    job: Defined,
    row: { id: number; slot: string; attempt: number; scheduled_at: number },
    how: StartedRun['how'],
  ): void {
    const { id, slot, attempt } = row;
    this.#launch(job, { id, slot, attempt }, row.scheduled_at, round.now);
    round.started.push({ job: job.name, slot, attempt, how });
    round.budget--;
  }

  #selectLapsed(names: string[], round: TickRound): Promise<LapsedRow[]> {
    return this.#db
      .selectFrom('job_runs')
      .select(['id', 'job', 'slot', 'node', 'attempt', 'scheduled_at', 'lease_until'])
      .where('state', '=', 'running')
      .where('lease_until', '<', round.now)
      .where('job', 'in', names)
      .orderBy('lease_until')
      .limit(round.budget)
      .execute();
  }

  /** The compare-and-set on a lapsed run: still running the attempt and lease that were read. */
  #lapsedClaim(row: LapsedRow) {
    return this.#db
      .updateTable('job_runs')
      .where('id', '=', row.id)
      .where('state', '=', 'running')
      .where('attempt', '=', row.attempt)
      .where('lease_until', '=', row.lease_until);
  }

  #lapsedError(row: LapsedRow): string {
    return `node ${row.node ?? '?'} stopped during attempt ${row.attempt}`;
  }

  /** A lapsed run on its last attempt: failed. */
  #failLapsed(row: LapsedRow, now: number) {
    const error = this.#lapsedError(row);
    return this.#lapsedClaim(row)
      .set({ state: 'failed', finished_at: now, lease_until: null, error })
      .executeTakeFirst();
  }

  /** A lapsed run's next attempt, on this node. */
  #takeOver(job: Defined, row: LapsedRow, now: number) {
    return this.#lapsedClaim(row)
      .set({
        node: this.node,
        attempt: row.attempt + 1,
        started_at: now,
        finished_at: null,
        lease_until: now + job.leaseMs,
        error: this.#lapsedError(row),
      })
      .executeTakeFirst();
  }

  #selectDue(names: string[], round: TickRound): Promise<DueRow[]> {
    return this.#db
      .selectFrom('job_runs')
      .select(['id', 'job', 'slot', 'attempt', 'scheduled_at'])
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', round.now)
      .where('job', 'in', names)
      .orderBy('next_attempt_at')
      .limit(round.budget)
      .execute();
  }

  /** The compare-and-set on a due run: still pending on the attempt that was read. */
  #dueClaim(row: DueRow) {
    return this.#db
      .updateTable('job_runs')
      .where('id', '=', row.id)
      .where('state', '=', 'pending')
      .where('attempt', '=', row.attempt);
  }

  /** A due run's next attempt, on this node. */
  #claimDue(job: Defined, row: DueRow, now: number) {
    return this.#dueClaim(row)
      .set({
        state: 'running',
        node: this.node,
        attempt: row.attempt + 1,
        started_at: now,
        finished_at: null,
        lease_until: now + job.leaseMs,
        next_attempt_at: null,
      })
      .executeTakeFirst();
  }

  /** The slots `job`'s schedule answers now; none (logged) when the schedule throws. */
  #dueSlotsOf(job: Defined, now: number): DueSlot[] {
    try {
      return dueSlots(job.schedule, now);
    } catch (error) {
      this.#log.error({ job: job.name, err: error }, 'job: its schedule failed');
      return [];
    }
  }

  /** An owner-derived slot older than the rows are kept is refused (remembered, logged). */
  #tooOld(job: Defined, due: DueSlot, now: number): boolean {
    if (!('slots' in job.schedule && due.at < now - this.#keepDoneMs)) return false;
    // Its row may have been pruned: running it again could repeat it.
    this.#remember(job, due.slot);
    this.#log.warn({ job: job.name, slot: due.slot }, 'job: slot too old to claim');
    return true;
  }

  /** The new slot's row, running attempt 1 on this node; undefined when another node made it. */
  #insertNewSlot(job: Defined, due: DueSlot, now: number) {
    return this.#db
      .insertInto('job_runs')
      .values({
        job: job.name,
        slot: due.slot,
        node: this.node,
        state: 'running',
        attempt: 1,
        scheduled_at: due.at,
        started_at: now,
        lease_until: now + job.leaseMs,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['job', 'slot']).doNothing())
      .returning('id')
      .executeTakeFirst();
  }
}

function positive(name: string, value: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new RangeError(`${name} must be a whole number in 1..${max} (got ${value})`);
  }
  return value;
}

function defaultNodeName(): string {
  const host =
    os
      .hostname()
      .replace(/[^A-Za-z0-9_.-]/g, '-')
      .slice(0, 40) || 'node';
  return `${host}:${process.pid}:${randomBytes(2).toString('hex')}`;
}
