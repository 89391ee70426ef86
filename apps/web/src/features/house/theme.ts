/**
 * The house games' colours (the art of the symbols and fish, and each game's look): like the
 * app's src/theme.ts, the only place in this feature with colour values (ESLint refuses a raw
 * colour literal elsewhere). The screens' stylesheets read a game's look as custom properties
 * (`lookStyle`).
 */

/** The ink of the drawn art, by hue and shade. */
export const INK = {
  white: '#ffffff',
  cream: '#fff6dc',
  black: '#1b1420',
  shadow: '#00000040',
  shine: '#ffffffb3',
  red: '#ef3b36',
  redLight: '#ff8a80',
  redDark: '#8e1014',
  crimson: '#c2182b',
  pink: '#ff9fb2',
  pinkDark: '#d14f73',
  orange: '#ff9d1e',
  orangeLight: '#ffc46b',
  orangeDark: '#c85a00',
  yellow: '#ffe14d',
  yellowLight: '#fff59a',
  yellowDark: '#d9a400',
  gold: '#ffcc33',
  goldLight: '#fff1a8',
  goldDark: '#b07800',
  bronze: '#8a5a12',
  green: '#43b649',
  greenLight: '#a5e57a',
  greenDark: '#1d6b2a',
  jade: '#2fbf8f',
  jadeLight: '#a8f0d2',
  jadeDark: '#0d6b4e',
  teal: '#1fb5c9',
  aqua: '#7fe8ff',
  blue: '#2f7de1',
  blueLight: '#8cc8ff',
  blueDark: '#123f8c',
  navy: '#0b2350',
  purple: '#8e44d6',
  purpleLight: '#d3a6ff',
  purpleDark: '#4a1883',
  magenta: '#e63fa0',
  grey: '#8795a8',
  greyLight: '#d5dde8',
  greyDark: '#4a5566',
  sand: '#f2d29b',
  brown: '#8b5a2b',
} as const;

/** How a game looks around its art: background, the reel window, accents. */
export interface GameLook {
  background: string;
  reels: string;
  cell: string;
  frame: string;
  accent: string;
  text: string;
}

const GAME_LOOKS: Record<string, GameLook> = {
  fruit: {
    background: 'linear-gradient(180deg, #7a1e5a 0%, #3b0c3a 60%, #21071f 100%)',
    reels: '#2a0827',
    cell: 'radial-gradient(circle at 50% 40%, #fff8ec 0%, #f6dcc4 100%)',
    frame: 'linear-gradient(180deg, #ffd86b, #c98a14)',
    accent: '#ffcf3f',
    text: '#fff4e0',
  },
  ocean: {
    background: 'linear-gradient(180deg, #0d5f9a 0%, #08345f 55%, #041a33 100%)',
    reels: '#04213f',
    cell: 'radial-gradient(circle at 50% 35%, #e7fbff 0%, #bfe6f5 100%)',
    frame: 'linear-gradient(180deg, #7fe8ff, #1f86b8)',
    accent: '#6fe3ff',
    text: '#e8f9ff',
  },
  dynasty: {
    background: 'linear-gradient(180deg, #9c1420 0%, #5a0a12 55%, #2c0508 100%)',
    reels: '#2b0407',
    cell: 'radial-gradient(circle at 50% 40%, #fff6e1 0%, #f2d9a6 100%)',
    frame: 'linear-gradient(180deg, #ffe08a, #b8860b)',
    accent: '#ffd25a',
    text: '#fff1d6',
  },
  cards: {
    background: 'linear-gradient(180deg, #123b2a 0%, #0b2a1d 60%, #061a12 100%)',
    reels: '#0e4a31',
    cell: 'radial-gradient(ellipse at 50% 40%, #1f8a58 0%, #12643f 55%, #0b4a2e 100%)',
    frame: 'linear-gradient(180deg, #e8c26a, #8a5a12)',
    accent: '#ffd25a',
    text: '#f4fff8',
  },
  fishing: {
    background: 'linear-gradient(180deg, #0a6aa8 0%, #064a7e 45%, #032a4d 100%)',
    reels: '#032a4d',
    cell: '#0a6aa8',
    frame: 'linear-gradient(180deg, #7fe8ff, #1f86b8)',
    accent: '#ffd25a',
    text: '#e8f9ff',
  },
};

/** The tables (真人): felt green, burgundy and teal, gold accents. */
const TABLE_LOOKS: Record<string, GameLook> = {
  baccarat: {
    background: 'linear-gradient(180deg, #0f5a3c 0%, #0a3f2a 55%, #062519 100%)',
    reels: '#06301f',
    cell: '#0d4a31',
    frame: 'linear-gradient(180deg, #f3d27a, #a87a1c)',
    accent: '#ffd25a',
    text: '#f4fff8',
  },
  dragon_tiger: {
    background: 'linear-gradient(180deg, #6a1420 0%, #420a14 55%, #22050a 100%)',
    reels: '#2c060c',
    cell: '#53101b',
    frame: 'linear-gradient(180deg, #f3d27a, #a87a1c)',
    accent: '#ffd25a',
    text: '#fff4ea',
  },
  niuniu: {
    background: 'linear-gradient(180deg, #0e4f63 0%, #09354a 55%, #041d2b 100%)',
    reels: '#062636',
    cell: '#0b4258',
    frame: 'linear-gradient(180deg, #f3d27a, #a87a1c)',
    accent: '#ffd25a',
    text: '#eefaff',
  },
};

const DEFAULT_LOOK: GameLook = GAME_LOOKS.fruit!;

/** The shades every house game paints with over its own look. */
const HOUSE_INK = {
  '--house-shade': '#00000059',
  '--house-shade-strong': '#000000a6',
  '--house-glass': '#ffffff1f',
  '--house-glass-strong': '#ffffff40',
  '--house-white': '#ffffff',
  '--house-ink': '#2a1a00',
  '--house-danger': '#ff8080',
} as const;

/**
 * The marks of the tables: the sides' colours (banker and dragon red, player and tiger blue, tie
 * green), as the roads of every table in the field paint them, and the cards' faces and backs.
 */
const TABLE_INK = {
  '--house-banker': '#e0323c',
  '--house-banker-soft': '#e0323c33',
  '--house-player': '#2f6fe4',
  '--house-player-soft': '#2f6fe433',
  '--house-tie': '#1f9d55',
  '--house-tie-soft': '#1f9d5533',
  '--house-road-paper': '#fbfaf4',
  '--house-road-line': '#d9d4c3',
  '--house-road-ink': '#3a3326',
  '--house-chip-rim': '#ffffffcc',
  '--house-felt-line': '#ffffff59',
} as const;

/** The chips' colours by their place in the rack (smallest first), as casinos colour them. */
export const CHIP_COLORS = [
  '#6b7a8f',
  '#d9382f',
  '#2a7de1',
  '#1f9d55',
  '#1b1420',
  '#8e44d6',
  '#c98a14',
] as const;

/** The cards' ink: faces, backs, the red and black suits. */
export const CARD_INK = {
  face: '#ffffff',
  faceEdge: '#c9c2b0',
  red: '#d3202b',
  black: '#1b1420',
  back: '#8e1a2b',
  backDark: '#5c0f1b',
  backLine: '#f3d27a',
} as const;

/** The playing cards' colours (the card game, and its verification on the app's light page). */
export const CARD_GAME_INK = {
  '--house-card-face': '#fffdf6',
  '--house-card-edge': '#d9cfb8',
  '--house-card-red': '#c8102e',
  '--house-card-black': '#1b1420',
  '--house-card-back': 'repeating-linear-gradient(45deg, #9c1420 0 6px, #b8232f 6px 12px)',
  '--house-card-back-edge': '#fff1d6',
  '--house-win': '#7dffb0',
} as const;

/** A game's look as the custom properties its screen's stylesheet paints with. */
export function lookStyle(code: string): Record<`--house-${string}`, string> {
  const look = GAME_LOOKS[code] ?? TABLE_LOOKS[code] ?? DEFAULT_LOOK;
  return {
    ...HOUSE_INK,
    ...CARD_GAME_INK,
    ...(code in TABLE_LOOKS ? TABLE_INK : {}),
    '--house-bg': look.background,
    '--house-reels': look.reels,
    '--house-cell': look.cell,
    '--house-frame': look.frame,
    '--house-accent': look.accent,
    '--house-text': look.text,
  };
}

/** The colours of the paylines drawn over the window, by line number. */
export const LINE_COLORS = [
  '#ff4d4f',
  '#40a9ff',
  '#73d13d',
  '#ffc53d',
  '#b37feb',
  '#ff85c0',
  '#36cfc9',
  '#ff9c6e',
  '#95de64',
  '#597ef7',
] as const;

/** The fishing sea (canvas): water, light, the cannon, nets and coins. */
export const SEA = {
  top: '#0d7cc1',
  bottom: '#03284a',
  ray: '#ffffff1a',
  rayEnd: '#ffffff00',
  bubble: '#ffffff40',
  weed: '#0f6b4a',
  weedLight: '#2fa36f',
  sand: '#c9a86a',
  cannon: '#ffd25a',
  cannonDark: '#9a6a00',
  cannonBase: '#2a3550',
  bullet: '#fff3a8',
  net: '#ffffffd9',
  netCaught: '#ffe066',
  coin: '#ffd23f',
  coinDark: '#b8860b',
  text: '#ffffff',
  textShadow: '#00000099',
  aim: '#ffffff55',
} as const;
