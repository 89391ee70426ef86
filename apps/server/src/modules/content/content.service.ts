import type { Banner, Notice } from '@app/contract/games';
import { NOTICE_KIND } from '@app/contract/games-admin';
import type { Page } from '@app/contract/envelope';
import { formatBeijing } from '../../platform/time.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { mediaPath } from '@app/contract/media';
import type { AppContext } from '../../platform/context.ts';

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
