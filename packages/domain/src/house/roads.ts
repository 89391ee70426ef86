/**
 * The roads (路单) of a baccarat or dragon tiger table, from its results oldest first: what players
 * of these tables read before they bet (house-games.md, "Players expect the roads").
 *
 * - 珠盘路 (bead plate): every result, ties included, in columns of six, top to bottom, then left to
 *   right.
 * - 大路 (big road): banker and player only (dragon and tiger for 龙虎). A run of one side goes
 *   down a column; the other side starts a new column. A tie is not a cell: it is counted on the
 *   cell before it (ties before the first win are counted on the first cell). A run longer than the
 *   column turns right along the bottom row, or along the row above an occupied cell (the dragon
 *   tail, 长龙).
 * - The derived roads, 大眼仔 (k = 1), 小路 (k = 2), 曱甴路 (k = 3), read the big road's runs (the
 *   logical columns, before any tail is drawn), one mark per big road entry from the entry at
 *   column k, row 1 (or column k + 1, row 0 when column k holds one entry):
 *   - first entry of a column c (row 0): red when columns c − 1 and c − 1 − k are equally long,
 *     blue otherwise (整齐 or not);
 *   - a later entry at row r: blue when column c − k is exactly r long (it stopped one row short:
 *     no pattern), red otherwise (it has a cell at row r, 有对; or stopped earlier, 直落).
 *   Their marks are placed like the big road (a run of one colour down a column, tails and all).
 */

/** A side that wins a big road cell; 'tie' never makes a cell of its own. */
export type RoadWinner = 'banker' | 'player' | 'tie';

export interface RoadResult {
  winner: RoadWinner;
  /** Baccarat's pairs (false at dragon tiger). */
  playerPair?: boolean;
  bankerPair?: boolean;
}

/** The rows of every road's grid. */
export const ROAD_ROWS = 6;

export interface PlacedCell<T> {
  col: number;
  row: number;
  value: T;
}

/** 珠盘路: one cell per result, six to a column. */
export function beadPlate(
  results: readonly RoadResult[],
  rows: number = ROAD_ROWS,
): PlacedCell<RoadResult>[] {
  return results.map((value, i) => ({ col: Math.floor(i / rows), row: i % rows, value }));
}

/** One cell of the big road: its side, the ties counted on it, and the pairs of its round. */
export interface BigRoadEntry {
  winner: Exclude<RoadWinner, 'tie'>;
  ties: number;
  playerPair: boolean;
  bankerPair: boolean;
}

/** The big road's runs: the logical columns, one side each, before tails are drawn. */
export function bigRoadRuns(results: readonly RoadResult[]): BigRoadEntry[][] {
  const runs: BigRoadEntry[][] = [];
  let leadingTies = 0;
  for (const result of results) {
    const last = runs.at(-1)?.at(-1);
    if (result.winner === 'tie') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    const entry: BigRoadEntry = {
      winner: result.winner,
      ties: last ? 0 : leadingTies,
      playerPair: result.playerPair ?? false,
      bankerPair: result.bankerPair ?? false,
    };
    const run = runs.at(-1);
    if (run && run[0]!.winner === result.winner) run.push(entry);
    else runs.push([entry]);
  }
  return runs;
}

/**
 * Draws runs on a grid of `rows` rows: each run starts at the top of the first column to the right
 * of the previous run's start, goes down, and turns right (staying in its row) at the bottom or
 * above a cell already taken.
 */
export function placeRuns<T>(runs: readonly (readonly T[])[], rows: number = ROAD_ROWS) {
  const taken = new Set<string>();
  const cells: PlacedCell<T>[] = [];
  const key = (col: number, row: number) => `${col}:${row}`;
  let startCol = 0;
  for (const run of runs) {
    // A run starts in the first free top cell to the right of the previous run's start.
    while (taken.has(key(startCol, 0))) startCol += 1;
    let col = startCol;
    let row = 0;
    run.forEach((value, i) => {
      if (i > 0) {
        const down = row + 1 < rows && !taken.has(key(col, row + 1)) && col === startCol;
        if (down) row += 1;
        else col += 1;
      }
      taken.add(key(col, row));
      cells.push({ col, row, value });
    });
    startCol += 1;
  }
  return cells;
}

export type DerivedColour = 'red' | 'blue';

/** The marks of a derived road (k = 1 大眼仔, 2 小路, 3 曱甴路), one per big road entry after its start. */
export function derivedMarks(runs: readonly (readonly unknown[])[], k: 1 | 2 | 3): DerivedColour[] {
  const marks: DerivedColour[] = [];
  const length = (c: number) => runs[c]?.length ?? 0;
  runs.forEach((run, c) => {
    run.forEach((_, r) => {
      const started = c > k || (c === k && r >= 1);
      if (!started) return;
      if (r === 0) {
        marks.push(length(c - 1) === length(c - 1 - k) ? 'red' : 'blue');
      } else {
        marks.push(length(c - k) === r ? 'blue' : 'red');
      }
    });
  });
  return marks;
}

/** Consecutive equal values as runs (a derived road's marks into its columns). */
export function runsOf<T>(values: readonly T[]): T[][] {
  const runs: T[][] = [];
  for (const value of values) {
    const run = runs.at(-1);
    if (run && run[0] === value) run.push(value);
    else runs.push([value]);
  }
  return runs;
}

/** Every road of a table, placed, from its results oldest first. */
export function tableRoads(results: readonly RoadResult[], rows: number = ROAD_ROWS) {
  const runs = bigRoadRuns(results);
  const derived = (k: 1 | 2 | 3) => placeRuns(runsOf(derivedMarks(runs, k)), rows);
  return {
    bead: beadPlate(results, rows),
    big: placeRuns(runs, rows),
    bigEye: derived(1),
    small: derived(2),
    cockroach: derived(3),
  };
}
