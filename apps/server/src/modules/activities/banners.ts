import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { mediaPath } from '@app/contract/media';
import { notFoundEnvelope } from '../../platform/http/envelope-plugin.ts';
import { drawBanner, type BannerArt } from '../games/index.ts';

/**
 * The seeded activities' banners (GET /media/activity/<key>.svg), drawn like the home banners so
 * that a fresh install shows real pictures without image files. An operator replaces a banner with
 * an upload or any http(s) address; these keys are only what the demo seed stores.
 */
export const ACTIVITY_BANNERS: Record<string, BannerArt> = {
  'first-deposit': {
    palette: ['#b31217', '#e52d27', '#ffd86b'],
    title: '新人首存加赠',
    subtitle: '首存满100元 · 申请即送38元彩金',
    glyph: '赠',
  },
  'profile-bonus': {
    palette: ['#0f5ec7', '#2bd2c6', '#c9fbff'],
    title: '完善资料礼',
    subtitle: '绑定手机与收款地址 · 送8.88元',
    glyph: '礼',
  },
  'turnover-challenge': {
    palette: ['#5b247a', '#1bcedf', '#d9c8ff'],
    title: '流水闯关奖',
    subtitle: '累计有效投注满1万 · 加赠58元',
    glyph: '闯',
  },
  'vip-upgrade': {
    palette: ['#7a4b00', '#d4a017', '#fff1c1'],
    title: 'VIP晋级礼金',
    subtitle: 'VIP3及以上 · 一次性领取188元',
    glyph: '尊',
  },
  'vip-service': {
    palette: ['#232526', '#5a5f66', '#f5d78e'],
    title: 'VIP专属服务',
    subtitle: '专属客服 · 优先出款审核',
    glyph: '享',
  },
};

export const activityBannerPath = (key: string): string => mediaPath('activity', key);

const KEY = /^([a-z0-9-]{1,32})\.svg$/;
/** An SVG opened on its own may run nothing and load nothing. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

export function activityBannerSvg(file: string): string | undefined {
  const key = KEY.exec(file)?.[1];
  const art = key === undefined ? undefined : ACTIVITY_BANNERS[key];
  return art ? drawBanner(`activity:${key}`, art) : undefined;
}

/** GET /media/activity/:file (a static segment: it wins over the games module's /media/:kind). */
export function registerActivityBannerRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/media/activity/:file', async (request, reply) => {
    const body = activityBannerSvg(request.params.file);
    if (body === undefined) return reply.code(404).send(notFoundEnvelope());
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply
      .header('cache-control', 'public, max-age=2592000')
      .header('etag', etag)
      .header('content-security-policy', SVG_CSP)
      .header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(body);
  });
}
