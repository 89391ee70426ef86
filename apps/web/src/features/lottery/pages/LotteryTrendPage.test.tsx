import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { sumView } from '@app/domain/lottery/attributes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { LotteryTrendDraw } from '../api/lottery-trend.ts';
import { balls } from '../test/lottery-data.ts';

const sumDraw = (expect: string, digits: number[]): LotteryTrendDraw => ({
  expect,
  opentime2: `2026-03-01 12:${expect.slice(-2)}:00`,
  numbers: digits,
  extend: sumView(digits),
});

describe('/lotteryTrend', () => {
  test('type 2: totals line, 大小 / 单双 / 波色 streak columns and the table, newest first', async () => {
    // oldest → newest: 17 大单, 27 大单(gray), 3 小单, 4 小双
    const draws = [
      sumDraw('202603010044', [1, 1, 2]),
      sumDraw('202603010043', [0, 1, 2]),
      sumDraw('202603010042', [9, 9, 9]),
      sumDraw('202603010041', [3, 5, 9]),
    ];
    const api = mockApi({
      lotteryTrend: () => ({
        data: { lottery: { code: 'pc28', title: '幸运28', type: 2 }, draws },
      }),
    });
    renderApp('/lotteryTrend?room_id=3');
    expect(await screen.findByText('幸运28 走势')).toBeTruthy();
    expect(api.callsTo('lotteryTrend')[0]?.body).toEqual({ room_id: '3', limit: '100' });
    const chart = screen.getByRole('img', { name: '和值走势' });
    expect(Array.from(chart.querySelectorAll('circle')).map((c) => c.textContent)).toEqual([
      '3+5+9=17 大单',
      '9+9+9=27 大单',
      '0+1+2=3 小单',
      '1+1+2=4 小双',
    ]);
    const columns = (name: string) =>
      Array.from(screen.getByRole('img', { name }).querySelectorAll('.lottery-road__column')).map(
        (column) => column.textContent,
      );
    expect(columns('大小')).toEqual(['大大', '小小']);
    expect(columns('单双')).toEqual(['单单单', '双']);
    expect(columns('波色')).toEqual(['蓝', '灰', '红', '绿']);
    const rows = Array.from(document.querySelectorAll('.lottery-table tbody tr'));
    expect(rows.map((row) => row.querySelector('td')?.textContent?.slice(0, 12))).toEqual([
      '202603010044',
      '202603010043',
      '202603010042',
      '202603010041',
    ]);
    expect(rows[0]?.textContent).toContain('小双 绿');
  });

  test('a run longer than a column goes on in the next: every ball reads its value, never the count', async () => {
    // Eight odd totals in a row (3 = 0+1+2), then an even one (4 = 1+1+2): oldest last.
    const odd = Array.from({ length: 8 }, (_, i) => sumDraw(`2026030100${10 + i}`, [0, 1, 2]));
    const draws = [sumDraw('202603010030', [1, 1, 2]), ...odd.reverse()];
    mockApi({
      lotteryTrend: () => ({
        data: { lottery: { code: 'pc28', title: '幸运28', type: 2 }, draws },
      }),
    });
    renderApp('/lotteryTrend?room_id=3');
    const road = await screen.findByRole('img', { name: '单双' });
    const balls = Array.from(road.querySelectorAll('.lottery-road__cell')).map(
      (b) => b.textContent,
    );
    expect(balls).toEqual([...Array<string>(8).fill('单'), '双']);
    const columns = Array.from(road.querySelectorAll('.lottery-road__column')).map(
      (column) => column.textContent,
    );
    expect(columns).toEqual(['单单单单单单', '单单8连', '双']);
  });

  test('type 1: the 特码 line, colour streaks and 生肖 counts', async () => {
    const seven = (special: number): number[] => [1, 2, 3, 4, 5, 6, special];
    const draw = (expect: string, special: number): LotteryTrendDraw => ({
      expect,
      opentime2: '2026-03-01 12:00:00',
      numbers: seven(special),
      extend: balls(seven(special)),
    });
    mockApi({
      lotteryTrend: () => ({
        data: {
          lottery: { code: 'mark6', title: '极速六合彩', type: 1 },
          draws: [draw('202603010043', 13), draw('202603010042', 49), draw('202603010041', 12)],
        },
      }),
    });
    renderApp('/lotteryTrend?room_id=1');
    const chart = await screen.findByRole('img', { name: '特码走势' });
    expect(Array.from(chart.querySelectorAll('circle + text')).map((t) => t.textContent)).toEqual([
      '12',
      '49',
      '13',
    ]);
    const colours = screen.getByRole('img', { name: '波色' });
    // 12 red, 49 green, 13 red
    expect(
      Array.from(colours.querySelectorAll('.lottery-road__column')).map((c) => c.textContent),
    ).toEqual(['红', '绿', '红']);
    const zodiac = screen.getByRole('img', { name: '生肖' });
    const total = Array.from(zodiac.querySelectorAll('.lottery-columns__count')).reduce(
      (sum, el) => sum + Number(el.textContent),
      0,
    );
    expect(total).toBe(3);
    expect(screen.getByRole('img', { name: '大小' }).textContent).toBe('小和小');
  });

  test('no draws yet: 暂无开奖记录', async () => {
    mockApi({
      lotteryTrend: () => ({
        data: { lottery: { code: 'pc28', title: '幸运28', type: 2 }, draws: [] },
      }),
    });
    renderApp('/lotteryTrend?room_id=3');
    expect(await screen.findByText('暂无开奖记录')).toBeTruthy();
  });

  test('a failure shows the message and a retry', async () => {
    mockApi({ lotteryTrend: () => ({ code: 404, message: '房间不存在或已关闭' }) });
    renderApp('/lotteryTrend?room_id=99');
    expect(await screen.findByText('房间不存在或已关闭', {}, { timeout: 8_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
