import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { makeGame } from '../test/games-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const byCode: Record<string, ReturnType<typeof makeGame>[]> = {
  obgdy: [makeGame({ id: 1, name: 'OB 麻将胡了', plat: 'ob', code: 'ob_mjhl' })],
  fgdz: [makeGame({ id: 2, name: 'FG 水果派对', plat: 'fg', code: 'fg_sgpd' })],
  pp: [],
  ae: [],
};

function server() {
  return mockApi({
    gamelistBycode: (body) => ({
      data: byCode[(body as { gamecode: string }).gamecode] ?? [],
    }),
  });
}

const sent = (api: ReturnType<typeof server>) =>
  api.callsTo('gamelistBycode').map((call) => (call.body as { gamecode: string }).gamecode);

describe('/concise', () => {
  test('opens on OB (obgdy) by default', async () => {
    const api = server();
    renderApp('/concise');
    expect(await screen.findByText('OB 麻将胡了')).toBeTruthy();
    expect(sent(api)).toEqual(['obgdy']);
  });

  test('the tabs switch the provider: the gamecode sent and the query follow', async () => {
    const api = server();
    const app = renderApp('/concise');
    await screen.findByText('OB 麻将胡了');
    await user().click(screen.getByText('FG'));
    expect(await screen.findByText('FG 水果派对')).toBeTruthy();
    expect(app.location()).toBe('/concise?type=fgdz');
    await user().click(screen.getByText('PP'));
    expect(await screen.findByText('空空如也')).toBeTruthy();
    expect(sent(api)).toEqual(['obgdy', 'fgdz', 'pp']);
  });

  test('the type in the address picks the tab', async () => {
    const api = server();
    renderApp('/concise?type=fgdz');
    expect(await screen.findByText('FG 水果派对')).toBeTruthy();
    expect(sent(api)).toEqual(['fgdz']);
  });

  test('a slot opens as category 4 (the tg launch)', async () => {
    setToken('tok-1');
    server();
    const app = renderApp('/concise');
    await user().click(await screen.findByText('OB 麻将胡了'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/gamePage'));
    const query = new URLSearchParams(app.router.state.location.search);
    expect(query.get('name')).toBe('ob');
    expect(query.get('code')).toBe('ob_mjhl');
    expect(query.get('type')).toBe('3');
    expect(query.get('cat')).toBe('4');
  });
});
