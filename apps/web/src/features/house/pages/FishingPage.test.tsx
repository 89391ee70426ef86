import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import '../../../test/jsdom-pointer.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fishingAnswer, lobbyAnswer, preferReducedMotion } from '../test/house-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

/** A 2D context that draws nothing (jsdom has no canvas): every method a no-op. */
function stubCanvas() {
  const gradient = { addColorStop: () => {} };
  const ctx = new Proxy(
    {},
    {
      get: (_target, key) =>
        key === 'createLinearGradient' || key === 'createRadialGradient'
          ? () => gradient
          : () => {},
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
}

beforeEach(() => {
  setToken('tok-1');
  preferReducedMotion();
  stubCanvas();
});

const base = {
  user: () => ({ data: PLAYER }),
  houseFishing: () => ({ data: fishingAnswer() }),
  houseLobby: () => ({ data: lobbyAnswer('50.00', 4) }),
};

/** The first fish in the sea: its button, and its code and name. */
async function firstFish() {
  const buttons = await screen.findAllByRole('button', { name: /^瞄准/ });
  const button = buttons[0]!;
  const name = /^瞄准(.+)（/.exec(button.textContent ?? '')![1]!;
  const fish = fishingAnswer().fish.find((f) => f.name === name)!;
  return { button, fish };
}

const shotAnswer = (
  fish: { code: string; multiplier: number },
  caught: boolean,
  balance: string,
) => ({
  data: {
    bet_no: 'H0000000000123',
    fish: fish.code,
    multiplier: fish.multiplier,
    caught,
    bet: '0.10',
    win: caught ? (0.1 * fish.multiplier).toFixed(2) : '0.00',
    balance,
    nonce: 4,
  },
});

describe('/house/fishing', () => {
  test("a shot at a fish is the server's: caught, the win and the balance it answers", async () => {
    let target = { code: '', multiplier: 0 };
    const api = mockApi({ ...base, houseShoot: () => shotAnswer(target, true, '50.90') });
    renderApp('/house/fishing');
    expect(await screen.findByText('¥50.00')).toBeTruthy();
    expect(screen.getByText('返还率 96.00%')).toBeTruthy();
    const { button, fish } = await firstFish();
    target = fish;
    await user().click(button);

    const win = (0.1 * fish.multiplier).toFixed(2);
    expect(await screen.findByText(`捕获${fish.name}，赢得 ¥${win}`)).toBeTruthy();
    expect(await screen.findByText('¥50.90')).toBeTruthy();
    expect(api.callsTo('houseShoot')).toHaveLength(1);
    expect(api.callsTo('houseShoot')[0]!.body).toEqual({ fish: fish.code, bet: '0.10' });
    expect(api.callsTo('houseShoot')[0]!.headers['Idempotency-Key']).toBeTruthy();
  });

  test('a miss: the fish swims on', async () => {
    let target = { code: '', multiplier: 0 };
    mockApi({ ...base, houseShoot: () => shotAnswer(target, false, '49.90') });
    renderApp('/house/fishing');
    const { button, fish } = await firstFish();
    target = fish;
    const label = button.textContent;
    await user().click(button);
    expect(await screen.findByText(`${fish.name}逃走了`)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: label! }).length).toBeGreaterThan(0);
    expect(screen.getByText('¥49.90')).toBeTruthy();
  });

  test('a shot with no answer is sent again with its key; a refusal shows and the balance is asked again', async () => {
    const api = mockApi({
      ...base,
      houseShoot: (_body, n) => {
        if (n === 1) throw new TypeError('network down');
        return { code: 422, message: '余额不足' };
      },
    });
    renderApp('/house/fishing');
    const { button } = await firstFish();
    await user().click(button);
    expect(await screen.findByText('射击失败：余额不足')).toBeTruthy();
    const shots = api.callsTo('houseShoot');
    expect(shots).toHaveLength(2);
    expect(shots[1]!.headers['Idempotency-Key']).toBe(shots[0]!.headers['Idempotency-Key']);
    await waitFor(() => expect(api.callsTo('houseLobby').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('link', { name: '转入资金' }).getAttribute('href')).toBe(
      '/transfer?target=house',
    );
  });

  test('the fish table lists every fish with its multiplier', async () => {
    mockApi(base);
    renderApp('/house/fishing');
    await user().click(await screen.findByRole('button', { name: '鱼表' }));
    const sheet = await screen.findByRole('dialog', { name: '鱼表与倍率' });
    for (const fish of fishingAnswer().fish) {
      expect(sheet.querySelector(`canvas[aria-label="${fish.name}"]`)).not.toBeNull();
      expect(sheet.textContent).toContain(`×${fish.multiplier}`);
    }
    expect(sheet.textContent).toContain('96.00%');
  });
});
