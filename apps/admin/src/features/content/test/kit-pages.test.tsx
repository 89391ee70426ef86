import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import ActivityTypesPage from '../pages/ActivityTypesPage.tsx';
import ArticlesPage from '../pages/ArticlesPage.tsx';
import CategoriesPage from '../pages/CategoriesPage.tsx';
import GamesPage from '../pages/GamesPage.tsx';
import InviteIntroPage from '../pages/InviteIntroPage.tsx';
import LinksPage from '../pages/LinksPage.tsx';
import SponsorsPage from '../pages/SponsorsPage.tsx';

type Category = ResponseOf<typeof adminCalls.categories>[number];
type Game = ResponseOf<typeof adminCalls.games>['data'][number];
type Sponsor = ResponseOf<typeof adminCalls.sponsors>['sponsors'][number];

// antd in jsdom is slow on a loaded machine: room for each test.
vi.setConfig({ testTimeout: 180_000 });

const save = /保\s*存/;
const category: Category = {
  id: 4,
  code: 4,
  slug: 'slots',
  name: '电子',
  img: '',
  sort: 3,
  enabled: 1,
  games: 12,
};

describe('ActivityTypesPage', () => {
  it('lists the types, refuses a blank name, creates one', async () => {
    const api = mockApi()
      .on(adminCalls.activityTypes, [{ id: 1, name: '新人专享', sort: 1, enabled: 1 }])
      .on(adminCalls.activityTypesCreate, { id: 2, name: '周末', sort: 0, enabled: 1 });
    renderConsole(<ActivityTypesPage />);
    expect(await screen.findByText('新人专享')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新增类型/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    expect(await within(dialog).findByText('请填写类型名称')).toBeTruthy();
    // The limit is the contract's (32), not a number typed again in the console.
    expect(within(dialog).getByLabelText('名称').getAttribute('maxlength')).toBe('32');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: ' 周末 ' } });
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    await waitFor(() =>
      expect(api.calls(adminCalls.activityTypesCreate)).toEqual([
        { name: '周末', sort: 0, enabled: 1 },
      ]),
    );
  });
});

describe('CategoriesPage', () => {
  it('refuses an image address the server would refuse, saves the edit', async () => {
    const api = mockApi()
      .on(adminCalls.categories, [category])
      .on(adminCalls.categoriesUpdate, { ...category, name: '老虎机' });
    renderConsole(<CategoriesPage />);
    expect(await screen.findByText('slots')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑分类：电子')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('分类图片地址'), {
      target: { value: 'ftp://x/a.png' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    expect(await within(dialog).findByText('地址须以 http(s):// 或 / 开头')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('分类图片地址'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '老虎机' } });
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    await waitFor(() =>
      expect(api.calls(adminCalls.categoriesUpdate)).toEqual([
        { id: 4, name: '老虎机', img: '', sort: 3, enabled: 1 },
      ]),
    );
  });
});

describe('GamesPage', () => {
  const game: Game = {
    id: 9,
    category_id: 4,
    category_code: 4,
    platname: 'house',
    plat_name: '自营',
    catecode: 'slots',
    name: '水果机',
    game_type: 1,
    game_code: 'fruit',
    img: '',
    hot: 0,
    status: 1,
    sort: 1,
  };
  it("filters by the address's venue and marks a game hot at once", async () => {
    const api = mockApi()
      .on(adminCalls.games, { data: [game], total: 1, current_page: 1, last_page: 1 })
      .on(adminCalls.categories, [category])
      .on(adminCalls.venues, [])
      .on(adminCalls.gamesUpdate, { ...game, hot: 1 });
    renderConsole([{ path: '/content/games', element: <GamesPage /> }], {
      path: '/content/games?platname=house',
    });
    expect(await screen.findByText('水果机')).toBeTruthy();
    expect(api.calls(adminCalls.games)[0]).toMatchObject({ platname: 'house' });
    await userEvent.click(screen.getByRole('switch', { name: '水果机热门' }));
    await waitFor(() => expect(api.calls(adminCalls.gamesUpdate)).toEqual([{ id: 9, hot: 1 }]));
  });
});

describe('ArticlesPage', () => {
  it('asks for a title and saves the article, staying open on it', async () => {
    const article = { type: 3, title: '存款帮助', content: '<p>旧</p>', updated_at: 1 };
    const api = mockApi()
      .on(adminCalls.articles, [article])
      .on(adminCalls.articlesUpdate, { ...article, content: '<p>新</p>', updated_at: 2 });
    renderConsole(<ArticlesPage />);
    expect(await screen.findByText('存款帮助')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('标题'), { target: { value: '  ' } });
    await userEvent.click(within(drawer).getByRole('button', { name: save }));
    expect(await within(drawer).findByText('请填写标题')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('标题'), { target: { value: '存款' } });
    fireEvent.change(within(drawer).getByLabelText('内容（HTML）'), {
      target: { value: '<p>新</p>' },
    });
    await userEvent.click(within(drawer).getByRole('button', { name: save }));
    await waitFor(() =>
      expect(api.calls(adminCalls.articlesUpdate)).toEqual([
        { type: 3, title: '存款', content: '<p>新</p>' },
      ]),
    );
    await waitFor(() =>
      expect(drawer.querySelector('.content-preview')?.innerHTML).toBe('<p>新</p>'),
    );
  });
});

describe('SponsorsPage', () => {
  const sponsor: Sponsor = {
    type: '1',
    name: '青训',
    field: '足球',
    tagline: '一起踢球',
    mark: '青',
    logo: '',
    theme: 'blue',
    paragraphs: ['第一段'],
    facts: [],
  };
  it('refuses a number already used and saves the whole list', async () => {
    const api = mockApi()
      .on(adminCalls.sponsors, { sponsors: [sponsor] })
      .on(adminCalls.sponsorsUpdate, { sponsors: [sponsor] });
    renderConsole(<SponsorsPage />);
    expect(await screen.findByText('一起踢球')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新增赞助伙伴/ }));
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByLabelText('编号') as HTMLInputElement;
    expect(code.value).toBe('2');
    fireEvent.change(code, { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '篮球' } });
    fireEvent.change(within(dialog).getByLabelText('标志字'), { target: { value: '篮' } });
    fireEvent.change(within(dialog).getByLabelText('领域'), { target: { value: '篮球' } });
    fireEvent.change(within(dialog).getByLabelText('标语'), { target: { value: '投篮' } });
    fireEvent.change(within(dialog).getByLabelText('正文'), { target: { value: '甲\n\n乙' } });
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    expect(await within(dialog).findByText('编号已被使用')).toBeTruthy();
    fireEvent.change(code, { target: { value: '2' } });
    await userEvent.click(within(dialog).getByRole('button', { name: save }));
    await waitFor(() => expect(api.calls(adminCalls.sponsorsUpdate)).toHaveLength(1));
    expect(api.calls(adminCalls.sponsorsUpdate)[0]).toEqual({
      sponsors: [
        sponsor,
        {
          type: '2',
          name: '篮球',
          field: '篮球',
          tagline: '投篮',
          mark: '篮',
          logo: '',
          theme: 'blue',
          paragraphs: ['甲', '乙'],
          facts: [],
        },
      ],
    });
  });
});

describe('InviteIntroPage', () => {
  it('sends only the text when the pictures are unchanged', async () => {
    const api = mockApi()
      .on(adminCalls.agentIntro, {
        images: [{ src: 'data:image/svg+xml;utf8,<svg/>', alt: '奖励' }],
        text: '旧说明',
      })
      .on(adminCalls.agentIntroUpdate, { images: [], text: '新说明' });
    renderConsole(<InviteIntroPage />);
    expect(await screen.findByText('图片 1')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('说明文字'), { target: { value: ' 新说明 ' } });
    await userEvent.click(screen.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(api.calls(adminCalls.agentIntroUpdate)).toEqual([{ text: '新说明' }]),
    );
  });
});

describe('LinksPage', () => {
  it('refuses a link the server would refuse and saves the trimmed links', async () => {
    const api = mockApi()
      .on(adminCalls.gameLinks, { service_urls: { '1': '', '3': '' }, agent_login_url: '' })
      .on(adminCalls.gameLinksUpdate, {
        service_urls: { '1': 'https://chat.example/a', '3': '' },
        agent_login_url: '',
      });
    renderConsole(<LinksPage />);
    const first = await screen.findByLabelText('客服链接（线路一）');
    fireEvent.change(first, { target: { value: 'javascript:alert(1)' } });
    await userEvent.click(screen.getByRole('button', { name: save }));
    expect(await screen.findByText('地址须以 http(s):// 或 / 开头')).toBeTruthy();
    fireEvent.change(first, { target: { value: ' https://chat.example/a ' } });
    await userEvent.click(screen.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(api.calls(adminCalls.gameLinksUpdate)).toEqual([
        { service_urls: { '1': 'https://chat.example/a', '3': '' }, agent_login_url: '' },
      ]),
    );
  });
});
