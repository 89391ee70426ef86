import { describe, expect, test } from 'vitest';
import { FRUIT } from '@app/domain/house/slot-games';
import { slotWindow } from '@app/domain/house/slots';
import { landingColumn, loopColumn, ROWS, travelSteps, windowAt } from './reel-travel.ts';

const strip = FRUIT.reels[0]!;

describe('reel travel', () => {
  test('the window at a stop is the engine window', () => {
    const stops = [3, 9, 0, 37, 12];
    const window = slotWindow(FRUIT, stops);
    stops.forEach((stop, reel) => expect(windowAt(FRUIT.reels[reel]!, stop)).toEqual(window[reel]));
  });

  test('a landing starts on the old window, passes the strip in order and rests on the stop', () => {
    for (const [from, to, min] of [
      [0, 0, 10],
      [5, 30, 10],
      [30, 5, 22],
      [strip.length - 1, 0, 0],
    ] as const) {
      const { symbols, steps } = landingColumn(strip, from, to, min);
      expect(steps).toBeGreaterThanOrEqual(min);
      expect(symbols).toHaveLength(steps + ROWS);
      // the end: the stop's window on top; the start: the old window at the bottom
      expect(symbols.slice(0, ROWS)).toEqual(windowAt(strip, to));
      expect(symbols.slice(steps)).toEqual(windowAt(strip, from));
      // every neighbour pair is a neighbour pair of the strip
      symbols.forEach((symbol, k) => expect(symbol).toBe(strip[(to + k) % strip.length]));
    }
  });

  test('the fewest steps that land on the stop, never under the minimum', () => {
    expect(travelSteps(40, 10, 7, 0)).toBe(3);
    expect(travelSteps(40, 10, 7, 5)).toBe(43);
    expect(travelSteps(40, 7, 10, 0)).toBe(37);
  });

  test('the loop ends on the window it started from', () => {
    const column = loopColumn(strip, 4);
    expect(column.slice(-ROWS)).toEqual(windowAt(strip, 4));
  });
});
