import type { HouseTableOutcome } from '@app/contract/house-tables';
import type { RoadResult } from '@app/domain/house/roads';
import { niuName, TABLE_TEXT, tableAreaName } from '../strings.ts';

/**
 * A dealt round's outcome in words and as the roads read it. The outcome's shape tells the game
 * (house-tables.ts): baccarat {winner, player, banker, pairs}, dragon tiger {winner}, 百人牛牛
 * {banker, seats}.
 */
type BaccaratOutcome = Extract<HouseTableOutcome, { playerPair: boolean }>;
type NiuniuOutcome = Extract<HouseTableOutcome, { seats: unknown }>;

export const NIUNIU_SEAT_AREAS = ['tian', 'di', 'xuan', 'huang'] as const;

export function isBaccarat(outcome: HouseTableOutcome): outcome is BaccaratOutcome {
  return 'playerPair' in outcome;
}

export function isNiuniu(outcome: HouseTableOutcome): outcome is NiuniuOutcome {
  return 'seats' in outcome;
}

/** The side that won (banker, player, tie, dragon, tiger); null for 百人牛牛 (per seat). */
export function winnerOf(outcome: HouseTableOutcome): string | null {
  return isNiuniu(outcome) ? null : outcome.winner;
}

/** The seats that beat the banker, 天 地 玄 黄 in order; null for the other games. */
export function seatWins(outcome: HouseTableOutcome): boolean[] | null {
  return isNiuniu(outcome) ? outcome.seats.map((seat) => seat.winner === 'seat') : null;
}

/** What the roads read: dragon counts as the banker's side, tiger as the player's. */
export function roadResultOf(outcome: HouseTableOutcome): RoadResult | null {
  if (isNiuniu(outcome)) return null;
  if (isBaccarat(outcome)) {
    const { winner, playerPair, bankerPair } = outcome;
    return { winner, playerPair, bankerPair };
  }
  const side = { dragon: 'banker', tiger: 'player', tie: 'tie' } as const;
  return { winner: side[outcome.winner] };
}

/** The areas that won outright (a side, a pair, a seat): the felt lights them. */
export function winningAreas(outcome: HouseTableOutcome): string[] {
  if (isNiuniu(outcome)) {
    return NIUNIU_SEAT_AREAS.filter((_, i) => outcome.seats[i]?.winner === 'seat');
  }
  const areas: string[] = [outcome.winner];
  if (isBaccarat(outcome)) {
    if (outcome.playerPair) areas.push('player_pair');
    if (outcome.bankerPair) areas.push('banker_pair');
  }
  return areas;
}

/** The banner's headline: 庄赢 / 闲赢 / 和, 龙赢 / 虎赢 / 和, or each seat's 赢 or 输. */
export function headline(outcome: HouseTableOutcome): string {
  if (isNiuniu(outcome)) {
    return NIUNIU_SEAT_AREAS.map((area, i) =>
      TABLE_TEXT.seatResult(tableAreaName(area), outcome.seats[i]?.winner === 'seat'),
    ).join(' ');
  }
  return TABLE_TEXT.winners[outcome.winner] ?? outcome.winner;
}

/** One line of the history: the headline with the points, pairs or 牛 of each hand. */
export function summary(outcome: HouseTableOutcome): string {
  if (isNiuniu(outcome)) {
    const hands = [
      `${TABLE_TEXT.hands.niuBanker}${niuName(outcome.banker)}`,
      ...NIUNIU_SEAT_AREAS.map((area, i) => {
        const seat = outcome.seats[i];
        return seat ? `${tableAreaName(area)}${niuName(seat.niu)}` : '';
      }),
    ];
    return hands.join(' ');
  }
  if (isBaccarat(outcome)) {
    const pairs = [
      outcome.bankerPair ? TABLE_TEXT.pairs.bankerPair : '',
      outcome.playerPair ? TABLE_TEXT.pairs.playerPair : '',
    ].filter(Boolean);
    return [
      headline(outcome),
      `${TABLE_TEXT.hands.banker}${outcome.banker} : ${TABLE_TEXT.hands.player}${outcome.player}`,
      ...pairs,
    ].join(' ');
  }
  return headline(outcome);
}
