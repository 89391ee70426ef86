import {
  HOUSE_TABLE_AREA_NAMES,
  HOUSE_TABLE_AREAS,
  type HouseTableGame,
} from '@app/contract/house-constants';
import {
  baccaratPayout,
  DEFAULT_BACCARAT_ODDS,
  DEFAULT_DRAGON_TIGER_ODDS,
  DEFAULT_NIUNIU_MULTIPLIERS,
  dragonTigerPayout,
  niuniuHold,
  settleNiuniu,
  type BaccaratArea,
  type BaccaratOutcome,
  type DragonTigerArea,
  type DragonTigerOutcome,
  type NiuniuOutcome,
  type TableOutcomes,
} from '@app/domain/house/index';

/**
 * What each table game pays (house-games.md; the engines and odds are the domain's): the areas a
 * felt offers, what a stake holds from the wallet when placed, and what an area pays back once the
 * round is dealt (stake included; 0 when it loses). Odds are the doc's examples, the domain's
 * defaults: baccarat player 1:1, banker 0.95:1, tie 8:1 (player and banker returned on a tie),
 * pairs 11:1; dragon tiger 1:1, tie 8:1, half back on a tie; 百人牛牛 the winning hand's multiplier
 * (牛牛 ×3, 牛7–牛9 ×2, else ×1), held at ×3 when placed.
 */

export function isTableGame(game: string): game is HouseTableGame {
  return Object.hasOwn(HOUSE_TABLE_AREAS, game);
}

export function areasOf(game: HouseTableGame): readonly string[] {
  return HOUSE_TABLE_AREAS[game];
}

/** What a stake on an area takes from the wallet when placed. */
export function heldFor(game: HouseTableGame, stake: bigint): bigint {
  return game === 'niuniu' ? niuniuHold(stake, DEFAULT_NIUNIU_MULTIPLIERS) : stake;
}

const SEAT_INDEX: Readonly<Record<string, number>> = { tian: 0, di: 1, xuan: 2, huang: 3 };

/** What an area's stake pays back (stake included) on a dealt outcome; held − paid is lost. */
export function paidFor(
  game: HouseTableGame,
  area: string,
  stake: bigint,
  outcome: TableOutcomes[HouseTableGame],
): bigint {
  switch (game) {
    case 'baccarat':
      return baccaratPayout(area as BaccaratArea, stake, outcome as BaccaratOutcome);
    case 'dragon_tiger':
      return dragonTigerPayout(area as DragonTigerArea, stake, outcome as DragonTigerOutcome);
    case 'niuniu': {
      const { banker, seats } = outcome as NiuniuOutcome;
      const seat = seats[SEAT_INDEX[area] as number];
      if (!seat) throw new RangeError(`no seat ${area}`);
      const winning = seat.winner === 'seat' ? seat.niu : banker;
      const multiplier = DEFAULT_NIUNIU_MULTIPLIERS[winning] as number;
      const settled = settleNiuniu(stake, { winner: seat.winner, multiplier });
      return settled.returned + settled.won;
    }
  }
}

/**
 * A stake that is counted as turnover: one not returned at par (a tie's returned 庄/闲 stake
 * risked nothing). 百人牛牛 counts the stake, not the amount held.
 */
export function isValidStake(paid: bigint, stake: bigint, held: bigint): boolean {
  return !(held === stake && paid === stake);
}

function ratio(basisPoints: number): string {
  const value = basisPoints / 10_000;
  return `1:${Number.isInteger(value) ? value : value.toFixed(2).replace(/0$/, '')}`;
}

/** The odds of an area in the felt's words. */
export function oddsText(game: HouseTableGame, area: string): string {
  if (game === 'baccarat') return ratio(DEFAULT_BACCARAT_ODDS[area as BaccaratArea]);
  if (game === 'dragon_tiger') {
    return ratio(DEFAULT_DRAGON_TIGER_ODDS[area as DragonTigerArea]);
  }
  return `最高1:${Math.max(...DEFAULT_NIUNIU_MULTIPLIERS)}`;
}

export function areaName(area: string): string {
  return HOUSE_TABLE_AREA_NAMES[area] ?? area;
}
