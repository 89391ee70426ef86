import { swimPose, type Point, type Sea, type Swim } from './sea.ts';

/**
 * The cannon at the bottom of the sea: it turns toward a tap (never below the horizon) and fires a
 * bullet that flies straight to where the target fish will be when it arrives.
 */

/** Bullet speed, pixels per second. */
export const BULLET_SPEED = 620;
const MAX_TURN = (80 * Math.PI) / 180;
const BARREL = 44;

export function cannonAt(sea: Sea): Point {
  return { x: sea.width / 2, y: sea.height - 26 };
}

/** The cannon's angle toward a point: 0 straight up, positive to the right, at most ±80°. */
export function aimAngle(cannon: Point, target: Point): number {
  const angle = Math.atan2(target.x - cannon.x, cannon.y - target.y);
  return Math.max(-MAX_TURN, Math.min(MAX_TURN, angle));
}

/** The end of the barrel when it points at `angle`. */
export function muzzle(cannon: Point, angle: number): Point {
  return { x: cannon.x + Math.sin(angle) * BARREL, y: cannon.y - Math.cos(angle) * BARREL };
}

export interface Flight {
  from: Point;
  to: Point;
  start: number;
  duration: number;
}

/**
 * The flight of a bullet fired now at a fish: aimed at where the fish will be on arrival (two
 * rounds of lead are plenty at these speeds). `speed` 0 or less: it arrives at once.
 */
export function flightTo(
  cannon: Point,
  swim: Swim,
  now: number,
  speed: number = BULLET_SPEED,
): Flight & { angle: number } {
  const at = (time: number): Point => {
    const { x, y } = swimPose(swim, time);
    return { x, y };
  };
  let to = at(now);
  let duration = 0;
  if (speed > 0) {
    for (let round = 0; round < 2; round++) {
      const from = muzzle(cannon, aimAngle(cannon, to));
      duration = (Math.hypot(to.x - from.x, to.y - from.y) / speed) * 1000;
      to = at(now + duration);
    }
  }
  const angle = aimAngle(cannon, to);
  return { from: muzzle(cannon, angle), to, start: now, duration, angle };
}

/** Where the bullet is at `now`; `arrived` once its flight is over. */
export function bulletAt(flight: Flight, now: number): Point & { arrived: boolean } {
  const t =
    now >= flight.start + flight.duration ? 1 : Math.max(0, (now - flight.start) / flight.duration);
  return {
    x: flight.from.x + (flight.to.x - flight.from.x) * t,
    y: flight.from.y + (flight.to.y - flight.from.y) * t,
    arrived: t >= 1,
  };
}
