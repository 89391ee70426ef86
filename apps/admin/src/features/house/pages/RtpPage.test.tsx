import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import { makeRtp } from '../test/data.ts';
import RtpPage, { rtpGap } from './RtpPage.tsx';

describe('RtpPage', () => {
  it('shows each game’s stated and observed RTP by day, and asks for other spans', async () => {
    const api = mockApi().on(adminCalls.adminHouseRtp, () => makeRtp());
    renderConsole(<RtpPage />, { path: '/house/rtp' });
    const row = (await screen.findByText('百家乐')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('98.94%');
    expect(row.textContent).toContain('97.50%');
    expect(row.textContent).toContain('99.00%');
    expect(row.textContent).toContain('588.00');
    expect(screen.getAllByText('11-23').length).toBeGreaterThan(0);
    const fruit = screen.getByText('缤纷水果').closest('tr') as HTMLElement;
    // Far over its stated RTP: shown as a warning.
    expect(fruit.querySelector('.ant-typography-danger')?.textContent).toBe('150.00%');
    expect(api.calls(adminCalls.adminHouseRtp)).toEqual([{ days: 14 }]);
    fireEvent.click(screen.getByText('近 7 天'));
    await waitFor(() => expect(api.calls(adminCalls.adminHouseRtp)).toContainEqual({ days: 7 }));
  });

  it('measures the gap in points', () => {
    expect(rtpGap('101.50%', '96.50%')).toBe(5);
    expect(rtpGap(null, '96.50%')).toBeNull();
    expect(rtpGap('90.00%', null)).toBeNull();
  });
});
