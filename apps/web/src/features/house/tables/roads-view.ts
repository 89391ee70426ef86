import type { RoadResult } from '@app/domain/house/roads';
import { tableRoads } from '@app/domain/house/roads';
import type { HouseTableResult } from '../api/house-table.ts';
import { roadResultOf, seatWins } from './outcome.ts';

/**
 * The roads of a table from its results as the server lists them, newest first: the domain's road
 * functions read them oldest first, so the list is turned around before anything is placed. Each
 * road result keeps its round number (a cell's name says which round it is).
 */
export interface RoundRoadResult extends RoadResult {
  round: number;
}

export function oldestFirst(results: readonly HouseTableResult[]): HouseTableResult[] {
  return [...results].sort((a, b) => a.round - b.round);
}

export function roadResults(results: readonly HouseTableResult[]): RoundRoadResult[] {
  return oldestFirst(results).flatMap((result) => {
    const road = roadResultOf(result.outcome);
    return road ? [{ ...road, round: result.round }] : [];
  });
}

export function roadsOf(results: readonly HouseTableResult[]) {
  return tableRoads(roadResults(results));
}

/** 百人牛牛: each round's seats (天 地 玄 黄) won or lost, oldest first. */
export function seatRows(results: readonly HouseTableResult[]) {
  return oldestFirst(results).flatMap((result) => {
    const wins = seatWins(result.outcome);
    return wins ? [{ round: result.round, wins }] : [];
  });
}
