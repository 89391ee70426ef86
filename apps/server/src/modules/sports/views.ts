import type { AdminSportsResult } from '@app/contract/admin-sports';
import type {
  FixtureState,
  MarketState,
  MarketType,
  Sport,
  SportsClock,
  SportsFixture,
  SportsMarket,
} from '@app/contract/sports';
import { formatLine, formatOdds, MARKET_TYPE_INFO, selectionLabel } from '@app/domain/sports/index';
import type { Selectable } from 'kysely';
import { IN_PLAY, parseClock, type FixtureRow, type MarketRow } from './fixtures.ts';
import { parseCodes, selectionsOfType } from './markets.ts';
import type { SportsResultsTable } from './tables.ts';

/**
 * The contract's shapes of the book (sports.ts, admin-sports.ts) from its rows: selection names by
 * the domain's `selectionLabel`, lines by `formatLine`, odds by `formatOdds`; a running clock
 * brought to the time of the answer.
 */

/** The clock at `now`: a running clock moved on by its rate since it was read. */
export function clockAt(fixture: FixtureRow, now: number): SportsClock | null {
  if (!IN_PLAY.includes(fixture.state as FixtureState)) return null;
  const clock = parseClock(fixture.clock);
  if (!clock) return null;
  let seconds = clock.seconds;
  if (clock.running && now > clock.at) {
    const moved = Math.floor(((now - clock.at) * clock.rate) / 1000);
    seconds = clock.counts_down ? Math.max(0, seconds - moved) : seconds + moved;
  }
  return {
    period: clock.period,
    seconds,
    running: clock.running,
    counts_down: clock.counts_down,
    at: now,
    rate: clock.rate,
  };
}

export function scoreOf(fixture: Pick<FixtureRow, 'score_home' | 'score_away'>) {
  return fixture.score_home === null || fixture.score_away === null
    ? null
    : { home: fixture.score_home, away: fixture.score_away };
}

export function lineOf(lineQ: number | null): string | null {
  return lineQ === null ? null : formatLine(lineQ);
}

export function marketName(type: string): string {
  return MARKET_TYPE_INFO[type as MarketType]?.name ?? type;
}

export function selectionName(
  fixture: Pick<FixtureRow, 'home' | 'away'>,
  market: Pick<MarketRow, 'type' | 'line_q'>,
  code: string,
): string {
  const info = MARKET_TYPE_INFO[market.type as MarketType];
  return info
    ? selectionLabel(info.kind, code, market.line_q, { home: fixture.home, away: fixture.away })
    : code;
}

export function marketView(fixture: FixtureRow, market: MarketRow): SportsMarket {
  const type = market.type as MarketType;
  const odds = parseCodes(market.odds);
  return {
    id: market.id,
    type,
    name: marketName(type),
    line: lineOf(market.line_q),
    state: market.state as MarketState,
    selections: selectionsOfType(type).map((code) => ({
      code,
      name: selectionName(fixture, market, code),
      odds: formatOdds(odds[code] ?? 100),
    })),
  };
}

/**
 * A fixture as players see it: its markets but the void ones; `delay` (the in-play acceptance
 * delay, seconds) only while in play.
 */
/** What the player's and the trader's views of a fixture share: who, when, state, score, clock. */
export function fixtureFacts(fixture: FixtureRow, now: number) {
  return {
    id: fixture.id,
    sport: fixture.sport as Sport,
    league: fixture.league,
    home: fixture.home,
    away: fixture.away,
    starts_at: fixture.starts_at,
    state: fixture.state as FixtureState,
    score: scoreOf(fixture),
    clock: clockAt(fixture, now),
  };
}

export function fixtureView(
  fixture: FixtureRow,
  markets: readonly MarketRow[],
  now: number,
  liveDelay: number,
): SportsFixture {
  const inPlay = IN_PLAY.includes(fixture.state as FixtureState);
  return {
    ...fixtureFacts(fixture, now),
    delay: inPlay ? liveDelay : 0,
    markets: markets.filter((m) => m.state !== 'void').map((m) => marketView(fixture, m)),
  };
}

export type ResultRow = Selectable<SportsResultsTable>;

/** The name a result's maker shows when the feed entered it. */
export const FEED_NAME = '数据源';

/** A result as the console shows it (`replaced`: it was in force until a correction). */
export function resultView(row: ResultRow, names: ReadonlyMap<number, string>): AdminSportsResult {
  const state = row.state === 'replaced' ? 'confirmed' : row.state;
  return {
    id: row.id,
    fixture: row.fixture_id,
    score:
      row.cancel === 1 || row.score_home === null || row.score_away === null
        ? null
        : { home: row.score_home, away: row.score_away },
    state: state as AdminSportsResult['state'],
    correction: row.correction === 1,
    entered_by: row.entered_by === null ? FEED_NAME : (names.get(row.entered_by) ?? ''),
    entered_at: row.created_at,
    checked_by: row.checked_by === null ? null : (names.get(row.checked_by) ?? ''),
    checked_at: row.checked_at,
  };
}
