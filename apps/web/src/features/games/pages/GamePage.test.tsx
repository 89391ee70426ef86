import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { GAME_HEARTBEAT_MS } from '@app/contract/games';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BANNERS, makeGame } from '../test/games-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const SLOT =
  '/gamePage?name=demo4&type=3&code=demo4_mjhl&title=%E9%BA%BB%E5%B0%86%E8%83%A1%E4%BA%86&cat=4';
const LIVE = '/gamePage?name=demo1&type=1&code=demo1_lobby&title=DEMO&cat=2';
const launched = (over: Record<string, unknown> = {}) => ({
  data: {
    url: '/venue/demo/play?plat=demo4&game=demo4_mjhl&t=x',
    game_id: 11,
    plat: 'demo4',
    transferred: null,
    ...over,
  },
});

/** As main.tsx mounts it: in StrictMode, whose effects run twice on mount. */
const renderStrict = (path: string) => renderApp(path, { strict: true });

const frame = () => screen.findByTitle('游戏画面') as Promise<HTMLIFrameElement>;

describe('/gamePage', () => {
  test('a slot of category 4 launches once through getGametgUrl and shows the game', async () => {
    setToken('tok-1');
    const api = mockApi({ getGametgUrl: () => launched() });
    renderStrict(SLOT);
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe('/venue/demo/play?plat=demo4&game=demo4_mjhl&t=x');
    expect(iframe.getAttribute('allow')).toBe('autoplay; fullscreen');
    expect(screen.getByText('麻将胡了')).toBeTruthy();
    expect(api.callsTo('getGametgUrl')).toHaveLength(1);
    expect(api.callsTo('getGameUrl')).toHaveLength(0);
    expect(api.callsTo('getGametgUrl')[0]?.body).toEqual({
      plat_name: 'demo4',
      game_type: 3,
      game_code: 'demo4_mjhl',
      is_mobile_url: 1,
    });
    // same-origin game: no "open in a new window" way out
    expect(screen.queryByText('在新窗口打开')).toBeNull();
  });

  test('any other game launches through getGameUrl; an automatic transfer is announced', async () => {
    setToken('tok-1');
    const api = mockApi({
      getGameUrl: () => launched({ url: '/venue/demo/play?plat=demo1', transferred: '250.00' }),
    });
    renderApp(LIVE);
    expect((await frame()).getAttribute('src')).toBe('/venue/demo/play?plat=demo1');
    expect(await screen.findByText('已自动转入 ¥250.00')).toBeTruthy();
    expect(api.callsTo('getGameUrl')).toHaveLength(1);
    expect(api.callsTo('getGametgUrl')).toHaveLength(0);
  });

  test("a house game's launch address is a screen of this app: opened in place, not framed", async () => {
    setToken('tok-1');
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      getGametgUrl: () => launched({ url: '/#/house/fruit', plat: 'house', transferred: '20.00' }),
      houseSlot: () => ({ code: 503, message: '自营游戏维护中，请稍后再试' }),
    });
    const app = renderApp('/gamePage?name=house&type=3&code=fruit&title=%E7%BC%A4%E7%BA%B7&cat=4');
    await waitFor(() => expect(app.location()).toBe('/house/slot/fruit'));
    // the slot's own screen asks for its game (here: closed for maintenance)
    expect(await screen.findByText('自营游戏维护中，请稍后再试')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('houseSlot')[0]?.body).toEqual({ game: 'fruit' }));
    expect(screen.queryByTitle('游戏画面')).toBeNull();
    expect(await screen.findByText('已自动转入 ¥20.00')).toBeTruthy();
    expect(api.callsTo('getGametgUrl')).toHaveLength(1);
    // back goes where the player came from, not to the launch
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  test('without a session: 请登录！ and /login, coming back to the game', async () => {
    const api = mockApi({});
    const app = renderApp(SLOT);
    expect(await screen.findByText('请登录！')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(SLOT)}`));
    expect(api.callsTo('getGametgUrl')).toHaveLength(0);
  });

  test('a refused launch shows the server message and a way back', async () => {
    setToken('tok-1');
    mockApi({ getGameUrl: () => ({ code: 422, message: '未找到对应游戏项' }) });
    const app = renderApp(LIVE);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('未找到对应游戏项');
    // the message's own 返回 (the top bar has one too)
    await user().click(within(alert).getByRole('button', { name: '返回' }));
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  test("the venue's 返回 (venue:exit from the frame) goes back to the list", async () => {
    setToken('tok-1');
    mockApi({
      bannerList: () => ({ data: BANNERS }),
      typelist: () => ({ data: [makeGame()] }),
      getGametgUrl: () => launched(),
    });
    const app = renderApp('/gameList?id=5');
    await user().click(await screen.findByText('麻将胡了'));
    const iframe = await frame();
    // React attaches the page's message listener in an effect: let effects run before posting.
    await act(async () => {});
    // a message from anywhere else is ignored
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'venue:exit' }, origin: 'https://evil.test' }),
      );
    });
    expect(app.router.state.location.pathname).toBe('/gamePage');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'venue:exit' },
          origin: window.location.origin,
          source: iframe.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(app.location()).toBe('/gameList?id=5'));
  });

  test('while open, the game is kept counted with a heartbeat', async () => {
    setToken('tok-1');
    const timers = vi.spyOn(window, 'setInterval');
    const api = mockApi({
      getGametgUrl: () => launched({ game_id: 42 }),
      gameHeartbeat: () => ({ data: { counted: true } }),
    });
    renderApp(SLOT);
    await frame();
    await act(async () => {}); // the heartbeat starts in an effect
    // (the site-state poll may share the period: every timer of that period is fired once)
    const due = timers.mock.calls.filter(([, delay]) => delay === GAME_HEARTBEAT_MS);
    expect(due.length).toBeGreaterThan(0);
    act(() => {
      for (const [callback] of due) (callback as () => void)();
    });
    await waitFor(() => expect(api.callsTo('gameHeartbeat')).toHaveLength(1));
    expect(api.callsTo('gameHeartbeat')[0]?.body).toEqual({ id: 42 });
  });

  test('a house game opened in place keeps the launched game counted with its heartbeat', async () => {
    setToken('tok-1');
    const timers = vi.spyOn(window, 'setInterval');
    const cleared = vi.spyOn(window, 'clearInterval');
    const api = mockApi({
      user: () => ({ data: PLAYER }),
      getGametgUrl: () => launched({ url: '/#/house/fruit', plat: 'house', game_id: 77 }),
      houseSlot: () => ({ code: 503, message: '自营游戏维护中，请稍后再试' }),
      gameHeartbeat: () => ({ data: { counted: true } }),
    });
    const app = renderApp('/gamePage?name=house&type=3&code=fruit&title=%E7%BC%A4%E7%BA%B7&cat=4');
    await waitFor(() => expect(app.location()).toBe('/house/slot/fruit'));
    await screen.findByText('自营游戏维护中，请稍后再试');
    // The timers of that period still running (the launch page's stopped when it handed over).
    const stopped = new Set(cleared.mock.calls.map(([id]) => id));
    const running = timers.mock.calls.filter(
      ([, delay], i) => delay === GAME_HEARTBEAT_MS && !stopped.has(timers.mock.results[i]?.value),
    );
    expect(running.length).toBeGreaterThan(0);
    act(() => {
      for (const [callback] of running) (callback as () => void)();
    });
    await waitFor(() => expect(api.callsTo('gameHeartbeat')).toHaveLength(1));
    expect(api.callsTo('gameHeartbeat')[0]?.body).toEqual({ id: 77 });
  });

  test('dailiD=2 shows customer service in the frame, with a new-window way out', async () => {
    const api = mockApi({
      getServicerUrl: () => ({
        data: {
          url: { '1': 'https://chat.example.test/room', '3': 'https://chat.example.test/room' },
        },
      }),
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderApp('/gamePage?dailiD=2');
    const iframe = (await screen.findByTitle('页面内容')) as HTMLIFrameElement;
    expect(iframe.getAttribute('src')).toBe('https://chat.example.test/room');
    expect(screen.getByText('在线客服')).toBeTruthy();
    expect(api.callsTo('getServicerUrl')).toHaveLength(1);
    await user().click(screen.getByRole('button', { name: '在新窗口打开' }));
    expect(open).toHaveBeenCalledWith('https://chat.example.test/room', '_blank');
    expect(await screen.findByText('请允许弹出窗口或手动打开链接')).toBeTruthy();
  });

  test('dailiD=1 for a player who is not an agent: the message, then the application', async () => {
    mockApi({
      getAgentLoginUrl: () => ({
        data: { url: '/#/applyagent', message: '仅代理可进入代理后台，请先申请成为代理' },
      }),
    });
    const app = renderApp('/gamePage?dailiD=1');
    expect(await screen.findByText('仅代理可进入代理后台，请先申请成为代理')).toBeTruthy();
    await waitFor(() => expect(app.location()).toBe('/applyagent'));
  });

  test('dailiD=1 when the call fails: its message', async () => {
    mockApi({ getAgentLoginUrl: () => ({ code: 500, message: '服务器错误，请稍后再试' }) });
    renderApp('/gamePage?dailiD=1');
    expect((await screen.findByRole('alert')).textContent).toContain('服务器错误，请稍后再试');
  });

  test('app=1 is the app download page', async () => {
    setToken('tok-1');
    mockApi({});
    const app = renderApp('/gamePage?app=1');
    await waitFor(() => expect(app.location()).toBe('/app'));
  });
});
