import type { Sport } from '@app/contract/sports-constants';
import type { FeedClock, FeedFixture, FeedMarket, FeedState, SportsFeed } from './feed.ts';
import { defaultMarkets, fairPrices, type ModelState } from './models.ts';

/**
 * The demo feed (issue "sportsbook"): fictional leagues and teams — invented places and mascots,
 * no real club, league or brand — whose fixtures, goals, points and maps are a pure function of
 * the seed and the time. Every node computes the same fixtures and the same state at the same
 * instant, so the book needs no shared simulator state and a test drives it with the app's clock.
 *
 * Each league starts a fixture every `everyMs` (aligned to the epoch, plus its offset); the feed
 * lists those in play and those starting within HORIZON_MS. Matches are compressed
 * (docs/decisions/sports.md): football 2×45 min at 9× (5 min a half, 1 min half-time: 11 min);
 * basketball 4×12 min at 6× (2 min a quarter, 20 s breaks, 40 s half-time: 9 min 20 s); esports
 * best of three maps of 20–32 min at 8× (2.5–4 min each, 30 s between maps: 6–13 min).
 * A football goal suspends the fixture for GOAL_HOLD_MS, a map's end for MAP_HOLD_MS; prices come
 * from the models of `models.ts` on the state (football at whole match minutes).
 */

export const HORIZON_MS = 2 * 60 * 60 * 1000;
export const GOAL_HOLD_MS = 15_000;
export const MAP_HOLD_MS = 10_000;

export const FOOTBALL_RATE = 9;
const HALF_MS = 300_000;
const HALF_TIME_MS = 60_000;
export const FOOTBALL_MS = 2 * HALF_MS + HALF_TIME_MS;

export const BASKETBALL_RATE = 6;
const QUARTER_MS = 120_000;
/** The breaks after the 1st, 2nd and 3rd quarters. */
const BREAKS_MS = [20_000, 40_000, 20_000] as const;
export const BASKETBALL_MS = 4 * QUARTER_MS + BREAKS_MS[0] + BREAKS_MS[1] + BREAKS_MS[2];
/** Points are scored in steps of 30 match seconds (5 s), 24 a quarter. */
const STEP_MS = 5_000;
const STEPS = QUARTER_MS / STEP_MS;

export const ESPORTS_RATE = 8;
const MAP_BREAK_MS = 30_000;
const BEST_OF = 3;

interface SimLeague {
  code: string;
  sport: Sport;
  name: string;
  teams: readonly string[];
  everyMs: number;
  offsetMs: number;
}

const MINUTE = 60_000;

/** The leagues and teams: invented names only. */
export const SIM_LEAGUES: readonly SimLeague[] = [
  {
    code: 'shanhai',
    sport: 'football',
    name: '山海足球联赛',
    teams: ['临江白鹭', '青石猛虎', '云岭雪豹', '南湾海鸥', '北原骏马', '东港银鲨'],
    everyMs: 15 * MINUTE,
    offsetMs: 0,
  },
  {
    code: 'yunhai',
    sport: 'football',
    name: '云海足球甲级联赛',
    teams: ['西山赤狐', '松林飞鹰', '白塔山羊', '枫桥梅鹿', '沙洲仙鹤', '碧水青蛙'],
    everyMs: 15 * MINUTE,
    offsetMs: 7 * MINUTE + 30_000,
  },
  {
    code: 'xinghe',
    sport: 'basketball',
    name: '星河篮球联赛',
    teams: ['铁塔巨象', '霞光猎豹', '紫金犀牛', '长风海燕', '寒江白熊', '明湖天鹅'],
    everyMs: 12 * MINUTE,
    offsetMs: 3 * MINUTE,
  },
  {
    code: 'huanjing',
    sport: 'esports',
    name: '幻境电竞联赛',
    teams: ['霓虹幽灵', '量子猎手', '极光裁决', '赛博熊猫', '像素飞鱼', '零度风暴'],
    everyMs: 10 * MINUTE,
    offsetMs: MINUTE,
  },
];

// ---- deterministic randomness ------------------------------------------------------------------

function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A uniform [0, 1) stream for a key (mulberry32). */
function stream(seed: string, key: string): () => number {
  let a = hash32(`${seed}|${key}`);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function poissonDraw(next: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let p = next();
  while (p > limit && k < 30) {
    k += 1;
    p *= next();
  }
  return k;
}

// ---- the fixtures --------------------------------------------------------------------------------

export interface SimFixture extends FeedFixture {
  league: string;
  model: ModelState;
}

function rating(seed: string, team: string): number {
  return 0.8 + stream(seed, `team:${team}`)() * 0.45;
}

function preMatchModel(sport: Sport, home: number, away: number): ModelState {
  const score = { home: 0, away: 0 };
  if (sport === 'football') {
    return {
      sport,
      homeRate: Math.min(3, 1.3 * (home / away) * 1.08),
      awayRate: Math.min(3, (1.3 * (away / home)) / 1.08),
      left: 1,
      score,
    };
  }
  if (sport === 'basketball') {
    return {
      sport,
      homeRate: 110 + 16 * (home - away) + 2,
      awayRate: 110 + 16 * (away - home) - 2,
      left: 1,
      score,
    };
  }
  return {
    sport,
    homeMap: Math.max(0.2, Math.min(0.8, home / (home + away))),
    bestOf: BEST_OF,
    score,
  };
}

function fixtureOf(seed: string, league: SimLeague, k: number): SimFixture {
  const ref = `sim:${league.code}:${k}`;
  const next = stream(seed, ref);
  const h = Math.floor(next() * league.teams.length);
  const a = (h + 1 + Math.floor(next() * (league.teams.length - 1))) % league.teams.length;
  const home = league.teams[h]!;
  const away = league.teams[a]!;
  const model = preMatchModel(league.sport, rating(seed, home), rating(seed, away));
  return {
    ref,
    sport: league.sport,
    league: league.name,
    home,
    away,
    startsAt: k * league.everyMs + league.offsetMs,
    model,
  };
}

function parseRef(ref: string): { league: SimLeague; k: number } | null {
  const m = /^sim:([a-z]+):(\d+)$/.exec(ref);
  const league = m ? SIM_LEAGUES.find((l) => l.code === m[1]) : undefined;
  return m && league ? { league, k: Number(m[2]) } : null;
}

// ---- football ------------------------------------------------------------------------------------

interface Goal {
  side: 'home' | 'away';
  /** Match seconds. */
  second: number;
  /** Real ms after kick-off. */
  atMs: number;
}

function footballRealMs(second: number): number {
  const half = 45 * 60;
  return second < half
    ? (second * 1000) / FOOTBALL_RATE
    : HALF_MS + HALF_TIME_MS + ((second - half) * 1000) / FOOTBALL_RATE;
}

function footballGoals(seed: string, fixture: SimFixture): Goal[] {
  if (fixture.model.sport !== 'football') return [];
  const next = stream(seed, `${fixture.ref}:goals`);
  const goals: Goal[] = [];
  for (const side of ['home', 'away'] as const) {
    const rate = side === 'home' ? fixture.model.homeRate : fixture.model.awayRate;
    const n = poissonDraw(next, rate);
    for (let i = 0; i < n; i += 1) {
      const second = 60 + Math.floor(next() * (90 * 60 - 120));
      goals.push({ side, second, atMs: footballRealMs(second) });
    }
  }
  return goals.sort((x, y) => x.second - y.second);
}

function footballState(seed: string, f: SimFixture, elapsed: number): FeedState {
  const goals = footballGoals(seed, f);
  const model = f.model as Extract<ModelState, { sport: 'football' }>;
  let second: number;
  let clock: FeedClock;
  if (elapsed < HALF_MS) {
    second = Math.floor((elapsed * FOOTBALL_RATE) / 1000);
    clock = { period: '上半场', seconds: second, running: true, counts_down: false, rate: 9 };
  } else if (elapsed < HALF_MS + HALF_TIME_MS) {
    second = 45 * 60;
    clock = { period: '中场休息', seconds: second, running: false, counts_down: false, rate: 9 };
  } else {
    second = 45 * 60 + Math.floor(((elapsed - HALF_MS - HALF_TIME_MS) * FOOTBALL_RATE) / 1000);
    clock = { period: '下半场', seconds: second, running: true, counts_down: false, rate: 9 };
  }
  const scored = goals.filter((g) => g.atMs <= elapsed);
  const score = {
    home: scored.filter((g) => g.side === 'home').length,
    away: scored.filter((g) => g.side === 'away').length,
  };
  const held = scored.some((g) => elapsed - g.atMs < GOAL_HOLD_MS);
  // Prices at whole match minutes: they move about every 7 s, not at every read.
  const minute = Math.floor(second / 60);
  const now: ModelState = { ...model, left: Math.max(0, (90 - minute) / 90), score };
  return {
    ref: f.ref,
    state: held ? 'suspended' : 'live',
    score,
    clock,
    markets: priced(f, now),
    result: null,
  };
}

// ---- basketball ----------------------------------------------------------------------------------

/** Each side's points in each step (4 quarters × STEPS). */
function basketballSteps(seed: string, f: SimFixture): { home: number[]; away: number[] } {
  const model = f.model as Extract<ModelState, { sport: 'basketball' }>;
  const next = stream(seed, `${f.ref}:points`);
  const home: number[] = [];
  const away: number[] = [];
  for (let i = 0; i < 4 * STEPS; i += 1) {
    home.push(poissonDraw(next, model.homeRate / (4 * STEPS)));
    away.push(poissonDraw(next, model.awayRate / (4 * STEPS)));
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  // No overtime in the demo: a tie is broken by a last free throw of the home side.
  if (sum(home) === sum(away)) home[home.length - 1]! += 1;
  return { home, away };
}

function basketballState(seed: string, f: SimFixture, elapsed: number): FeedState {
  const model = f.model as Extract<ModelState, { sport: 'basketball' }>;
  const steps = basketballSteps(seed, f);
  let t = elapsed;
  let stepsDone = 0;
  let clock: FeedClock | null = null;
  for (let q = 0; q < 4 && !clock; q += 1) {
    if (t < QUARTER_MS) {
      stepsDone = q * STEPS + Math.floor(t / STEP_MS);
      const left = 720 - Math.floor((t * BASKETBALL_RATE) / 1000);
      clock = { period: `第${q + 1}节`, seconds: left, running: true, counts_down: true, rate: 6 };
      break;
    }
    t -= QUARTER_MS;
    const pause = BREAKS_MS[q] ?? 0;
    if (t < pause) {
      stepsDone = (q + 1) * STEPS;
      const period = q === 1 ? '中场休息' : `第${q + 1}节结束`;
      clock = { period, seconds: 0, running: false, counts_down: true, rate: 6 };
      break;
    }
    t -= pause;
  }
  const sum = (xs: number[]) => xs.slice(0, stepsDone).reduce((a, b) => a + b, 0);
  const score = { home: sum(steps.home), away: sum(steps.away) };
  const now: ModelState = { ...model, left: 1 - stepsDone / (4 * STEPS), score };
  return { ref: f.ref, state: 'live', score, clock, markets: priced(f, now), result: null };
}

function basketballFinal(seed: string, f: SimFixture) {
  const steps = basketballSteps(seed, f);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return { home: sum(steps.home), away: sum(steps.away) };
}

// ---- esports ---------------------------------------------------------------------------------------

/** The length of each map that may be played (real ms): 2.5–4 minutes. */
function mapLengths(seed: string, ref: string): number[] {
  const next = stream(seed, `${ref}:maps`);
  return Array.from({ length: BEST_OF }, () => 150_000 + Math.floor(next() * 90_000));
}

function esportsState(seed: string, f: SimFixture, elapsed: number): FeedState {
  const model = f.model as Extract<ModelState, { sport: 'esports' }>;
  const final = esportsFinal(seed, f);
  const maps = mapLengths(seed, f.ref)
    .slice(0, final.home + final.away)
    .map((ms, i) => ({ ms, winner: esportsWinner(seed, f.ref, i, model.homeMap) }));
  const score = { home: 0, away: 0 };
  let t = elapsed;
  let clock: FeedClock = {
    period: '第1局',
    seconds: 0,
    running: true,
    counts_down: false,
    rate: 8,
  };
  let held = false;
  for (let i = 0; i < maps.length; i += 1) {
    const map = maps[i]!;
    if (t < map.ms) {
      const seconds = Math.floor((t * ESPORTS_RATE) / 1000);
      clock = { period: `第${i + 1}局`, seconds, running: true, counts_down: false, rate: 8 };
      break;
    }
    t -= map.ms;
    score[map.winner] += 1;
    if (t < MAP_BREAK_MS) {
      const seconds = Math.floor((map.ms * ESPORTS_RATE) / 1000);
      clock = { period: `第${i + 1}局结束`, seconds, running: false, counts_down: false, rate: 8 };
      held = t < MAP_HOLD_MS;
      break;
    }
    t -= MAP_BREAK_MS;
  }
  const now: ModelState = { ...model, score };
  return {
    ref: f.ref,
    state: held ? 'suspended' : 'live',
    score,
    clock,
    markets: priced(f, now),
    result: null,
  };
}

/** A map's winner: its own draw against the home side's chance. */
function esportsWinner(seed: string, ref: string, map: number, homeMap: number): 'home' | 'away' {
  return stream(seed, `${ref}:map:${map}`)() < homeMap ? 'home' : 'away';
}

function esportsFinal(seed: string, f: SimFixture) {
  const model = f.model as Extract<ModelState, { sport: 'esports' }>;
  const need = Math.ceil(BEST_OF / 2);
  const score = { home: 0, away: 0 };
  for (let i = 0; score.home < need && score.away < need; i += 1) {
    score[esportsWinner(seed, f.ref, i, model.homeMap)] += 1;
  }
  return score;
}

// ---- the feed --------------------------------------------------------------------------------------

function priced(f: SimFixture, now: ModelState): FeedMarket[] {
  return defaultMarkets(f.model).map((spec) => ({
    type: spec.type,
    lineQ: spec.lineQ,
    prices: fairPrices(now, spec),
  }));
}

function finalScore(seed: string, f: SimFixture): { home: number; away: number } {
  if (f.sport === 'football') {
    const goals = footballGoals(seed, f);
    return {
      home: goals.filter((g) => g.side === 'home').length,
      away: goals.filter((g) => g.side === 'away').length,
    };
  }
  return f.sport === 'basketball' ? basketballFinal(seed, f) : esportsFinal(seed, f);
}

/** The simulated fixture's state at `now`. */
export function simulatedState(seed: string, f: SimFixture, now: number): FeedState {
  const elapsed = now - f.startsAt;
  if (elapsed < 0) {
    return {
      ref: f.ref,
      state: 'scheduled',
      score: null,
      clock: null,
      markets: priced(f, f.model),
      result: null,
    };
  }
  if (elapsed >= realDuration(seed, f)) {
    const score = finalScore(seed, f);
    return { ref: f.ref, state: 'finished', score, clock: null, markets: [], result: score };
  }
  if (f.sport === 'football') return footballState(seed, f, elapsed);
  if (f.sport === 'basketball') return basketballState(seed, f, elapsed);
  return esportsState(seed, f, elapsed);
}

/** How long the fixture lasts (esports: its maps' lengths and breaks). */
export function realDuration(seed: string, f: SimFixture): number {
  if (f.sport === 'football') return FOOTBALL_MS;
  if (f.sport === 'basketball') return BASKETBALL_MS;
  const maps = esportsFinal(seed, f);
  const count = maps.home + maps.away;
  const lengths = mapLengths(seed, f.ref).slice(0, count);
  return lengths.reduce((a, b) => a + b, 0) + (count - 1) * MAP_BREAK_MS;
}

/** The simulated fixture of a ref, or null when the ref is not one of this feed's. */
export function simulatedFixture(seed: string, ref: string): SimFixture | null {
  const parsed = parseRef(ref);
  return parsed ? fixtureOf(seed, parsed.league, parsed.k) : null;
}

/** The longest a simulated fixture lasts (the listing reaches this far back). */
const LONGEST_MS = Math.max(FOOTBALL_MS, BASKETBALL_MS, 3 * 240_000 + 2 * MAP_BREAK_MS);

/** The demo feed of `seed` (deterministic: the same fixtures and states on every node). */
export function createFeedSimulator(seed: string): SportsFeed {
  return {
    name: `simulator:${seed}`,
    async fixtures(now) {
      const out: FeedFixture[] = [];
      for (const league of SIM_LEAGUES) {
        const first = Math.ceil((now - LONGEST_MS - league.offsetMs) / league.everyMs);
        const last = Math.floor((now + HORIZON_MS - league.offsetMs) / league.everyMs);
        for (let k = first; k <= last; k += 1) {
          const f = fixtureOf(seed, league, k);
          if (now - f.startsAt < realDuration(seed, f)) {
            out.push({
              ref: f.ref,
              sport: f.sport,
              league: f.league,
              home: f.home,
              away: f.away,
              startsAt: f.startsAt,
            });
          }
        }
      }
      return out.sort((x, y) => x.startsAt - y.startsAt || x.ref.localeCompare(y.ref));
    },
    async states(refs, now) {
      const out: FeedState[] = [];
      for (const ref of refs) {
        const f = simulatedFixture(seed, ref);
        if (f) out.push(simulatedState(seed, f, now));
      }
      return out;
    },
  };
}
