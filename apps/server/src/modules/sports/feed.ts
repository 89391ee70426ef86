import type { FixtureState, MarketType, Sport } from '@app/contract/sports-constants';
import { defineAppState, type AppContext } from '../../platform/context.ts';

/**
 * The feed adapter (issue "sportsbook"): what a real data feed implements so the book follows it —
 * the fixtures it offers, each one's state, score and clock, its markets' prices, and the result.
 * The demo's simulator (`feed-simulator.ts`) is one; a provider's would be another behind the same
 * interface. The book reads it every few seconds (`feed-jobs.ts`) and writes what changed: the
 * feed never writes the book's tables itself, and a market a trader priced (`priced_by` 'trader')
 * or suspended (`held`) is left as the trader set it.
 */

/** The match clock as the feed gives it (`at` is added when it is stored). */
export interface FeedClock {
  /** The period's name ('上半场', '第3节', '第2局'). */
  period: string;
  /** Seconds played in the match (football), left in the quarter (basketball), played in the map. */
  seconds: number;
  running: boolean;
  counts_down: boolean;
  /** Match seconds per real second (1 for a real feed; the simulator compresses its matches). */
  rate: number;
}

/** A fixture the feed offers. `ref` is the feed's own id, unique (stored as `feed_ref`). */
export interface FeedFixture {
  ref: string;
  sport: Sport;
  league: string;
  home: string;
  away: string;
  startsAt: number;
}

/** A market the feed prices: its type, line in quarters, and each selection's fair price. */
export interface FeedMarket {
  type: MarketType;
  lineQ: number | null;
  /** Hundredths by selection code (the book adds the margin). */
  prices: Record<string, number>;
}

/** A fixture's state at a time. */
export interface FeedState {
  ref: string;
  /** 'suspended': in play, the feed stops bets for a moment (a goal, a map's end). */
  state: FixtureState;
  score: { home: number; away: number } | null;
  clock: FeedClock | null;
  /** Its markets' prices now (also while suspended); the book makes the ones it lacks. */
  markets: FeedMarket[];
  /** The final result once the fixture is over: a score, or cancelled. */
  result: { home: number; away: number } | { cancel: true } | null;
}

export interface SportsFeed {
  /** The feed's name, for logs. */
  readonly name: string;
  /** The fixtures it offers at `now`: those in play and those starting within its horizon. */
  fixtures(now: number): Promise<FeedFixture[]>;
  /** The state of these fixtures at `now` (unknown refs are left out). */
  states(refs: readonly string[], now: number): Promise<FeedState[]>;
}

const feedState = defineAppState('sports.feed', () => ({ feed: null as SportsFeed | null }));

/** The feed this app follows (the simulator when DEMO_SEED is on; none otherwise). */
export function setSportsFeed(ctx: Pick<AppContext, 'state'>, feed: SportsFeed | null): void {
  feedState(ctx).feed = feed;
}

export function sportsFeed(ctx: Pick<AppContext, 'state'>): SportsFeed | null {
  return feedState(ctx).feed;
}
