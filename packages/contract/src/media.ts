/**
 * Addresses of the generated images the server draws (GET /media/<kind>/<key>.svg): category
 * icons, game tiles, home banners, venue badges and the seeded activities' banners. Stored in
 * img/src/banner columns by the seeds.
 */
export type MediaKind = 'category' | 'game' | 'banner' | 'plat' | 'activity';

export function mediaPath(kind: MediaKind, key: string): string {
  return `/media/${kind}/${key}.svg`;
}
