import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('/zhanzhu and /zhanzhuye', () => {
  test('two partner cards, each opening its detail', async () => {
    mockApi({});
    const app = renderApp('/zhanzhu');
    const cards = await screen.findAllByRole('link', { name: /合作伙伴/ });
    expect(cards).toHaveLength(2);
    await user().click(cards[1]!);
    await waitFor(() => expect(app.location()).toBe('/zhanzhuye?type=2'));
    expect(await screen.findByRole('heading', { name: '合作伙伴 B' })).toBeTruthy();
  });

  test('type 1 shows the first partner', async () => {
    mockApi({});
    renderApp('/zhanzhuye?type=1');
    expect(await screen.findByRole('heading', { name: '合作伙伴 A' })).toBeTruthy();
  });

  test('an unknown type is 空空如也', async () => {
    mockApi({});
    renderApp('/zhanzhuye?type=9');
    expect(await screen.findByText('空空如也')).toBeTruthy();
  });
});
