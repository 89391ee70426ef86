import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { UserRedPacketData } from '@app/contract/rewards';
import { setToken } from '../../../lib/session.ts';
import { mockApi, OPEN_SITE, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { info } from '../test/redpackets-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function openHongbao(data: UserRedPacketData) {
  setToken('tok-1');
  const server = mockApi({
    user: () => ({ data: PLAYER }),
    userRedPacket: () => ({ data }),
    doUserRedPacket: () => ({ data: { redpacketmoney: '8.88', balance: '1008.88' } }),
  });
  renderApp('/hongbao');
  return server;
}

const draw = async () => {
  await user().click(await screen.findByRole('button', { name: '抢红包' }));
  return screen.findByRole('dialog', { name: '红包' });
};

describe('/hongbao', () => {
  test('shows the counts, the window and the rules table', async () => {
    openHongbao(info());
    const count = (label: string) =>
      screen.getByText(label).parentElement?.querySelector('dd')?.textContent;
    await screen.findByText('剩余次数');
    expect(count('剩余次数')).toBe('2');
    expect(count('已抢次数')).toBe('1');
    expect(count('最多次数')).toBe('3');
    expect(screen.getByText(/每日 10:00 - 12:00（北京时间）开抢/)).toBeTruthy();
    const rules = screen.getByRole('region', { name: '活动规则' });
    expect(within(rules).getAllByRole('row')).toHaveLength(3);
    expect(within(rules).getByText('5.00~88.00')).toBeTruthy();
    expect(within(rules).getByText('5000.00')).toBeTruthy();
  });

  test('a draw carries a key and shows the packet won; the counts are read again', async () => {
    const server = openHongbao(info());
    const popup = await draw();
    expect(within(popup).getByText('恭喜您抢到红包')).toBeTruthy();
    expect(within(popup).getByText('¥8.88')).toBeTruthy();
    const draws = server.callsTo('doUserRedPacket');
    expect(draws).toHaveLength(1);
    expect(draws[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    await waitFor(() => expect(server.callsTo('userRedPacket')).toHaveLength(2));
    await user().click(within(popup).getByRole('button', { name: '知道了' }));
  });

  test('not started (state 0): no draw button; says when today’s window opens', async () => {
    const server = openHongbao(info({ state: 0 }));
    const status = (await screen.findByText('未开始')).closest<HTMLElement>('[role="status"]')!;
    expect(
      within(status).getByText('红包活动尚未开始，今日 10:00 - 12:00（北京时间）开抢'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull();
    expect(server.callsTo('doUserRedPacket')).toHaveLength(0);
  });

  test('finished (state 2): no draw button; says the next window is tomorrow’s', async () => {
    const server = openHongbao(info({ state: 2 }));
    const status = (await screen.findByText('已结束')).closest<HTMLElement>('[role="status"]')!;
    expect(
      within(status).getByText('今日红包活动已结束，下一场：明日 10:00 - 12:00（北京时间）'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull();
    expect(server.callsTo('doUserRedPacket')).toHaveLength(0);
  });

  test('no draws left (sendnums ≤ 0): not qualified, without drawing', async () => {
    const server = openHongbao(info({ sendnums: 0 }));
    const popup = await draw();
    expect(within(popup).getByText('您还未达到条件，快去完成吧')).toBeTruthy();
    expect(server.callsTo('doUserRedPacket')).toHaveLength(0);
  });

  test('a refused draw shows the server’s message', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      userRedPacket: () => ({ data: info() }),
      doUserRedPacket: () => ({ code: 409, message: '今日红包次数已用完' }),
    });
    renderApp('/hongbao');
    await user().click(await screen.findByRole('button', { name: '抢红包' }));
    expect(await screen.findByText('今日红包次数已用完')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '红包' })).toBeNull();
  });

  test('the switch off: 红包已关闭, and no red packet call', async () => {
    setToken('tok-1');
    const server = mockApi({
      app: () => ({ data: { ...OPEN_SITE, redpacket_switch: 0 } }),
      user: () => ({ data: PLAYER }),
      userRedPacket: () => ({ data: info() }),
    });
    renderApp('/hongbao');
    expect(await screen.findByText('红包已关闭')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '抢红包' })).toBeNull();
    expect(server.callsTo('userRedPacket')).toHaveLength(0);
  });

  test('a visitor is invited to log in', async () => {
    mockApi({});
    renderApp('/hongbao');
    expect(await screen.findByText('精彩内容等你来，立即登录？')).toBeTruthy();
  });
});
