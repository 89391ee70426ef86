import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVE_WINDOW_MS,
  CATEGORY,
  GAME_TYPE,
  type Category,
  type Game,
} from '@app/contract/games';
import { MSG } from '@app/contract/messages';
import { playerBalance } from '../ledger/index.ts';
import { verifyLedger } from '../ledger/index.ts';
import { call, startTestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { venueWalletCode } from '../ledger/index.ts';
import { VENUE_SEED } from '../venues/index.ts';
import { DEMO_TEST_VENUES, demoTestGames } from '../../test/demo-venues.ts';
import { CATEGORY_SEED, gameSeed } from './catalogue.seed.ts';
import { NOTICE_SEED } from '../content/index.ts';
import { DEFAULT_SERVICE_URL } from './links.service.ts';
import { fundedPlayer, useTestLaunchUrls } from './games.test-helpers.ts';

describe.each(TEST_DATABASES)('game catalogue, launch and player counts on %s', (kind) => {
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    useTestLaunchUrls(t.ctx);
  });
  afterAll(async () => {
    const report = await verifyLedger(t.store);
    expect(report.checks.filter((c) => !c.ok)).toEqual([]);
    await t.app.close();
    await t.store.close();
  });

  const player = (yuan = 0) => fundedPlayer(t.app, t.store, yuan);
  const categories = async (): Promise<Category[]> => (await call(t.app, '/api/typel')).data;
  const categoryOf = async (code: number) => {
    const found = (await categories()).find((c) => c.code === code);
    if (!found) throw new Error(`no category ${code}`);
    return found;
  };
  const typelist = async (body: unknown): Promise<Game[]> => {
    const answer = await call(t.app, '/api/typelist', body);
    expect(answer.code).toBe(200);
    return answer.data;
  };
  const launch = (token: string | undefined, body: unknown, path = '/api/getGameUrl') =>
    call(t.app, path, body, token);
  const balance = async (token: string) =>
    (await call(t.app, '/api/balance', {}, token)).data.balance;
  const venueBalance = async (token: string, platname: string) => {
    const list = await call(t.app, '/api/balancelist', {}, token);
    return list.data.find((v: { platname: string }) => v.platname === platname)?.balance;
  };
  const gameId = async (platname: string, gameCode: string, code: number) => {
    const row = await t.store.db
      .selectFrom('games as g')
      .innerJoin('game_categories as c', 'c.id', 'g.category_id')
      .select('g.id')
      .where('g.platname', '=', platname)
      .where('g.game_code', '=', gameCode)
      .where('c.code', '=', code)
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('typel answers the nine seeded categories in order, with their icons and real counts', async () => {
    const answer = await call(t.app, '/api/typel');
    expect(answer).toMatchObject({ status: 200, code: 200, message: MSG.ok });
    const list: Category[] = answer.data;
    expect(list.map((c) => [c.code, c.slug, c.name])).toEqual(
      CATEGORY_SEED.map((c) => [c.code, c.slug, c.name]),
    );
    expect(list.map((c) => c.name)).toEqual([
      '热门',
      '大堂',
      '真人',
      '棋牌',
      '电子',
      '体育',
      '捕鱼',
      '电竞',
      '彩票',
    ]);
    for (const c of list) {
      expect(c.img).toBe(`/media/category/${c.slug}.svg`);
      expect(c.renum).toBe(0);
      expect(Number.isInteger(c.id)).toBe(true);
    }
    // Seeding is done once: the next call answers the same ids.
    expect((await categories()).map((c) => c.id)).toEqual(list.map((c) => c.id));
  });

  it('typelist accepts each payload form of the spec and answers the same games', async () => {
    const slots = await categoryOf(CATEGORY.slots);
    const byId = await typelist({ id: slots.id });
    expect(byId).toHaveLength(
      [...gameSeed(), ...demoTestGames()].filter((g) => g.category === CATEGORY.slots).length,
    );
    expect(byId.every((g) => g.category_code === CATEGORY.slots && g.type === GAME_TYPE.slot)).toBe(
      true,
    );
    for (const body of [
      { typeid: slots.id },
      { type_id: slots.id },
      { category_id: slots.id },
      { id: String(slots.id) },
      { type: '电子' },
      { type: 'slots' },
      { type: String(CATEGORY.slots) },
    ]) {
      expect((await typelist(body)).map((g) => g.id)).toEqual(byId.map((g) => g.id));
    }
    // The platform's own slots come first (modules/house), then the demo venue's.
    expect(byId.slice(0, 3).map((g) => [g.plat, g.code, g.plat_name, g.catecode])).toEqual([
      ['house', 'fruit', '自营游戏', 'housedz'],
      ['house', 'ocean', '自营游戏', 'housedz'],
      ['house', 'dynasty', '自营游戏', 'housedz'],
    ]);
    const first = byId.find((g) => g.plat === 'demo4')!;
    expect(first).toMatchObject({
      name: '水果派对',
      plat: 'demo4',
      plat_name: '演示电子一',
      type: GAME_TYPE.slot,
      code: 'slot-fruit',
      status: 1,
      img: `/media/game/${first.id}.svg`,
      category_id: slots.id,
      hot: 1,
      catecode: 'demo4dz',
      gamecode: 'slot-fruit',
      gamepic: `/media/game/${first.id}.svg`,
      gamename: '水果派对',
    });

    expect(await call(t.app, '/api/typelist', {})).toMatchObject({
      status: 400,
      message: MSG.listNoCategoryId,
    });
    expect(await call(t.app, '/api/typelist', { id: 'abc' })).toMatchObject({ status: 400 });
    expect(await typelist({ id: 999_999 })).toEqual([]);
    expect(await typelist({ type: '不存在的分类' })).toEqual([]);
  });

  it('lists the seeded games of every category: the house venue only; hot shows the hot games; lottery lists its rooms', async () => {
    // the demo venue's test double (test/demo-venues.ts) is not seeded: leave it out
    const seeded = async (type: string) =>
      (await typelist({ type })).filter((g) => !g.plat.startsWith('demo'));
    const lobby = await seeded('lobby');
    expect(lobby.map((g) => [g.plat, g.code, g.name, g.type])).toEqual([
      ['house', 'lobby', '自营游戏大厅', GAME_TYPE.lobby],
    ]);
    expect((await seeded('live')).map((g) => [g.plat, g.code, g.name, g.type])).toEqual([
      ['house', 'tables', '真人桌台', GAME_TYPE.live],
    ]);
    expect((await seeded('chess')).map((g) => [g.plat, g.code, g.name, g.type])).toEqual([
      ['house', 'zhajinhua', '炸金花', GAME_TYPE.chess],
    ]);
    expect((await seeded('slots')).map((g) => [g.plat, g.code])).toEqual([
      ['house', 'fruit'],
      ['house', 'ocean'],
      ['house', 'dynasty'],
    ]);
    expect((await seeded('fishing')).map((g) => [g.plat, g.code, g.type])).toEqual([
      ['house', 'fishing', GAME_TYPE.fishing],
    ]);
    // 体育 and 电竞: the house sportsbook (the app's /sports, on the sport)
    expect((await seeded('sports')).map((g) => [g.plat, g.code, g.name, g.type])).toEqual([
      ['house', 'sports', '体育', GAME_TYPE.sports],
    ]);
    expect((await seeded('esports')).map((g) => [g.plat, g.code, g.name, g.type])).toEqual([
      ['house', 'esports', '电竞', GAME_TYPE.esports],
    ]);
    // 彩票: the lottery rooms, opened on the app's own /lottery screen.
    expect((await typelist({ type: 'lottery' })).map((g) => [g.plat, g.code, g.name])).toEqual([
      ['lottery', '1', '极速六合彩·新手房'],
      ['lottery', '2', '极速六合彩·高手房'],
      ['lottery', '3', '幸运28·新手房'],
      ['lottery', '4', '幸运28·高手房'],
    ]);
    // No provider's brand anywhere in the seeded catalogue (DESIGN §6).
    const brands = /\b(AG|BBIN|PP|OB|FG|AE|KY|SB|BG|IA)\b|沙巴|开元/;
    const all = await t.store.db
      .selectFrom('games')
      .select(['name', 'platname', 'catecode'])
      .where('platname', 'not like', 'demo%')
      .execute();
    expect(all.filter((g) => brands.test(`${g.name} ${g.platname} ${g.catecode}`))).toEqual([]);
    expect(gameSeed().every((g) => g.platname === 'house')).toBe(true);

    const hot = (await seeded('hot')).filter((g) => g.plat === 'house');
    expect(hot.map((g) => g.code).sort()).toEqual(['fishing', 'fruit', 'tables', 'zhajinhua']);
    expect(hot.every((g) => g.hot === 1)).toBe(true);
    // Hot games keep their own category (the tg launch rule reads it).
    expect(hot.find((g) => g.code === 'fruit')?.category_code).toBe(CATEGORY.slots);
    expect(hot.find((g) => g.code === 'zhajinhua')?.category_code).toBe(CATEGORY.chess);
    // the test double's hot games are listed in 热门 too
    const allHot = await typelist({ type: 'hot' });
    expect(allHot.find((g) => g.code === 'dice')?.category_code).toBe(CATEGORY.live);
  });

  it('gamelistBycode answers a platform list; an empty code is a 400', async () => {
    const expected = {
      demo4dz: ['fruit', 'gems', 'dragon', 'ocean', 'gold', 'panda', 'space', 'jungle'],
      demo5dz: ['gold', 'panda', 'fruit', 'space', 'jungle', 'gems', 'ocean'],
      demo6: ['dragon', 'ocean', 'gems', 'fruit', 'gold', 'space'],
      demo7: ['jungle', 'space', 'panda', 'gold', 'fruit', 'dragon'],
    };
    for (const [catecode, themes] of Object.entries(expected)) {
      const answer = await call(t.app, '/api/gamelistBycode', { gamecode: catecode });
      expect(answer.code).toBe(200);
      expect(answer.data.map((g: Game) => g.gamecode)).toEqual(themes.map((x) => `slot-${x}`));
      expect(answer.data.every((g: Game) => g.catecode === catecode)).toBe(true);
    }
    // The house venue's lists: its slots, and its fishing game.
    for (const [catecode, codes] of [
      ['housedz', ['fruit', 'ocean', 'dynasty']],
      ['houseby', ['fishing']],
      ['houseqp', ['zhajinhua']],
      ['housezr', ['tables']],
    ] as const) {
      const answer = await call(t.app, '/api/gamelistBycode', { gamecode: catecode });
      expect(answer.data.map((g: Game) => [g.plat, g.gamecode])).toEqual(
        codes.map((code) => ['house', code]),
      );
    }
    expect((await call(t.app, '/api/gamelistBycode', { gamecode: 'lobby' })).data).toHaveLength(
      VENUE_SEED.length + DEMO_TEST_VENUES.length,
    );
    expect((await call(t.app, '/api/gamelistBycode', { gamecode: 'nope' })).data).toEqual([]);
    expect(await call(t.app, '/api/gamelistBycode', { gamecode: '' })).toMatchObject({
      status: 400,
      message: MSG.badRequest,
    });
    expect(await call(t.app, '/api/gamelistBycode', {})).toMatchObject({ status: 400 });
  });

  it('bannerList answers the seeded banners, or the two defaults for a type with none', async () => {
    const home = await call(t.app, '/api/bannerList', { type: 2 });
    expect(home.code).toBe(200);
    expect(home.data.map((b: { src: string }) => b.src)).toEqual([
      '/media/banner/1.svg',
      '/media/banner/2.svg',
      '/media/banner/3.svg',
    ]);
    expect(home.data[1].link).toBe('/#/concise?type=housedz');
    expect((await call(t.app, '/api/bannerList', {})).data).toEqual(home.data);
    const other = await call(t.app, '/api/bannerList', { type: 7 });
    expect(other.data).toEqual([
      { id: -1, src: '/media/banner/1.svg', link: '' },
      { id: -2, src: '/media/banner/2.svg', link: '' },
    ]);
    expect(await call(t.app, '/api/bannerList', { type: 'x' })).toMatchObject({ status: 400 });
  });

  it('homenotice answers plain strings; noticeList pages the notices newest first', async () => {
    const scrolling = await call(t.app, '/api/homenotice');
    expect(scrolling.data).toEqual(NOTICE_SEED.filter((n) => n.kind === 1).map((n) => n.content));
    const page = await call(t.app, '/api/noticeList', { page: 1 });
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect(page.data.data.map((n: { title: string }) => n.title)).toEqual([
      '平台公告',
      '关于自动转账',
      '客服时间',
    ]);
    expect(page.data.data[0].popup).toBe(1);
    expect(page.data.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await call(t.app, '/api/noticeList', {})).data.current_page).toBe(1);
    expect((await call(t.app, '/api/noticeList', { page: 2 })).data.data).toEqual([]);
    expect(await call(t.app, '/api/noticeList', { page: 0 })).toMatchObject({ status: 400 });
  });

  it('every seeded image resolves to an SVG', async () => {
    const paths = new Set<string>();
    for (const c of await categories()) {
      paths.add(c.img);
      for (const g of await typelist({ id: c.id })) paths.add(g.img);
    }
    for (const b of (await call(t.app, '/api/bannerList', { type: 2 })).data) paths.add(b.src);
    for (const b of (await call(t.app, '/api/bannerList', { type: 9 })).data) paths.add(b.src);
    const games = await t.store.db.selectFrom('games').select('img').execute();
    for (const g of games) paths.add(g.img);
    expect(paths.size).toBeGreaterThan(50);
    for (const path of paths) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    }
  });

  it('the media route caches long, answers 304 to its ETag and 404 to anything unknown', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/media/category/slots.svg' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=2592000');
    expect(first.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/media/category/slots.svg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const plat = await t.app.inject({ method: 'GET', url: '/media/plat/house.svg' });
    expect(plat.statusCode).toBe(200);
    expect(plat.body).toContain('自营游戏');
    for (const url of [
      '/media/category/nope.svg',
      '/media/game/999999.svg',
      '/media/game/abc.svg',
      '/media/banner/99.svg',
      '/media/plat/zz.svg',
      '/media/other/1.svg',
      '/media/category/slots.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('launch needs a login: 请登录！ without a token', async () => {
    for (const path of ['/api/getGameUrl', '/api/getGametgUrl']) {
      const answer = await launch(
        undefined,
        { plat_name: 'demo4', game_type: 3, game_code: 'slot-fruit' },
        path,
      );
      expect(answer).toMatchObject({ status: 401, code: 401, message: '请登录！' });
    }
  });

  it('launch answers 未找到对应游戏项 for a game not in the catalogue', async () => {
    const { token } = await player();
    for (const body of [
      { plat_name: 'demo4', game_type: 3, game_code: 'slot-nope' },
      { plat_name: 'zz', game_type: 3, game_code: 'slot-fruit' },
      { id: 999_999 },
    ]) {
      expect(await launch(token, body)).toMatchObject({
        status: 422,
        message: '未找到对应游戏项',
      });
    }
    expect(await launch(token, { plat_name: 'demo4' })).toMatchObject({ status: 400 });
  });

  it('auto transfer on: the whole wallet goes into the venue on launch, through the ledger', async () => {
    const { token, userId } = await player(500);
    // Money left at another venue comes back first.
    expect(
      (
        await call(
          t.app,
          '/api/transfer',
          { amount: 120, sourcetype: 'userbalance', targettype: 'demo1' },
          token,
        )
      ).code,
    ).toBe(200);
    await call(t.app, '/api/uptransferstatus', { transferstatus: 1 }, token);

    const answer = await launch(
      token,
      { plat_name: 'demo4', game_type: 3, game_code: 'slot-fruit', is_mobile_url: 1 },
      '/api/getGametgUrl',
    );
    expect(answer).toMatchObject({ status: 200, code: 200, message: MSG.ok });
    expect(answer.data).toEqual({
      url: `/venue/demo/play?t=demo4.u${userId}.slot-fruit`,
      game_id: await gameId('demo4', 'slot-fruit', CATEGORY.slots),
      plat: 'demo4',
      transferred: '500.00',
    });
    expect(await balance(token)).toBe('0.00');
    expect(await venueBalance(token, 'demo4')).toBe('500.00');
    expect(await venueBalance(token, 'demo1')).toBe('0.00');
    expect(await playerBalance(t.store, userId)).toBe(0n);
    const account = await t.store.db
      .selectFrom('ledger_accounts')
      .select('balance_minor')
      .where('code', '=', venueWalletCode(userId, 'demo4'))
      .executeTakeFirstOrThrow();
    expect(account.balance_minor).toBe(50000n);

    // Launched again with nothing left in the wallet: nothing moves.
    const again = await launch(token, { plat_name: 'DEMO4', game_code: 'slot-fruit' });
    expect(again.data.transferred).toBeNull();
    expect(await venueBalance(token, 'demo4')).toBe('500.00');
    expect((await verifyLedger(t.store)).ok).toBe(true);
  });

  it('auto transfer off: launch moves nothing', async () => {
    const { token, userId } = await player(80);
    const live = await typelist({ type: 'live' });
    const ag = live.find((g) => g.plat === 'demo1')!;
    const answer = await launch(token, { id: ag.id });
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual({
      url: `/venue/demo/play?t=demo1.u${userId}.dice`,
      game_id: ag.id,
      plat: 'demo1',
      transferred: null,
    });
    expect(await balance(token)).toBe('80.00');
    expect(await venueBalance(token, 'demo1')).toBe('0.00');
    const transfers = await t.store.db
      .selectFrom('venue_transfers')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(transfers).toEqual([]);
  });

  it('a guest may play', async () => {
    const guest = await call(t.app, '/api/guest_login', {});
    const token = guest.data.api_token as string;
    const answer = await launch(token, { plat_name: 'demo8', game_type: 2, game_code: 'lobby' });
    expect(answer.code).toBe(200);
    expect(answer.data.plat).toBe('demo8');
  });

  it('renum counts players who launched within 10 minutes, never older activity', async () => {
    const before = new Map((await categories()).map((c) => [c.code, c.renum]));
    const a = await player();
    const b = await player();
    const stale = await player();

    // a opens a hot slot twice (one player), b opens the chess lobby.
    expect(
      (await launch(a.token, { plat_name: 'demo6', game_type: 3, game_code: 'slot-ocean' })).code,
    ).toBe(200);
    expect(
      (await launch(a.token, { plat_name: 'demo6', game_type: 3, game_code: 'slot-ocean' })).code,
    ).toBe(200);
    expect((await launch(b.token, { plat_name: 'demo8', game_code: 'lobby' })).code).toBe(200);
    // stale had the slots' gems game open 11 minutes ago.
    const gems = await gameId('demo4', 'slot-gems', CATEGORY.slots);
    const old = Date.now() - ACTIVE_WINDOW_MS - 60_000;
    await t.store.db
      .insertInto('game_activity')
      .values({ user_id: stale.userId, game_id: gems, last_seen_at: old, created_at: old })
      .execute();

    const after = new Map((await categories()).map((c) => [c.code, c.renum]));
    const delta = (code: number) => after.get(code)! - before.get(code)!;
    expect(delta(CATEGORY.slots)).toBe(1);
    expect(delta(CATEGORY.hot)).toBe(1); // pp slot-ocean is hot
    expect(delta(CATEGORY.chess)).toBe(1);
    expect(delta(CATEGORY.lobby)).toBe(1); // the same ky lobby is listed in 大堂
    expect(delta(CATEGORY.live)).toBe(0);
    expect(delta(CATEGORY.lottery)).toBe(0);

    // The stale player's game page is still open: a heartbeat counts them again.
    const beat = await call(t.app, '/api/gameHeartbeat', { id: gems }, stale.token);
    expect(beat).toMatchObject({ code: 200, data: { counted: true } });
    const seen = await t.store.db
      .selectFrom('game_activity')
      .select('last_seen_at')
      .where('user_id', '=', stale.userId)
      .executeTakeFirstOrThrow();
    expect(seen.last_seen_at).toBeGreaterThan(old);
    const later = new Map((await categories()).map((c) => [c.code, c.renum]));
    expect(later.get(CATEGORY.slots)! - before.get(CATEGORY.slots)!).toBe(2);
    // Counts are what they are: asking again changes nothing.
    expect(new Map((await categories()).map((c) => [c.code, c.renum]))).toEqual(later);
  });

  it('gameHeartbeat: login required, unknown game refused, no launch no count', async () => {
    const { token } = await player();
    const fruit = await gameId('demo4', 'slot-fruit', CATEGORY.slots);
    expect(await call(t.app, '/api/gameHeartbeat', { id: fruit })).toMatchObject({
      status: 401,
      message: MSG.pleaseLogin,
    });
    expect(await call(t.app, '/api/gameHeartbeat', { id: 999_999 }, token)).toMatchObject({
      status: 422,
      message: MSG.gameNotFound,
    });
    expect(await call(t.app, '/api/gameHeartbeat', {}, token)).toMatchObject({ status: 400 });
    expect((await call(t.app, '/api/gameHeartbeat', { id: fruit }, token)).data).toEqual({
      counted: false,
    });
  });

  it('getservicerurl answers the built-in support chat by default, per shift', async () => {
    // data.url is keyed by shift, as the spec's client reads it (data.url['1'], data.url['3']).
    for (const payload of [{ type: '1' }, { type: '3' }, { type: '' }, { type: 1 }, {}]) {
      const answer = await call(t.app, '/api/getservicerurl', payload);
      expect(answer).toMatchObject({
        code: 200,
        data: { url: { '1': DEFAULT_SERVICE_URL, '3': DEFAULT_SERVICE_URL } },
      });
    }
    expect(DEFAULT_SERVICE_URL).toBe('/#/kefu?chat=1');
    expect(await call(t.app, '/api/getservicerurl', { type: '2' })).toMatchObject({
      status: 400,
      message: MSG.serviceShiftInvalid,
    });
  });

  it('getAgentLoginUrl needs a login; a non-agent is sent to the application (agents module)', async () => {
    const { token } = await player();
    const get = (auth?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/getAgentLoginUrl',
        headers: auth ? { authorization: `Bearer ${auth}` } : {},
      });
    const anonymous = await get();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MSG.pleaseLogin);
    const notAgent = await get(token);
    expect(notAgent.statusCode).toBe(200);
    expect(notAgent.json().data).toEqual({ url: '/#/applyagent', message: MSG.agentOnly });
  });
});
