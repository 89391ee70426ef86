import { describe, expect, test, vi } from 'vitest';
import { aimAngle, bulletAt, cannonAt, flightTo } from './aim.ts';
import { fishAt, spawnSwim, swimPose, type Sea } from './sea.ts';
import { SeaGame } from './sea-game.ts';
import { NEW_SHOT, shotPhase, shotStep, type ShotAnswer } from './shots.ts';

const SEA: Sea = { width: 375, height: 560 };
/** A fixed sequence of "random" numbers, repeating. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};
const ANSWER: ShotAnswer = { betNo: 'H1', caught: true, win: '2.00', balance: '9.00', nonce: 0 };

describe('aim', () => {
  const cannon = cannonAt(SEA);
  test('straight up is 0, right of the cannon is positive, never below ±80°', () => {
    expect(aimAngle(cannon, { x: cannon.x, y: 0 })).toBeCloseTo(0);
    expect(aimAngle(cannon, { x: cannon.x + 100, y: cannon.y - 100 })).toBeCloseTo(Math.PI / 4);
    expect(aimAngle(cannon, { x: cannon.x - 100, y: cannon.y - 100 })).toBeCloseTo(-Math.PI / 4);
    expect(aimAngle(cannon, { x: 0, y: cannon.y + 50 })).toBeCloseTo((-80 * Math.PI) / 180);
  });

  test('a bullet flies to where its fish will be when it arrives', () => {
    const swim = spawnSwim(1, { code: 'shark', multiplier: 30 }, SEA, 0, sequence(0.2, 0.5, 0.7));
    const flight = flightTo(cannon, swim, 4000);
    expect(flight.duration).toBeGreaterThan(0);
    const there = swimPose(swim, 4000 + flight.duration);
    expect(Math.hypot(flight.to.x - there.x, flight.to.y - there.y)).toBeLessThan(2);
    expect(bulletAt(flight, 4000).arrived).toBe(false);
    const end = bulletAt(flight, 4000 + flight.duration);
    expect(end.arrived).toBe(true);
    expect(end.x).toBeCloseTo(flight.to.x);
    expect(end.y).toBeCloseTo(flight.to.y);
    // reduced motion: it arrives at once
    expect(flightTo(cannon, swim, 4000, 0).duration).toBe(0);
  });
});

describe('the fish paths', () => {
  test('a fish swims in from beyond one side and out beyond the other, above the cannon', () => {
    for (const first of [0.1, 0.9]) {
      const swim = spawnSwim(
        1,
        { code: 'clownfish', multiplier: 2 },
        SEA,
        0,
        sequence(first, 0.5, 0.9, 0.1, 0.6),
      );
      const start = swimPose(swim, 0);
      const end = swimPose(swim, swim.duration);
      expect(Math.min(start.x, end.x)).toBeLessThan(0);
      expect(Math.max(start.x, end.x)).toBeGreaterThan(SEA.width);
      for (let t = 0; t <= 1; t += 0.1) {
        expect(swimPose(swim, t * swim.duration).y).toBeLessThan(SEA.height * 0.75);
      }
      // it faces the way it swims
      expect(swimPose(swim, swim.duration / 2).facingLeft).toBe(start.x > end.x);
    }
  });

  test('the big fish are bigger and slower than the small ones', () => {
    const random = () => 0.5;
    const small = spawnSwim(1, { code: 'clownfish', multiplier: 2 }, SEA, 0, random);
    const whale = spawnSwim(2, { code: 'whale', multiplier: 50 }, SEA, 0, random);
    const dragon = spawnSwim(3, { code: 'golden_dragon', multiplier: 100 }, SEA, 0, random);
    expect(whale.length).toBeGreaterThan(4 * small.length);
    expect(dragon.length).toBeGreaterThanOrEqual(whale.length);
    const speed = (s: typeof small) => (SEA.width + 2 * s.length) / s.duration;
    expect(speed(whale)).toBeLessThan(speed(small));
  });

  test('a tap on a fish finds it, whichever way it swims; open water finds none', () => {
    for (const first of [0.1, 0.9]) {
      const swim = spawnSwim(1, { code: 'turtle', multiplier: 10 }, SEA, 0, sequence(first, 0.5));
      const at = swimPose(swim, swim.duration / 2);
      expect(fishAt([swim], at, swim.duration / 2)).toBe(swim);
      expect(fishAt([swim], { x: at.x, y: at.y + 120 }, swim.duration / 2)).toBeNull();
    }
  });
});

describe('a shot', () => {
  test('shows its outcome only once the bullet has arrived and the answer is in', () => {
    let shot = shotStep(NEW_SHOT, { type: 'answer', answer: ANSWER });
    expect(shotPhase(shot)).toBe('flying');
    shot = shotStep(shot, { type: 'arrive' });
    expect(shotPhase(shot)).toBe('caught');

    let missed = shotStep(NEW_SHOT, { type: 'arrive' });
    expect(shotPhase(missed)).toBe('netting');
    missed = shotStep(missed, { type: 'answer', answer: { ...ANSWER, caught: false } });
    expect(shotPhase(missed)).toBe('missed');
  });

  test('a failed call fails the shot, and nothing comes after it', () => {
    let shot = shotStep(NEW_SHOT, { type: 'fail', message: '余额不足' });
    expect(shotPhase(shot)).toBe('failed');
    shot = shotStep(shot, { type: 'answer', answer: ANSWER });
    expect(shotPhase(shot)).toBe('failed');
    expect(shot.error).toBe('余额不足');
  });

  test('in the sea: a caught fish leaves, a missed one swims on', () => {
    const listener = { fishChanged: vi.fn(), shotSettled: vi.fn() };
    const game = new SeaGame(listener, sequence(0.3, 0.6, 0.1, 0.8, 0.45), 0);
    game.resize(SEA);
    game.setKinds([
      { code: 'clownfish', multiplier: 2 },
      { code: 'shark', multiplier: 30 },
    ]);
    const [first, second] = game.swims;
    const caught = game.fire(first!);
    const missed = game.fire(second!);
    expect(game.inFlight()).toBe(2);
    game.settle(missed.id, { type: 'answer', answer: { ...ANSWER, caught: false } });
    game.settle(caught.id, { type: 'answer', answer: ANSWER });
    expect(listener.shotSettled.mock.calls.map(([, phase]) => phase)).toEqual(['missed', 'caught']);
    expect(game.swims).toContain(second);
    expect(game.swims).not.toContain(first);
    expect(game.catches).toHaveLength(1);
    expect(game.inFlight()).toBe(0);
  });
});
