import { defineEndpoint } from '../endpoint.ts';
import { adminUploadData, adminUploadPayload } from '../admin-content.ts';
import { empty } from '../api.ts';
import {
  adminBanner,
  adminBannerCreatePayload,
  adminBannerList,
  adminBannersPayload,
  adminBannerUpdatePayload,
  adminDeleted,
  adminDeletePayload,
  adminNotice,
  adminNoticeCreatePayload,
  adminNoticePage,
  adminNoticesPayload,
  adminNoticeUpdatePayload,
} from '../games-admin.ts';
import { adminArticleList, adminArticleUpdatePayload, articleData } from '../profile.ts';
import {
  adminSponsors,
  adminSponsorsUpdatePayload,
  playerCountSettings,
  playerCountSettingsUpdatePayload,
} from '../site-content.ts';

/**
 * The operator's calls of the area "admin-content". Spread into `adminEndpoints` (endpoints.ts);
 * how to add a call: packages/contract/CONTEXT.md.
 */
export const adminContentArea = {
  banners: defineEndpoint({
    method: 'POST',
    path: '/api/admin/banners',
    auth: 'operator',
    summary: 'Banners',
    payload: adminBannersPayload,
    response: adminBannerList,
  }),
  bannersCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/banners/create',
    auth: 'operator',
    summary: 'Adds a banner',
    payload: adminBannerCreatePayload,
    response: adminBanner,
  }),
  bannersUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/banners/update',
    auth: 'operator',
    summary: 'Edits a banner',
    payload: adminBannerUpdatePayload,
    response: adminBanner,
  }),
  bannersDelete: defineEndpoint({
    method: 'POST',
    path: '/api/admin/banners/delete',
    auth: 'operator',
    summary: 'Removes a banner',
    payload: adminDeletePayload,
    response: adminDeleted,
  }),
  notices: defineEndpoint({
    method: 'POST',
    path: '/api/admin/notices',
    auth: 'operator',
    summary: 'Notices and scrolling announcements, a page',
    payload: adminNoticesPayload,
    response: adminNoticePage,
  }),
  noticesCreate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/notices/create',
    auth: 'operator',
    summary: 'Adds a notice or announcement',
    payload: adminNoticeCreatePayload,
    response: adminNotice,
  }),
  noticesUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/notices/update',
    auth: 'operator',
    summary: 'Edits a notice or announcement',
    payload: adminNoticeUpdatePayload,
    response: adminNotice,
  }),
  noticesDelete: defineEndpoint({
    method: 'POST',
    path: '/api/admin/notices/delete',
    auth: 'operator',
    summary: 'Removes a notice or announcement',
    payload: adminDeletePayload,
    response: adminDeleted,
  }),
  sponsors: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sponsors',
    auth: 'operator',
    summary: 'The sponsor partners (operator content)',
    payload: empty,
    response: adminSponsors,
  }),
  sponsorsUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/sponsors/update',
    auth: 'operator',
    summary: 'Replaces the sponsor partners (plain text; audited)',
    payload: adminSponsorsUpdatePayload,
    response: adminSponsors,
  }),
  playerCounts: defineEndpoint({
    method: 'POST',
    path: '/api/admin/player-counts',
    auth: 'operator',
    summary: 'The threshold under which a category shows no player count',
    payload: empty,
    response: playerCountSettings,
  }),
  playerCountsUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/player-counts/update',
    auth: 'operator',
    summary: 'Changes the player-count threshold (audited)',
    payload: playerCountSettingsUpdatePayload,
    response: playerCountSettings,
  }),
  articles: defineEndpoint({
    method: 'POST',
    path: '/api/admin/articles',
    auth: 'operator',
    summary: 'The help-centre articles',
    payload: empty,
    response: adminArticleList,
  }),
  articlesUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/admin/articles/update',
    auth: 'operator',
    summary: 'Edits a help-centre article; its HTML is sanitised with an allow-list (audited)',
    payload: adminArticleUpdatePayload,
    response: articleData,
  }),
  uploadImage: defineEndpoint({
    method: 'POST',
    path: '/api/admin/uploads',
    multipart: true,
    auth: 'operator',
    summary:
      'Uploads an image for content (GIF, PNG or JPEG by magic bytes, at most 5 MB; audited)',
    payload: adminUploadPayload,
    response: adminUploadData,
  }),
} as const;
