import { fishLook } from '../art/fish-art.ts';

/**
 * The fish in the sea (the browser's picture: where they swim has no bearing on any outcome).
 * Each fish swims once across the sea along a cubic Bézier curve, from beyond one side to beyond
 * the other, the big ones slowly. Times are in milliseconds of the sea's own clock.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Sea {
  width: number;
  height: number;
}

export interface FishKind {
  code: string;
  multiplier: number;
}

export interface Swim {
  id: number;
  code: string;
  multiplier: number;
  /** Length in CSS pixels in this sea. */
  length: number;
  born: number;
  duration: number;
  path: [Point, Point, Point, Point];
}

export interface Pose extends Point {
  /** The heading's angle, measured for a fish drawn facing right (mirrored when it swims left). */
  angle: number;
  facingLeft: boolean;
  /** 0 at the start of its path, 1 at the end. */
  progress: number;
}

/** The sea's fish are drawn for a 375 px wide sea; a wider one scales them, up to 1.6 ×. */
export function fishScale(sea: Sea): number {
  return Math.min(1.6, Math.max(0.8, sea.width / 375));
}

/** The lower part of the sea is the cannon's: fish keep above it. */
const SWIM_BAND = { top: 0.08, bottom: 0.72 };

export function spawnSwim(
  id: number,
  fish: FishKind,
  sea: Sea,
  born: number,
  random: () => number,
): Swim {
  const length = fishLook(fish.code).length * fishScale(sea);
  const fromLeft = random() < 0.5;
  const band = (r: number) => sea.height * (SWIM_BAND.top + (SWIM_BAND.bottom - SWIM_BAND.top) * r);
  const startX = fromLeft ? -length : sea.width + length;
  const endX = fromLeft ? sea.width + length : -length;
  const path: Swim['path'] = [
    { x: startX, y: band(random()) },
    { x: startX + (endX - startX) * 0.33, y: band(random()) },
    { x: startX + (endX - startX) * 0.66, y: band(random()) },
    { x: endX, y: band(random()) },
  ];
  // Pixels per second: small fish dart, big ones cruise.
  const speed = Math.max(26, 78 - length * 0.26) * fishScale(sea);
  const duration = (Math.abs(endX - startX) / speed) * 1000;
  return { id, code: fish.code, multiplier: fish.multiplier, length, born, duration, path };
}

function bezier(p: Swim['path'], t: number): Point {
  const u = 1 - t;
  const [a, b, c, d] = p;
  return {
    x: u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
    y: u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y,
  };
}

function bezierSlope(p: Swim['path'], t: number): Point {
  const u = 1 - t;
  const [a, b, c, d] = p;
  return {
    x: 3 * u * u * (b.x - a.x) + 6 * u * t * (c.x - b.x) + 3 * t * t * (d.x - c.x),
    y: 3 * u * u * (b.y - a.y) + 6 * u * t * (c.y - b.y) + 3 * t * t * (d.y - c.y),
  };
}

/** Where a fish is at a moment of the sea's clock, and which way it heads. */
export function swimPose(swim: Swim, now: number): Pose {
  const progress = Math.min(1, Math.max(0, (now - swim.born) / swim.duration));
  const at = bezier(swim.path, progress);
  const slope = bezierSlope(swim.path, progress);
  const facingLeft = slope.x < 0;
  const angle = Math.atan2(slope.y, facingLeft ? -slope.x : slope.x);
  return { ...at, angle, facingLeft, progress };
}

/** Whether a fish has swum out of the sea. */
export function swimDone(swim: Swim, now: number): boolean {
  return now - swim.born >= swim.duration;
}

/**
 * The fish under a tap: the one whose body (an ellipse around it, with a finger's margin) holds
 * the point most centrally; null when the tap is on open water.
 */
export function fishAt(
  swims: readonly Swim[],
  point: Point,
  now: number,
  margin = 10,
): Swim | null {
  let best: Swim | null = null;
  let bestDistance = 1;
  for (const swim of swims) {
    const pose = swimPose(swim, now);
    const dx = point.x - pose.x;
    const dy = point.y - pose.y;
    // into the fish's own frame: undo the mirror, then the rotation
    const mx = pose.facingLeft ? -dx : dx;
    const cos = Math.cos(-pose.angle);
    const sin = Math.sin(-pose.angle);
    const lx = mx * cos - dy * sin;
    const ly = mx * sin + dy * cos;
    const a = swim.length / 2 + margin;
    const b = (fishLook(swim.code).halfHeight * swim.length) / 100 + margin;
    const distance = (lx / a) ** 2 + (ly / b) ** 2;
    if (distance <= bestDistance) {
      best = swim;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Which fish comes next: small fish often, big ones seldom (weight 1 / multiplier^0.8), the way
 * such seas look. Only the picture: any fish may be shot, each at its own odds.
 */
export function pickKind(kinds: readonly FishKind[], random: () => number): FishKind {
  const weights = kinds.map((kind) => 1 / kind.multiplier ** 0.8);
  let r = random() * weights.reduce((sum, w) => sum + w, 0);
  for (let i = 0; i < kinds.length; i++) {
    r -= weights[i]!;
    if (r <= 0) return kinds[i]!;
  }
  return kinds[kinds.length - 1]!;
}
