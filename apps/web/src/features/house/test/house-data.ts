import { vi } from 'vitest';
import type { ResponseOf } from '@app/contract/endpoint';
import type { calls } from '@app/contract/endpoint-routes';
import { formatMinor, parseMinor } from '@app/contract/money-format';
import { exactRtp } from '@app/domain/house/slot-rtp';
import { slotGameOf } from '@app/domain/house/slot-games';
import { slotWindow, spinSlot, type SlotSpin } from '@app/domain/house/slots';
import { FISH_KINDS } from '@app/domain/house/fishing';
import { playBaccarat } from '@app/domain/house/baccarat';
import { FISH_NAMES, SYMBOL_NAMES } from '../strings.ts';

/**
 * The house server's answers for the screens' tests, computed with the real engines
 * (@app/domain/house) as the server computes them: a slot's definition, a spin at given stops,
 * the lobby, the fishing game.
 */
type Answer<K extends keyof typeof calls> = ResponseOf<(typeof calls)[K]>;

export const COMMIT = 'a'.repeat(64);

function engine(code: string) {
  const game = slotGameOf(code);
  if (!game) throw new Error(`no slot ${code}`);
  return game;
}

export function slotAnswer(code: string): Answer<'houseSlot'> {
  const game = engine(code);
  const { numerator, denominator } = exactRtp(game);
  const lines = BigInt(game.lines.length);
  return {
    code,
    name: { fruit: '缤纷水果', ocean: '深海宝藏', dynasty: '盛世王朝' }[code] ?? code,
    rows: 3,
    symbols: game.symbols.map((id) => ({ id, name: SYMBOL_NAMES[code]?.[id] ?? id })),
    wild: game.wild,
    reels: game.reels.map((strip) => [...strip]),
    paylines: game.lines.map((rows) => [...rows]),
    paytable: Object.entries(game.paytable).map(([symbol, pays]) => ({
      symbol,
      pays: [pays[0], pays[1], pays[2]],
    })),
    rtp: game.statedRtp,
    rtp_exact: { numerator: String(numerator), denominator: String(denominator) },
    bets: [10n, 20n, 50n].map((lineBet) => formatMinor(lineBet * lines)),
  };
}

/** The first stops (in a fixed search order) whose spin at this stake passes `wanted`. */
export function findStops(
  code: string,
  bet: string,
  wanted: (spin: SlotSpin) => boolean,
): number[] {
  const game = engine(code);
  const stake = parseMinor(bet)!;
  for (let seed = 0; seed < 200_000; seed++) {
    const stops = game.reels.map(
      (strip, reel) => (seed * (7 + reel * 13) + reel * 5) % strip.length,
    );
    if (wanted(spinSlot(game, stops, stake))) return stops;
  }
  throw new Error('no such stops');
}

export function spinAnswer(
  code: string,
  stops: number[],
  { bet, balance, nonce }: { bet: string; balance: string; nonce: number },
): Answer<'houseSpin'> {
  const game = engine(code);
  const spin = spinSlot(game, stops, parseMinor(bet)!);
  const window = slotWindow(game, stops);
  return {
    bet_no: `H${String(1_000_000_000 + nonce)}`,
    game: code,
    bet,
    win: formatMinor(spin.total),
    balance,
    nonce,
    stops,
    window: [0, 1, 2].map((row) => window.map((column) => column[row]!)),
    lines: spin.wins.map((w) => ({
      line: w.line,
      symbol: w.symbol,
      count: w.count,
      cells: w.cells,
      multiplier: w.multiplier,
      win: formatMinor(w.win),
    })),
  };
}

export function lobbyAnswer(balance: string, nonce = 0): Answer<'houseLobby'> {
  return {
    commit: COMMIT,
    clientSeed: 'lucky-player',
    nonce,
    balance,
    games: [
      { code: 'fruit', name: '缤纷水果', kind: 'slot', rtp: '95.98%', bets: ['1.00', '2.00'] },
      { code: 'ocean', name: '深海宝藏', kind: 'slot', rtp: '96.01%', bets: ['1.50', '3.00'] },
      { code: 'dynasty', name: '盛世王朝', kind: 'slot', rtp: '95.96%', bets: ['2.00', '4.00'] },
      { code: 'fishing', name: '深海捕鱼', kind: 'fishing', rtp: '96.00%', bets: ['0.10', '1.00'] },
      { code: 'zhajinhua', name: '炸金花', kind: 'cards', rtp: '97.39%', bets: ['1.00', '2.00'] },
    ],
  };
}

export function fishingAnswer(): Answer<'houseFishing'> {
  return {
    code: 'fishing',
    name: '深海捕鱼',
    rtp: '96.00%',
    rtp_ppm: 960_000,
    bets: ['0.10', '0.20', '0.50', '1.00'],
    fish: FISH_KINDS.map(({ kind, multiplier }) => ({
      code: kind,
      name: FISH_NAMES[kind] ?? kind,
      multiplier,
    })),
  };
}

/** The player asked for less motion: reels land and shots arrive at once (fast tests). */
export function preferReducedMotion(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

// ---- the tables --------------------------------------------------------------------------------

/** Baccarat deals (card indices in deal order) with a known winner: naturals, no third card. */
export const BACCARAT_DEALS = {
  // player 10+2 = 2, banker 4+5 = 9
  banker: [9, 3, 1, 4],
  // player 4+5 = 9, banker 10+2 = 2
  player: [3, 9, 4, 1],
  // player 8+K = 8, banker 8+K = 8
  tie: [7, 20, 12, 25],
} as const;

/** A dealt baccarat round as the server publishes it, played with the domain's engine. */
export function baccaratResult(
  round: number,
  winner: keyof typeof BACCARAT_DEALS,
  dealtAt = Date.now() - 60_000,
): Answer<'houseTable'>['results'][number] {
  const cards = [...BACCARAT_DEALS[winner]];
  const played = playBaccarat(cards);
  return {
    round,
    cards,
    outcome: {
      winner: played.winner,
      player: played.playerPoints,
      banker: played.bankerPoints,
      playerPair: played.playerPair,
      bankerPair: played.bankerPair,
    },
    commit: COMMIT,
    seed: 'b'.repeat(64),
    dealt_at: dealtAt,
  };
}

/** Table bac1 (百家乐 A) in its betting window of round 106, with the player's wallet. */
export function baccaratTable(overrides: Partial<Answer<'houseTable'>> = {}): Answer<'houseTable'> {
  const now = Date.now();
  const area = (code: string, name: string, odds: string, max = '5000.00') => ({
    area: code,
    name,
    odds,
    min: '1.00',
    max,
  });
  return {
    code: 'bac1',
    name: '百家乐 A',
    game: 'baccarat',
    phase: 'betting',
    now,
    current: {
      round: 106,
      commit: COMMIT,
      opens_at: now - 5_000,
      closes_at: now + 20_000,
      ends_at: now + 35_000,
    },
    areas: [
      area('player', '闲', '1:1'),
      area('tie', '和', '1:8', '500.00'),
      area('banker', '庄', '1:0.95'),
      area('player_pair', '闲对', '1:11', '500.00'),
      area('banker_pair', '庄对', '1:11', '500.00'),
    ],
    totals: [{ area: 'banker', amount: '350.00', players: 3 }],
    results: [],
    balance: '100.00',
    mine: null,
    last_mine: null,
    chips: ['1.00', '10.00', '100.00', '1000.00'],
    ...overrides,
  };
}

export function cardsAnswer(): Answer<'houseCards'> {
  return {
    code: 'zhajinhua',
    name: '炸金花',
    rtp: '97.39%',
    rtp_exact: { numerator: '1239537', denominator: '1272720' },
    odds_bp: 9_500,
    commission_bp: 500,
    bets: ['1.00', '2.00', '5.00', '10.00', '20.00', '50.00', '100.00'],
  };
}
