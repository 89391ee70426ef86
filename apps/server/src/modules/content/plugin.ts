import { adminEndpoints } from '@app/contract/endpoints';
import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { serve } from '../../platform/http/route.ts';
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

  serve(app, adminEndpoints.banners, (_request, q) => adminBanners(ctx, q.type));
  serve(app, adminEndpoints.bannersCreate, (_request, body, actor) =>
    createBanner(ctx, actor, body),
  );
  serve(app, adminEndpoints.bannersUpdate, (_request, body, actor) =>
    updateBanner(ctx, actor, body),
  );
  serve(app, adminEndpoints.bannersDelete, (_request, body, actor) =>
    deleteBanner(ctx, actor, body.id),
  );
  serve(app, adminEndpoints.notices, (_request, q) => adminNotices(ctx, q));
  serve(app, adminEndpoints.noticesCreate, (_request, body, actor) =>
    createNotice(ctx, actor, body),
  );
  serve(app, adminEndpoints.noticesUpdate, (_request, body, actor) =>
    updateNotice(ctx, actor, body),
  );
  serve(app, adminEndpoints.noticesDelete, (_request, body, actor) =>
    deleteNotice(ctx, actor, body.id),
  );
  serve(app, adminEndpoints.sponsors, async () => ({ sponsors: await readSponsors(ctx.store.db) }));
  serve(app, adminEndpoints.sponsorsUpdate, (_request, body, actor) =>
    updateSponsors(ctx, actor, body.sponsors),
  );
  serve(app, adminEndpoints.articles, () => adminArticles(ctx));
  serve(app, adminEndpoints.articlesUpdate, (_request, body, actor) =>
    updateArticle(ctx, actor, body),
  );
  await registerOperatorUploadRoute(app, ctx);
}
