import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeIssue, makeRoom } from '../test/data.ts';
import IssuesPage, { resultText } from './IssuesPage.tsx';

describe('IssuesPage', () => {
  it(
    'lists the issues with commitment, seed once drawn, result and the settlement figures',
    { timeout: 60_000 },
    async () => {
      const api = mockApi()
        .on(adminCalls.lotteryRooms, [makeRoom(3)])
        .on(adminCalls.lotteryIssues, (p) => ({
          data: [
            makeIssue('202611250102'),
            makeIssue('202611250101', {
              seed: 'a'.repeat(64),
              numbers: [9, 9, 8],
              drawn_at: 1_764_100_031_000,
              settled: true,
              settled_at: 1_764_100_032_000,
              bets: 3,
              stake: '1600.00',
              payout: '2000.00',
              house: '-400.00',
            }),
          ],
          total: 41,
          current_page: Number(p.page),
          last_page: 3,
        }));
      renderConsole(<IssuesPage />, { path: '/lottery/issues' });
      const drawn = (await screen.findByText('202611250101')).closest('tr') as HTMLElement;
      expect(within(drawn).getByText('9+9+8=26')).toBeTruthy();
      expect(within(drawn).getByText('已结算')).toBeTruthy();
      expect(drawn.textContent).toContain('1,600.00');
      expect(drawn.textContent).toContain('2,000.00');
      expect(within(drawn).getByText('-400.00')).toBeTruthy();
      expect(drawn.textContent).toContain(`种子 ${'a'.repeat(64)}`);
      const open = screen.getByText('202611250102').closest('tr') as HTMLElement;
      expect(within(open).getByText('种子开奖后公布')).toBeTruthy();
      expect(within(open).getByText('未开奖')).toBeTruthy();
      expect(screen.getByText('共 41 期')).toBeTruthy();
      await waitFor(() =>
        expect(api.calls(adminCalls.lotteryIssues)).toEqual([{ room_id: 3, page: 1 }]),
      );
      expect(screen.getByRole('button', { name: /导出CSV/ })).toBeTruthy();
    },
  );

  it('writes draws as the player app does', () => {
    expect(resultText([1, 2, 3], 2)).toBe('1+2+3=6');
    expect(resultText([1, 2, 3, 4, 5, 6, 49], 1)).toBe('01 02 03 04 05 06 + 49');
    expect(resultText([], 1)).toBe('');
  });
});
