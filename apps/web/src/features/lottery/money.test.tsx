import { describe, expect, test } from 'vitest';
import { toFen } from './money.ts';
import { clock, roundState, secondsLeft } from './round.ts';

describe('stakes in fen', () => {
  test('typed amounts: at most 2 places, positive', () => {
    expect(toFen('10')).toBe(1000);
    expect(toFen(' 12.5 ')).toBe(1250);
    expect(toFen('0.01')).toBe(1);
    expect(toFen('0')).toBeNull();
    expect(toFen('1.234')).toBeNull();
    expect(toFen('-5')).toBeNull();
    expect(toFen('abc')).toBeNull();
  });
});

describe('the round by the seconds left (spec part 1 §4)', () => {
  test('open above ftime, sealed from ftime to 1, drawing at 0, reload below', () => {
    expect(roundState(31, 30, 'open')).toBe('open');
    expect(roundState(30, 30, 'open')).toBe('sealed');
    expect(roundState(1, 30, 'open')).toBe('sealed');
    expect(roundState(0, 30, 'open')).toBe('drawing');
    expect(roundState(-1, 30, 'open')).toBe('reload');
    expect(roundState(500, 30, 'closed')).toBe('closed');
  });

  test('the countdown runs on from when the answer came, whatever the clocks say', () => {
    const received = 1_000_000;
    // the server's clock is an hour ahead of this one: no matter
    const server = received + 3_600_000;
    expect(secondsLeft(120, server, received, received)).toBe(120);
    expect(secondsLeft(120, server, received, received + 1_500)).toBe(119);
    expect(secondsLeft(1, server, received, received + 1_000)).toBe(0);
    expect(secondsLeft(1, server, received, received + 2_100)).toBe(-1);
    expect(clock(75)).toBe('01:15');
    expect(clock(3725)).toBe('1:02:05');
  });
});
