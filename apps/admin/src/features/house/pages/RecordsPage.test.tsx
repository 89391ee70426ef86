import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeRecords, NOW } from '../test/data.ts';
import RecordsPage, { verifyUrl } from './RecordsPage.tsx';

describe('RecordsPage', () => {
  it('finds a player and lists their records with verification links', async () => {
    const api = mockApi().on(adminCalls.adminHouseRecords, (p) =>
      p.kind === 'table'
        ? makeRecords({
            records: {
              data: [
                {
                  bet_no: 'bac1-1200-7',
                  game: 'baccarat',
                  game_name: '百家乐',
                  table: 'bac1',
                  round: 1200,
                  stake: '100.00',
                  paid: '195.00',
                  net: '95.00',
                  created_at: NOW,
                  verify_path: '/#/house/verify?table=bac1&round=1200',
                },
              ],
              total: 1,
              current_page: 1,
              last_page: 1,
            },
          })
        : makeRecords(),
    );
    renderConsole(<RecordsPage />, { path: '/house/records' });
    expect(screen.getByText('输入玩家账号或ID后查询')).toBeTruthy();
    expect(api.calls(adminCalls.adminHouseRecords)).toHaveLength(0);
    const search = screen.getByRole('searchbox', { name: '玩家账号或ID' });
    fireEvent.change(search, { target: { value: ' demo001 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('玩家 demo001（ID 7）')).toBeTruthy();
    const link = screen.getByText('打开验证页').closest('a') as HTMLElement;
    expect(link.getAttribute('href')).toBe(
      'https://play.example.com/#/house/verify?bet=H01ABCDEF1234',
    );
    expect(screen.getByText('共 21 条')).toBeTruthy();
    expect(api.calls(adminCalls.adminHouseRecords)).toEqual([
      { player: 'demo001', kind: 'personal', page: 1 },
    ]);
    fireEvent.click(screen.getByText('牌桌'));
    expect(await screen.findByText('bac1 / 1200')).toBeTruthy();
    expect(screen.getByText('打开验证页').closest('a')?.getAttribute('href')).toBe(
      'https://play.example.com/#/house/verify?table=bac1&round=1200',
    );
  });

  it('says when no such player exists', async () => {
    mockApi().fail(adminCalls.adminHouseRecords, 404, '未找到该玩家');
    renderConsole(<RecordsPage />, { path: '/house/records' });
    const search = screen.getByRole('searchbox', { name: '玩家账号或ID' });
    fireEvent.change(search, { target: { value: 'nobody' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('未找到该玩家')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('该玩家暂无记录')).toBeTruthy());
  });

  it('builds the link on the console’s own origin when PUBLIC_URL is unset', () => {
    expect(verifyUrl('', '/#/house/verify?bet=H1', 'http://localhost:8080')).toBe(
      'http://localhost:8080/#/house/verify?bet=H1',
    );
    expect(verifyUrl('https://a.example/', '/#/x', 'http://b')).toBe('https://a.example/#/x');
  });
});
