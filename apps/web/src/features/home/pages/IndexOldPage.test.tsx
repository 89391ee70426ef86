import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, OPEN_SITE, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { catalogueHandlers } from '../test/home-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const NOTICES = {
  data: [
    { id: 1, title: '旧公告', content: '旧的', popup: 1, created_at: '2025-01-01 10:00:00' },
    {
      id: 2,
      title: '维护通知',
      content: '<p>今晚<b>维护</b></p>',
      popup: 1,
      created_at: '2025-02-01 10:00:00',
    },
    { id: 3, title: '普通公告', content: '不弹出', popup: 0, created_at: '2025-03-01 10:00:00' },
  ],
  total: 3,
  current_page: 1,
  last_page: 1,
};

function openOld(handlers: PlayerHandlers = {}, path = '/index_old') {
  const server = mockApi({
    ...catalogueHandlers,
    noticeList: () => ({ data: NOTICES }),
    ...handlers,
  });
  const app = renderApp(path);
  const visited: string[] = [];
  app.router.subscribe((state) =>
    visited.push(`${state.location.pathname}${state.location.search}`),
  );
  return { server, app, visited };
}

const site = (overrides: Partial<typeof OPEN_SITE>) => () => ({
  data: { ...OPEN_SITE, ...overrides },
});

describe('/index_old', () => {
  test('the newest popup notice shows once per session, as text', async () => {
    const first = openOld();
    expect(await screen.findByText('维护通知')).toBeTruthy();
    expect(screen.getByText('今晚维护')).toBeTruthy();
    expect(screen.queryByText('旧公告')).toBeNull();
    await user().click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByText('今晚维护')).toBeNull());
    first.app.unmount();

    // same session, the screen opened again: no popup
    const again = openOld();
    await screen.findByRole('tab', { name: /真人/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('维护通知')).toBeNull();
    expect(again.server.callsTo('noticeList')).toHaveLength(0);
  });

  test('index_modal 1: after the notice, the welcome text of webcontent, once', async () => {
    const { app } = openOld({
      app: site({
        index_modal: 1,
        webcontent: '<h3>欢迎光临</h3><script>window.hacked = 1</script>祝您好运',
      }),
    });
    await screen.findByText('维护通知');
    expect(screen.queryByText(/祝您好运/)).toBeNull();
    await user().click(screen.getByRole('button', { name: '我知道了' }));
    expect(await screen.findByText(/祝您好运/)).toBeTruthy();
    expect(screen.getByText(/欢迎光临/)).toBeTruthy();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    const welcome = screen.getByText(/祝您好运/).closest<HTMLElement>('.adm-modal-body')!;
    await user().click(within(welcome).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByText(/祝您好运/)).toBeNull());
    app.unmount();

    openOld({ app: site({ index_modal: 1, webcontent: '祝您好运' }) });
    await screen.findByRole('tab', { name: /真人/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('祝您好运')).toBeNull();
  });

  test('index_modal 0: no welcome', async () => {
    openOld({
      app: site({ index_modal: 0, webcontent: '祝您好运' }),
      noticeList: () => ({ data: { ...NOTICES, data: [] } }),
    });
    await screen.findByRole('tab', { name: /真人/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('祝您好运')).toBeNull();
  });

  test('the red packet icon follows redpacket_switch', async () => {
    const on = openOld({ app: site({ redpacket_switch: 1 }) });
    await user().click(await screen.findByRole('button', { name: '我知道了' }));
    await user().click(await screen.findByRole('button', { name: '红包' }));
    await waitFor(() => expect(on.app.location()).toBe('/hongbao'));
    on.app.unmount();

    openOld({ app: site({ redpacket_switch: 0 }) });
    await screen.findByRole('tab', { name: /真人/ });
    expect(screen.queryByRole('button', { name: '红包' })).toBeNull();
  });

  test('the sidebar lists live, sports, esports, chess, slots, lottery and their platforms', async () => {
    const { visited } = openOld();
    await user().click(await screen.findByRole('button', { name: '我知道了' }));
    const names = (await screen.findAllByRole('tab')).map((node) => node.textContent);
    expect(names.map((name) => name?.slice(-2))).toEqual([
      '真人',
      '体育',
      '电竞',
      '棋牌',
      '电子',
      '彩票',
    ]);
    await user().click(screen.getByRole('tab', { name: /彩票/ }));
    expect(await screen.findByText('幸运28·新手房')).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: /电子/ }));
    await user().click(await screen.findByText('演示电子一'));
    await waitFor(() => expect(visited).toContain('/concise?type=demo4dz'));
  });

  test('彩票 lists its rooms by their Chinese titles, not one "LOTTERY" card; a tap opens the room', async () => {
    const { visited } = openOld();
    await user().click(await screen.findByRole('button', { name: '我知道了' }));
    await user().click(await screen.findByRole('tab', { name: /彩票/ }));
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByText('极速六合彩·新手房')).toBeTruthy();
    expect(within(panel).getByText('幸运28·新手房')).toBeTruthy();
    expect(within(panel).queryByText('LOTTERY')).toBeNull();
    await user().click(within(panel).getByText('幸运28·新手房'));
    await waitFor(() => expect(visited).toContain('/lottery?room_id=3'));
  });

  test('a player sees the balance line; the app banner closes for the session', async () => {
    setToken('tok-1');
    openOld({
      user: () => ({ data: PLAYER }),
      balance: () => ({ data: { balance: '88.00' } }),
    });
    await user().click(await screen.findByRole('button', { name: '我知道了' }));
    expect(await screen.findByRole('button', { name: /余额 ¥88\.00/ })).toBeTruthy();
    const banner = screen.getByRole('complementary');
    expect(within(banner).getByText('下载APP，游戏更流畅')).toBeTruthy();
    await user().click(within(banner).getByRole('button', { name: '关闭' }));
    expect(screen.queryByText('下载APP，游戏更流畅')).toBeNull();
    expect(window.sessionStorage.getItem('home.appBannerClosed')).toBe('1');
  });
});
