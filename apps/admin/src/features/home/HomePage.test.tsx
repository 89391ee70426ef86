import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import type { ConsoleRoute } from '../../lib/console-route.ts';
import { mockApi } from '../../test/api-mock.ts';
import { renderConsole } from '../../test/render.tsx';
import HomePage from './pages/HomePage.tsx';

const page = lazy(async () => ({ default: () => null }));
const ROUTES: ConsoleRoute[] = [
  { path: '/queues/deposits', title: '充值审核', group: '审核队列', call: 'deposits', page },
  { path: '/players', title: '玩家列表', group: '玩家', call: 'players', page },
  { path: '/players/:id', title: '玩家详情', group: '玩家', call: 'player', page, hidden: true },
  { path: '/system/operators', title: '操作员管理', group: '系统', call: 'operators', page },
];

describe('HomePage', () => {
  it('greets the operator and links only the pages the role may open, by group', async () => {
    mockApi().on(adminCalls.me, {
      operator_id: 2,
      name: 'kefu01',
      role: 'support',
      two_factor: false,
      must_enrol: false,
      recovery_codes_left: 0,
    });
    renderConsole(<HomePage routes={ROUTES} />);
    expect(await screen.findByText('您好，kefu01（客服）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '玩家列表' }).getAttribute('href')).toBe('/players');
    expect(screen.queryByRole('link', { name: '玩家详情' })).toBeNull();
    expect(screen.queryByRole('link', { name: '充值审核' })).toBeNull();
    expect(screen.queryByRole('link', { name: '操作员管理' })).toBeNull();
    expect(screen.queryByText('系统')).toBeNull();
  });
});
