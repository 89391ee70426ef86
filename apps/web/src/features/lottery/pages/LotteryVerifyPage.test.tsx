import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { ballView } from '@app/domain/lottery/attributes';
import { commitOf, drawNumbers } from '@app/domain/lottery/draw';
import { sumView } from '@app/domain/lottery/attributes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import type { LotteryVerify } from '../api/lottery-verify.ts';

const SEED = '3f'.repeat(16) + 'a0'.repeat(16);
const AT = Date.UTC(2026, 2, 1, 4, 0, 0);
let sumDraw: LotteryVerify;
let markDraw: LotteryVerify;

/** A drawn issue made with the domain's own functions (what the server publishes). */
async function drawn(type: 1 | 2, beacon: string): Promise<LotteryVerify> {
  const lottery = type === 1 ? 'mark6' : 'pc28';
  const expect = '202603010042';
  const numbers = await drawNumbers({ type, seedHex: SEED, lottery, expect, beacon });
  return {
    lottery,
    title: type === 1 ? '极速六合彩' : '幸运28',
    type,
    expect,
    commit: await commitOf(SEED),
    seed: SEED,
    beacon,
    beacon_round: beacon === '' ? null : 1234567,
    numbers,
    drawn: true,
    sealtime: '2026-03-01 12:03:30',
    opentime2: '2026-03-01 12:04:00',
    extend: type === 1 ? numbers.map((n) => ballView(n, AT)) : sumView(numbers),
  };
}

beforeAll(async () => {
  sumDraw = await drawn(2, '');
  markDraw = await drawn(1, 'c0ffee'.repeat(10) + 'beef');
});

const checks = () =>
  Array.from(document.querySelectorAll('[data-check]')).map((el) => el.getAttribute('data-check'));

describe('/lotteryVerify', () => {
  test('recomputes a sum-of-three draw in the browser: both checks ✓', async () => {
    const api = mockApi({ lotteryVerify: () => ({ data: sumDraw }) });
    renderApp('/lotteryVerify?room_id=3&expect=202603010042');
    expect(await screen.findByText(sumDraw.commit)).toBeTruthy();
    expect(screen.getByText(SEED)).toBeTruthy();
    expect(screen.getByText('未使用')).toBeTruthy();
    expect(await screen.findAllByText('✓ 一致')).toHaveLength(2);
    expect(checks()).toEqual(['pass', 'pass']);
    expect(document.querySelector('.lottery-verify__result')?.textContent).toContain(
      sumView(sumDraw.numbers).text,
    );
    expect(api.callsTo('lotteryVerify')[0]?.body).toEqual({
      room_id: '3',
      expect: '202603010042',
    });
  });

  test('a six-plus-one draw with a beacon: ✓, the beacon round shown', async () => {
    mockApi({ lotteryVerify: () => ({ data: markDraw }) });
    renderApp('/lotteryVerify?room_id=1&expect=202603010042');
    expect(await screen.findAllByText('✓ 一致')).toHaveLength(2);
    expect(screen.getByText(/drand 第1234567轮/)).toBeTruthy();
    expect(document.querySelectorAll('.lottery-verify__result .lottery-ball')).toHaveLength(7);
  });

  test('published numbers that the seed does not give: ✗ on the numbers', async () => {
    const [a, b, c] = sumDraw.numbers;
    const forged = { ...sumDraw, numbers: [(a! + 1) % 10, b!, c!] };
    mockApi({ lotteryVerify: () => ({ data: forged }) });
    renderApp('/lotteryVerify?room_id=3&expect=202603010042');
    expect(await screen.findByText('✗ 不一致')).toBeTruthy();
    expect(checks()).toEqual(['pass', 'fail']);
  });

  test('a seed that does not match the commitment: ✗ on the commitment', async () => {
    mockApi({ lotteryVerify: () => ({ data: { ...sumDraw, commit: '00'.repeat(32) } }) });
    renderApp('/lotteryVerify?room_id=3&expect=202603010042');
    expect(await screen.findByText('✗ 不一致')).toBeTruthy();
    expect(checks()).toEqual(['fail', 'pass']);
  });

  test('before the draw: the commitment alone, and the seed comes after the draw', async () => {
    mockApi({
      lotteryVerify: () => ({
        data: { ...sumDraw, seed: '', numbers: [], drawn: false, extend: null },
      }),
    });
    renderApp('/lotteryVerify?room_id=3&expect=202603010042');
    expect(await screen.findByText(sumDraw.commit)).toBeTruthy();
    expect(screen.getByText('本期尚未开奖：种子将在开奖后公开，届时可在此验证。')).toBeTruthy();
    expect(screen.queryByText(SEED)).toBeNull();
    expect(checks()).toEqual([]);
  });
});
