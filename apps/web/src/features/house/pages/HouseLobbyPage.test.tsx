import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi, PLAYER } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { lobbyAnswer, preferReducedMotion, slotAnswer } from '../test/house-data.ts';

beforeEach(() => {
  setToken('tok-1');
  preferReducedMotion();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

describe('/house', () => {
  test('the house games with their art and stated RTPs, and the house wallet', async () => {
    mockApi({ user: () => ({ data: PLAYER }), houseLobby: () => ({ data: lobbyAnswer('88.80') }) });
    renderApp('/house');
    expect(await screen.findByText('¥88.80')).toBeTruthy();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('缤纷水果返还率 95.98%'),
      expect.stringContaining('深海宝藏返还率 96.01%'),
      expect.stringContaining('盛世王朝返还率 95.96%'),
      expect.stringContaining('深海捕鱼返还率 96.00%'),
      expect.stringContaining('炸金花返还率 97.39%'),
    ]);
    expect(cards[0]!.querySelectorAll('svg[data-symbol]')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '转入资金' }).getAttribute('href')).toBe(
      '/transfer?target=house',
    );
  });

  test('a slot opens its screen; a launch address /house/<code> does too', async () => {
    mockApi({
      user: () => ({ data: PLAYER }),
      houseLobby: () => ({ data: lobbyAnswer('88.80') }),
      houseSlot: (body) => ({ data: slotAnswer(String(body.game)) }),
    });
    const app = renderApp('/house');
    const ocean = (await screen.findAllByRole('listitem'))[1]!;
    await userEvent.setup().click(within(ocean).getByRole('link'));
    await waitFor(() => expect(app.location()).toBe('/house/slot/ocean'));
    expect(await screen.findByRole('button', { name: '旋转' })).toBeTruthy();

    const launched = renderApp('/house/dynasty');
    await waitFor(() => expect(launched.location()).toBe('/house/slot/dynasty'));
  });
});
