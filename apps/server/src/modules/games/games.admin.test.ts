import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY, type Category, type Game } from '@app/contract/games';
import { MSG } from '@app/contract/messages';
import { createContext } from '../../platform/context.ts';
import { ensureOperator } from '../operators/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { fundedPlayer, useTestLaunchUrls } from './games.test-helpers.ts';

const OPS = { name: 'catalogue01', password: 'catalogue-pass-1' };

/** Every catalogue operator call, with a payload that passes its schema. */
const ADMIN_CALLS: [string, unknown][] = [
  ['/api/admin/categories', {}],
  ['/api/admin/categories/update', { id: 1, sort: 5 }],
  ['/api/admin/games', { page: 1 }],
  ['/api/admin/games/update', { id: 1, hot: 1 }],
  ['/api/admin/banners', {}],
  ['/api/admin/banners/create', { src: '/media/banner/1.svg' }],
  ['/api/admin/banners/update', { id: 1, sort: 1 }],
  ['/api/admin/banners/delete', { id: 1 }],
  ['/api/admin/notices', { page: 1 }],
  ['/api/admin/notices/create', { kind: 1, content: 'x' }],
  ['/api/admin/notices/update', { id: 1, enabled: 0 }],
  ['/api/admin/notices/delete', { id: 1 }],
  ['/api/admin/game-links', {}],
  ['/api/admin/game-links/update', { agent_login_url: '' }],
];

describe.each(TEST_DATABASES)('operator catalogue editing on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let ops: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    useTestLaunchUrls(t.ctx);
    await ensureOperator(createContext(t.config, t.store), OPS.name, OPS.password);
    const login = await call(t.app, '/api/admin/login', OPS);
    ops = login.data.token;
  });
  afterAll(async () => {
    await t.app.close();
    await t.store.close();
  });

  const admin = (path: string, body: unknown = {}) => call(t.app, `/api/admin/${path}`, body, ops);
  const audit = (action: string) =>
    t.store.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'detail', 'operator_id'])
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .execute();
  const categories = async (): Promise<Category[]> => (await call(t.app, '/api/typel')).data;
  const typelist = async (body: unknown): Promise<Game[]> =>
    (await call(t.app, '/api/typelist', body)).data;

  it('every call needs an operator token; a player token is not one', async () => {
    const { token } = await fundedPlayer(t.app, t.store, 0);
    for (const [path, body] of ADMIN_CALLS) {
      expect((await call(t.app, path, body)).status, path).toBe(401);
      expect((await call(t.app, path, body, token)).status, path).toBe(401);
    }
  });

  // 电子 holds 30 games: the house venue's 3 slots and the demo venues' 27.
  it('lists and edits categories; typel follows; each change is audited', async () => {
    const list = await admin('categories');
    expect(list.code).toBe(200);
    expect(list.data).toHaveLength(9);
    const slots = list.data.find((c: { code: number }) => c.code === CATEGORY.slots);
    expect(slots).toMatchObject({ slug: 'slots', name: '电子', enabled: 1, games: 30 });

    const renamed = await admin('categories/update', {
      id: slots.id,
      name: '电子游艺',
      sort: 1,
      img: '/uploads/slots.png',
    });
    expect(renamed.data).toMatchObject({ name: '电子游艺', sort: 1, img: '/uploads/slots.png' });
    const shown = await categories();
    expect(shown[0]).toMatchObject({ id: slots.id, name: '电子游艺', img: '/uploads/slots.png' });
    expect((await typelist({ type: '电子游艺' })).length).toBe(30);
    const [row] = await audit('category.update');
    expect(row).toMatchObject({ target: `category:${slots.id}` });
    expect(JSON.parse(row!.detail)).toEqual({
      name: { before: '电子', after: '电子游艺' },
      sort: { before: 50, after: 1 },
      img: { before: '/media/category/slots.svg', after: '/uploads/slots.png' },
    });

    // '' puts the generated image back; disabling hides the category and its games.
    await admin('categories/update', { id: slots.id, img: '', enabled: 0 });
    expect((await categories()).map((c) => c.id)).not.toContain(slots.id);
    expect(await typelist({ id: slots.id })).toEqual([]);
    expect((await call(t.app, '/api/gamelistBycode', { gamecode: 'demo4dz' })).data).toEqual([]);
    expect((await typelist({ type: 'hot' })).some((g) => g.category_code === CATEGORY.slots)).toBe(
      false,
    );
    const back = await admin('categories/update', { id: slots.id, enabled: 1, sort: 50 });
    expect(back.data).toMatchObject({ enabled: 1, img: '/media/category/slots.svg' });

    expect(await admin('categories/update', { id: slots.id })).toMatchObject({
      status: 400,
      message: MSG.catalogueNothingToChange,
    });
    expect(await admin('categories/update', { id: slots.id, name: '' })).toMatchObject({
      status: 400,
      message: MSG.catalogueNameInvalid,
    });
    expect(await admin('categories/update', { id: slots.id, enabled: 2 })).toMatchObject({
      status: 400,
      message: MSG.adminSwitchInvalid,
    });
    expect(await admin('categories/update', { id: slots.id, img: 'javascript:x' })).toMatchObject({
      status: 400,
      message: MSG.adminUrlInvalid,
    });
    expect(await admin('categories/update', { id: 999_999, sort: 1 })).toMatchObject({
      status: 404,
    });
  });

  it('edits games: hot, name, status; the lists and launch follow', async () => {
    const page = await admin('games', { catecode: 'demo6', page: 1 });
    expect(page.data).toMatchObject({ total: 6, current_page: 1, last_page: 1 });
    const gems = page.data.data.find((g: { game_code: string }) => g.game_code === 'slot-gems');
    expect(gems).toMatchObject({ platname: 'demo6', plat_name: '演示电子三', hot: 0, status: 1 });
    const all = await admin('games', { page: 1 });
    expect(all.data.total).toBeGreaterThan(40);
    const slots = (await categories()).find((c) => c.code === CATEGORY.slots)!;
    expect((await admin('games', { category_id: slots.id })).data.total).toBe(30);

    const hotBefore = (await typelist({ type: 'hot' })).length;
    const updated = await admin('games/update', { id: gems.id, hot: 1, name: '宝石奇缘PP' });
    expect(updated.data).toMatchObject({ hot: 1, name: '宝石奇缘PP' });
    const hot = await typelist({ type: 'hot' });
    expect(hot).toHaveLength(hotBefore + 1);
    expect(hot.find((g) => g.id === gems.id)?.name).toBe('宝石奇缘PP');
    const [row] = await audit('game.update');
    expect(row!.target).toBe(`game:${gems.id}`);
    expect(JSON.parse(row!.detail)).toEqual({
      name: { before: '宝石奇缘', after: '宝石奇缘PP' },
      hot: { before: 0, after: 1 },
    });

    // Closed: gone from the lists, and launch says it is under maintenance.
    await admin('games/update', { id: gems.id, status: 0 });
    expect((await call(t.app, '/api/gamelistBycode', { gamecode: 'demo6' })).data).toHaveLength(5);
    expect((await typelist({ type: 'hot' })).some((g) => g.id === gems.id)).toBe(false);
    const { token } = await fundedPlayer(t.app, t.store, 0);
    expect(
      await call(t.app, '/api/getGameUrl', { plat_name: 'demo6', game_code: 'slot-gems' }, token),
    ).toMatchObject({ status: 422, message: MSG.gameDisabled });
    await admin('games/update', { id: gems.id, status: 1 });
    expect(
      (await call(t.app, '/api/getGameUrl', { plat_name: 'demo6', game_code: 'slot-gems' }, token))
        .code,
    ).toBe(200);
    expect(await admin('games/update', { id: gems.id, sort: -1 })).toMatchObject({
      status: 400,
      message: MSG.catalogueSortInvalid,
    });
  });

  it('creates, edits and deletes banners; bannerList follows, defaults when none is left', async () => {
    const created = await admin('banners/create', {
      type: 5,
      src: 'https://cdn.example.com/b.png',
      link: '/#/activity',
    });
    expect(created.data).toMatchObject({ type: 5, sort: 0, enabled: 1, link: '/#/activity' });
    expect((await call(t.app, '/api/bannerList', { type: 5 })).data).toEqual([
      { id: created.data.id, src: 'https://cdn.example.com/b.png', link: '/#/activity' },
    ]);
    await admin('banners/update', { id: created.data.id, enabled: 0 });
    expect(
      (await call(t.app, '/api/bannerList', { type: 5 })).data.map((b: { id: number }) => b.id),
    ).toEqual([-1, -2]);
    expect((await audit('banner.update'))[0]!.detail).toBe(
      JSON.stringify({ enabled: { before: 1, after: 0 } }),
    );
    expect((await admin('banners', { type: 5 })).data).toHaveLength(1);
    expect(await admin('banners/delete', { id: created.data.id })).toMatchObject({
      code: 200,
      data: { id: created.data.id },
    });
    expect((await admin('banners', { type: 5 })).data).toEqual([]);
    expect(await audit('banner.delete')).toHaveLength(1);
    expect(await admin('banners/delete', { id: created.data.id })).toMatchObject({ status: 404 });
    expect(await admin('banners/create', { src: '' })).toMatchObject({
      status: 400,
      message: MSG.bannerSrcRequired,
    });
    expect(await admin('banners/create', { src: '/x.png', type: 100 })).toMatchObject({
      status: 400,
      message: MSG.bannerTypeInvalid,
    });
  });

  it('creates, edits and deletes notices; homenotice and noticeList follow', async () => {
    const scrolling = await admin('notices/create', { kind: 1, content: '新的滚动公告' });
    expect(scrolling.code).toBe(200);
    expect((await call(t.app, '/api/homenotice')).data[0]).toBe('新的滚动公告');
    const notice = await admin('notices/create', {
      kind: 2,
      title: '维护通知',
      content: '今晚维护',
      popup: 1,
    });
    const first = (await call(t.app, '/api/noticeList', { page: 1 })).data;
    expect(first.total).toBe(4);
    expect(first.data[0]).toMatchObject({ id: notice.data.id, title: '维护通知', popup: 1 });
    await admin('notices/update', { id: notice.data.id, enabled: 0 });
    expect((await call(t.app, '/api/noticeList', { page: 1 })).data.total).toBe(3);
    await admin('notices/delete', { id: scrolling.data.id });
    expect((await call(t.app, '/api/homenotice')).data).not.toContain('新的滚动公告');
    expect((await admin('notices', { kind: 2 })).data.total).toBe(4);
    expect(await audit('notice.create')).toHaveLength(2);
    expect(await audit('notice.delete')).toHaveLength(1);
    expect(await admin('notices/create', { kind: 2, content: '无标题' })).toMatchObject({
      status: 400,
      message: MSG.noticeTitleInvalid,
    });
    expect(await admin('notices/update', { id: notice.data.id, title: '' })).toMatchObject({
      status: 400,
      message: MSG.noticeTitleInvalid,
    });
    expect(await admin('notices/create', { kind: 3, content: 'x' })).toMatchObject({
      status: 400,
      message: MSG.noticeKindInvalid,
    });
    expect(await admin('notices/create', { kind: 1, content: '' })).toMatchObject({
      status: 400,
      message: MSG.noticeContentInvalid,
    });
  });

  it('sets the service and agent links; the player calls follow', async () => {
    expect((await admin('game-links')).data).toEqual({
      service_urls: { '1': '', '3': '' },
      agent_login_url: '',
    });
    const updated = await admin('game-links/update', {
      service_urls: { '3': 'https://support.example.com/night' },
      agent_login_url: 'https://agent.example.com/login',
    });
    expect(updated.data).toEqual({
      service_urls: { '1': '', '3': 'https://support.example.com/night' },
      agent_login_url: 'https://agent.example.com/login',
    });
    expect((await call(t.app, '/api/getservicerurl', {})).data.url).toEqual({
      '1': '/#/kefu?chat=1',
      '3': 'https://support.example.com/night',
    });
    // getAgentLoginUrl answers it to agents (agents module, agents.test.ts).
    const [row] = await audit('game_links.update');
    expect(JSON.parse(row!.detail)).toEqual({
      service_urls: { '3': { before: '', after: 'https://support.example.com/night' } },
      agent_login_url: { before: '', after: 'https://agent.example.com/login' },
    });
    expect(await admin('game-links/update', { agent_login_url: 'ftp://x' })).toMatchObject({
      status: 400,
      message: MSG.adminUrlInvalid,
    });
  });
});
