import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVenue } from '@app/contract/admin-content';
import { MSG } from '@app/contract/messages';
import { call, registerPlayer, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { ensureOperator } from '../operators/index.ts';
import { VENUE_SEED } from './index.ts';
import { DEMO_TEST_VENUES } from '../../test/demo-venues.ts';

describe.each(TEST_DATABASES)('the operator’s venue list on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let content: string;
  let finance: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await ensureOperator(t.ctx, 'venue_content', 'venue-pass-1', 'content');
    await ensureOperator(t.ctx, 'venue_finance', 'venue-pass-1', 'finance');
    const login = (name: string) =>
      call(t.app, '/api/admin/login', { name, password: 'venue-pass-1' }).then(
        (a) => a.data.token as string,
      );
    content = await login('venue_content');
    finance = await login('venue_finance');
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const venues = async () =>
    (await call(t.app, '/api/admin/venues', {}, content)).data as AdminVenue[];

  it('lists every venue in display order with its adapter and switch', async () => {
    const list = await venues();
    // the seeded house venue, then the demo venue's test double (test/demo-venues.ts)
    expect(list.map((v) => v.platname)).toEqual([
      ...VENUE_SEED.map((v) => v.platname),
      ...DEMO_TEST_VENUES.map((v) => v.platname),
    ]);
    expect(list[0]).toEqual({
      platname: 'house',
      name: '自营游戏',
      category: 'slots',
      adapter: 'house',
      enabled: 1,
      sort: 1,
    });
    expect(list[1]).toEqual({
      platname: 'demo1',
      name: '演示真人一',
      category: 'live',
      adapter: 'demo',
      enabled: 1,
      sort: 100,
    });
  });

  it('renames, reorders and closes a venue, audited; players stop seeing a closed one', async () => {
    const answer = await call(
      t.app,
      '/api/admin/venues/update',
      { platname: 'demo2', name: ' 演示视讯 ', sort: 0, enabled: 0 },
      content,
    );
    expect(answer).toMatchObject({ status: 200, code: 200 });
    expect(answer.data).toMatchObject({ platname: 'demo2', name: '演示视讯', sort: 0, enabled: 0 });
    expect((await venues())[0]!.platname).toBe('demo2');

    const audits = await t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', 'venue.update')
      .execute();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.target).toBe('venue:demo2');
    expect(JSON.parse(audits[0]!.detail)).toEqual({
      name: { before: '演示真人二', after: '演示视讯' },
      sort: { before: 101, after: 0 },
      enabled: { before: 1, after: 0 },
    });

    // A new player (no money at demo2) no longer sees it; opening it again shows it again.
    const player = await registerPlayer(t.app, 'venueadm01', 'secret123');
    const seen = async () =>
      ((await call(t.app, '/api/balancelist', {}, player)).data as { platname: string }[]).map(
        (v) => v.platname,
      );
    expect(await seen()).not.toContain('demo2');
    await call(t.app, '/api/admin/venues/update', { platname: 'demo2', enabled: 1 }, content);
    expect(await seen()).toContain('demo2');
  });

  it('refuses an unknown venue, bad fields, nothing to change and the finance role', async () => {
    const update = (body: unknown, token = content) =>
      call(t.app, '/api/admin/venues/update', body, token);
    expect(await update({ platname: 'nope', enabled: 0 })).toMatchObject({
      status: 404,
      message: MSG.venueUnknown,
    });
    expect(await update({ platname: 'DEMO;drop', enabled: 0 })).toMatchObject({
      status: 400,
      message: MSG.venuePlatnameInvalid,
    });
    expect(await update({ platname: 'demo1', name: '' })).toMatchObject({
      status: 400,
      message: MSG.venueNameInvalid,
    });
    expect(await update({ platname: 'demo1', enabled: 2 })).toMatchObject({
      status: 400,
      message: MSG.adminSwitchInvalid,
    });
    expect(await update({ platname: 'demo1', sort: -1 })).toMatchObject({
      status: 400,
      message: MSG.catalogueSortInvalid,
    });
    expect(await update({ platname: 'demo1' })).toMatchObject({
      status: 400,
      message: MSG.catalogueNothingToChange,
    });
    expect((await update({ platname: 'demo1', enabled: 0 }, finance)).status).toBe(403);
    expect((await call(t.app, '/api/admin/venues', {}, finance)).status).toBe(403);
    expect((await venues()).find((v) => v.platname === 'demo1')!.enabled).toBe(1);
  });

  it('lists one venue’s games through the games call', async () => {
    const answer = await call(t.app, '/api/admin/games', { page: 1, platname: 'demo6' }, content);
    expect(answer.status).toBe(200);
    const rows = answer.data.data as { platname: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((g) => g.platname === 'demo6')).toBe(true);
    const all = await call(t.app, '/api/admin/games', { page: 1 }, content);
    expect(all.data.total).toBeGreaterThan(answer.data.total);
  });
});
