/**
 * Recomputing a round from its revealed seed (house-games.md): what the server deals with and what
 * the browser's verification page checks with, so both give the same answer.
 *
 * Table rounds (key = server seed, prefix = `${table}:${round}:${beacon}`), as GET /api/house/verify
 * answers them: `cards` are the card indices in deal order — the cards the round used (4–6 for
 * baccarat, 2 for dragon tiger, 25 for 百人牛牛) — and `outcome` is
 * - baccarat: {winner: 'player' | 'banker' | 'tie', player, banker (the hands' points), playerPair,
 *   bankerPair};
 * - dragon_tiger: {winner: 'dragon' | 'tiger' | 'tie'};
 * - niuniu (not fixed by the doc; ours): {banker: niu, seats: [{niu, winner: 'seat' | 'banker'}]
 *   for 天 地 玄 黄 in order}, niu being 0 = 无牛, 1–9 = 牛1–牛9, 10 = 牛牛. The multipliers are the
 *   operator's configuration, not the seed's, so they are not part of the outcome.
 *
 * Personal rounds (key = server seed, prefix = `${clientSeed}:${nonce}`): slots answer {stops, win}
 * (win in fen at the bet's stake), fishing {caught}, cards (炸金花 against the banker) {cards (the
 * six dealt: 0–2 the player's, 3–5 the banker's), player, banker (the hands' categories), winner,
 * win (fen paid back at the bet's stake and odds)}.
 */
import { BACCARAT_DEAL, BACCARAT_DECKS, playBaccarat, type BaccaratWinner } from './baccarat.ts';
import { dealShoe } from './cards.ts';
import {
  DRAGON_TIGER_DEAL,
  DRAGON_TIGER_DECKS,
  playDragonTiger,
  type DragonTigerWinner,
} from './dragon-tiger.ts';
import { shootFair } from './fishing.ts';
import { NIUNIU_DEAL, NIUNIU_DECKS, playNiuniu, type Niu } from './niuniu.ts';
import { slotGameOf } from './slot-games.ts';
import { slotStops, spinSlot } from './slots.ts';
import { dealZhajinhua, zhajinhuaPayout, type ZhajinhuaCategory } from './zhajinhua.ts';
import { fairStream, personalPrefix, tablePrefix } from './stream.ts';

export interface BaccaratOutcome {
  winner: BaccaratWinner;
  player: number;
  banker: number;
  playerPair: boolean;
  bankerPair: boolean;
}

export interface DragonTigerOutcome {
  winner: DragonTigerWinner;
}

export interface NiuniuOutcome {
  banker: Niu;
  seats: { niu: Niu; winner: 'seat' | 'banker' }[];
}

export interface TableOutcomes {
  baccarat: BaccaratOutcome;
  dragon_tiger: DragonTigerOutcome;
  niuniu: NiuniuOutcome;
}
export type TableGame = keyof TableOutcomes;
export const TABLE_GAMES: readonly TableGame[] = ['baccarat', 'dragon_tiger', 'niuniu'];

export interface TableRoundInput<G extends TableGame = TableGame> {
  game: G;
  /** The table's code. */
  table: string;
  round: number;
  /** The revealed server seed (64 lowercase hex). */
  seed: string;
  /** The beacon's randomness in lowercase hex, or ''. */
  beacon: string;
}

export interface TableRound<G extends TableGame = TableGame> {
  cards: number[];
  outcome: TableOutcomes[G];
}

async function recomputeAny(input: TableRoundInput): Promise<TableRound> {
  const stream = fairStream(input.seed, tablePrefix(input.table, input.round, input.beacon));
  switch (input.game) {
    case 'baccarat': {
      const dealt = await dealShoe(stream, BACCARAT_DECKS, BACCARAT_DEAL);
      const round = playBaccarat(dealt);
      const { winner, playerPoints, bankerPoints, playerPair, bankerPair } = round;
      return {
        cards: dealt.slice(0, round.used),
        outcome: { winner, player: playerPoints, banker: bankerPoints, playerPair, bankerPair },
      };
    }
    case 'dragon_tiger': {
      const cards = await dealShoe(stream, DRAGON_TIGER_DECKS, DRAGON_TIGER_DEAL);
      return { cards, outcome: { winner: playDragonTiger(cards).winner } };
    }
    case 'niuniu': {
      const cards = await dealShoe(stream, NIUNIU_DECKS, NIUNIU_DEAL);
      const round = playNiuniu(cards);
      const seats = round.seats.map(({ hand, winner }) => ({ niu: hand.niu, winner }));
      return { cards, outcome: { banker: round.banker.niu, seats } };
    }
    default:
      throw new RangeError(`no table game ${String(input.game)}`);
  }
}

/** The cards and outcome of a table round. Throws a RangeError on a malformed input. */
export function recomputeTableRound<G extends TableGame>(
  input: TableRoundInput<G>,
): Promise<TableRound<G>> {
  return recomputeAny(input) as Promise<TableRound<G>>;
}

export interface PersonalOutcomes {
  slots: { stops: number[]; win: bigint };
  fishing: { caught: boolean };
  cards: {
    cards: number[];
    player: ZhajinhuaCategory;
    banker: ZhajinhuaCategory;
    winner: 'player' | 'banker';
    win: bigint;
  };
}
export type PersonalGame = keyof PersonalOutcomes;

export interface PersonalParams {
  /** The slot's code (`fruit`, `ocean`, `dynasty`) and the spin's stake in fen. */
  slots: { slot: string; stake: bigint };
  /** The target's multiplier and the RTP in force for the shot (parts per million). */
  fishing: { multiplier: number; rtpPpm: number };
  /** The round's stake in fen and what a player win paid, basis points (odds.ts). */
  cards: { stake: bigint; oddsBp: number };
}

export interface PersonalRoundInput<G extends PersonalGame = PersonalGame> {
  game: G;
  /** The revealed server seed (64 lowercase hex). */
  seed: string;
  clientSeed: string;
  nonce: number;
  params: PersonalParams[G];
}

async function recomputePersonalAny(input: PersonalRoundInput): Promise<unknown> {
  const stream = fairStream(input.seed, personalPrefix(input.clientSeed, input.nonce));
  if (input.game === 'slots') {
    const { slot, stake } = input.params as PersonalParams['slots'];
    const game = slotGameOf(slot);
    if (game === undefined) throw new RangeError(`no slot ${slot}`);
    const stops = await slotStops(game, stream);
    return { stops, win: spinSlot(game, stops, stake).total };
  }
  if (input.game === 'fishing') {
    const { multiplier, rtpPpm } = input.params as PersonalParams['fishing'];
    return { caught: await shootFair(stream, multiplier, rtpPpm) };
  }
  if (input.game === 'cards') {
    const { stake, oddsBp } = input.params as PersonalParams['cards'];
    const round = await dealZhajinhua(stream);
    return {
      cards: [...round.player.cards, ...round.banker.cards],
      player: round.player.category,
      banker: round.banker.category,
      winner: round.winner,
      win: zhajinhuaPayout(stake, round.winner, oddsBp),
    };
  }
  throw new RangeError(`no personal game ${String(input.game)}`);
}

/** The outcome of one personal bet. Throws a RangeError on a malformed input. */
export function recomputePersonal<G extends PersonalGame>(
  input: PersonalRoundInput<G>,
): Promise<PersonalOutcomes[G]> {
  return recomputePersonalAny(input) as Promise<PersonalOutcomes[G]>;
}
