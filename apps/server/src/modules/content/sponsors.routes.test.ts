import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { DEMO_SPONSORS } from './sponsors.service.ts';

const OPS = { name: 'sponsor01', password: 'sponsor-pass-1' };

const PARTNER = {
  type: '1',
  name: '星河社区跑团',
  field: '城市路跑',
  tagline: '平台自办活动',
  mark: '跑',
  theme: 'green',
  paragraphs: ['每月一次的社区路跑活动。', '<img src=x onerror=alert(1)> 按原文显示'],
  facts: [{ label: '合作类型', value: '平台自办' }],
};

describe.each(TEST_DATABASES)('sponsor pages and the visit address on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { demoSeed: true, publicUrl: 'https://play.example.test' });
    await ensureOperator(createContext(t.config, t.store), OPS.name, OPS.password);
    ops = (await call(t.app, '/api/admin/login', OPS)).data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  it('demo mode seeds our own two programmes, with no 示例内容 label', async () => {
    const list = await call(t.app, '/api/sponsorList');
    expect(list).toMatchObject({ code: 200, data: DEMO_SPONSORS });
    expect(JSON.stringify(list.data)).not.toContain('示例');
    expect(list.data.map((s: { type: string }) => s.type)).toEqual(['1', '2']);
  });

  it('the operator replaces the list (audited); text is stored as text; bad lists are 400', async () => {
    expect(await call(t.app, '/api/admin/sponsors/update', { sponsors: [PARTNER] })).toMatchObject({
      status: 401,
    });
    const saved = await call(t.app, '/api/admin/sponsors/update', { sponsors: [PARTNER] }, ops);
    expect(saved).toMatchObject({ code: 200, data: { sponsors: [PARTNER] } });
    expect(await call(t.app, '/api/sponsorList')).toMatchObject({ data: [PARTNER] });
    expect(await call(t.app, '/api/admin/sponsors', {}, ops)).toMatchObject({
      data: { sponsors: [PARTNER] },
    });
    const audit = await t.store.db
      .selectFrom('audit_log')
      .select(['target', 'detail'])
      .where('action', '=', 'sponsors.update')
      .executeTakeFirstOrThrow();
    expect(audit.target).toBe('content.sponsors');
    expect(JSON.parse(audit.detail)).toMatchObject({
      before: DEMO_SPONSORS,
      after: [PARTNER],
    });

    const bad: [unknown, string][] = [
      [[PARTNER, PARTNER], MSG.sponsorListInvalid],
      [[{ ...PARTNER, type: '0' }], MSG.sponsorListInvalid],
      [[{ ...PARTNER, name: '  ' }], MSG.sponsorTextInvalid],
      [[{ ...PARTNER, paragraphs: [] }], MSG.sponsorTextInvalid],
      [[{ ...PARTNER, theme: 'url(javascript:x)' }], MSG.sponsorThemeInvalid],
      [[{ ...PARTNER, logo: 'javascript:alert(1)' }], MSG.sponsorLogoInvalid],
      [[{ ...PARTNER, logo: 'http://plain.example/logo.png' }], MSG.sponsorLogoInvalid],
      [[{ ...PARTNER, logo: '/x.png) url(y' }], MSG.sponsorLogoInvalid],
      [
        Array.from({ length: 7 }, (_, i) => ({ ...PARTNER, type: String(i + 1) })),
        MSG.sponsorListInvalid,
      ],
    ];
    for (const [sponsors, message] of bad) {
      expect(
        await call(t.app, '/api/admin/sponsors/update', { sponsors }, ops),
        message,
      ).toMatchObject({ status: 400, message });
    }
    expect(await call(t.app, '/api/sponsorList')).toMatchObject({ data: [PARTNER] });

    // A logo (an operator upload's address) is kept; a list saved without one reads ''.
    const logo = `/uploads/${'b'.repeat(32)}.png`;
    const withLogo = await call(
      t.app,
      '/api/admin/sponsors/update',
      { sponsors: [{ ...PARTNER, logo }] },
      ops,
    );
    expect(withLogo).toMatchObject({ code: 200, data: { sponsors: [{ logo }] } });
    expect(await call(t.app, '/api/sponsorList')).toMatchObject({ data: [{ ...PARTNER, logo }] });
    expect(
      ((await call(t.app, '/api/admin/sponsors', {}, ops)).data.sponsors[0] as { logo: string })
        .logo,
    ).toBe(logo);

    // An empty list is the operator's choice too: a restart's demo seed never overwrites it.
    expect((await call(t.app, '/api/admin/sponsors/update', { sponsors: [] }, ops)).code).toBe(200);
    const { seedDemoSponsors } = await import('./sponsors.service.ts');
    await seedDemoSponsors(t.ctx);
    expect(await call(t.app, '/api/sponsorList')).toMatchObject({ data: [] });
  });

  it('getVisitUrl answers the public address; the operator h5_url wins', async () => {
    const get = async () => (await t.app.inject({ method: 'GET', url: '/api/getVisitUrl' })).json();
    expect(await get()).toMatchObject({ code: 200, data: { url: 'https://play.example.test' } });
    const changed = await call(
      t.app,
      '/api/admin/settings/update',
      { app: { h5_url: 'https://share.example.test/' } },
      ops,
    );
    expect(changed.code).toBe(200);
    expect(await get()).toMatchObject({ data: { url: 'https://share.example.test/' } });
  });
});

describe.each(TEST_DATABASES)('without demo data on %s', (kind) => {
  it('no sponsor and no visit address are invented', async () => {
    const t = await startTestApp(kind);
    try {
      expect(await call(t.app, '/api/sponsorList')).toMatchObject({ code: 200, data: [] });
      const visit = (await t.app.inject({ method: 'GET', url: '/api/getVisitUrl' })).json();
      expect(visit).toMatchObject({ code: 200, data: { url: '' } });
    } finally {
      await t.app.close();
      await t.store.close();
    }
  });
});
