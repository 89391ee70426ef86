import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { info, packet } from '../test/redpackets-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const page = (data: ReturnType<typeof packet>[], current = 1, last = 1) => ({
  data: { data, total: data.length, current_page: current, last_page: last },
});

describe('/welfare', () => {
  test('the counts, the packets, and the way to /hongbao', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      userRedPacket: () => ({ data: info({ sendnums: 2, acquirednum: 1 }) }),
      redPacket: () =>
        page([packet({ id: 1 }), packet({ id: 2, redpacketmoney: '6.60', usetime: '' })]),
    });
    const app = renderApp('/welfare');
    expect(await screen.findByText('18.80')).toBeTruthy();
    expect(screen.getByText('6.60')).toBeTruthy();
    expect(server.callsTo('redPacket')[0]?.body).toEqual({ page: 1 });
    const count = (label: string) =>
      screen.getByText(label).parentElement?.querySelector('dd')?.textContent;
    await waitFor(() => expect(count('剩余红包')).toBe('2'));
    expect(count('已使用')).toBe('1');
    expect(screen.getByText('没有更多了')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '去抢红包' }));
    await waitFor(() => expect(app.location()).toBe('/hongbao'));
  });

  test('no packets shows 暂无记录; a failed list offers a retry', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      userRedPacket: () => ({ data: info() }),
      redPacket: (_body, call) =>
        call === 1 ? { code: 500, message: '服务器错误，请稍后再试' } : page([]),
    });
    renderApp('/welfare');
    expect(await screen.findByText('获取数据失败')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无记录')).toBeTruthy();
  });
});
