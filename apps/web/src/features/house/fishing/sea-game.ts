import { bulletAt, cannonAt, flightTo, aimAngle, type Flight } from './aim.ts';
import {
  fishAt,
  pickKind,
  spawnSwim,
  swimDone,
  swimPose,
  type FishKind,
  type Point,
  type Pose,
  type Sea,
  type Swim,
} from './sea.ts';
import {
  NEW_SHOT,
  shotPhase,
  shotStep,
  type ShotEvent,
  type ShotPhase,
  type ShotState,
} from './shots.ts';

/**
 * The fishing sea as the browser plays it: fish come and go, the cannon turns, bullets fly, nets
 * open, caught fish flip and spill coins. No outcome is decided here: a shot is caught or missed
 * only by the server's answer (`settle`). Times are the sea's own clock (ms), which stands still
 * while the page is hidden.
 */

export interface Shot {
  id: number;
  swimId: number;
  code: string;
  multiplier: number;
  flight: Flight;
  state: ShotState;
  /** When the bullet arrived and the net opened. */
  openedAt: number | null;
  /** When the outcome showed (caught or missed), or the shot failed. */
  settledAt: number | null;
}

export interface Catch {
  /** The fish that flips over; null when it had already left the sea (the coins still come). */
  fish: { code: string; length: number } | null;
  pose: Pose;
  at: number;
  win: string;
}

export interface SeaListener {
  /** The fish in the sea changed (one came, left or was caught). */
  fishChanged(swims: readonly Swim[]): void;
  /** A shot's outcome is shown: both its bullet has arrived and its answer is in. */
  shotSettled(shot: Shot, phase: ShotPhase): void;
}

/** How many fish the sea keeps, by its area (a phone's sea holds about eight). */
function crowd(sea: Sea): number {
  return Math.max(5, Math.min(12, Math.round((sea.width * sea.height) / 28_000)));
}

export class SeaGame {
  sea: Sea = { width: 375, height: 560 };
  now = 0;
  swims: Swim[] = [];
  shots: Shot[] = [];
  catches: Catch[] = [];
  aim = 0;
  private nextId = 1;
  private kinds: readonly FishKind[] = [];

  constructor(
    private readonly listener: SeaListener,
    private readonly random: () => number = Math.random,
    /** Bullet speed in px/s; 0: shots arrive at once (reduced motion). */
    private readonly bulletSpeed?: number,
  ) {}

  /** The fish the server offers; the sea is filled with them, some already on their way. */
  setKinds(kinds: readonly FishKind[]): void {
    this.kinds = kinds;
    this.swims = [];
    if (kinds.length === 0) return this.listener.fishChanged(this.swims);
    const count = crowd(this.sea);
    for (let i = 0; i < count; i++) {
      const swim = spawnSwim(this.nextId++, pickKind(kinds, this.random), this.sea, 0, this.random);
      // already part of the way across
      swim.born = this.now - swim.duration * (0.15 + 0.7 * this.random());
      this.swims.push(swim);
    }
    this.listener.fishChanged(this.swims);
  }

  resize(sea: Sea): void {
    const changed = sea.width !== this.sea.width || sea.height !== this.sea.height;
    this.sea = sea;
    if (changed && this.kinds.length > 0) this.setKinds(this.kinds);
  }

  /** Advances the sea's clock by `dt` ms: fish leave and come, bullets arrive, effects fade. */
  tick(dt: number): void {
    this.now += dt;
    this.renewFish();
    for (const shot of this.shots) {
      if (!shot.state.arrived && bulletAt(shot.flight, this.now).arrived) {
        this.step(shot, { type: 'arrive' });
      }
    }
    this.shots = this.shots.filter(
      (shot) => shot.settledAt === null || this.now - shot.settledAt < 900,
    );
    this.catches = this.catches.filter((c) => this.now - c.at < 1600);
  }

  private renewFish(): void {
    const before = this.swims.length;
    this.swims = this.swims.filter((swim) => !swimDone(swim, this.now));
    let changed = this.swims.length !== before;
    while (this.kinds.length > 0 && this.swims.length < crowd(this.sea)) {
      const kind = pickKind(this.kinds, this.random);
      this.swims.push(spawnSwim(this.nextId++, kind, this.sea, this.now, this.random));
      changed = true;
    }
    if (changed) this.listener.fishChanged(this.swims);
  }

  fishAt(point: Point): Swim | null {
    return fishAt(this.swims, point, this.now);
  }

  /** Turns the cannon toward a point. */
  aimAt(point: Point): void {
    this.aim = aimAngle(cannonAt(this.sea), point);
  }

  /** Fires at a fish: the bullet leaves now, toward where the fish will be. */
  fire(swim: Swim): Shot {
    const flight = flightTo(cannonAt(this.sea), swim, this.now, this.bulletSpeed);
    this.aim = flight.angle;
    const shot: Shot = {
      id: this.nextId++,
      swimId: swim.id,
      code: swim.code,
      multiplier: swim.multiplier,
      flight,
      state: NEW_SHOT,
      openedAt: null,
      settledAt: null,
    };
    this.shots.push(shot);
    if (flight.duration <= 0) this.step(shot, { type: 'arrive' });
    return shot;
  }

  /** The server's answer to a shot (or its failure). */
  settle(shotId: number, event: Exclude<ShotEvent, { type: 'arrive' }>): void {
    const shot = this.shots.find((s) => s.id === shotId);
    if (shot) this.step(shot, event);
  }

  private step(shot: Shot, event: ShotEvent): void {
    const before = shotPhase(shot.state);
    shot.state = shotStep(shot.state, event);
    const phase = shotPhase(shot.state);
    if (event.type === 'arrive') shot.openedAt = this.now;
    if (phase === before || phase === 'flying' || phase === 'netting') return;
    shot.settledAt = this.now;
    if (phase === 'caught') this.land(shot);
    this.listener.shotSettled(shot, phase);
  }

  /** A caught fish leaves the sea and flips over in the net, spilling its win as coins. */
  private land(shot: Shot): void {
    const swim = this.swims.find((s) => s.id === shot.swimId);
    const pose: Pose = swim
      ? swimPose(swim, this.now)
      : { ...shot.flight.to, angle: 0, facingLeft: false, progress: 1 };
    const fish = swim ? { code: swim.code, length: swim.length } : null;
    this.catches.push({ fish, pose, at: this.now, win: shot.state.answer?.win ?? '0.00' });
    if (!swim) return;
    this.swims = this.swims.filter((s) => s !== swim);
    this.listener.fishChanged(this.swims);
  }

  /** Shots still waiting for the server's answer. */
  inFlight(): number {
    return this.shots.filter((s) => s.state.answer === null && s.state.error === null).length;
  }
}
