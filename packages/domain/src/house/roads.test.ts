import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  beadPlate,
  bigRoadRuns,
  derivedMarks,
  placeRuns,
  runsOf,
  tableRoads,
  type RoadResult,
} from './roads.ts';

const of = (letters: string): RoadResult[] =>
  [...letters].map((l) => ({ winner: l === 'B' ? 'banker' : l === 'P' ? 'player' : 'tie' }));

describe('roads', () => {
  test('the bead plate fills columns of six, ties included', () => {
    const cells = beadPlate(of('BPTBBPP'));
    expect(cells.map((c) => [c.col, c.row])).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [0, 5],
      [1, 0],
    ]);
    expect(cells[2]!.value.winner).toBe('tie');
  });

  test('the big road counts ties on the cell before, and leading ties on the first cell', () => {
    const runs = bigRoadRuns(of('TTBTBPTT'));
    expect(runs.map((r) => r.map((e) => `${e.winner[0]}${e.ties}`))).toEqual([
      ['b3', 'b0'],
      ['p2'],
    ]);
  });

  test('a run longer than six turns right along the bottom, the next one above the tail', () => {
    const cells = placeRuns(bigRoadRuns(of('BBBBBBBPPPPPPP')));
    const at = (i: number) => [cells[i]!.col, cells[i]!.row];
    expect([at(5), at(6)]).toEqual([
      [0, 5],
      [1, 5],
    ]);
    // The player run starts at column 1 and turns right above the banker's tail at (1, 5).
    expect(cells.slice(7).map((c) => [c.col, c.row])).toEqual([
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
  });

  test('大眼仔: 有对 red, 齐脚 blue, a new column red only when the two before are equally long', () => {
    // Runs: BB | PPP | B → big eye from (1, 1): (1,1) col 0 has row 1 → red; (1,2) col 0 is exactly
    // 2 long → blue; (2,0) columns 1 and 0 are 3 and 2 long → blue.
    const runs = bigRoadRuns(of('BBPPPB'));
    expect(derivedMarks(runs, 1)).toEqual(['red', 'blue', 'blue']);
    // 小路 starts at (2, 1), or (3, 0) when column 2 holds one entry: nothing yet.
    expect(derivedMarks(runs, 2)).toEqual([]);
  });

  test('a regular table (every column two long) is red on every derived road', () => {
    const runs = bigRoadRuns(of('BBPPBBPPBBPP'));
    for (const k of [1, 2, 3] as const) {
      expect(derivedMarks(runs, k).every((m) => m === 'red')).toBe(true);
    }
    expect(derivedMarks(runs, 1)).toHaveLength(9); // from (1, 1): 1 + 2 + 2 + 2 + 2 entries
    expect(derivedMarks(runs, 3)).toHaveLength(5); // from (3, 1): 1 + 2 + 2
  });

  test('an alternating table (single cells) is red: every new column follows equal lengths', () => {
    const runs = bigRoadRuns(of('BPBPBPBP'));
    expect(derivedMarks(runs, 1)).toEqual(Array(6).fill('red'));
  });

  test('runsOf groups equal neighbours', () => {
    expect(runsOf(['red', 'red', 'blue', 'red'])).toEqual([['red', 'red'], ['blue'], ['red']]);
  });

  test('every road places each entry once, in distinct cells within six rows', () => {
    const letters = fc.array(fc.constantFrom('B', 'P', 'T'), { maxLength: 120 });
    fc.assert(
      fc.property(letters, (list) => {
        const results = of(list.join(''));
        const roads = tableRoads(results);
        const runs = bigRoadRuns(results);
        const entries = runs.reduce((n, r) => n + r.length, 0);
        expect(roads.bead).toHaveLength(results.length);
        expect(roads.big).toHaveLength(entries);
        for (const [k, road] of [
          [1, roads.bigEye],
          [2, roads.small],
          [3, roads.cockroach],
        ] as const) {
          expect(road).toHaveLength(derivedMarks(runs, k).length);
        }
        for (const road of Object.values(roads)) {
          const seen = new Set(road.map((c) => `${c.col}:${c.row}`));
          expect(seen.size).toBe(road.length);
          expect(road.every((c) => c.row >= 0 && c.row < 6 && c.col >= 0)).toBe(true);
        }
      }),
    );
  });
});
