import { describe, expect, it } from 'vitest';
import { netValidBets } from './hedge.ts';

describe('netValidBets', () => {
  it('counts only the net exposure of 大 with 小 and 单 with 双', () => {
    expect(
      netValidBets([
        { play: 'big', validMinor: 10_000n },
        { play: 'small', validMinor: 6_000n },
        { play: 'odd', validMinor: 500n },
        { play: 'triple', validMinor: 700n },
      ]),
    ).toEqual([4_000n, 0n, 500n, 700n]);
  });

  it('cuts several lines of a side in order and nets each pair on its own', () => {
    const net = netValidBets([
      { play: 'even', validMinor: 300n },
      { play: 'odd', validMinor: 1_000n },
      { play: 'even', validMinor: 400n },
      { play: 't_big', validMinor: 50n },
      { play: 't_small', validMinor: 50n },
    ]);
    expect(net).toEqual([0n, 300n, 0n, 0n, 0n]);
    expect(net.reduce((a, b) => a + b, 0n)).toBe(300n);
  });

  it('leaves unhedged lines and returned stakes (0) as they are', () => {
    expect(
      netValidBets([
        { play: 'big', validMinor: 0n },
        { play: 'small', validMinor: 800n },
      ]),
    ).toEqual([0n, 800n]);
  });
});
