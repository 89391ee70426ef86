/**
 * Dragon tiger (龙虎) on 8 decks (house-games.md, "Dragon tiger"): position 0 is the dragon's
 * card, position 1 the tiger's. Rank only (A lowest, K highest, suits ignored): the higher card
 * wins, equal ranks tie.
 */
import { rankOf } from './cards.ts';
import { checkStake, ODDS_SCALE, winAtOdds } from './odds.ts';

export const DRAGON_TIGER_DECKS = 8;
export const DRAGON_TIGER_DEAL = 2;

export type DragonTigerWinner = 'dragon' | 'tiger' | 'tie';

export interface DragonTigerRound {
  dragon: number;
  tiger: number;
  winner: DragonTigerWinner;
}

export function playDragonTiger(cards: readonly number[]): DragonTigerRound {
  const [dragon, tiger] = cards;
  if (dragon === undefined || tiger === undefined)
    throw new RangeError('dragon tiger needs two cards');
  const d = rankOf(dragon);
  const t = rankOf(tiger);
  return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
}

export type DragonTigerArea = DragonTigerWinner;

/**
 * Odds in basis points of the stake (10 000 = 1:1); `tieRefund` is the share of a dragon or tiger
 * stake returned when the round ties (5 000: the bet loses half).
 */
export interface DragonTigerOdds {
  dragon: number;
  tiger: number;
  tie: number;
  tieRefund: number;
}

/** The doc's example: dragon / tiger 1:1, half the stake back on a tie, tie 8:1. */
export const DEFAULT_DRAGON_TIGER_ODDS: DragonTigerOdds = {
  dragon: 10_000,
  tiger: 10_000,
  tie: 80_000,
  tieRefund: 5_000,
};

/**
 * What a bet pays back (stake included; 0 when it loses). A dragon or tiger bet on a tie gets back
 * floor(stake × tieRefund / 10 000): with an odd number of fen the half fen stays with the house.
 */
export function dragonTigerPayout(
  area: DragonTigerArea,
  stake: bigint,
  outcome: Pick<DragonTigerRound, 'winner'>,
  odds: DragonTigerOdds = DEFAULT_DRAGON_TIGER_ODDS,
): bigint {
  checkStake(stake);
  if (outcome.winner === area) return stake + winAtOdds(stake, odds[area]);
  if (outcome.winner === 'tie') {
    if (odds.tieRefund > ODDS_SCALE) throw new RangeError('a tie refunds at most the stake');
    return winAtOdds(stake, odds.tieRefund);
  }
  return 0n;
}
