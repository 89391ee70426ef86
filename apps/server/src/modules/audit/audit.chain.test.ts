import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { AUDIT_LIMITS } from '@app/contract/admin-audit';
import { MIGRATIONS } from '../../app.ts';
import { createContext } from '../../platform/context.ts';
import { migrateToLatest } from '../../platform/db/migrations.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { manualClock } from '../../platform/time.ts';
import { call, startTestApp } from '../../test/app.ts';
import { openTestStore, TEST_DATABASES } from '../../test/databases.ts';
import { ensureOperator } from '../operators/index.ts';
import { chainHash, GENESIS_HASH, recordAudit, verifyAuditChain } from './index.ts';

const BOSS = { name: 'chainboss', password: 'chain-pass-1' };
const OTHER = { name: 'chainother', password: 'chain-pass-2' };
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** `npm run audit:verify` on this test's database: its exit code and output. */
function runCli(store: { url: string; schema?: string }) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/audit-verify.ts'], {
    cwd: serverDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATABASE_URL: store.url,
      ...(store.schema ? { AUDIT_VERIFY_SCHEMAS: store.schema } : {}),
    },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.each(TEST_DATABASES)('audit chain on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  const clock = manualClock(Date.UTC(2026, 10, 20, 2, 0, 0));
  let token: string;
  let bossId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await startTestApp(kind, {}, { clock });
    await ensureOperator(t.ctx, BOSS.name, BOSS.password, 'admin');
    await ensureOperator(t.ctx, OTHER.name, OTHER.password, 'support');
    const answer = await call(t.app, '/api/admin/login', BOSS);
    token = answer.data.token;
    const ids = await t.store.db.selectFrom('operators').select(['id', 'name']).execute();
    bossId = ids.find((r) => r.name === BOSS.name)!.id;
    otherId = ids.find((r) => r.name === OTHER.name)!.id;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('chains every row: seq 1, 2, 3, … each holding the hash of the one before', async () => {
    await recordAudit(t.ctx, null, { operatorId: bossId, ip: '' }, 'settings.update', '', { a: 1 });
    await recordAudit(t.ctx, null, { operatorId: bossId, ip: '' }, 'job.retry', 'x:1');
    const rows = await t.store.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows[0]!.prev_hash).toBe(GENESIS_HASH);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
    const last = rows.at(-1)!;
    expect(last.hash).toBe(
      chainHash({
        prev_hash: last.prev_hash,
        seq: last.seq,
        operator_id: last.operator_id,
        action: last.action,
        target: last.target,
        detail: last.detail,
        ip: last.ip,
        created_at: last.created_at,
      }),
    );
    expect(await verifyAuditChain(t.store)).toMatchObject({ ok: true, checked: rows.length });
  });

  it('does not fork under 50 simultaneous audited writes (and 10 through the API)', async () => {
    const before = await verifyAuditChain(t.store);
    const writes = Array.from({ length: 50 }, (_, i) =>
      inTransaction(t.store, async (tx) => {
        // Some work before the audit row, as an operator write does.
        await tx.selectFrom('operators').select('id').where('id', '=', bossId).execute();
        await recordAudit(
          t.ctx,
          tx,
          { operatorId: i % 2 ? bossId : otherId, ip: '' },
          'job.retry',
          `race:${i}`,
        );
      }),
    );
    const api = Array.from({ length: 10 }, (_, i) =>
      call(t.app, '/api/admin/settings/update', { app: { title: `race ${i}` } }, token),
    );
    const answers = await Promise.all([...writes, ...api]);
    for (const answer of answers.slice(50)) expect(answer).toMatchObject({ code: 200 });
    const report = await verifyAuditChain(t.store);
    expect(report).toMatchObject({ ok: true });
    expect(report.checked).toBe(before.checked + 60);
    expect(report.head.seq).toBe(before.head.seq + 60);
    const seqs = (await t.store.db.selectFrom('audit_log').select('seq').execute()).map((r) =>
      Number(r.seq),
    );
    expect(new Set(seqs).size).toBe(seqs.length);
  });

  it('names the first altered or deleted row, and the CLI exits non-zero', async () => {
    const cleanCli = runCli(t.store);
    expect(cleanCli.output).toContain('OK');
    expect(cleanCli.status).toBe(0);

    const rows = await t.store.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
    const victim = rows[5]!;

    // 1. An edited detail: that row no longer hashes to its stored hash.
    await t.store.db
      .updateTable('audit_log')
      .set({ detail: '{"title":"forged"}' })
      .where('id', '=', victim.id)
      .execute();
    const edited = await verifyAuditChain(t.store);
    expect(edited).toMatchObject({
      ok: false,
      checked: 5,
      broken: { id: victim.id, seq: victim.seq },
    });
    expect(edited.broken!.reason).toContain('altered');
    const editedCli = runCli(t.store);
    expect(editedCli.status).toBe(1);
    expect(editedCli.output).toContain(`BROKEN at row id ${victim.id} (seq ${victim.seq})`);
    await t.store.db
      .updateTable('audit_log')
      .set({ detail: victim.detail })
      .where('id', '=', victim.id)
      .execute();
    expect(await verifyAuditChain(t.store)).toMatchObject({ ok: true });

    // 2. A deleted row: the row after it names the gap.
    await t.store.db.deleteFrom('audit_log').where('id', '=', victim.id).execute();
    const next = rows[6]!;
    const deleted = await verifyAuditChain(t.store);
    expect(deleted).toMatchObject({ ok: false, broken: { id: next.id, seq: next.seq } });
    expect(deleted.broken!.reason).toContain(`seq ${victim.seq}`);
    const deletedCli = runCli(t.store);
    expect(deletedCli.status).toBe(1);
    expect(deletedCli.output).toContain(`row id ${next.id}`);
    await t.store.db.insertInto('audit_log').values(victim).execute();
    expect(await verifyAuditChain(t.store)).toMatchObject({ ok: true });

    // 3. The last row deleted: the head still names it.
    const last = rows.at(-1)!;
    const lastNow = await t.store.db
      .selectFrom('audit_log')
      .selectAll()
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.store.db.deleteFrom('audit_log').where('id', '=', lastNow.id).execute();
    expect(await verifyAuditChain(t.store)).toMatchObject({
      ok: false,
      broken: { id: null, seq: lastNow.seq },
    });
    expect(runCli(t.store).status).toBe(1);
    await t.store.db.insertInto('audit_log').values(lastNow).execute();

    // 4. A whole row recomputed by someone without the head: its successor's prev_hash breaks.
    const forged = { ...victim, action: 'test.forged' };
    forged.hash = chainHash({ ...forged, seq: forged.seq });
    await t.store.db
      .updateTable('audit_log')
      .set({ action: forged.action, hash: forged.hash })
      .where('id', '=', victim.id)
      .execute();
    expect(await verifyAuditChain(t.store)).toMatchObject({
      ok: false,
      broken: { id: next.id, seq: next.seq },
    });
    await t.store.db
      .updateTable('audit_log')
      .set({ action: victim.action, hash: victim.hash })
      .where('id', '=', victim.id)
      .execute();
    expect(await verifyAuditChain(t.store)).toMatchObject({ ok: true });
    expect(last.seq).toBeLessThanOrEqual(lastNow.seq);
  });

  it('searches by operator, action or group, target and time, and exports every match', async () => {
    const start = clock.now() + 60_000;
    clock.set(start);
    for (let i = 0; i < 60; i++) {
      clock.set(start + i * 1000);
      await recordAudit(
        t.ctx,
        null,
        { operatorId: i % 3 === 0 ? otherId : bossId, ip: '10.0.0.1' },
        i % 2 ? 'deposit.approve' : 'deposit.reject',
        `find:${i % 5}`,
        { i },
      );
    }
    const search = (body: object) => call(t.app, '/api/admin/audit', body, token);

    const byGroup = await search({ page: 1, action: 'deposit.' });
    expect(byGroup.data).toMatchObject({ total: 60, last_page: 2 });
    expect(byGroup.data.data).toHaveLength(50);
    expect(byGroup.data.data[0]).toMatchObject({
      action: 'deposit.approve',
      target: 'find:4',
      detail: { i: 59 },
      operator_name: BOSS.name,
      ip: '10.0.0.1',
    });
    expect((await search({ page: 1, action: 'deposit.approve' })).data.total).toBe(30);
    // One action is that action only: `login` does not find `login_failed`.
    await recordAudit(t.ctx, null, { operatorId: bossId, ip: '' }, 'login_failed', 'find:x');
    const logins = await search({ page: 1, action: 'login', operator: BOSS.name });
    expect(logins.data.total).toBeGreaterThan(0);
    expect(logins.data.data.every((r: { action: string }) => r.action === 'login')).toBe(true);
    expect((await search({ page: 1, action: 'login_failed', target: 'find:x' })).data.total).toBe(
      1,
    );
    // Anything but an action of the list or a group of them is a 400, never an empty page: a
    // typo, a bare prefix, a pattern.
    for (const action of ['deposit.aprove', 'deposit', 'dep', 'deposit%', 'deposit_', 'Deposit.']) {
      expect(await search({ page: 1, action }), action).toMatchObject({
        status: 400,
        message: MSG.auditActionUnknown,
      });
    }
    expect(
      await call(t.app, '/api/admin/audit/export', { action: 'deposit.aprove' }, token),
    ).toMatchObject({ status: 400, message: MSG.auditActionUnknown });

    const byName = await search({ page: 1, action: 'deposit.', operator: OTHER.name });
    expect(byName.data.total).toBe(20);
    expect(byName.data.data.every((r: { operator_id: number }) => r.operator_id === otherId)).toBe(
      true,
    );
    expect(
      (await search({ page: 1, action: 'deposit.', operator: String(otherId) })).data.total,
    ).toBe(20);
    expect((await search({ page: 1, target: 'find:2' })).data.total).toBe(12);
    const range = await search({
      page: 1,
      action: 'deposit.',
      from: start + 10_000,
      to: start + 20_000,
    });
    expect(range.data.total).toBe(10);
    expect(range.data.data.map((r: { detail: { i: number } }) => r.detail.i)).toEqual([
      19, 18, 17, 16, 15, 14, 13, 12, 11, 10,
    ]);

    const exported = await call(t.app, '/api/admin/audit/export', { action: 'deposit.' }, token);
    expect(exported.data).toMatchObject({ total: 60, truncated: false });
    expect(exported.data.data).toHaveLength(60);
    expect(AUDIT_LIMITS.exportMax).toBe(10_000);

    for (const [body, message] of [
      [{ page: 1, operator: 'nobody' }, MSG.auditOperatorUnknown],
      // NUL and lone surrogates: refused before the schema, by the envelope's text guard.
      [{ page: 1, action: 'a\u0000b' }, MSG.textInvalid],
      [{ page: 1, target: 'x\uD800' }, MSG.textInvalid],
      [{ page: 1, action: 'x'.repeat(65) }, MSG.auditActionInvalid],
      [{ page: 1, from: 10, to: 10 }, MSG.auditRangeInvalid],
      [{ page: 1, from: 'yesterday' }, MSG.auditRangeInvalid],
    ] as const) {
      expect(await search(body)).toMatchObject({ status: 400, message });
    }
    // Only admin searches the trail.
    const support = (await call(t.app, '/api/admin/login', OTHER)).data.token;
    expect((await call(t.app, '/api/admin/audit', { page: 1 }, support)).status).toBe(403);
    expect((await call(t.app, '/api/admin/audit/export', {}, support)).status).toBe(403);
  });
});

describe.each(TEST_DATABASES)('migration 0019_audit_chain on %s', (kind) => {
  it('chains the rows written before it, and new rows continue the chain', async () => {
    const store = await openTestStore(kind, { empty: true });
    try {
      await migrateToLatest(
        store,
        MIGRATIONS.filter((part) => part.name < '0019'),
      );
      const ctx = createContext((await import('../../platform/config.ts')).loadConfig({}), store);
      await ensureOperator(ctx, BOSS.name, BOSS.password, 'admin');
      const { id } = await store.db
        .selectFrom('operators')
        .select('id')
        .where('name', '=', BOSS.name)
        .executeTakeFirstOrThrow();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table before 0019
      const old = store.db as any;
      for (let i = 0; i < 7; i++) {
        await old
          .insertInto('audit_log')
          .values({
            operator_id: id,
            action: 'old.row',
            target: `old:${i}`,
            detail: JSON.stringify({ i }),
            ip: '127.0.0.1',
            created_at: 1_700_000_000_000 + i,
          })
          .execute();
      }
      await migrateToLatest(store, MIGRATIONS);
      expect(await verifyAuditChain(store)).toMatchObject({
        ok: true,
        checked: 7,
        head: { seq: 7 },
      });
      await recordAudit(ctx, null, { operatorId: id, ip: '' }, 'settings.update', '');
      expect(await verifyAuditChain(store)).toMatchObject({
        ok: true,
        checked: 8,
        head: { seq: 8 },
      });
      const rows = await store.db.selectFrom('audit_log').selectAll().orderBy('seq').execute();
      expect(rows.map((r) => r.target)).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((i) => `old:${i}`).concat(''),
      );
    } finally {
      await store.close();
    }
  });
});
