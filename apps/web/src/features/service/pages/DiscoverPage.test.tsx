import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { currentServiceShift } from '../../../api/service-url.ts';
import { inAppRoute } from '../../../lib/links.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const LINKS: Record<string, string> = {
  '1': 'https://chat.example.test/shift-1',
  '3': 'https://chat.example.test/shift-2',
};

function server(links: Record<string, string> = LINKS) {
  return mockApi({
    user: () => ({ data: PLAYER }),
    // data.url keyed by shift (spec part 1 §7); a shift missing from `links` is a server failure.
    getServicerUrl: (body) =>
      links[(body as { type: string }).type] === undefined
        ? { code: 500, message: '服务器错误' }
        : { data: { url: { '1': links['1'] ?? '', '3': links['3'] ?? '' } } },
  });
}

/** A window.open that the browser allowed (returns a window) or blocked (null). */
function stubOpen(allowed = true) {
  return vi
    .spyOn(window, 'open')
    .mockImplementation(() => (allowed ? ({ opener: window } as unknown as Window) : null));
}

describe('/discover', () => {
  test('official news and customer service lead to /message and /kefu', async () => {
    setToken('tok-1');
    server();
    stubOpen();
    const app = renderApp('/discover');
    await user().click(await screen.findByText('官方资讯'));
    await waitFor(() => expect(app.location()).toBe('/message'));
    act(() => void app.router.navigate('/discover'));
    await user().click(await screen.findByText('在线客服'));
    await waitFor(() => expect(app.location()).toBe('/kefu'));
  });

  test('the two support shifts open their own link in a new window', async () => {
    const api = server();
    const open = stubOpen();
    renderApp('/discover');
    await user().click(await screen.findByText('在线客服1'));
    await waitFor(() => expect(open).toHaveBeenCalledWith(LINKS['1'], '_blank'));
    await user().click(screen.getByText('在线客服2'));
    await waitFor(() => expect(open).toHaveBeenCalledWith(LINKS['3'], '_blank'));
    const types = api.callsTo('getServicerUrl').map((c) => (c.body as { type: string }).type);
    expect(new Set(types)).toEqual(new Set(['1', '3']));
    expect(screen.getByText('北京时间 00:00-12:00')).toBeTruthy();
  });

  test('a blocked pop-up is explained', async () => {
    server();
    stubOpen(false);
    renderApp('/discover');
    await user().click(await screen.findByText('在线客服1'));
    expect(await screen.findByText('请允许弹出窗口或手动打开链接')).toBeTruthy();
  });

  test('an in-app link opens in place', async () => {
    setToken('tok-1');
    server({ '1': '/#/message', '3': '#/message' });
    const open = stubOpen();
    const app = renderApp('/discover');
    await user().click(await screen.findByText('在线客服1'));
    await waitFor(() => expect(app.location()).toBe('/message'));
    expect(open).not.toHaveBeenCalled();
  });

  test('no link: 获取客服链接失败', async () => {
    server({});
    stubOpen();
    renderApp('/discover');
    await user().click(await screen.findByText('在线客服2'));
    expect(await screen.findByText('获取客服链接失败')).toBeTruthy();
  });
});

describe('/kefu', () => {
  test("opens the shift on duty's link in a new window, once, and offers to open it again", async () => {
    const api = server();
    const open = stubOpen(false);
    renderApp('/kefu');
    const shift = currentServiceShift();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(LINKS[shift], '_blank');
    expect(api.callsTo('getServicerUrl')[0]?.body).toEqual({ type: shift });
    expect(await screen.findByText('弹出窗口被浏览器拦截，请点击下方按钮打开')).toBeTruthy();
    open.mockImplementation(() => ({ opener: window }) as unknown as Window);
    await user().click(screen.getByRole('button', { name: '打开在线客服' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('已在新窗口打开客服页面')).toBeTruthy();
    // both shifts are offered too
    expect(screen.getByText('在线客服1')).toBeTruthy();
    expect(screen.getByText('在线客服2')).toBeTruthy();
  });

  test('an in-app service link replaces /kefu', async () => {
    setToken('tok-1');
    server({ '1': '#/message', '3': '#/message' });
    const open = stubOpen();
    const app = renderApp('/kefu');
    await waitFor(() => expect(app.location()).toBe('/message'));
    expect(open).not.toHaveBeenCalled();
  });

  test('a failure says so and can be retried', async () => {
    server({});
    stubOpen();
    renderApp('/kefu');
    expect((await screen.findByRole('alert')).textContent).toBe('获取客服链接失败');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('service shift and links', () => {
  test('shift 1 from 00:00 to 12:00 Beijing time, shift 3 after', () => {
    expect(currentServiceShift(new Date('2025-01-01T16:00:00Z'))).toBe('1'); // 00:00 Beijing
    expect(currentServiceShift(new Date('2025-01-02T03:59:59Z'))).toBe('1'); // 11:59:59
    expect(currentServiceShift(new Date('2025-01-02T04:00:00Z'))).toBe('3'); // 12:00
    expect(currentServiceShift(new Date('2025-01-02T15:59:59Z'))).toBe('3'); // 23:59:59
  });

  test('in-app routes are recognised, other sites are not', () => {
    const origin = 'https://m.site.test';
    expect(inAppRoute('/#/message', origin)).toBe('/message');
    expect(inAppRoute('#/message?type=2', origin)).toBe('/message?type=2');
    expect(inAppRoute('https://m.site.test/#/kefu', origin)).toBe('/kefu');
    expect(inAppRoute('https://chat.example.test/#/room', origin)).toBeNull();
    expect(inAppRoute('https://chat.example.test/', origin)).toBeNull();
  });
});
