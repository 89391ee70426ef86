import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { manualClock } from '../../platform/time.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { ensureOperator } from '../operators/index.ts';
import { verifyAuditChain } from '../audit/index.ts';

const ADMIN = { name: 'retryboss', password: 'retry-pass-1' };
const SUPPORT = { name: 'retryhelp', password: 'retry-pass-2' };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe.each(TEST_DATABASES)('POST /api/admin/jobs/retry on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const clock = manualClock(Date.UTC(2026, 10, 20, 3, 0, 0));
  let token: string;
  let supportToken: string;
  /** Calls of the flaky handler, and how many ran at once at most. */
  let calls = 0;
  let running = 0;
  let mostAtOnce = 0;
  let gate = deferred();

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(t.ctx, ADMIN.name, ADMIN.password, 'admin');
    await ensureOperator(t.ctx, SUPPORT.name, SUPPORT.password, 'support');
    token = (await call(t.app, '/api/admin/login', ADMIN)).data.token;
    supportToken = (await call(t.app, '/api/admin/login', SUPPORT)).data.token;
    // Fails on its first call, then succeeds (after the test opens the gate).
    t.ctx.jobs.define({
      name: 'test.flaky',
      schedule: { manual: true },
      maxAttempts: 1,
      handler: async () => {
        calls++;
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        try {
          if (calls === 1) throw new Error('upstream said no');
          await gate.promise;
        } finally {
          running--;
        }
      },
    });
  });
  afterAll(async () => {
    gate.resolve();
    await t.app.close();
    await t.store.close();
  });

  const runs = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/jobs?job=test.flaky',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data as { id: number; state: string; attempt: number; error: string | null }[];
  const retry = (id: unknown, bearer = token) =>
    call(t.app, '/api/admin/jobs/retry', { id }, bearer);

  it('re-runs a failed slot once, never twice at once, and audits it', async () => {
    await t.ctx.jobs.schedule('test.flaky', 'slot-1', clock.now());
    await t.ctx.jobs.tick();
    await t.ctx.jobs.idle();
    const [failed] = await runs();
    expect(failed).toMatchObject({ state: 'failed', attempt: 1, error: 'Error: upstream said no' });
    // A tick does not retry it on its own: it used its one attempt.
    clock.advance(60 * 60_000);
    await t.ctx.jobs.tick();
    await t.ctx.jobs.idle();
    // An hour on the app's clock: the operators' sessions went idle, they sign in again.
    token = (await call(t.app, '/api/admin/login', ADMIN)).data.token;
    supportToken = (await call(t.app, '/api/admin/login', SUPPORT)).data.token;
    expect((await runs())[0]).toMatchObject({ state: 'failed', attempt: 1 });

    // Five operators press retry at once: one wins, the others are told it is not failed.
    gate = deferred();
    const answers = await Promise.all(Array.from({ length: 5 }, () => retry(failed!.id)));
    const won = answers.filter((a) => a.code === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.data).toMatchObject({
      id: failed!.id,
      state: 'running',
      attempt: 2,
      node: t.ctx.jobs.node,
    });
    for (const lost of answers.filter((a) => a.code !== 200)) {
      expect(lost).toMatchObject({ status: 409, message: MSG.jobRunNotFailed });
    }
    // While it runs, ticks leave it alone and another retry is refused.
    await t.ctx.jobs.tick();
    expect(await retry(failed!.id)).toMatchObject({ status: 409, message: MSG.jobRunNotFailed });
    gate.resolve();
    await t.ctx.jobs.idle();
    expect(calls).toBe(2);
    expect(mostAtOnce).toBe(1);
    expect((await runs())[0]).toMatchObject({ state: 'done', attempt: 2, error: null });

    const audit = await call(t.app, '/api/admin/audit', { page: 1, action: 'job.retry' }, token);
    expect(audit.data.total).toBe(1);
    expect(audit.data.data[0]).toMatchObject({
      operator_name: ADMIN.name,
      target: `job_run:${failed!.id}`,
      detail: {
        job: 'test.flaky',
        slot: 'slot-1',
        before: { state: 'failed', attempt: 1, error: 'Error: upstream said no' },
        after: { state: 'running', attempt: 2 },
      },
    });
    expect(await verifyAuditChain(t.store)).toMatchObject({ ok: true });

    // Done runs are not retried.
    expect(await retry(failed!.id)).toMatchObject({ status: 409, message: MSG.jobRunNotFailed });
  });

  it('refuses unknown runs, jobs this node does not define, bad ids and other roles', async () => {
    expect(await retry(987654)).toMatchObject({ status: 404, message: MSG.jobRunNotFound });
    expect(await retry('x')).toMatchObject({ status: 400, message: MSG.jobRunIdInvalid });
    expect(await retry(0)).toMatchObject({ status: 400, message: MSG.jobRunIdInvalid });
    const gone = await t.store.db
      .insertInto('job_runs')
      .values({
        job: 'test.removed',
        slot: 'old',
        node: 'elsewhere',
        state: 'failed',
        attempt: 5,
        scheduled_at: clock.now(),
        finished_at: clock.now(),
        error: 'Error: gone',
        created_at: clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await retry(gone.id)).toMatchObject({ status: 409, message: MSG.jobNotDefined });
    const before = await call(t.app, '/api/admin/audit', { page: 1, action: 'job.retry' }, token);
    expect(await retry(gone.id, supportToken)).toMatchObject({ status: 403 });
    // Nothing refused was audited.
    const after = await call(t.app, '/api/admin/audit', { page: 1, action: 'job.retry' }, token);
    expect(after.data.total).toBe(before.data.total);
  });
});
