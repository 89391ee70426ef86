import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../db/database.ts';
import { manualClock, type ManualClock } from '../time.ts';
import { openTestStore, TEST_DATABASES } from '../../test/databases.ts';
import {
  createJobs,
  MAX_ERROR_LENGTH,
  recentRuns,
  type JobDefinition,
  type JobRun,
  type Jobs,
  type StartedRun,
} from './jobs.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** 2026-11-21 00:00 Beijing time. */
const BEIJING_DAY = Date.UTC(2026, 10, 20, 16, 0, 0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

let unique = 0;
/** A job name no other test uses (the tests of one database share its store). */
const jobName = (what: string) => `${what}.${++unique}`;

describe.each(TEST_DATABASES)('jobs on %s', (kind) => {
  let store: Awaited<ReturnType<typeof openTestStore>>;
  /** A second pool (PostgreSQL) or connection (SQLite) on the same database: another node. */
  let other: Store;
  const runners: Jobs[] = [];

  beforeAll(async () => {
    store = await openTestStore(kind);
    other =
      kind === 'postgres'
        ? openStore(store.url, { schema: store.schema!, poolSize: 10 })
        : openStore(store.url);
  });

  afterAll(async () => {
    // A failed test may leave a handler hanging on purpose: do not wait for it forever.
    await Promise.all(
      runners.map((r) => Promise.race([r.stop({ abortAfterMs: 10 }), sleep(2000)])),
    );
    await other.close();
    await store.close();
  });

  function runner(node: string, clock: ManualClock, on: Store = store, extra = {}): Jobs {
    const jobs = createJobs({ store: on, clock, node, ...extra });
    runners.push(jobs);
    return jobs;
  }

  async function rows(job: string) {
    return store.db
      .selectFrom('job_runs')
      .selectAll()
      .where('job', '=', job)
      .orderBy('id')
      .execute();
  }

  /** Every node ticks at the same instant (a node's overlapping ticks would be one tick). */
  const tickAll = (all: Jobs[]) => Promise.all(all.map((j) => j.tick())).then((r) => r.flat());
  const idleAll = (all: Jobs[]) => Promise.all(all.map((j) => j.idle()));

  it('runs each slot once while six nodes on two pools tick together, retries included', async () => {
    const clock = manualClock(BEIJING_DAY + 7 * HOUR);
    const every = jobName('every');
    const issues = jobName('issues');
    /** Attempts executed, per job and slot. */
    const executed = new Map<string, number[]>();
    const handler = async (run: JobRun) => {
      const key = `${run.job}/${run.slot}`;
      executed.set(key, [...(executed.get(key) ?? []), run.attempt]);
      await sleep(Math.floor(Math.random() * 3));
      // Every third slot fails its first attempt and is retried by whichever node claims it.
      if (run.attempt === 1 && Number(run.slot.replace(/\D/g, '')) % 3 === 0) {
        throw new Error('first attempt fails');
      }
    };
    const start = clock.now();
    const definitions: JobDefinition[] = [
      { name: every, schedule: { every: 10 }, handler, backoff: { baseMs: SECOND } },
      {
        // A lottery-like owner: an issue every 30 s from `start`; due issues of the last 2 min.
        name: issues,
        schedule: {
          slots: (now) => {
            const last = Math.floor((now - start) / (30 * SECOND));
            const out = [];
            for (let i = Math.max(0, last - 3); i <= last; i++) {
              out.push({ slot: `i${i}`, at: start + i * 30 * SECOND });
            }
            return out;
          },
        },
        handler,
        concurrency: 4,
        backoff: { baseMs: SECOND },
      },
    ];
    const nodes = ['a', 'b', 'c', 'd', 'e', 'f'].map((n, i) =>
      runner(`node-${n}`, clock, i % 2 ? other : store),
    );
    for (const node of nodes) for (const d of definitions) node.define(d);

    const started: StartedRun[] = [];
    for (let step = 0; step < 80; step++) {
      clock.advance(2500);
      started.push(...(await tickAll(nodes)));
      if (step % 4 === 0) await idleAll(nodes);
    }
    await idleAll(nodes);
    clock.advance(5 * SECOND);
    started.push(...(await tickAll(nodes)));
    await idleAll(nodes);

    const everyRows = await rows(every);
    const issueRows = await rows(issues);
    expect(everyRows.length).toBe(21); // 205 s: 10 s slots 0..20
    expect(issueRows.length).toBe(7); // 205 s: issues 0..6
    for (const row of [...everyRows, ...issueRows]) {
      const attempts = executed.get(`${row.job}/${row.slot}`);
      const failsFirst = Number(row.slot.replace(/\D/g, '')) % 3 === 0;
      // Each attempt of each slot ran on exactly one node, and the slot ended done.
      expect({ slot: row.slot, attempts }).toEqual({
        slot: row.slot,
        attempts: failsFirst ? [1, 2] : [1],
      });
      expect(row.state).toBe('done');
      expect(row.attempt).toBe(failsFirst ? 2 : 1);
      expect(row.lease_until).toBeNull();
      expect(row.finished_at).not.toBeNull();
    }
    expect(executed.size).toBe(everyRows.length + issueRows.length);
    // Work was shared: more than one node ran something.
    expect(new Set([...everyRows, ...issueRows].map((r) => r.node)).size).toBeGreaterThan(1);
    expect(started.filter((s) => s.how === 'due').length).toBeGreaterThan(0);
  });

  it('takes over a run whose node died, exactly once, after its lease', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('crash');
    const hang = deferred();
    let signalOfDead: AbortSignal | undefined;
    const executed: { node: string; attempt: number }[] = [];
    const definition = (node: string): JobDefinition => ({
      name,
      schedule: { at: BEIJING_DAY },
      leaseMs: 30 * SECOND,
      handler: async (run) => {
        executed.push({ node: run.node, attempt: run.attempt });
        if (node === 'dying') {
          signalOfDead = run.signal;
          await hang.promise;
        }
      },
    });
    const dying = runner('dying', clock);
    dying.define(definition('dying'));
    expect(await dying.tick()).toEqual([{ job: name, slot: 'once', attempt: 1, how: 'new' }]);
    // The node stops ticking (it died). Before the lease ends, nobody takes over.
    const survivors = ['s1', 's2', 's3', 's4'].map((n, i) =>
      runner(n, clock, i % 2 ? other : store),
    );
    for (const s of survivors) s.define(definition(s.node));
    clock.advance(30 * SECOND);
    expect(await tickAll(survivors)).toEqual([]);

    clock.advance(1);
    const taken: StartedRun[] = [];
    for (let i = 0; i < 5; i++) taken.push(...(await tickAll(survivors)));
    await idleAll(survivors);
    expect(taken).toEqual([{ job: name, slot: 'once', attempt: 2, how: 'takeover' }]);
    expect(executed.length).toBe(2);
    const winner = executed[1]!.node;
    let [row] = await rows(name);
    expect(row).toMatchObject({ state: 'done', node: winner, attempt: 2, error: null });

    // The dead node comes back: it learns its lease is gone, and its late end changes nothing.
    await dying.tick();
    expect(signalOfDead?.aborted).toBe(true);
    hang.resolve();
    await dying.idle();
    [row] = await rows(name);
    expect(row).toMatchObject({ state: 'done', node: winner, attempt: 2 });
    expect(executed.length).toBe(2);
  });

  it('renews the lease of a long run, so nobody takes it over', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('long');
    const finish = deferred();
    let runs = 0;
    const definition: JobDefinition = {
      name,
      schedule: { manual: true },
      leaseMs: 30 * SECOND,
      handler: async () => {
        runs++;
        await finish.promise;
      },
    };
    const a = runner('long-a', clock);
    const b = runner('long-b', clock, other);
    a.define(definition);
    b.define(definition);
    expect(await a.schedule(name, 'job-1', clock.now())).toBe(true);
    expect(await a.tick()).toHaveLength(1);
    for (let i = 0; i < 30; i++) {
      clock.advance(5 * SECOND); // 150 s in all, five leases
      expect(await tickAll([a, b])).toEqual([]);
    }
    finish.resolve();
    await idleAll([a, b]);
    expect(runs).toBe(1);
    const [row] = await rows(name);
    expect(row).toMatchObject({ state: 'done', node: 'long-a', attempt: 1 });
  });

  it('a run whose node died on its last attempt stays failed', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('lastcrash');
    const a = runner('last-a', clock);
    const b = runner('last-b', clock);
    const hang = deferred();
    a.define({
      name,
      schedule: { manual: true },
      maxAttempts: 1,
      leaseMs: 3 * SECOND,
      handler: () => hang.promise,
    });
    b.define({ name, schedule: { manual: true }, maxAttempts: 1, handler: async () => {} });
    await a.schedule(name, 'x', clock.now());
    await a.tick();
    clock.advance(3 * SECOND + 1);
    expect(await b.tick()).toEqual([]);
    const [row] = await rows(name);
    expect(row).toMatchObject({ state: 'failed', attempt: 1 });
    expect(row!.error).toMatch(/node last-a stopped during attempt 1/);
    hang.resolve();
    await a.idle();
    expect((await rows(name))[0]!.state).toBe('failed');
  });

  it('retries a failing slot with exponential backoff, then leaves it failed and visible', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('fails');
    const jobs = runner('retry-node', clock);
    const attempts: number[] = [];
    jobs.define({
      name,
      schedule: { manual: true },
      maxAttempts: 4,
      backoff: { baseMs: 1000, maxMs: 3000 },
      handler: async (run) => {
        attempts.push(run.attempt);
        throw new Error(`cannot reach postgres://app:s3cret@db/prod token=abc ${'x'.repeat(2000)}`);
      },
    });
    await jobs.schedule(name, 'day-1', clock.now());
    const expectedDelays = [1000, 2000, 3000]; // 1 s, 2 s, then the 3 s ceiling
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await jobs.tick()).toEqual([{ job: name, slot: 'day-1', attempt, how: 'due' }]);
      await jobs.idle();
      const [row] = await rows(name);
      expect(row!.attempt).toBe(attempt);
      expect(row!.error!.length).toBe(MAX_ERROR_LENGTH);
      expect(row!.error).toMatch(
        /^Error: cannot reach postgres:\/\/\*\*\*@db\/prod token=\*\*\* x+…$/,
      );
      expect(row!.error).not.toMatch(/s3cret|abc/);
      if (attempt < 4) {
        const delay = expectedDelays[attempt - 1]!;
        expect(row).toMatchObject({ state: 'pending', next_attempt_at: clock.now() + delay });
        clock.advance(delay - 1);
        expect(await jobs.tick()).toEqual([]);
        clock.advance(1);
      } else {
        expect(row).toMatchObject({ state: 'failed', finished_at: clock.now() });
      }
    }
    clock.advance(HOUR);
    expect(await jobs.tick()).toEqual([]);
    expect(attempts).toEqual([1, 2, 3, 4]);
    const listed = await recentRuns(store.db, { job: name });
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ job: name, slot: 'day-1', state: 'failed', attempt: 4 });
    expect(await jobs.recentRuns({ state: 'failed', limit: 1000 })).toContainEqual(listed[0]);
  });

  it('runs a daily job once per Beijing day at its time, and catches up a missed day the same day', async () => {
    const clock = manualClock(BEIJING_DAY + 4 * HOUR - 1);
    const name = jobName('daily');
    const slots: string[] = [];
    const definition: JobDefinition = {
      name,
      schedule: { dailyAt: '04:00' },
      handler: async (run) => {
        slots.push(run.slot);
        expect(run.scheduledAt).toBe(Date.parse(`${run.slot}T04:00:00+08:00`));
      },
    };
    const jobs = runner('daily-a', clock);
    jobs.define(definition);
    expect(await jobs.tick()).toEqual([]);
    clock.advance(1);
    await jobs.tick();
    for (let i = 0; i < 30; i++) {
      clock.advance(HOUR);
      await jobs.tick();
    }
    await jobs.idle();
    expect(slots).toEqual(['2026-11-21', '2026-11-22']);
    await jobs.stop();

    // The node was down on the 23rd and 24th; it comes back on the 25th at 15:00.
    clock.set(BEIJING_DAY + 4 * DAY + 15 * HOUR);
    const back = runner('daily-b', clock);
    back.define(definition);
    await back.tick();
    await back.idle();
    expect(slots).toEqual(['2026-11-21', '2026-11-22', '2026-11-25']);
    // A restarted node does not run the day again.
    const again = runner('daily-c', clock, other);
    again.define(definition);
    expect(await again.tick()).toEqual([]);

    // With catchUpMs, a day missed by more than that is left alone.
    const strict = jobName('daily-strict');
    const late = runner('daily-d', clock);
    late.define({ ...definition, name: strict, schedule: { dailyAt: '04:00', catchUpMs: HOUR } });
    expect(await late.tick()).toEqual([]);
  });

  it('runs only the latest due slot of an every job after a gap', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('gap');
    const slots: string[] = [];
    const jobs = runner('gap-a', clock);
    jobs.define({
      name,
      schedule: { every: 60 },
      handler: async (run) => void slots.push(run.slot),
    });
    await jobs.tick();
    await jobs.idle();
    clock.advance(HOUR + 30 * SECOND);
    await jobs.tick();
    await jobs.idle();
    expect(slots).toEqual([String(BEIJING_DAY / MINUTE), String(BEIJING_DAY / MINUTE + 60)]);
  });

  it('runs a one-off at its time once, even after a restart', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('oneoff');
    let runs = 0;
    const definition: JobDefinition = {
      name,
      schedule: { at: BEIJING_DAY + MINUTE },
      handler: async (run) => {
        runs++;
        expect(run).toMatchObject({ slot: 'once', scheduledAt: BEIJING_DAY + MINUTE, attempt: 1 });
      },
    };
    const jobs = runner('once-a', clock);
    jobs.define(definition);
    expect(await jobs.tick()).toEqual([]);
    clock.advance(MINUTE);
    expect(await jobs.tick()).toHaveLength(1);
    await jobs.idle();
    clock.advance(DAY);
    expect(await jobs.tick()).toEqual([]);
    const restarted = runner('once-b', clock);
    restarted.define(definition);
    expect(await restarted.tick()).toEqual([]);
    expect(runs).toBe(1);
  });

  it('schedules slots at times the caller computes, inside its transaction, idempotently', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('draw');
    const drawn: string[] = [];
    const jobs = runner('draw-a', clock);
    jobs.define({
      name,
      schedule: { manual: true },
      concurrency: 2,
      handler: async (run) => void drawn.push(`${run.slot}@${run.scheduledAt}`),
    });
    const at = BEIJING_DAY + 10 * SECOND;
    expect(await jobs.schedule(name, 'room1-20261121001', at)).toBe(true);
    // In an outer transaction: a repeat answers false and does not abort the transaction.
    await store.db.transaction().execute(async (tx) => {
      expect(await jobs.schedule(name, 'room1-20261121001', at + 1, tx)).toBe(false);
      expect(await jobs.schedule(name, 'room1-20261121002', at + MINUTE, tx)).toBe(true);
      await tx.selectFrom('job_runs').select('id').execute();
    });
    await expect(jobs.schedule('no.such.job', 'x', at)).rejects.toThrow(/not defined/);
    await expect(jobs.schedule(name, 'bad slot', at)).rejects.toThrow(/bad slot/);

    clock.advance(10 * SECOND - 1);
    expect(await jobs.tick()).toEqual([]);
    clock.advance(1);
    expect(await jobs.tick()).toEqual([
      { job: name, slot: 'room1-20261121001', attempt: 1, how: 'due' },
    ]);
    clock.advance(MINUTE);
    await jobs.tick();
    await jobs.idle();
    expect(drawn).toEqual([`room1-20261121001@${at}`, `room1-20261121002@${at + MINUTE}`]);
  });

  it('stop() waits for the runs in flight, and claims nothing after', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('stop');
    const finish = deferred();
    const jobs = runner('stop-a', clock);
    jobs.define({ name, schedule: { every: 5 }, handler: () => finish.promise });
    expect(await jobs.tick()).toHaveLength(1);
    let stopped = false;
    const stopping = jobs.stop({ abortAfterMs: 60_000 }).then(() => (stopped = true));
    await sleep(20);
    expect(stopped).toBe(false);
    expect((await rows(name))[0]!.state).toBe('running');
    finish.resolve();
    await stopping;
    expect((await rows(name))[0]!.state).toBe('done');
    clock.advance(MINUTE);
    expect(await jobs.tick()).toEqual([]);
  });

  it('stop() aborts runs that outlast abortAfterMs; the slot is offered again at once', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('interrupt');
    const jobs = runner('int-a', clock);
    const handler = (run: JobRun) =>
      new Promise<void>((_, reject) => {
        run.signal.addEventListener('abort', () => reject(run.signal.reason));
      });
    jobs.define({ name, schedule: { every: 5 }, handler });
    await jobs.tick();
    await jobs.stop({ abortAfterMs: 5 });
    const [row] = await rows(name);
    expect(row).toMatchObject({ state: 'pending', attempt: 1, next_attempt_at: clock.now() });
    expect(row!.error).toMatch(/node int-a is stopping/);
    const next = runner('int-b', clock);
    next.define({ name, schedule: { every: 5 }, handler: async () => {} });
    expect(await next.tick()).toEqual([{ job: name, slot: row!.slot, attempt: 2, how: 'due' }]);
    await next.idle();
  });

  it('aborts an attempt past its timeout and records it as failed', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('timeout');
    const hang = deferred();
    let signal: AbortSignal | undefined;
    const jobs = runner('to-a', clock);
    jobs.define({
      name,
      schedule: { manual: true },
      timeoutMs: 10 * SECOND,
      backoff: { baseMs: SECOND },
      handler: async (run) => {
        signal = run.signal;
        await hang.promise; // ignores its signal
      },
    });
    await jobs.schedule(name, 's', clock.now());
    await jobs.tick();
    clock.advance(10 * SECOND);
    await jobs.tick();
    expect(signal?.aborted).toBe(true);
    const [row] = await rows(name);
    expect(row).toMatchObject({
      state: 'pending',
      attempt: 1,
      next_attempt_at: clock.now() + SECOND,
    });
    expect(row!.error).toMatch(/timed out/);
    hang.resolve();
    await jobs.idle();
    expect((await rows(name))[0]!.state).toBe('pending');
  });

  it('starts at most maxRunsPerTick runs per tick, and no more than a job`s concurrency', async () => {
    const clock = manualClock(BEIJING_DAY);
    const name = jobName('bounded');
    const release = deferred();
    const jobs = runner('bound-a', clock, store, { maxRunsPerTick: 3 });
    jobs.define({
      name,
      schedule: { manual: true },
      concurrency: 5,
      handler: () => release.promise,
    });
    for (let i = 0; i < 10; i++) await jobs.schedule(name, `s${i}`, clock.now());
    expect(await jobs.tick()).toHaveLength(3);
    expect(await jobs.tick()).toHaveLength(2);
    expect(await jobs.tick()).toHaveLength(0);
    release.resolve();
    await jobs.idle();
    expect(await jobs.tick()).toHaveLength(3);
    await jobs.idle();
  });

  it('start() ticks on its own timer with the system clock', async () => {
    const name = jobName('timer');
    const jobs = createJobs({ store, node: 'timer-a', tickMs: 5 });
    runners.push(jobs);
    const ran = deferred();
    jobs.define({
      name,
      schedule: { at: Date.now() },
      leaseMs: 50,
      handler: async () => ran.resolve(),
    });
    jobs.start();
    await ran.promise;
    await jobs.stop();
    expect((await rows(name))[0]).toMatchObject({ state: 'done', node: 'timer-a' });
  });

  it('refuses definitions that cannot be right', () => {
    const jobs = runner('def-a', manualClock(0));
    const handler = async () => {};
    jobs.define({ name: 'dup.job', schedule: { every: 5 }, handler });
    expect(() => jobs.define({ name: 'dup.job', schedule: { every: 5 }, handler })).toThrow(
      /twice/,
    );
    expect(() => jobs.define({ name: 'bad name', schedule: { every: 5 }, handler })).toThrow();
    expect(() => jobs.define({ name: 'x', schedule: { dailyAt: '25:00' }, handler })).toThrow();
    expect(() =>
      jobs.define({ name: 'y', schedule: { every: 5 }, handler, leaseMs: 10 }),
    ).toThrow();
    expect(() =>
      jobs.define({ name: 'z', schedule: { every: 5 }, handler, maxAttempts: 0 }),
    ).toThrow();
    // A slot longer than the time its row is kept could run twice.
    expect(() => jobs.define({ name: 'w', schedule: { every: 7 * 24 * 3600 }, handler })).toThrow(
      /keepDoneMs/,
    );
  });
});
