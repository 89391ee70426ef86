import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeRoom } from '../test/data.ts';
import RoomsPage from './RoomsPage.tsx';

const ME = { operator_id: 1, name: 'boss', role: 'admin' as const };

describe('RoomsPage', () => {
  it(
    'edits odds in the table, confirms the change, and sends only what changed',
    { timeout: 60_000 },
    async () => {
      const api = mockApi()
        .on(adminCalls.me, ME as never)
        .on(adminCalls.lotteryRooms, [makeRoom(3), makeRoom(4)])
        .on(adminCalls.lotteryRoomUpdate, () => makeRoom(4));
      renderConsole(<RoomsPage />, { path: '/lottery/rooms' });
      // Room 4 is the second row.
      const buttons = await screen.findAllByRole('button', { name: /赔\s*率/ });
      expect(buttons).toHaveLength(2);
      await userEvent.click(buttons[1]!);
      const dialog = await screen.findByRole('dialog', { name: /赔率表/ });
      const save = within(dialog).getByRole('button', { name: '保存赔率' });
      expect((save as HTMLButtonElement).disabled).toBe(true);

      const big = within(dialog).getByLabelText('大赔率');
      fireEvent.change(big, { target: { value: '1.9x' } });
      expect(within(dialog).getByText(/赔率格式错误/)).toBeTruthy();
      expect((save as HTMLButtonElement).disabled).toBe(true);
      fireEvent.change(big, { target: { value: '1.95' } });
      expect(within(dialog).getByText('已修改 1 项')).toBeTruthy();
      await userEvent.click(save);
      const [confirm] = await screen.findAllByText(/确认修改「高手房」的 1 项赔率/);
      const box = confirm!.closest('.ant-modal-confirm') as HTMLElement;
      expect(box.textContent).toContain('1.98 → 1.95');
      expect(api.calls(adminCalls.lotteryRoomUpdate)).toHaveLength(0);
      await userEvent.click(within(box).getByRole('button', { name: '确认修改' }));
      await waitFor(() =>
        expect(api.calls(adminCalls.lotteryRoomUpdate)).toEqual([
          { room_id: 4, odds: { big: '1.95' } },
        ]),
      );
      expect(await screen.findByText('赔率已保存')).toBeTruthy();
    },
  );

  it('saves the settings and a moved seal after a confirmation', { timeout: 90_000 }, async () => {
    const api = mockApi()
      .on(adminCalls.me, ME as never)
      .on(adminCalls.lotteryRooms, [makeRoom(3)])
      .on(adminCalls.lotteryRoomUpdate, () => makeRoom(3))
      .on(adminCalls.lotterySealUpdate, () => [makeRoom(3)]);
    renderConsole(<RoomsPage />, { path: '/lottery/rooms' });
    fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog', { name: /编辑房间/ });
    fireEvent.change(within(dialog).getByLabelText('开奖前封盘（秒）'), {
      target: { value: '40' },
    });
    fireEvent.change(within(dialog).getByLabelText('单注最高（元）'), {
      target: { value: '3000' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    const [title] = await screen.findAllByText(/确认保存「新手房」的设置/);
    const box = title!.closest('.ant-modal-confirm') as HTMLElement;
    expect(box.textContent).toContain('封盘时间改为开奖前 40 秒');
    fireEvent.click(within(box).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.lotterySealUpdate)).toEqual([
        { lottery_id: 2, seal_seconds: 40 },
      ]),
    );
    await waitFor(() => expect(api.calls(adminCalls.lotteryRoomUpdate)).toHaveLength(1));
    expect(api.calls(adminCalls.lotteryRoomUpdate)[0]).toMatchObject({
      room_id: 3,
      limits: {
        bet_min: '1.00',
        bet_max: '3000',
        play_issue_max: '10000.00',
        issue_max: '50000.00',
      },
    });
  });

  it('shows the rooms read-only to a role that may not edit them', async () => {
    mockApi()
      .on(adminCalls.me, { ...ME, role: 'support' } as never)
      .on(adminCalls.lotteryRooms, [makeRoom(3)]);
    renderConsole(<RoomsPage />, { path: '/lottery/rooms' });
    expect(await screen.findByText('仅管理员可修改')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /赔\s*率/ })).toBeNull();
  });

  it('shows the load error with a retry', async () => {
    mockApi()
      .on(adminCalls.me, ME as never)
      .fail(adminCalls.lotteryRooms, 403, '无权访问');
    renderConsole(<RoomsPage />, { path: '/lottery/rooms' });
    expect(await screen.findByText('无权访问')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });
});
