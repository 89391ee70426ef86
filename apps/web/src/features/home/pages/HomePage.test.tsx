import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER, type PlayerHandlers } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CATEGORIES, catalogueHandlers } from '../test/home-data.ts';

// Overlays are still animating in jsdom; clicking through them is what a player does.
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function openHome(path = '/', handlers: PlayerHandlers = {}) {
  const server = mockApi({ ...catalogueHandlers, ...handlers });
  const app = renderApp(path);
  // Every address the app went to: the next screen may move on by itself (/gamePage sends a
  // visitor to /login), what matters here is where home sent the player.
  const visited: string[] = [];
  app.router.subscribe((state) =>
    visited.push(`${state.location.pathname}${state.location.search}`),
  );
  return { server, app, visited };
}

function asPlayer(handlers: PlayerHandlers = {}, player = PLAYER) {
  setToken('tok-1');
  return {
    user: () => ({ data: player }),
    balance: () => ({ data: { balance: player.balance } }),
    ...handlers,
  };
}

const tab = (name: string) => screen.findByRole('tab', { name: new RegExp(`^${name}`) });

describe('home', () => {
  test('the category tabs carry the real player counts of /api/typel; 0 shows no count', async () => {
    openHome();
    expect(within(await tab('热门')).getByText('12 人在玩')).toBeTruthy();
    expect(within(await tab('电子')).getByText('21 人在玩')).toBeTruthy();
    // 0: none played, or fewer than the operator's threshold (the server answers 0): no number.
    expect((await tab('大堂')).textContent).not.toMatch(/人在玩/);
    expect(screen.queryByText(/^0 人在玩/)).toBeNull();
    const names = screen
      .getAllByRole('tab')
      .map((node) => node.querySelector('.home-cats__name')?.textContent);
    // the spec's home tabs with 彩票 second (ours); esports is /index_old's
    expect(names).toEqual(['热门', '彩票', '大堂', '真人', '棋牌', '电子', '体育', '捕鱼']);
  });

  test('彩票 lists every room with its lottery, countdown and last result; a tap opens the room', async () => {
    const { server, visited } = openHome();
    await user().click(await tab('彩票'));
    const list = await screen.findByRole('list', { name: '彩票房间' });
    const rooms = await within(list).findAllByRole('button');
    expect(rooms).toHaveLength(2);
    const [mark6, pc28] = rooms as [HTMLElement, HTMLElement];
    await waitFor(() => expect(within(mark6).getByText('极速六合彩')).toBeTruthy());
    expect(within(mark6).getByText('新手房')).toBeTruthy();
    expect(within(mark6).getByText('第202611230145期')).toBeTruthy();
    expect(within(mark6).getByText('投注中')).toBeTruthy();
    expect(within(mark6).getByLabelText('距开奖').textContent).toMatch(/^0[12]:[0-5]\d$/);
    expect(within(mark6).getByText('上期 0144')).toBeTruthy();
    expect(mark6.querySelectorAll('.home-lottery__ball')).toHaveLength(7);
    expect(within(pc28).getByText('幸运28')).toBeTruthy();
    expect(within(pc28).getByText('封盘中')).toBeTruthy();
    expect(within(pc28).getByText('大单')).toBeTruthy();
    expect(pc28.querySelector('.home-lottery__sum')?.textContent).toBe('3+5+9=17大单');
    expect(server.callsTo('typelist').map((c) => c.body)).toContainEqual({ id: 9 });
    await user().click(pc28);
    await waitFor(() => expect(visited).toContain('/lottery?room_id=3'));
  });

  test('hot shows its games; tapping one opens /gamePage with its platform, type and code', async () => {
    const { visited } = openHome();
    expect((await tab('热门')).getAttribute('aria-selected')).toBe('true');
    await user().click(await screen.findByText('麻将胡了'));
    await waitFor(() =>
      expect(visited).toContain(
        `/gamePage?name=demo4&type=3&code=demo4_mjhl&title=${encodeURIComponent('麻将胡了')}&cat=0`,
      ),
    );
  });

  test('a category answered with 0 players shows its platform cards with no count', async () => {
    openHome('/?tab=2', {
      typel: () => ({ data: CATEGORIES.map((c) => (c.code === 2 ? { ...c, renum: 0 } : c)) }),
    });
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('演示真人一');
    expect(within(panel).queryByText(/人在玩/)).toBeNull();
    expect(panel.querySelector('.home-plat__count')).toBeNull();
  });

  test('live lists one card per platform, the tab is kept in the address, a card launches', async () => {
    const { app, visited } = openHome();
    await user().click(await tab('真人'));
    await waitFor(() => expect(app.location()).toBe('/?tab=2'));
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('演示真人一');
    expect(within(panel).getByText('演示真人二')).toBeTruthy();
    // three games, two platforms; each card shows the category's real count
    expect(within(panel).getAllByRole('button')).toHaveLength(2);
    expect(within(panel).getAllByText('7 人在玩')).toHaveLength(2);
    await user().click(within(panel).getByText('演示真人一'));
    await waitFor(() =>
      expect(visited).toContain(
        `/gamePage?name=demo1&type=1&code=demo1_lobby&title=${encodeURIComponent('演示真人一大厅')}&cat=2`,
      ),
    );
  });

  test('arriving asks each first call once, the chosen tab’s games included; changing tab asks no list again', async () => {
    const { server } = openHome('/?tab=4');
    expect((await tab('电子')).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(server.callsTo('typelist')).toHaveLength(1));
    for (const call of ['app', 'typel', 'bannerList', 'homeNotice'] as const) {
      expect(server.callsTo(call)).toHaveLength(1);
    }
    expect(server.callsTo('typelist')[0]!.body).toEqual({ id: 5 });
    await user().click(await tab('真人'));
    await waitFor(() => expect(server.callsTo('typelist')).toHaveLength(2));
    expect(server.callsTo('typel')).toHaveLength(1);
    expect(server.callsTo('bannerList')).toHaveLength(1);
  });

  test('coming back to /?tab=6 shows fishing', async () => {
    openHome('/?tab=6');
    expect((await tab('捕鱼')).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('捕鱼达人')).toBeTruthy();
  });

  test('a slots provider opens its list: /concise?type=<catecode>', async () => {
    const { visited } = openHome('/?tab=4');
    await user().click(await screen.findByText('演示电子三'));
    await waitFor(() => expect(visited).toContain('/concise?type=demo6'));
  });

  test('体育 with no venue yet says 即将上线, not a broken or empty screen', async () => {
    openHome('/?tab=5', { typelist: () => ({ data: [] }) });
    const soon = await screen.findByTestId('coming-soon');
    expect(soon.textContent).toContain('即将上线');
    expect(soon.textContent).toContain('体育游戏正在筹备中，敬请期待');
    expect(screen.queryByText('空空如也')).toBeNull();
  });

  test('a category without games says 空空如也', async () => {
    openHome('/?tab=1');
    expect(await screen.findByText('空空如也')).toBeTruthy();
  });

  test('a category without an id cannot be opened', async () => {
    const server = mockApi({
      ...catalogueHandlers,
      typel: () => ({
        data: CATEGORIES.map((c) => (c.code === 3 ? { ...c, id: 0 } : c)),
      }),
    });
    const app = renderApp('/');
    await user().click(await tab('棋牌'));
    expect(await screen.findByText('当前分类缺少ID，无法跳转')).toBeTruthy();
    expect(app.location()).toBe('/');
    expect(server.callsTo('typelist').some((c) => (c.body as { id: number }).id === 0)).toBe(false);
  });

  test('when /api/typel fails: the server message, and a retry that works', async () => {
    let fail = true;
    openHome('/', {
      typel: () => (fail ? { code: 500, message: '分类服务维护中' } : { data: CATEGORIES }),
    });
    expect(await screen.findAllByText('分类服务维护中')).not.toHaveLength(0);
    fail = false;
    await user().click(screen.getByRole('button', { name: '重新加载' }));
    expect(await tab('热门')).toBeTruthy();
  });

  test('a visitor sees 登录 and 注册, no balance', async () => {
    const { app, server } = openHome();
    await tab('热门');
    expect(screen.queryByRole('button', { name: /点击刷新余额/ })).toBeNull();
    expect(server.callsTo('balance')).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(app.location()).toBe('/reg2'));
  });

  test('a player sees name and balance; tapping the balance asks /api/balance again', async () => {
    let balance = '1000.00';
    const { server } = openHome('/', asPlayer({ balance: () => ({ data: { balance } }) }));
    expect(await screen.findByText('player01')).toBeTruthy();
    const button = await screen.findByRole('button', { name: /余额 ¥1000\.00/ });
    balance = '1234.50';
    const before = server.callsTo('balance').length;
    await user().click(button);
    expect(await screen.findByText('余额已更新')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /余额 ¥1234\.50/ })).toBeTruthy();
    expect(server.callsTo('balance').length).toBe(before + 1);
  });

  test('the announcements scroll; tapping them opens /message', async () => {
    const { app } = openHome('/', asPlayer());
    await user().click(await screen.findByRole('link', { name: '公告' }));
    await waitFor(() => expect(app.location()).toBe('/message?type=1'));
  });

  test('the shortcuts and the rebate button open their screens', async () => {
    const { app } = openHome();
    await user().click(await screen.findByRole('button', { name: '优惠' }));
    await waitFor(() => expect(app.location()).toBe('/activity'));
    // The activities screen has loaded (its code first) before going back home.
    expect(await screen.findByText('全部优惠')).toBeTruthy();
    await app.router.navigate('/');
    await user().click(await screen.findByRole('button', { name: '返水' }));
    await waitFor(() => expect(app.location()).toBe('/washcode'));
  });
});

describe('home side menu', () => {
  const openMenu = async () => {
    await user().click(await screen.findByRole('button', { name: '菜单' }));
    return screen.findByRole('navigation', { name: '菜单' });
  };

  test('lists the spec items; each opens its screen', async () => {
    const { app } = openHome('/', asPlayer());
    const menu = await openMenu();
    const items = [...menu.querySelectorAll('.adm-list-item-content-main')].map(
      (node) => node.textContent,
    );
    expect(items).toEqual([
      '个人中心',
      '公告',
      '站内信',
      '优惠',
      '等级',
      '修改登录密码',
      '钱包',
      '投注记录',
      '邀请好友',
      '客服',
      '代理计划',
      '设置',
      '退出登录',
    ]);
    await user().click(within(menu).getByText('修改登录密码'));
    await waitFor(() => expect(app.location()).toBe('/password?type=1'));
  });

  test('公告 opens the announcements even with unread messages; 站内信 carries their count and opens the inbox', async () => {
    const inbox = {
      data: [1, 2].map((id) => ({
        id,
        kind: 'operator' as const,
        title: `消息${id}`,
        content: '内容',
        created_at: '2026-11-25 12:00:00',
        read: 0 as const,
      })),
      total: 2,
      current_page: 1,
      last_page: 1,
    };
    const { app } = openHome(
      '/',
      asPlayer({
        messageUnread: () => ({ data: { unread: 2 } }),
        messageList: () => ({ data: inbox }),
      }),
    );
    let menu = await openMenu();
    const entry = (name: string) =>
      within(menu).getByText(name).closest<HTMLElement>('.adm-list-item')!;
    await waitFor(() => expect(within(entry('站内信')).getByText('2 条未读消息')).toBeTruthy());
    expect(within(entry('公告')).queryByText(/条未读消息/)).toBeNull();
    await user().click(within(menu).getByText('公告'));
    await waitFor(() => expect(app.location()).toBe('/message?type=1'));
    await app.router.navigate('/');
    menu = await openMenu();
    await user().click(within(menu).getByText('站内信'));
    await waitFor(() => expect(app.location()).toBe('/message?type=2'));
  });

  test('logout asks first; confirming ends the session and goes to /login', async () => {
    const { app, server } = openHome('/', asPlayer({ logoff: () => ({}) }));
    const menu = await openMenu();
    await user().click(within(menu).getByText('退出登录'));
    expect(await screen.findByText('您确定要退出登录吗?')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(server.callsTo('logoff')).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  test('a visitor sees 登录 instead of 退出登录', async () => {
    const { app } = openHome();
    const menu = await openMenu();
    expect(within(menu).queryByText('退出登录')).toBeNull();
    await user().click(within(menu).getByText('登录'));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  test('an agent opens the agent back office in a new window', async () => {
    const opened = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const { server } = openHome(
      '/',
      asPlayer(
        {
          // The console's agent centre (the answer unless the operator set another address).
          getAgentLoginUrl: () => ({
            data: { url: 'https://play.example/admin/#/agent', message: '' },
          }),
        },
        { ...PLAYER, isagent: 1 },
      ),
    );
    await screen.findByText('player01');
    const menu = await openMenu();
    expect(within(menu).queryByText('代理计划')).toBeNull();
    await user().click(within(menu).getByText('代理登录'));
    await waitFor(() => expect(opened.location.href).toBe('https://play.example/admin/#/agent'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(opened.opener).toBeNull();
    expect(server.callsTo('getAgentLoginUrl')).toHaveLength(1);
  });

  test('a blocked pop-up says so', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    openHome('/', asPlayer({}, { ...PLAYER, isagent: 1 }));
    await screen.findByText('player01');
    const menu = await openMenu();
    await user().click(within(menu).getByText('代理登录'));
    expect(await screen.findByText('请允许弹出窗口或手动打开链接')).toBeTruthy();
  });
});
