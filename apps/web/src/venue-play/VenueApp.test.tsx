import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResponseOf } from '@app/contract/endpoint';
import type { demoVenueCalls } from '@app/contract/endpoint-routes';
import { MSG } from '@app/contract/messages';
import { mockVenueApi } from '../test/api-mock.ts';
import { gameHref, readParams } from './api.ts';
import { exitVenue } from './exit.ts';
import { VenueApp } from './VenueApp.tsx';

const SESSION: ResponseOf<typeof demoVenueCalls.session> = {
  plat: 'demo4',
  venue_name: '演示电子一',
  game: 'slot-fruit',
  game_name: '水果派对',
  kind: 'slot',
  theme: 'fruit',
  rtp: '96.00',
  balance: '100.00',
  expires_at: Date.now() + 3_600_000,
  slot: { rtp: '96.00', lines: 10, bets: ['1.00', '2.00', '5.00'] },
  dice: { rtp: '97.22', chips: ['10.00', '50.00'], min_bet: '10.00', max_bet: '5000.00' },
  games: [
    { code: 'slot-fruit', name: '水果派对', kind: 'slot', rtp: '96.00' },
    { code: 'dice', name: '骰宝大小', kind: 'dice', rtp: '97.22' },
  ],
};

describe('the demo venue page', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/venue/demo/play?plat=demo4&game=slot-fruit&t=tok123');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('reads plat, game and t from the address and links other games on the same session', () => {
    const params = readParams('?plat=demo4&game=lobby&t=abc');
    expect(params).toEqual({ plat: 'demo4', game: 'lobby', token: 'abc' });
    expect(gameHref(params!, 'dice')).toBe('?plat=demo4&game=dice&t=abc');
    expect(readParams('?plat=demo4&game=dice')).toBeNull();
  });

  it('asks the app to close the game when it is inside the app frame', () => {
    const parent = { postMessage: vi.fn() };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    exitVenue();
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'venue:exit' }, window.location.origin);
    vi.restoreAllMocks();
  });

  it("inside the app's frame there is no second header nor a second 返回: the app's bar is the one", async () => {
    mockVenueApi({ session: () => ({ data: SESSION }) });
    const parent = { postMessage: vi.fn(), location: { origin: window.location.origin } };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    try {
      render(<VenueApp />);
      expect(await screen.findByText('返还率 96.00%')).toBeTruthy();
      expect(screen.getByText('水果派对', { selector: '.vp-title' })).toBeTruthy();
      expect(screen.getByText('¥100.00')).toBeTruthy();
      expect(screen.queryByRole('button', { name: /返回/ })).toBeNull();
      expect(screen.queryByRole('banner')).toBeNull();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('framed by another site, the venue keeps its own header and 返回', async () => {
    mockVenueApi({ session: () => ({ data: SESSION }) });
    const foreign = {
      postMessage: vi.fn(),
      get location(): Location {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    vi.spyOn(window, 'parent', 'get').mockReturnValue(foreign as unknown as Window);
    try {
      render(<VenueApp />);
      expect(await screen.findByText('返还率 96.00%')).toBeTruthy();
      expect(screen.getByRole('button', { name: /返回/ })).toBeTruthy();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows the slot with its stated RTP, spins and updates the balance', async () => {
    const server = mockVenueApi({
      session: () => ({ data: SESSION }),
      slotSpin: () => ({
        data: {
          round_no: 'R1',
          game: 'slot-fruit',
          bet: '2.00',
          win: '0.60',
          balance: '98.60',
          stops: [0, 0, 0, 0, 0],
          grid: [
            ['H', 'G', 'F'],
            ['H', 'G', 'F'],
            ['H', 'A', 'B'],
            ['C', 'D', 'E'],
            ['C', 'D', 'E'],
          ],
          lines: [{ line: 2, symbol: 'H', count: 3, multiplier: 3, win: '0.60' }],
        },
      }),
    });
    render(<VenueApp />);
    expect(await screen.findByText('返还率 96.00%')).toBeTruthy();
    expect(screen.getByText('¥100.00')).toBeTruthy();
    const [asked] = server.calls;
    expect(asked?.path).toBe('/venue/demo/api/session');
    expect(asked?.body).toEqual({ game: 'slot-fruit' });
    expect(asked?.headers['x-venue-session']).toBe('tok123');
    await userEvent.click(screen.getByRole('radio', { name: '2' }));
    await userEvent.click(screen.getByRole('button', { name: /旋转/ }));
    expect(await screen.findByText('赢得 ¥0.60')).toBeTruthy();
    expect(screen.getByText('第2线 苹果×3 赢 ¥0.60')).toBeTruthy();
    expect(screen.getByText('¥98.60')).toBeTruthy();
    expect(server.calls[1]).toMatchObject({ body: { bet: '2.00', game: 'slot-fruit' } });
    expect(screen.getByRole('button', { name: /返回/ })).toBeTruthy();
  });

  it('explains a venue balance too low with the way back to transfer money in', async () => {
    window.history.replaceState(null, '', '/venue/demo/play?plat=demo4&game=dice&t=tok123');
    const server = mockVenueApi({
      session: () => ({ data: { ...SESSION, game: 'dice', kind: 'dice', theme: '' } }),
      diceRoll: () => ({ code: 422, message: MSG.venueBalanceLow }),
    });
    render(<VenueApp />);
    await userEvent.click(await screen.findByRole('radio', { name: /大/ }));
    await userEvent.click(screen.getByRole('button', { name: /下注开骰/ }));
    expect(await screen.findByText(MSG.venueBalanceLow)).toBeTruthy();
    expect(screen.getByText(/场馆转账/)).toBeTruthy();
    expect(server.calls[1]).toMatchObject({ body: { bet: '10.00', pick: 'big' } });
  });

  it('a round refused because the player logged off says the game ended, with the way back', async () => {
    mockVenueApi({
      session: () => ({ data: SESSION }),
      slotSpin: () => ({ code: 401, message: MSG.gameSessionExpired }),
    });
    render(<VenueApp />);
    await userEvent.click(await screen.findByRole('button', { name: /旋转/ }));
    expect(await screen.findByText(MSG.gameSessionExpired)).toBeTruthy();
    expect(screen.getByText('请点击「返回」，重新打开游戏。')).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: '返回' })).toBeTruthy();
    expect(screen.getByText('¥100.00')).toBeTruthy();
  });

  it('says the session is gone when the token is refused', async () => {
    mockVenueApi({ session: () => ({ code: 401, message: MSG.gameSessionExpired }) });
    render(<VenueApp />);
    expect(await screen.findByText(MSG.gameSessionExpired)).toBeTruthy();
  });
});
