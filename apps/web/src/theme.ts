import type { SponsorTheme } from '@app/contract/site-content';

/**
 * The player app's colours that scripts need as values (inline styles, a canvas, props of
 * antd-mobile components): with theme.css, the only places with colour values (ESLint refuses a
 * raw colour literal elsewhere).
 */

/** Placeholder avatars: a colour picked from the player's name. */
export const AVATAR_PALETTE = [
  '#4f7cff',
  '#ff7a45',
  '#13c2c2',
  '#9254de',
  '#f5a623',
  '#52c41a',
  '#eb2f96',
] as const;

/** The invitation poster (a canvas picture the player saves). */
export const POSTER_COLORS = {
  backgroundStart: '#2b4fd8',
  backgroundEnd: '#5a35d6',
  text: '#ffffff',
  card: '#ffffff',
  cardText: '#1f2329',
} as const;

/** The sponsors' colour themes: the operator picks one, never raw CSS. */
export const SPONSOR_GRADIENTS: Record<SponsorTheme, string> = {
  blue: 'linear-gradient(135deg, #1d3fb8 0%, #2f5fe0 55%, #3a7bd5 100%)',
  purple: 'linear-gradient(135deg, #5b1fc2 0%, #7b34d6 50%, #9b3fb8 100%)',
  green: 'linear-gradient(135deg, #0f6b4f 0%, #14805f 55%, #1b8a6b 100%)',
  orange: 'linear-gradient(135deg, #a8460d 0%, #c2570f 55%, #b8620f 100%)',
  red: 'linear-gradient(135deg, #a11d33 0%, #c0263f 55%, #b8324a 100%)',
};

/** The on-duty tag of a support shift. */
export const SHIFT_TAG_COLOR = '#147a45';

/** The app download page's QR cards. */
export const DOWNLOAD_COLORS = { card: '#fff', iosQr: '#f4f6fb' } as const;
