/**
 * The house venue's three slots: 5 reels × 3 rows each, with their own symbols, strips, lines and
 * paytables. Every line of a game returns the same (each row of a reel shows each symbol with the
 * strip's share of it), so the number of lines changes the volatility, not the RTP. The stated
 * RTPs are exact (slot-rtp.ts), rounded to two decimals, and recomputed by slot-games.test.ts.
 *
 * - fruit (10 lines): a wild that also pays on its own, many small wins;
 * - ocean (15 lines): a wild that only substitutes, a bigger top symbol;
 * - dynasty (20 lines): wilds on the three middle reels only, the biggest top pays.
 *
 * Strips are written one letter per symbol (each game's legend below) to keep them readable.
 */
import type { SlotGame } from './slots.ts';

/** Twenty distinct paylines (row per reel, 0 top); a game takes the first 10, 15 or 20. */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

function strips(legend: Readonly<Record<string, string>>, letters: readonly string[]): string[][] {
  return letters.map((strip) =>
    [...strip].map((letter) => {
      const symbol = legend[letter];
      if (symbol === undefined) throw new Error(`no symbol for ${letter}`);
      return symbol;
    }),
  );
}

const FRUIT_LEGEND = {
  W: 'wild',
  S: 'seven',
  B: 'bell',
  M: 'melon',
  G: 'grape',
  O: 'orange',
  L: 'lemon',
  C: 'cherry',
};

export const FRUIT: SlotGame = {
  code: 'fruit',
  symbols: Object.values(FRUIT_LEGEND),
  wild: 'wild',
  reels: strips(FRUIT_LEGEND, [
    'CWCOGLCMCWBCOLCGCWSMOCLCGCOLWCBCMGCOL',
    'CWLCOGCMLCWBCOLCGCLWSMOCLCGCOWCBLCMGCOL',
    'WCLCOCGWMCBLCOCWGCLCSMOCWLCGCOBLCWCMGCOL',
    'CWCOCGLCMCWBCOLCGCWCSMOLCGCOCLWBCMCGCOL',
    'CWCLCGOCWCBLCMCGOLCWCSCLGCOCWBLCMCGCOL',
  ]),
  lines: PAYLINES.slice(0, 10),
  paytable: {
    wild: [20, 80, 250],
    seven: [15, 50, 150],
    bell: [10, 30, 100],
    melon: [8, 20, 60],
    grape: [5, 15, 40],
    orange: [4, 10, 25],
    lemon: [3, 8, 20],
    cherry: [2, 5, 15],
  },
  // Exactly 342100 / 356421.
  statedRtp: '95.98%',
};

const OCEAN_LEGEND = {
  W: 'wild',
  H: 'whale',
  K: 'shark',
  T: 'turtle',
  O: 'octopus',
  C: 'crab',
  S: 'shell',
  F: 'starfish',
};

export const OCEAN: SlotGame = {
  code: 'ocean',
  symbols: Object.values(OCEAN_LEGEND),
  wild: 'wild',
  reels: strips(OCEAN_LEGEND, [
    'FWFCOSTFKFCSFWOFHTCSFOFWCFSKFTOCFS',
    'WFSFCOTFWKSFCFOSFWHTCFSOFCFWKSFTOCFS',
    'FWFSCFOTFSCWKFSFOCFSFWHTFCFSOFCWKFSFTOCFS',
    'WFSFWKFCTSOFWFSFCWKSFHTOFWSFCFSWKFTOFSC',
    'FWSFOFCTSFWFSFOCFSWHTFSFOKCFWFSFTOFSC',
  ]),
  lines: PAYLINES.slice(0, 15),
  // The wild substitutes only: it is not in the paytable.
  paytable: {
    whale: [25, 100, 400],
    shark: [15, 50, 150],
    turtle: [10, 30, 100],
    octopus: [8, 20, 60],
    crab: [5, 12, 30],
    shell: [3, 8, 20],
    starfish: [2, 6, 15],
  },
  // Exactly 8691109 / 9051939.
  statedRtp: '96.01%',
};

const DYNASTY_LEGEND = {
  W: 'wild',
  D: 'dragon',
  P: 'phoenix',
  T: 'tiger',
  R: 'crane',
  I: 'ingot',
  L: 'lantern',
  C: 'coin',
  F: 'fan',
};

export const DYNASTY: SlotGame = {
  code: 'dynasty',
  symbols: Object.values(DYNASTY_LEGEND),
  wild: 'wild',
  reels: strips(DYNASTY_LEGEND, [
    'FLFCFLRFTCFLIFDRFCPFLFCTFRFCI',
    'WFWFCLFRWICFTLWFCDWLRFICPWFLCWFTRILC',
    'FWFCFWLIFPFCWTLFIFCWFDLFCWIFLFPCWTFIRLC',
    'FWFCFLFWCRFCFTLWFCFDFLCRWFPCFLFWCTFRCLI',
    'FPFCFIRFCFLFICFDFRFCFLIFCFTFRICL',
  ]),
  lines: PAYLINES,
  // The wild substitutes only and sits on reels 2–4.
  paytable: {
    dragon: [40, 200, 1000],
    phoenix: [25, 100, 400],
    tiger: [15, 50, 150],
    crane: [10, 30, 80],
    ingot: [6, 15, 40],
    lantern: [5, 12, 30],
    coin: [4, 8, 20],
    fan: [3, 6, 12],
  },
  // Exactly 17365 / 18096.
  statedRtp: '95.96%',
};

export const SLOT_GAMES: readonly SlotGame[] = [FRUIT, OCEAN, DYNASTY];

export function slotGameOf(code: string): SlotGame | undefined {
  return SLOT_GAMES.find((game) => game.code === code);
}
