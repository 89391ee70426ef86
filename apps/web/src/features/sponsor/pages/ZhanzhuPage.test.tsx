import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Sponsor } from '../api/sponsor-list.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

const sponsor = (over: Partial<Sponsor>): Sponsor => ({
  type: '1',
  name: '星河青训足球计划',
  field: '青少年足球',
  tagline: '平台公益赞助项目',
  mark: '足',
  logo: '',
  theme: 'blue',
  paragraphs: ['第一段。', '<b>按原文显示</b>'],
  facts: [{ label: '合作类型', value: '平台自办公益项目' }],
  ...over,
});

const SPONSORS = [
  sponsor({}),
  sponsor({ type: '2', name: '星河城市篮球赛', mark: '篮', theme: 'purple' }),
];

describe('/zhanzhu and /zhanzhuye', () => {
  test("the operator's partner cards, each opening its detail", async () => {
    mockApi({ sponsorList: () => ({ data: SPONSORS }) });
    const app = renderApp('/zhanzhu');
    const cards = await screen.findAllByRole('link', { name: /星河/ });
    expect(cards).toHaveLength(2);
    expect(screen.queryByText('示例内容')).toBeNull();
    await user().click(cards[1]!);
    await waitFor(() => expect(app.location()).toBe('/zhanzhuye?type=2'));
    expect(await screen.findByRole('heading', { name: '星河城市篮球赛' })).toBeTruthy();
  });

  test('the detail shows its facts and paragraphs as text, never as markup', async () => {
    mockApi({ sponsorList: () => ({ data: SPONSORS }) });
    renderApp('/zhanzhuye?type=1');
    expect(await screen.findByRole('heading', { name: '星河青训足球计划' })).toBeTruthy();
    expect(screen.getByText('平台自办公益项目')).toBeTruthy();
    expect(screen.getByText('<b>按原文显示</b>')).toBeTruthy();
    expect(document.querySelector('.sponsor-detail b')).toBeNull();
  });

  test("a partner's logo, when the operator set one, replaces its mark", async () => {
    const logo = `/uploads/${'c'.repeat(32)}.png`;
    mockApi({ sponsorList: () => ({ data: [sponsor({ logo }), SPONSORS[1]!] }) });
    renderApp('/zhanzhu');
    await screen.findAllByRole('link', { name: /星河/ });
    const logos = [...document.querySelectorAll<HTMLImageElement>('.sponsor-card__logo')];
    expect(logos.map((img) => img.getAttribute('src'))).toEqual([logo]);
    expect(screen.queryByText('足')).toBeNull();
    expect(screen.getByText('篮')).toBeTruthy();
  });

  test('an unknown type is 空空如也; no partner at all is 空空如也 on the list', async () => {
    mockApi({ sponsorList: () => ({ data: SPONSORS }) });
    const detail = renderApp('/zhanzhuye?type=9');
    expect(await screen.findByText('空空如也')).toBeTruthy();
    detail.unmount();
    mockApi({ sponsorList: () => ({ data: [] }) });
    renderApp('/zhanzhu');
    expect(await screen.findByText('空空如也')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /了解详情/ })).toBeNull();
  });

  test('a failed load offers a retry that works', async () => {
    let fail = true;
    mockApi({
      sponsorList: () =>
        fail ? { code: 500, message: '服务器错误，请稍后再试' } : { data: SPONSORS },
    });
    renderApp('/zhanzhu');
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await user().click(retry);
    expect(await screen.findAllByRole('link', { name: /星河/ })).toHaveLength(2);
  });
});
