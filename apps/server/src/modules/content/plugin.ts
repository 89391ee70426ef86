import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { empty } from '@app/contract/api';
import { bannerListPayload, noticeListPayload } from '@app/contract/games';
import {
  adminBannerCreatePayload,
  adminBannersPayload,
  adminBannerUpdatePayload,
  adminDeletePayload,
  adminNoticeCreatePayload,
  adminNoticesPayload,
  adminNoticeUpdatePayload,
} from '@app/contract/games-admin';
import type { AppContext } from '../../platform/context.ts';
import { route } from '../../platform/http/route.ts';
import type { Actor } from '../audit/index.ts';
import { operatorRoute } from '../operators/index.ts';
import {
  adminBanners,
  adminNotices,
  createBanner,
  createNotice,
  deleteBanner,
  deleteNotice,
  updateBanner,
  updateNotice,
} from './content.admin.service.ts';
import { homeNotices, listBanners, noticePage } from './content.service.ts';
import { appInfo } from './settings.service.ts';

/** Site settings (appInfo), home banners and notices; the operator's banner and notice editing. */
export function contentPlugin(app: FastifyInstance, ctx: AppContext): void {
  route(app, 'POST', '/api/app', { schema: empty }, () => appInfo(ctx));
  route(app, 'POST', '/api/bannerList', { schema: bannerListPayload }, (_r, body) =>
    listBanners(ctx, body.type),
  );
  route(app, 'POST', '/api/homenotice', { schema: empty }, () => homeNotices(ctx));
  route(app, 'POST', '/api/noticeList', { schema: noticeListPayload }, (_r, body) =>
    noticePage(ctx, body.page),
  );

  const admin = <S extends z.ZodType, R>(
    path: string,
    schema: S,
    handler: (actor: Actor, payload: z.output<S>) => Promise<R>,
  ) => operatorRoute(app, ctx, path, schema, handler);
  admin('banners', adminBannersPayload, (_actor, q) => adminBanners(ctx, q.type));
  admin('banners/create', adminBannerCreatePayload, (actor, body) =>
    createBanner(ctx, actor, body),
  );
  admin('banners/update', adminBannerUpdatePayload, (actor, body) =>
    updateBanner(ctx, actor, body),
  );
  admin('banners/delete', adminDeletePayload, (actor, body) => deleteBanner(ctx, actor, body.id));
  admin('notices', adminNoticesPayload, (_actor, q) => adminNotices(ctx, q));
  admin('notices/create', adminNoticeCreatePayload, (actor, body) =>
    createNotice(ctx, actor, body),
  );
  admin('notices/update', adminNoticeUpdatePayload, (actor, body) =>
    updateNotice(ctx, actor, body),
  );
  admin('notices/delete', adminDeletePayload, (actor, body) => deleteNotice(ctx, actor, body.id));
}
