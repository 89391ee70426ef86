import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { GAME_TYPE } from '@app/contract/games';
import type { AppContext } from '../../platform/context.ts';
import { notFoundEnvelope } from '../../platform/http/envelope-plugin.ts';
import { VENUE_SEED } from '../venues/index.ts';

/**
 * Generated images (GET /media/<kind>/<key>.svg): the catalogue's icons and the home banners,
 * drawn here so that a fresh install has no broken image and needs no image files. The seed stores
 * these paths in img/src; an operator may replace any of them with an upload or another address.
 *
 * - /media/category/<slug>.svg   a category icon (hot, lobby, live, chess, slots, sports, …)
 * - /media/game/<id>.svg         a game tile, drawn from the game's venue, code and type
 * - /media/banner/<n>.svg        home banner design n (1, 2, 3)
 * - /media/plat/<platname>.svg   a venue's badge (ag, bg, bbin, ob, fg, pp, ae, ky, sb, ia)
 *
 * Each image is a function of things an operator cannot edit (slug, venue, game code and type,
 * design number), so the answers are cached for a long time, with an ETag besides.
 */

export { mediaPath, type MediaKind } from '@app/contract/media';

const CACHE_CONTROL = 'public, max-age=2592000';
/** An SVG opened on its own may run nothing and load nothing. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
const FONT =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif";

export type Palette = readonly [from: string, to: string, accent: string];

const SLOT_PALETTES: Record<string, Palette> = {
  fruit: ['#ff5f6d', '#ffc371', '#fff3b0'],
  gems: ['#8e2de2', '#ff6ec4', '#ffe1ff'],
  dragon: ['#c31432', '#f09819', '#ffe29a'],
  ocean: ['#0f5ec7', '#2bd2c6', '#c9fbff'],
  gold: ['#a66f00', '#ffd86b', '#fff6d5'],
  panda: ['#134e5e', '#71b280', '#e8ffe9'],
  space: ['#1a1a6e', '#7b2ff7', '#d9c8ff'],
  jungle: ['#0b6e4f', '#a8e063', '#f0ffd6'],
};
const SLOT_GLYPHS: Record<string, string> = {
  fruit: '果',
  gems: '钻',
  dragon: '龙',
  ocean: '海',
  gold: '金',
  panda: '熊',
  space: '星',
  jungle: '林',
};

const PLAT_PALETTES: Record<string, Palette> = {
  house: ['#8a5a00', '#f2b705', '#fff4cc'],
};

/** A venue's badge on its tiles: the house venue's in words, any other its platname. */
const PLAT_LABELS: Record<string, string> = { house: '自营' };

/** The house games' glyphs, by game code (their tiles; the slots of the demo venue by theme). */
const HOUSE_GLYPHS: Record<string, string> = {
  tables: '桌',
  zhajinhua: '牌',
  fruit: '果',
  ocean: '海',
  dynasty: '龙',
  fishing: '鱼',
};

const CATEGORY_ART: Record<string, { palette: Palette; glyph: string }> = {
  hot: { palette: ['#ff416c', '#ff8c42', '#fff0e6'], glyph: '热' },
  lobby: { palette: ['#f7971e', '#ffd200', '#fff8d6'], glyph: '堂' },
  live: { palette: ['#c62828', '#ef6c57', '#ffe4e0'], glyph: '真' },
  chess: { palette: ['#0f7b6c', '#38ef7d', '#e2ffee'], glyph: '棋' },
  slots: { palette: ['#6a11cb', '#2575fc', '#e3ebff'], glyph: '电' },
  sports: { palette: ['#1d976c', '#5fd68f', '#e6ffef'], glyph: '球' },
  fishing: { palette: ['#1c7fa6', '#6dd5ed', '#e0f8ff'], glyph: '鱼' },
  esports: { palette: ['#4b3b8f', '#c779d0', '#f5e3ff'], glyph: '竞' },
  lottery: { palette: ['#d31027', '#f5af19', '#fff3d6'], glyph: '彩' },
};

/** Home banner designs: wording about what the demo platform really offers, no figures. */
const BANNERS: Record<
  string,
  { palette: Palette; title: string; subtitle: string; glyph: string }
> = {
  '1': {
    palette: ['#3a1c71', '#d76d77', '#ffaf7b'],
    title: '欢迎来到演示平台',
    subtitle: '全部游戏由平台自营，每一局都可验证',
    glyph: '迎',
  },
  '2': {
    palette: ['#6a11cb', '#2575fc', '#9be7ff'],
    title: '电子游艺',
    subtitle: '缤纷水果 · 深海宝藏 · 盛世王朝',
    glyph: '电',
  },
  '3': {
    palette: ['#8e0e00', '#e65c00', '#f9d423'],
    title: '棋牌 · 炸金花',
    subtitle: '与庄家比牌，一局一验',
    glyph: '牌',
  },
};

const GAME_CAPTIONS: Record<number, string> = {
  [GAME_TYPE.live]: '真人',
  [GAME_TYPE.chess]: '棋牌',
  [GAME_TYPE.slot]: '电子',
  [GAME_TYPE.sports]: '体育',
  [GAME_TYPE.fishing]: '捕鱼',
  [GAME_TYPE.esports]: '电竞',
  [GAME_TYPE.lottery]: '彩票',
  [GAME_TYPE.lobby]: '大厅',
};

/** Text for an SVG text node or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** 32-bit FNV-1a: the deterministic source of each image's decoration. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A few soft circles placed by the key's hash, clipped to the card (#card). */
function bubbles(key: string, width: number, height: number, count: number): string {
  let h = hash(key);
  const next = () => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    h = (h ^ (h >>> 12)) >>> 0;
    return h / 0xffffffff;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = Math.round((0.08 + next() * 0.22) * Math.min(width, height));
    const cx = Math.round(next() * width);
    const cy = Math.round(next() * height);
    const opacity = (0.06 + next() * 0.12).toFixed(2);
    out.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`);
  }
  return `<g clip-path="url(#card)">${out.join('')}</g>`;
}

/** The shared definitions: background, shine and coin gradients, the card's clip. */
function gradients(palette: Palette, width: number, height: number, radius: number): string {
  const [from, to, accent] = palette;
  return (
    `<defs>` +
    `<clipPath id="card"><rect width="${width}" height="${height}" rx="${radius}"/></clipPath>` +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<radialGradient id="shine" cx="0.25" cy="0.15" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.42"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="coin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${accent}"/></linearGradient>` +
    `</defs>`
  );
}

function svg(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    body +
    `</svg>`
  );
}

/** A line of text centred vertically on y; `extra` holds further attributes (never weight). */
function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  extra = '',
  weight = 700,
): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" dominant-baseline="central" ${extra}>${escapeXml(content)}</text>`;
}

/** A square game tile: venue badge, a coin with the game's glyph, its kind underneath. */
export function gameSvg(game: { platname: string; gameCode: string; gameType: number }): string {
  const theme = game.gameCode.startsWith('slot-') ? game.gameCode.slice('slot-'.length) : '';
  const palette: Palette = SLOT_PALETTES[theme] ??
    PLAT_PALETTES[game.platname] ?? ['#434343', '#8a8a8a', '#eeeeee'];
  const glyph =
    SLOT_GLYPHS[theme] ??
    (game.platname === 'house' ? HOUSE_GLYPHS[game.gameCode] : undefined) ??
    (game.gameCode === 'dice' ? '骰' : game.gameCode === 'lobby' ? '厅' : '游');
  const plat = PLAT_LABELS[game.platname] ?? game.platname.toUpperCase().slice(0, 6);
  const caption = game.gameCode === 'dice' ? '骰宝' : (GAME_CAPTIONS[game.gameType] ?? '游戏');
  // a CJK character is about as wide as the font size, a capital about 0.7 of it
  const pillWidth = 22 + [...plat].reduce((w, c) => w + (c.charCodeAt(0) > 0xff ? 16 : 11), 0);
  return svg(
    240,
    240,
    `${plat} ${caption}`,
    gradients(palette, 240, 240, 36) +
      `<rect width="240" height="240" rx="36" fill="url(#bg)"/>` +
      bubbles(`${game.platname}:${game.gameCode}`, 240, 240, 6) +
      `<rect width="240" height="240" rx="36" fill="url(#shine)"/>` +
      `<circle cx="120" cy="112" r="62" fill="#000" fill-opacity="0.15"/>` +
      `<circle cx="120" cy="108" r="62" fill="url(#coin)" stroke="#fff" stroke-opacity="0.8" stroke-width="4"/>` +
      text(120, 110, 66, palette[0], glyph, 'text-anchor="middle"') +
      `<rect x="14" y="14" width="${pillWidth}" height="30" rx="15" fill="#000" fill-opacity="0.3"/>` +
      text(14 + pillWidth / 2, 30, 16, '#fff', plat, 'text-anchor="middle"') +
      text(120, 206, 24, '#fff', caption, 'text-anchor="middle" letter-spacing="4"'),
  );
}

export function categorySvg(slug: string): string | undefined {
  const art = CATEGORY_ART[slug];
  if (!art) return undefined;
  return svg(
    160,
    160,
    art.glyph,
    gradients(art.palette, 160, 160, 40) +
      `<rect width="160" height="160" rx="40" fill="url(#bg)"/>` +
      bubbles(`category:${slug}`, 160, 160, 5) +
      `<rect width="160" height="160" rx="40" fill="url(#shine)"/>` +
      text(80, 86, 78, '#000', art.glyph, 'text-anchor="middle" fill-opacity="0.18"') +
      text(80, 82, 78, '#fff', art.glyph, 'text-anchor="middle"'),
  );
}

export function bannerSvg(design: string): string | undefined {
  const banner = BANNERS[design];
  return banner ? drawBanner(`banner:${design}`, banner) : undefined;
}

/** What a 750×300 banner shows: colours, a title, a line under it and the coin's glyph. */
export interface BannerArt {
  palette: Palette;
  title: string;
  subtitle: string;
  glyph: string;
}

/**
 * A 750×300 banner in the home banners' style (also drawn by the activities module for its own
 * banners); `seed` places the decoration.
 */
export function drawBanner(seed: string, banner: BannerArt): string {
  const { palette } = banner;
  return svg(
    750,
    300,
    banner.title,
    gradients(palette, 750, 300, 0) +
      `<rect width="750" height="300" fill="url(#bg)"/>` +
      bubbles(seed, 750, 300, 9) +
      `<rect width="750" height="300" fill="url(#shine)"/>` +
      `<circle cx="610" cy="150" r="104" fill="#fff" fill-opacity="0.14"/>` +
      `<circle cx="610" cy="150" r="78" fill="url(#coin)" stroke="#fff" stroke-opacity="0.85" stroke-width="5"/>` +
      text(610, 152, 80, palette[0], banner.glyph, 'text-anchor="middle"') +
      text(52, 122, 54, '#fff', banner.title) +
      `<rect x="52" y="160" width="64" height="6" rx="3" fill="${palette[2]}"/>` +
      text(52, 204, 26, '#fff', banner.subtitle, 'fill-opacity="0.92"', 500),
  );
}

export function platSvg(platname: string): string | undefined {
  const venue = VENUE_SEED.find((v) => v.platname === platname);
  const palette = PLAT_PALETTES[platname];
  if (!venue || !palette) return undefined;
  const label = PLAT_LABELS[platname] ?? platname.toUpperCase();
  return svg(
    240,
    120,
    venue.name,
    gradients(palette, 240, 120, 24) +
      `<rect width="240" height="120" rx="24" fill="url(#bg)"/>` +
      bubbles(`plat:${platname}`, 240, 120, 4) +
      `<rect width="240" height="120" rx="24" fill="url(#shine)"/>` +
      text(120, 50, label.length > 3 ? 38 : 46, '#fff', label, 'text-anchor="middle"') +
      text(120, 94, 20, '#fff', venue.name, 'text-anchor="middle" fill-opacity="0.9"'),
  );
}

const KEY = /^([A-Za-z0-9_-]{1,32})\.svg$/;

/** The image at /media/<kind>/<key>.svg, or undefined when there is none. */
export async function renderMedia(
  ctx: Pick<AppContext, 'store'>,
  kind: string,
  file: string,
): Promise<string | undefined> {
  const key = KEY.exec(file)?.[1];
  if (key === undefined) return undefined;
  switch (kind) {
    case 'category':
      return categorySvg(key);
    case 'banner':
      return bannerSvg(key);
    case 'plat':
      return platSvg(key);
    case 'game': {
      if (!/^\d{1,12}$/.test(key)) return undefined;
      const row = await ctx.store.db
        .selectFrom('games')
        .select(['platname', 'game_code', 'game_type'])
        .where('id', '=', Number(key))
        .executeTakeFirst();
      return row
        ? gameSvg({ platname: row.platname, gameCode: row.game_code, gameType: row.game_type })
        : undefined;
    }
    default:
      return undefined;
  }
}

/** GET /media/:kind/:file: the SVG, cached long, with an ETag; 404 for anything else. */
export function registerMediaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    async (request, reply) => {
      const body = await renderMedia(ctx, request.params.kind, request.params.file);
      if (body === undefined) return reply.code(404).send(notFoundEnvelope());
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply
        .header('cache-control', CACHE_CONTROL)
        .header('etag', etag)
        .header('content-security-policy', SVG_CSP)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(body);
    },
  );
}
