/**
 * Addresses of the generated images the server draws (GET /media/<kind>/<key>.svg): category
 * icons, game tiles, home banners and venue badges. Stored in img/src columns by the seeds.
 */
export type MediaKind = 'category' | 'game' | 'banner' | 'plat';

export function mediaPath(kind: MediaKind, key: string): string {
  return `/media/${kind}/${key}.svg`;
}
