import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { MSG } from '@app/contract/messages';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { emptyStatus, withLimit } from '../test-status.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

async function row(name: string) {
  return screen.findByRole('listitem', { name });
}

describe('/responsible', () => {
  test('nothing set: every limit says 未设置 with what is used now', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      responsible: () => ({
        data: withLimit(emptyStatus(), { kind: 'deposit', period: 'day', used: '360.00' }),
      }),
    });
    renderApp('/responsible');
    const day = await row('24小时充值限额');
    expect(within(day).getByText('未设置')).toBeTruthy();
    expect(within(day).getByText('已用 ¥360.00')).toBeTruthy();
    expect(within(await row('30天亏损限额')).getByText('已亏损 ¥0.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: '不限', pressed: true })).toBeTruthy();
    expect(screen.getByRole('group', { name: '现实提醒间隔' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1小时', pressed: true })).toBeTruthy();
  });

  test('lowering says 已生效; raising says it waits 24 hours for a second confirmation', async () => {
    setToken('tok-1');
    const set = withLimit(emptyStatus(), { kind: 'deposit', period: 'day', amount: '500.00' });
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      responsible: () => ({ data: emptyStatus() }),
      responsibleLimit: (body) =>
        body.amount === '500.00'
          ? { data: set }
          : {
              data: withLimit(set, {
                kind: 'deposit',
                period: 'day',
                pending: { id: 9, value: '800.00', effective_at: '2026-11-27 10:00:00', ready: 0 },
              }),
            },
    });
    renderApp('/responsible');
    await user().click(await screen.findByRole('button', { name: '设置24小时充值限额' }));
    await user().type(screen.getByLabelText('24小时充值限额（元）'), '500');
    await user().click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(MSG.protectionLowered)).toBeTruthy();
    expect(server.callsTo('responsibleLimit')[0]!.body).toEqual({
      kind: 'deposit',
      period: 'day',
      amount: '500.00',
    });
    expect(await within(await row('24小时充值限额')).findByText('¥500.00')).toBeTruthy();

    await user().click(screen.getByRole('button', { name: '修改24小时充值限额' }));
    const input = screen.getByLabelText('24小时充值限额（元）');
    await user().clear(input);
    await user().type(input, '800');
    await user().click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(MSG.protectionRaiseQueued)).toBeTruthy();
    const pending = await screen.findByRole('group', {
      name: /24小时充值限额提高至 ¥800.00 待确认/,
    });
    expect(within(pending).getByText('2026-11-27 10:00 后可确认')).toBeTruthy();
    // Not ready: no 确认 yet, only 取消.
    expect(within(pending).queryByRole('button', { name: '确认' })).toBeNull();
    expect(within(pending).getByRole('button', { name: '取消' })).toBeTruthy();
    // The limit in force is still the lower one.
    expect(await within(await row('24小时充值限额')).findByText('¥500.00')).toBeTruthy();
  });

  test('an amount the server would refuse is refused before sending', async () => {
    setToken('tok-1');
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      responsible: () => ({ data: emptyStatus() }),
    });
    renderApp('/responsible');
    await user().click(await screen.findByRole('button', { name: '设置7天亏损限额' }));
    await user().type(screen.getByLabelText('7天亏损限额（元）'), '12.345');
    await user().click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(MSG.protectionAmountInvalid)).toBeTruthy();
    expect(server.callsTo('responsibleLimit')).toHaveLength(0);
  });

  test('a ready raise gets a 确认 button that confirms it a second time', async () => {
    setToken('tok-1');
    const pending = withLimit(emptyStatus(), {
      kind: 'loss',
      period: 'week',
      amount: '100.00',
      pending: { id: 4, value: '300.00', effective_at: '2026-11-26 09:00:00', ready: 1 },
    });
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      responsible: () => ({ data: pending }),
      responsibleConfirm: () => ({
        data: withLimit(pending, { kind: 'loss', period: 'week', amount: '300.00', pending: null }),
      }),
    });
    renderApp('/responsible');
    const group = await screen.findByRole('group', { name: /7天亏损限额提高至 ¥300.00 待确认/ });
    expect(within(group).getByText('等待期已过，请确认是否生效')).toBeTruthy();
    await user().click(within(group).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('responsibleConfirm')).toHaveLength(1));
    expect(server.callsTo('responsibleConfirm')[0]!.body).toEqual({ id: 4 });
    expect(await within(await row('7天亏损限额')).findByText('¥300.00')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /待确认/ })).toBeNull();
  });

  test('a time-out asks first, saying what it means, and shows the block with its end', async () => {
    setToken('tok-1');
    const status = emptyStatus(Date.UTC(2026, 10, 26, 2, 0, 0)); // 10:00 in Beijing
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      responsible: () => ({ data: status }),
      responsibleTimeout: () => ({
        data: { ...status, block: { kind: 'timeout', until: '2026-11-27 10:00:00', by: 'player' } },
      }),
    });
    renderApp('/responsible');
    const timeout = await screen.findByRole('region', { name: '冷静期' });
    await user().click(within(timeout).getByRole('button', { name: '开始冷静期' }));
    const dialog = await screen.findByRole('dialog', { name: '确定开始24小时冷静期吗？' });
    expect(within(dialog).getByText(/冷静期将持续到 2026-11-27 10:00/)).toBeTruthy();
    expect(within(dialog).getByText(/不能提前结束或缩短/)).toBeTruthy();
    expect(within(dialog).getByText(/仍可正常登录和提现/)).toBeTruthy();
    // Thinking again sends nothing.
    await user().click(within(dialog).getByRole('button', { name: '我再想想' }));
    expect(server.callsTo('responsibleTimeout')).toHaveLength(0);

    await user().click(within(timeout).getByRole('button', { name: '7天' }));
    await user().click(within(timeout).getByRole('button', { name: '开始冷静期' }));
    const again = await screen.findByRole('dialog', { name: '确定开始7天冷静期吗？' });
    expect(within(again).getByText(/冷静期将持续到 2026-12-03 10:00/)).toBeTruthy();
    await user().click(within(again).getByRole('button', { name: '开始冷静期' }));
    await waitFor(() => expect(server.callsTo('responsibleTimeout')).toHaveLength(1));
    expect(server.callsTo('responsibleTimeout')[0]!.body).toEqual({ days: 7 });
    const block = await screen.findByTestId('protection-block');
    expect(block.textContent).toContain('冷静期中，至 2026-11-27 10:00 结束');
    expect(block.textContent).toContain('可正常提现');
    // During a time-out it can only be lengthened.
    expect(
      within(timeout).getByRole('button', { name: '延长暂停（只能延长，不能缩短）' }),
    ).toBeTruthy();
  });

  test('self-exclusion asks twice before it is sent', async () => {
    setToken('tok-1');
    const status = emptyStatus();
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      responsible: () => ({ data: status }),
      responsibleExclude: () => ({
        data: { ...status, block: { kind: 'exclusion', until: null, by: 'player' } },
      }),
    });
    renderApp('/responsible');
    const exclusion = await screen.findByRole('region', { name: '自我禁入' });
    await user().click(within(exclusion).getByRole('button', { name: '永久' }));
    await user().click(within(exclusion).getByRole('button', { name: '自我禁入' }));
    const first = await screen.findByRole('dialog', { name: '确定自我禁入永久吗？' });
    expect(within(first).getByText(/自我禁入将永久有效/)).toBeTruthy();
    await user().click(within(first).getByRole('button', { name: '确定' }));
    const second = await screen.findByRole('dialog', { name: '请再次确认' });
    expect(server.callsTo('responsibleExclude')).toHaveLength(0);
    await user().click(within(second).getByRole('button', { name: '确认禁入' }));
    await waitFor(() => expect(server.callsTo('responsibleExclude')).toHaveLength(1));
    expect(server.callsTo('responsibleExclude')[0]!.body).toEqual({ term: 'forever' });
    expect((await screen.findByTestId('protection-block')).textContent).toContain('已永久自我禁入');
    // Nothing is longer than for good: no time-out or exclusion to choose any more.
    expect(screen.queryByRole('region', { name: '冷静期' })).toBeNull();
    expect(screen.queryByRole('region', { name: '自我禁入' })).toBeNull();
  });

  test('a longer session limit waits; a shorter one is in force at once', async () => {
    setToken('tok-1');
    const status = { ...emptyStatus(), session_minutes: 60 };
    const server = mockApi({
      user: () => ({ data: PLAYER }),
      responsible: () => ({ data: status }),
      responsibleSession: (body) =>
        body.minutes === 30
          ? { data: { ...status, session_minutes: 30 } }
          : {
              data: {
                ...status,
                session_pending: {
                  id: 3,
                  value: '120',
                  effective_at: '2026-11-27 10:00:00',
                  ready: 0,
                },
              },
            },
    });
    renderApp('/responsible');
    const session = await screen.findByRole('group', { name: '单次游戏时长上限' });
    await user().click(within(session).getByRole('button', { name: '2小时' }));
    expect(await screen.findByText(MSG.protectionRaiseQueued)).toBeTruthy();
    expect(await screen.findByText('延长至 2小时 待确认')).toBeTruthy();
    expect(server.callsTo('responsibleSession')[0]!.body).toEqual({ minutes: 120 });
    await user().click(within(session).getByRole('button', { name: '30分钟' }));
    expect(await screen.findByText(MSG.protectionLowered)).toBeTruthy();
  });

  test('a failed load says so and can retry', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      responsible: (_b, n) =>
        n === 1 ? { code: 500, message: '服务器错误，请稍后再试' } : { data: emptyStatus() },
    });
    renderApp('/responsible');
    await user().click(await screen.findByRole('button', { name: '重新加载' }));
    expect(await screen.findByRole('listitem', { name: '24小时充值限额' })).toBeTruthy();
  });

  test('/mine, /userCent and the 责任博彩 article lead here', async () => {
    setToken('tok-1');
    mockApi({
      user: () => ({ data: PLAYER }),
      responsible: () => ({ data: emptyStatus() }),
      userSettings: () => ({ data: { msg_time: 1, win_notice: 1, quiet_mode: 0 } }),
      article: () => ({
        data: { type: 8, title: '责任博彩', content: '<p>理性娱乐</p>', updated_at: 0 },
      }),
    });
    const app = renderApp('/userCent');
    await user().click(await screen.findByText('责任博彩'));
    await waitFor(() => expect(app.location()).toBe('/responsible'));
    await app.router.navigate('/boutBallBetInfo?type=8');
    await user().click(await screen.findByRole('button', { name: '设置我的限额' }));
    await waitFor(() => expect(app.location()).toBe('/responsible'));
    await app.router.navigate('/mine');
    await screen.findByText('退出登录');
    await user().click(await screen.findByText('责任博彩'));
    await waitFor(() => expect(app.location()).toBe('/responsible'));
  });
});
