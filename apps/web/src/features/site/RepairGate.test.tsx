import { act, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { mockApi, OPEN_SITE } from '../../test/api-mock.ts';
import { renderWithQueries } from '../../test/render-app.tsx';
import { RepairGate } from './RepairGate.tsx';

function renderGate() {
  return renderWithQueries(
    <RepairGate>
      <p>app screens</p>
    </RepairGate>,
  );
}

describe('repair mode', () => {
  test('site_state 0 shows only the repair tips', async () => {
    mockApi({
      app: () => ({
        data: { ...OPEN_SITE, site_state: 0, repair_tips: '系统升级中，预计 02:00 恢复' },
      }),
    });
    renderGate();
    expect(await screen.findByText('系统升级中，预计 02:00 恢复')).toBeTruthy();
    expect(screen.getByText('系统维护中')).toBeTruthy();
    expect(screen.queryByText('app screens')).toBeNull();
  });

  test('the state is checked again every minute and the app returns when repair ends', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      let siteState = 0;
      const server = mockApi({
        app: () => ({
          data: { ...OPEN_SITE, site_state: siteState, repair_tips: '维护中' },
        }),
      });
      renderGate();
      expect(await screen.findByText('维护中')).toBeTruthy();
      siteState = 1;
      act(() => vi.advanceTimersByTime(60_000));
      expect(await screen.findByText('app screens')).toBeTruthy();
      expect(server.callsTo('app')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('site_state 1 shows the app', async () => {
    mockApi({ app: () => ({ data: OPEN_SITE }) });
    renderGate();
    expect(await screen.findByText('app screens')).toBeTruthy();
  });

  test('an unreachable /api/app does not lock players out', async () => {
    mockApi({ app: () => ({ code: 500, message: MSG_SERVER }) });
    renderGate();
    expect(await screen.findByText('app screens')).toBeTruthy();
  });
});

const MSG_SERVER = '服务器错误，请稍后再试';
