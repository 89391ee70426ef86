import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const RESPONSIBLE = {
  type: 8,
  title: '责任博彩',
  content: '<h3>冷静期</h3><p>可以选择24小时到6周的冷静期。</p>',
  updated_at: Date.UTC(2026, 10, 20, 4),
};

describe('/boutBallBet and /boutBallBetInfo', () => {
  test('lists the seven articles in the spec order and a person to talk to', async () => {
    mockApi({});
    const app = renderApp('/boutBallBet');
    const titles = [
      '关于我们',
      '常见问题',
      '隐私政策',
      '免责声明',
      '联系我们',
      '代理加盟',
      '责任博彩',
    ];
    for (const title of titles) expect(await screen.findByText(title)).toBeTruthy();
    const shown = titles.map((title) => screen.getByText(title));
    // In the spec's order (7, 1, 2, 3, 4, 5, 8).
    for (let i = 1; i < shown.length; i++) {
      expect(
        shown[i - 1]!.compareDocumentPosition(shown[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    await user().click(screen.getByText('人工客服'));
    await waitFor(() => expect(app.location()).toBe('/kefu'));
  });

  test('opens an article and shows its sanitised HTML', async () => {
    const server = mockApi({ article: () => ({ data: RESPONSIBLE }) });
    const app = renderApp('/boutBallBet');
    await user().click(await screen.findByText('责任博彩'));
    await waitFor(() => expect(app.location()).toBe('/boutBallBetInfo?type=8'));
    expect(await screen.findByRole('heading', { name: '冷静期' })).toBeTruthy();
    expect(screen.getByText('可以选择24小时到6周的冷静期。')).toBeTruthy();
    expect(screen.getByText('更新于 2026-11-20')).toBeTruthy();
    expect(server.callsTo('article')[0]!.body).toEqual({ type: 8 });
  });

  test('an unknown type shows the server message and a retry', async () => {
    mockApi({ article: () => ({ code: 404, message: '该帮助文章不存在' }) });
    renderApp('/boutBallBetInfo?type=6');
    expect(await screen.findByText('该帮助文章不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
  });
});
