/**
 * Baccarat (百家乐) on 8 decks (house-games.md, "Baccarat"). A round deals six cards from a fresh
 * shoe and uses as many as the rules need (four to six):
 *
 * - positions 0 → player, 1 → banker, 2 → player, 3 → banker; the next position goes to the
 *   player's third card if it draws one, then to the banker's;
 * - card value A = 1, 2–9 face, 10 J Q K = 0; a hand's points are the sum mod 10;
 * - a natural (player or banker 8 or 9 on two cards): both stand;
 * - the player draws on 0–5 and stands on 6–7;
 * - the player stood: the banker draws on 0–5 and stands on 6–7;
 * - the player drew a third card of value p: the banker draws on 0–2; on 3 unless p = 8; on 4 when
 *   p ∈ 2–7; on 5 when p ∈ 4–7; on 6 when p ∈ 6–7; stands on 7;
 * - a pair: that hand's first two cards have the same rank (suits aside).
 */
import { rankOf } from './cards.ts';
import { checkStake, winAtOdds } from './odds.ts';

export const BACCARAT_DECKS = 8;
/** Cards dealt from the shoe per round; the rules use four to six of them. */
export const BACCARAT_DEAL = 6;

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratRound {
  /** The player's cards (indices), in the order dealt. */
  player: number[];
  banker: number[];
  playerPoints: number;
  bankerPoints: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
  /** How many of the dealt cards the round used (4–6): the cards on the table are cards[0..used). */
  used: number;
}

/** A card's baccarat value: A = 1, 2–9 face value, 10 J Q K = 0. */
export function baccaratValue(c: number): number {
  const rank = rankOf(c);
  return rank >= 10 ? 0 : rank;
}

export function baccaratPoints(hand: readonly number[]): number {
  return hand.reduce((sum, c) => sum + baccaratValue(c), 0) % 10;
}

/**
 * Whether the banker, holding `bankerPoints` on two cards, draws a third: `playerThird` is the
 * value of the player's third card, or null when the player stood. (Naturals are decided before.)
 */
export function bankerDraws(bankerPoints: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerPoints <= 5;
  const p = playerThird;
  switch (bankerPoints) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p >= 6 && p <= 7;
    default:
      return false;
  }
}

/** Plays a round on the dealt cards in deal order (the deal takes six; a round uses 4–6). */
export function playBaccarat(cards: readonly number[]): BaccaratRound {
  let next = 4;
  const take = (): number => {
    const c = cards[next];
    if (c === undefined) throw new RangeError('baccarat needs up to six dealt cards');
    next += 1;
    return c;
  };
  if (cards.length < 4) throw new RangeError('baccarat needs up to six dealt cards');
  const player = [cards[0] as number, cards[2] as number];
  const banker = [cards[1] as number, cards[3] as number];
  const natural = baccaratPoints(player) >= 8 || baccaratPoints(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (baccaratPoints(player) <= 5) {
      const c = take();
      player.push(c);
      playerThird = baccaratValue(c);
    }
    if (bankerDraws(baccaratPoints(banker), playerThird)) banker.push(take());
  }
  const playerPoints = baccaratPoints(player);
  const bankerPoints = baccaratPoints(banker);
  const winner: BaccaratWinner =
    playerPoints > bankerPoints ? 'player' : bankerPoints > playerPoints ? 'banker' : 'tie';
  return {
    player,
    banker,
    playerPoints,
    bankerPoints,
    winner,
    playerPair: rankOf(player[0] as number) === rankOf(player[1] as number),
    bankerPair: rankOf(banker[0] as number) === rankOf(banker[1] as number),
    used: next,
  };
}

export type BaccaratArea = 'player' | 'banker' | 'tie' | 'player_pair' | 'banker_pair';
export const BACCARAT_AREAS: readonly BaccaratArea[] = [
  'player',
  'banker',
  'tie',
  'player_pair',
  'banker_pair',
];

/** What each area wins, in basis points of the stake (10 000 = 1:1). The operator edits these. */
export type BaccaratOdds = Readonly<Record<BaccaratArea, number>>;

/** The doc's example: player 1:1, banker 0.95:1 (5 % commission), tie 8:1, either pair 11:1. */
export const DEFAULT_BACCARAT_ODDS: BaccaratOdds = {
  player: 10_000,
  banker: 9_500,
  tie: 80_000,
  player_pair: 110_000,
  banker_pair: 110_000,
};

/**
 * What a bet on `area` pays back (stake included; 0 when it loses): a winning bet returns the
 * stake plus floor(stake × odds / 10 000) — so banker at 0.95:1 on 1.05 yuan pays back 105 + 99
 * fen, the 0.75 fen kept by the house; on a tie, player and banker bets are returned.
 */
export function baccaratPayout(
  area: BaccaratArea,
  stake: bigint,
  outcome: Pick<BaccaratRound, 'winner' | 'playerPair' | 'bankerPair'>,
  odds: BaccaratOdds = DEFAULT_BACCARAT_ODDS,
): bigint {
  checkStake(stake);
  const wins =
    area === 'player_pair'
      ? outcome.playerPair
      : area === 'banker_pair'
        ? outcome.bankerPair
        : outcome.winner === area;
  if (wins) return stake + winAtOdds(stake, odds[area]);
  if ((area === 'player' || area === 'banker') && outcome.winner === 'tie') return stake;
  return 0n;
}
