import { adminEndpoints } from '@app/contract/endpoints';
import type { Endpoint } from '@app/contract/endpoint';
import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
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
import { adminArticles, readArticle, updateArticle } from './articles.service.ts';
import { homeNotices, listBanners, noticePage } from './content.service.ts';
import { appInfo, readAppSettings } from './settings.service.ts';
import { readSponsors, updateSponsors } from './sponsors.service.ts';
import { registerOperatorUploadRoute } from './uploads.admin.ts';

/** Site settings (appInfo), home banners and notices; the operator's banner and notice editing. */
export async function contentPlugin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  serve(app, endpoints.app, () => appInfo(ctx));
  serve(app, endpoints.bannerList, (_r, body) => listBanners(ctx, body.type));
  serve(app, endpoints.homeNotice, () => homeNotices(ctx));
  serve(app, endpoints.noticeList, (_r, body) => noticePage(ctx, body.page));
  serve(app, endpoints.sponsorList, () => readSponsors(ctx.store.db));
  // Ours (spec: not shown): the address a player shares; the operator's h5_url, else PUBLIC_URL.
  serve(app, endpoints.getVisitUrl, async () => ({
    url: (await readAppSettings(ctx)).h5_url || (ctx.config.publicUrl ?? ''),
  }));
  serve(app, endpoints.article, (_r, body) => readArticle(ctx, body.type));

  const admin = <E extends Endpoint>(
    endpoint: E,
    handler: (actor: Actor, payload: z.output<E['payload']>) => Promise<z.input<E['response']>>,
  ) => operatorRoute(app, ctx, endpoint, handler);
  admin(adminEndpoints.banners, (_actor, q) => adminBanners(ctx, q.type));
  admin(adminEndpoints.bannersCreate, (actor, body) => createBanner(ctx, actor, body));
  admin(adminEndpoints.bannersUpdate, (actor, body) => updateBanner(ctx, actor, body));
  admin(adminEndpoints.bannersDelete, (actor, body) => deleteBanner(ctx, actor, body.id));
  admin(adminEndpoints.notices, (_actor, q) => adminNotices(ctx, q));
  admin(adminEndpoints.noticesCreate, (actor, body) => createNotice(ctx, actor, body));
  admin(adminEndpoints.noticesUpdate, (actor, body) => updateNotice(ctx, actor, body));
  admin(adminEndpoints.noticesDelete, (actor, body) => deleteNotice(ctx, actor, body.id));
  admin(adminEndpoints.sponsors, async () => ({ sponsors: await readSponsors(ctx.store.db) }));
  admin(adminEndpoints.sponsorsUpdate, (actor, body) => updateSponsors(ctx, actor, body.sponsors));
  admin(adminEndpoints.articles, () => adminArticles(ctx));
  admin(adminEndpoints.articlesUpdate, (actor, body) => updateArticle(ctx, actor, body));
  await registerOperatorUploadRoute(app, ctx);
}
