import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import '../../../test/jsdom-pointer.ts';
import { invite } from '../test/agents-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const intro = {
  images: [{ src: '/media/invite-1.png', alt: '邀请好友，共享佣金' }],
  text: '第一条规则\n第二条规则',
};

describe('/inviter', () => {
  let downloads: string[];
  beforeEach(() => {
    downloads = [];
    // jsdom draws nothing: the QR canvas answers a fixed PNG; anchors record their downloads.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  test('a visitor sees the bonus introduction and is asked to log in for the rest', async () => {
    const server = mockApi({ inviteIntro: () => ({ data: intro }) });
    const app = renderApp('/inviter?tab=intro');
    expect(await screen.findByRole('img', { name: '邀请好友，共享佣金' })).toBeTruthy();
    expect(screen.getByText('第二条规则')).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: '邀请链接' }));
    await user().click(await screen.findByRole('button', { name: '去登录' }));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Finviter'));
    expect(server.callsTo('inviteInfo')).toHaveLength(0);
  });

  test('the invite link carries the pid; the sheet copies it and saves the QR code', async () => {
    setToken('tok-1');
    mockApi({ user: () => ({ data: PLAYER }), inviteInfo: () => ({ data: invite() }) });
    renderApp('/inviter');
    const link = await screen.findByTestId('invite-link');
    expect(link.textContent).toMatch(/#\/reg2\?pid=7$/);
    expect(screen.getByRole('img', { name: '邀请二维码' })).toBeTruthy();

    const openSheet = async () => {
      await user().click(screen.getByRole('button', { name: '邀请好友' }));
      return screen.findByText('分享邀请');
    };
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    await openSheet();
    // user-event's clipboard stands in for the browser's.
    const copier = user();
    await copier.click(screen.getByText('保存链接'));
    expect(await screen.findByText('链接已复制到剪贴板')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link.textContent);

    await openSheet();
    const refuser = user();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await refuser.click(screen.getByText('保存链接'));
    expect(await screen.findByText('复制链接失败')).toBeTruthy();

    await openSheet();
    await user().click(screen.getByText('保存二维码'));
    expect(await screen.findByText('二维码已保存')).toBeTruthy();
    expect(downloads).toEqual(['invite-qr-7.png']);

    // No 2D drawing here (jsdom): the poster says it failed rather than saving nothing.
    await openSheet();
    await user().click(screen.getByText('保存图片'));
    expect(await screen.findByText('保存失败，请长按二维码截图保存')).toBeTruthy();
  });

  test('the detail shows the real figures of today and of the chosen period, and both lists', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      inviteInfo: (body) =>
        body.period === 4
          ? {
              data: invite({
                selected: { ...invite().selected, period: 4, from: '2026-10-27', active: 9 },
              }),
            }
          : { data: invite() },
      inviteRecords: (body) =>
        body.type === 1
          ? {
              data: {
                data: [
                  { dt: '2026-11-24', money: '4.50', desc: '3位下线有效投注 1500.00 × 0.80%' },
                ],
                total: 1,
                current_page: 1,
                last_page: 1,
              },
            }
          : { data: { data: [], total: 0, current_page: 1, last_page: 1 } },
    });
    renderApp('/inviter?tab=detail');
    const today = await screen.findByLabelText('今日数据');
    expect(within(today).getByText('活跃会员').nextSibling?.textContent).toBe('1');
    expect(within(today).getByText('存款').nextSibling?.textContent).toBe('72.00');
    const period = screen.getByLabelText('统计周期', { selector: 'dl' });
    expect(within(period).getByText('活跃会员').nextSibling?.textContent).toBe('3');
    expect(within(period).getByText('新增会员').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('2026-11-19 至 2026-11-25')).toBeTruthy();
    expect(screen.getByText('二级代理 · 佣金比例 0.50%')).toBeTruthy();
    expect(screen.getByText('12.34')).toBeTruthy();

    await user().click(screen.getByRole('button', { name: '近30天' }));
    expect(await screen.findByText('2026-10-27 至 2026-11-25')).toBeTruthy();
    expect(
      within(screen.getByLabelText('统计周期', { selector: 'dl' })).getByText('活跃会员')
        .nextSibling?.textContent,
    ).toBe('9');
    expect(server.callsTo('inviteInfo').map((c) => c.body.period)).toContain(4);

    const bonus = await screen.findByRole('region', { name: '奖金记录' });
    expect(within(bonus).getByText('日期')).toBeTruthy();
    expect(await within(bonus).findByText('4.50')).toBeTruthy();
    expect(within(bonus).getByText('3位下线有效投注 1500.00 × 0.80%')).toBeTruthy();

    await user().click(screen.getByText('好友明细'));
    const friends = await screen.findByRole('region', { name: '好友明细' });
    expect(within(friends).getByText('注册日期')).toBeTruthy();
    expect(await within(friends).findByText('暂无记录')).toBeTruthy();
    expect(server.callsTo('inviteRecords').map((c) => c.body.type)).toEqual([1, 2]);
  });
});
