import type { Banner, Notice } from '@app/contract/games';
import { NOTICE_KIND } from '@app/contract/games-admin';
import type { Page } from '@app/contract/envelope';
import { formatBeijing } from '../../platform/time.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { mediaPath } from '@app/contract/media';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import { memo } from '../../platform/memo.ts';
import { endpoints } from '@app/contract/endpoints';
import { MSG } from '@app/contract/messages';

type ContentContext = Pick<AppContext, 'store'>;

/** Home content (spec part 1 §2, §7): banners, scrolling announcements, notices. */

/**
 * Served when no enabled banner of the asked type exists (spec part 1 §7: "falls back to two
 * default banners"); negative ids, so they never collide with a stored banner.
 */
export const DEFAULT_BANNERS: readonly Banner[] = [
  { id: -1, src: mediaPath('banner', '1'), link: '' },
  { id: -2, src: mediaPath('banner', '2'), link: '' },
];

const HOME_NOTICES_MAX = 20;
export const NOTICE_PAGE_SIZE = 10;

/** POST /api/bannerList {type}: enabled banners of the type in order, else the two defaults. */
export async function listBanners(ctx: ContentContext, type: number): Promise<Banner[]> {
  const rows = await ctx.store.db
    .selectFrom('banners')
    .select(['id', 'src', 'link'])
    .where('type', '=', type)
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.length > 0 ? rows : [...DEFAULT_BANNERS];
}

/** The banners home shows (bannerList type 2), the largest paint of a first visit. */
export const HOME_BANNER_TYPE = 2;

/**
 * How long a node writes its last home banner list into the player app's page. This node's own
 * edits drop it at once (`bannersChanged`); another node's show here within this time.
 */
export const PAGE_BANNERS_CACHE_MS = 5_000;

const pageBanners = defineAppState('content.pageBanners', (ctx) =>
  memo<Banner[]>(PAGE_BANNERS_CACHE_MS, ctx.clock),
);

/**
 * The answers the player app's page carries (DESIGN §10: home's first paint shows the first
 * banner without waiting for a call): `/api/bannerList {"type":2}` exactly as the call answers
 * it, keyed `<path> <body>` as the page's script and the app's API client look it up.
 */
export async function pageEarlyAnswers(
  ctx: Pick<AppContext, 'store' | 'state'>,
): Promise<Record<string, unknown>> {
  const banners = await pageBanners(ctx).get(() => listBanners(ctx, HOME_BANNER_TYPE));
  return {
    [`${endpoints.bannerList.path} ${JSON.stringify({ type: HOME_BANNER_TYPE })}`]: {
      code: 200,
      message: MSG.ok,
      data: banners,
    },
  };
}

/** A banner was added, changed or removed on this node (after it committed). */
export function bannersChanged(ctx: Pick<AppContext, 'state'>): void {
  pageBanners(ctx).forget();
}

/** POST /api/homenotice: the enabled scrolling announcements, newest first, as plain text. */
export async function homeNotices(ctx: ContentContext): Promise<string[]> {
  const rows = await ctx.store.db
    .selectFrom('notices')
    .select('content')
    .where('kind', '=', NOTICE_KIND.scrolling)
    .where('enabled', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HOME_NOTICES_MAX)
    .execute();
  return rows.map((r) => r.content);
}

/** POST /api/noticeList {page}: enabled notices, newest first, created_at in Beijing time. */
export async function noticePage(ctx: ContentContext, page: number): Promise<Page<Notice>> {
  const base = ctx.store.db
    .selectFrom('notices')
    .where('kind', '=', NOTICE_KIND.notice)
    .where('enabled', '=', 1);
  const [rows, counted] = await Promise.all([
    base
      .select(['id', 'title', 'content', 'popup', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(NOTICE_PAGE_SIZE)
      .offset((page - 1) * NOTICE_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((r) => ({ ...r, created_at: formatBeijing(r.created_at) })),
    Number(counted.n),
    page,
    NOTICE_PAGE_SIZE,
  );
}
