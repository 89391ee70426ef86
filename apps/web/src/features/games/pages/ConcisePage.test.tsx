import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { makeGame } from '../test/games-data.ts';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const byCode: Record<string, ReturnType<typeof makeGame>[]> = {
  housedz: [
    makeGame({
      id: 1,
      name: '缤纷水果',
      plat: 'house',
      plat_name: '自营游戏',
      code: 'fruit',
      catecode: 'housedz',
    }),
  ],
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
  test('opens on the house venue’s slots (housedz), its one tab', async () => {
    const api = server();
    renderApp('/concise');
    expect(await screen.findByText('缤纷水果')).toBeTruthy();
    expect(sent(api)).toEqual(['housedz']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['自营电子']);
  });

  test('an unknown type in the address (an old provider’s list) falls back to housedz', async () => {
    const api = server();
    renderApp('/concise?type=obgdy');
    expect(await screen.findByText('缤纷水果')).toBeTruthy();
    expect(sent(api)).toEqual(['housedz']);
  });

  test('a connected provider’s list in 电子 is a tab after the house’s, and opens by its type', async () => {
    const jinli = makeGame({
      id: 2,
      name: '金龙转盘',
      plat: 'jinli',
      plat_name: '锦鲤游戏',
      code: 'slot',
      catecode: 'jinlidz',
    });
    const api = mockApi({
      typel: () => ({ data: [{ id: 5, code: 4, slug: 'slots', name: '电子', img: '', renum: 0 }] }),
      typelist: () => ({ data: [...byCode.housedz!, jinli] }),
      gamelistBycode: (body) => ({
        data: (body as { gamecode: string }).gamecode === 'jinlidz' ? [jinli] : byCode.housedz!,
      }),
    });
    renderApp('/concise?type=jinlidz');
    expect(await screen.findByText('金龙转盘')).toBeTruthy();
    expect(screen.queryByText('缤纷水果')).toBeNull();
    expect(sent(api)).toEqual(['jinlidz']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '自营电子',
      '锦鲤游戏',
    ]);
  });

  test('a slot opens as category 4 (the tg launch)', async () => {
    setToken('tok-1');
    server();
    const app = renderApp('/concise');
    await user().click(await screen.findByText('缤纷水果'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/gamePage'));
    const query = new URLSearchParams(app.router.state.location.search);
    expect(query.get('name')).toBe('house');
    expect(query.get('code')).toBe('fruit');
    expect(query.get('type')).toBe('3');
    expect(query.get('cat')).toBe('4');
  });
});
