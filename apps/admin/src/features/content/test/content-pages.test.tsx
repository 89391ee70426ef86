import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '../../../test/user.ts';
import type { ResponseOf } from '@app/contract/endpoint';
import { adminCalls } from '@app/contract/endpoint-routes';
import { mockApi } from '../../../test/api-mock.ts';
import { renderConsole } from '../../../test/render.tsx';
import ActivitiesPage from '../pages/ActivitiesPage.tsx';
import BannersPage from '../pages/BannersPage.tsx';
import NoticesPage from '../pages/NoticesPage.tsx';
import VenuesPage from '../pages/VenuesPage.tsx';

type Banner = ResponseOf<typeof adminCalls.banners>[number];
type Activity = ResponseOf<typeof adminCalls.activities>['data'][number];

const banner = (over: Partial<Banner> = {}): Banner => ({
  id: 1,
  type: 2,
  src: '/media/banner/1.svg',
  link: '',
  sort: 10,
  enabled: 1,
  created_at: 1_795_600_000_000,
  ...over,
});

// antd in jsdom is slow on a loaded machine: room for each test.
vi.setConfig({ testTimeout: 180_000 });

const page = <T,>(data: T[]) => ({ data, total: data.length, current_page: 1, last_page: 1 });

describe('BannersPage', () => {
  it('shows the empty state, then the load error with a retry', async () => {
    mockApi().on(adminCalls.banners, []);
    const first = renderConsole(<BannersPage />);
    expect(await screen.findByText('暂无轮播图，新增一张后玩家首页显示它')).toBeTruthy();
    first.unmount();

    mockApi().fail(adminCalls.banners, 403, '无权进行此操作');
    renderConsole(<BannersPage />);
    expect(await screen.findByText('无权进行此操作')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();
  });

  it('uploads a picture into a new banner and saves the answered address', async () => {
    let banners: Banner[] = [];
    const api = mockApi()
      .on(adminCalls.banners, () => banners)
      .on(adminCalls.uploadImage, {
        url: `/uploads/${'a'.repeat(32)}.png`,
        size: 68,
        content_type: 'image/png',
      })
      .on(adminCalls.bannersCreate, (body) => {
        const created = banner({ id: 7, src: String(body.src), sort: Number(body.sort) });
        banners = [created];
        return created;
      });
    renderConsole(<BannersPage />);
    await userEvent.click(await screen.findByRole('button', { name: /新增轮播图/ }));
    const dialog = await screen.findByRole('dialog');

    // Saving without a picture is refused by the form.
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请上传图片或填写图片地址')).toBeTruthy();

    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'b.png', {
      type: 'image/png',
    });
    await userEvent.upload(input, file);
    await waitFor(() =>
      expect((within(dialog).getByLabelText('轮播图图片地址') as HTMLInputElement).value).toBe(
        `/uploads/${'a'.repeat(32)}.png`,
      ),
    );
    const sent = api.calls(adminCalls.uploadImage)[0] as unknown as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('b.png');

    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.bannersCreate)).toEqual([
        { type: 2, src: `/uploads/${'a'.repeat(32)}.png`, link: '', sort: 0, enabled: 1 },
      ]),
    );
    expect(await screen.findByText('已新增')).toBeTruthy();
  });

  it('deletes only after the confirmation, and flips the switch at once', async () => {
    const api = mockApi()
      .on(adminCalls.banners, [banner({ id: 3 })])
      .on(adminCalls.bannersDelete, { id: 3 })
      .on(adminCalls.bannersUpdate, banner({ id: 3, enabled: 0 }));
    renderConsole(<BannersPage />);
    await userEvent.click(await screen.findByRole('switch', { name: '轮播图3启用' }));
    await waitFor(() =>
      expect(api.calls(adminCalls.bannersUpdate)).toEqual([{ id: 3, enabled: 0 }]),
    );

    await userEvent.click(screen.getByRole('button', { name: '删除轮播图3' }));
    expect(api.calls(adminCalls.bannersDelete)).toEqual([]);
    const confirm = await screen.findByText('确定删除？');
    const pop = confirm.closest('.ant-popover') as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(api.calls(adminCalls.bannersDelete)).toEqual([{ id: 3 }]));
  });
});

describe('NoticesPage', () => {
  it('asks a notice for its title, not a scrolling announcement', async () => {
    const api = mockApi()
      .on(adminCalls.notices, page([]))
      .on(adminCalls.noticesCreate, (body) => ({
        id: 1,
        kind: body.kind,
        title: body.title ?? '',
        content: String(body.content),
        popup: 0,
        enabled: 1,
        created_at: 1,
      }));
    renderConsole(<NoticesPage />);
    expect(await screen.findByText('暂无公告')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /新增公告/ }));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('内容'), { target: { value: '今晚维护' } });
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('公告通知须有标题')).toBeTruthy();
    expect(api.calls(adminCalls.noticesCreate)).toEqual([]);

    await userEvent.click(within(dialog).getByText('滚动公告'));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.calls(adminCalls.noticesCreate)).toEqual([
        { kind: 1, title: '', content: '今晚维护', popup: 0, enabled: 1 },
      ]),
    );

    // Opened again, the form starts from the defaults (a notice), not the last one's kind.
    await userEvent.click(screen.getByRole('button', { name: /新增公告/ }));
    dialog = await screen.findByRole('dialog');
    const notice = within(dialog).getByRole('radio', { name: '公告通知' }) as HTMLInputElement;
    expect(notice.checked).toBe(true);
  });
});

describe('ActivitiesPage', () => {
  const activity = (over: Partial<Activity> = {}): Activity => ({
    id: 5,
    type: 1,
    banner: '/media/activity/first-deposit.svg',
    title: '首存加赠',
    content: '<p>旧内容</p>',
    memo: '',
    sort: 1,
    enabled: 1,
    bonus: '38.00',
    turnover_multiple: 3,
    applications: 0,
    created_at: '2026-11-25 10:00:00',
    updated_at: '2026-11-25 10:00:00',
    ...over,
  });

  it('previews only what the server stored, never the typed HTML', async () => {
    const api = mockApi()
      .on(adminCalls.activities, page([activity()]))
      .on(adminCalls.activityTypes, [{ id: 1, name: '新人专享', sort: 1, enabled: 1 }])
      .on(adminCalls.activitiesUpdate, () =>
        activity({ content: '<p>新内容</p>', updated_at: '2026-11-25 11:00:00' }),
      );
    renderConsole(<ActivitiesPage />);
    expect(await screen.findByText('38.00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const drawer = await screen.findByRole('dialog');
    const preview = () => drawer.querySelector('.content-preview') as HTMLElement;
    expect(preview().innerHTML).toBe('<p>旧内容</p>');

    const editor = within(drawer).getByLabelText('活动内容（HTML）');
    fireEvent.change(editor, { target: { value: '<p>新内容</p><img src=x onerror="alert(1)">' } });
    // Typing renders nothing: the preview still shows the stored HTML.
    expect(preview().innerHTML).toBe('<p>旧内容</p>');
    expect(drawer.querySelector('img[onerror]')).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.calls(adminCalls.activitiesUpdate)).toHaveLength(1));
    expect(api.calls(adminCalls.activitiesUpdate)[0]).toMatchObject({
      id: 5,
      content: '<p>新内容</p><img src=x onerror="alert(1)">',
      bonus: '38.00',
    });
    // The server's sanitised answer is what the preview shows now.
    await waitFor(() => expect(preview().innerHTML).toBe('<p>新内容</p>'));
  });
});

describe('VenuesPage', () => {
  it('closes a venue from its switch and links to its games', async () => {
    const api = mockApi()
      .on(adminCalls.venues, [
        {
          platname: 'demo1',
          name: '演示真人一',
          category: 'live',
          adapter: 'demo',
          enabled: 1,
          sort: 1,
        },
      ])
      .on(adminCalls.venuesUpdate, {
        platname: 'demo1',
        name: '演示真人一',
        category: 'live',
        adapter: 'demo',
        enabled: 0,
        sort: 1,
      });
    renderConsole(<VenuesPage />);
    expect(await screen.findByText('真人')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看游戏' }).getAttribute('href')).toBe(
      '/content/games?platname=demo1',
    );
    await userEvent.click(screen.getByRole('switch', { name: '演示真人一开放' }));
    await waitFor(() =>
      expect(api.calls(adminCalls.venuesUpdate)).toEqual([{ platname: 'demo1', enabled: 0 }]),
    );
  });
});
