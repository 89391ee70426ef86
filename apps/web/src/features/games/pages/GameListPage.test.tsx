import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, type PlayerHandlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { BANNERS, makeGame } from '../test/games-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function server(handlers: PlayerHandlers = {}) {
  return mockApi({
    bannerList: () => ({ data: BANNERS }),
    typelist: () => ({ data: [makeGame()] }),
    ...handlers,
  });
}

describe('/gameList', () => {
  test('lists the games of the category in the address, titled with its name', async () => {
    const api = server();
    renderApp('/gameList?id=5&name=%E7%94%B5%E5%AD%90&simple=1');
    expect(await screen.findByText('麻将胡了')).toBeTruthy();
    expect(screen.getByText('电子')).toBeTruthy();
    expect(api.callsTo('typelist')[0]?.body).toEqual({ id: 5 });
  });

  test('an empty category says 空空如也', async () => {
    server({ typelist: () => ({ data: [] }) });
    renderApp('/gameList?id=5');
    expect(await screen.findByText('空空如也')).toBeTruthy();
  });

  test('no id and no code: 缺少分类ID，无法获取游戏列表, and nothing is asked', async () => {
    const api = server();
    renderApp('/gameList?name=x');
    expect(await screen.findByText('缺少分类ID，无法获取游戏列表')).toBeTruthy();
    expect(api.callsTo('typelist')).toHaveLength(0);
    expect(api.callsTo('gamelistBycode')).toHaveLength(0);
  });

  test('only a code: the platform list is asked by gamecode', async () => {
    const api = server({
      gamelistBycode: () => ({ data: [makeGame({ id: 12, name: '水果派对' })] }),
    });
    renderApp('/gameList?code=demo5dz');
    expect(await screen.findByText('水果派对')).toBeTruthy();
    expect(api.callsTo('gamelistBycode')[0]?.body).toEqual({ gamecode: 'demo5dz' });
  });

  test('a game without a picture, or whose picture fails, shows the first character of its name', async () => {
    server({
      typelist: () => ({
        data: [
          makeGame({ id: 21, name: '水果派对', img: '', gamepic: '' }),
          makeGame({ id: 22, name: '龙腾四海', img: '/media/missing.png', gamepic: '' }),
        ],
      }),
    });
    const { container } = renderApp('/gameList?id=5');
    const first = await screen.findByText('水果派对');
    expect(first.closest('button')?.querySelector('img')).toBeNull();
    expect(first.closest('button')?.textContent).toBe('水水果派对');
    const broken = container.querySelector('img[src="/media/missing.png"]')!;
    fireEvent.error(broken);
    await waitFor(() =>
      expect(screen.getByText('龙腾四海').closest('button')?.textContent).toBe('龙龙腾四海'),
    );
    expect(container.querySelector('.game-grid img')).toBeNull();
  });

  test('a failed list can be retried', async () => {
    server({
      typelist: (_body, call) =>
        call === 1 ? { code: 500, message: '服务器错误' } : { data: [makeGame()] },
    });
    renderApp('/gameList?id=5');
    expect(await screen.findByText('加载失败')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('麻将胡了')).toBeTruthy();
  });

  test('tapping a game without a session: 请登录！ and /login?from=gameList, back to the game', async () => {
    server();
    const app = renderApp('/gameList?id=5');
    await user().click(await screen.findByText('麻将胡了'));
    expect(await screen.findByText('请登录！')).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/login'));
    const query = new URLSearchParams(app.router.state.location.search);
    expect(query.get('from')).toBe('gameList');
    expect(query.get('redirect')).toBe(
      '/gamePage?name=demo4&type=3&code=demo4_mjhl&title=%E9%BA%BB%E5%B0%86%E8%83%A1%E4%BA%86&cat=4',
    );
  });

  test('tapping a game with a session opens its game page', async () => {
    setToken('tok-1');
    server({
      getGametgUrl: () => ({
        data: { url: '/venue/demo/play?g=1', game_id: 11, plat: 'demo4', transferred: null },
      }),
    });
    const app = renderApp('/gameList?id=5');
    await user().click(await screen.findByText('麻将胡了'));
    await waitFor(() =>
      expect(app.location()).toBe(
        '/gamePage?name=demo4&type=3&code=demo4_mjhl&title=%E9%BA%BB%E5%B0%86%E8%83%A1%E4%BA%86&cat=4',
      ),
    );
  });

  test('back on the first screen goes home', async () => {
    server();
    const app = renderApp('/gameList?id=5');
    await screen.findByText('麻将胡了');
    await user().click(document.querySelector('.adm-nav-bar-back') as HTMLElement);
    await waitFor(() => expect(app.location()).toBe('/'));
  });
});
