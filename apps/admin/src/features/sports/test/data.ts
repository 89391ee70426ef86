import type {
  AdminSportsBetRow,
  AdminSportsFixture,
  AdminSportsFixtureRow,
  AdminSportsLimits,
  AdminSportsMarket,
  AdminSportsResult,
  AdminSportsSelection,
} from '@app/contract/admin-sports';
import type { Page } from '@app/contract/envelope';

/** 2026-11-24 20:00:00 Beijing. */
export const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

export const ME = { operator_id: 1, name: 'boss', role: 'admin' as const };
export const OTHER = { operator_id: 2, name: 'checker', role: 'finance' as const };
/** `me` answers (two-factor fields the page does not read). */
export const meOf = (who: { operator_id: number; name: string; role: string }) =>
  ({ ...who, two_factor: false, must_enrol: false, recovery_codes_left: 0 }) as never;

export function makeSelection(
  code: string,
  name: string,
  extra: Partial<AdminSportsSelection> = {},
): AdminSportsSelection {
  return {
    code,
    name,
    price: '2.00',
    odds: '1.90',
    stakes: '0.00',
    bets: 0,
    payout: '0.00',
    net: '0.00',
    ...extra,
  };
}

export function makeMarket(extra: Partial<AdminSportsMarket> = {}): AdminSportsMarket {
  return {
    id: 11,
    type: '1x2',
    name: '独赢',
    line: null,
    state: 'open',
    margin_bp: 500,
    priced_by: 'feed',
    stakes: '1500.00',
    worst: '-500.00',
    selections: [
      makeSelection('home', '主胜', {
        price: '2.10',
        odds: '2.00',
        stakes: '1000.00',
        bets: 3,
        payout: '2000.00',
        net: '-500.00',
      }),
      makeSelection('draw', '平局', {
        price: '3.40',
        odds: '3.25',
        stakes: '200.00',
        bets: 1,
        payout: '650.00',
        net: '850.00',
      }),
      makeSelection('away', '客胜', {
        price: '3.60',
        odds: '3.40',
        stakes: '300.00',
        bets: 2,
        payout: '1020.00',
        net: '480.00',
      }),
    ],
    ...extra,
  };
}

export function makeResult(extra: Partial<AdminSportsResult> = {}): AdminSportsResult {
  return {
    id: 71,
    fixture: 501,
    score: { home: 2, away: 1 },
    state: 'pending',
    correction: false,
    entered_by: 'boss',
    entered_at: NOW - 60_000,
    checked_by: null,
    checked_at: null,
    ...extra,
  };
}

export function makeRow(extra: Partial<AdminSportsFixtureRow> = {}): AdminSportsFixtureRow {
  return {
    id: 501,
    sport: 'football',
    league: '星海联赛',
    home: '青岚竞技',
    away: '赤焰联队',
    starts_at: NOW - 30 * 60_000,
    state: 'live',
    score: { home: 1, away: 0 },
    clock: {
      period: '上半场',
      seconds: 30 * 60,
      running: false,
      counts_down: false,
      at: NOW,
    },
    source: 'feed',
    bets: 6,
    stakes: '1500.00',
    result: null,
    pending: null,
    ...extra,
  };
}

export function makeFixture(extra: Partial<AdminSportsFixture> = {}): AdminSportsFixture {
  return {
    ...makeRow(),
    markets: [
      makeMarket(),
      makeMarket({
        id: 12,
        type: 'ah',
        name: '让球',
        line: '-0.25',
        priced_by: 'trader',
        margin_bp: 400,
        stakes: '0.00',
        worst: '0.00',
        selections: [
          makeSelection('home', '青岚竞技 -0.25', { price: '1.95', odds: '1.88' }),
          makeSelection('away', '赤焰联队 +0.25', { price: '1.95', odds: '1.88' }),
        ],
      }),
    ],
    results: [],
    ...extra,
  };
}

export function page<T>(rows: T[], total = rows.length, current = 1): Page<T> {
  return {
    data: rows,
    total,
    current_page: current,
    last_page: Math.max(1, Math.ceil(total / 20)),
  };
}

export function makeBet(extra: Partial<AdminSportsBetRow> = {}): AdminSportsBetRow {
  return {
    id: 'S2611240001',
    kind: 'single',
    stake: '5000.00',
    odds: '2.00',
    potential: '10000.00',
    state: 'open',
    paid: null,
    placed_at: NOW - 5 * 60_000,
    settled_at: null,
    user_id: 42,
    username: 'player42',
    adjusted: '0.00',
    shortfall: '0.00',
    legs: [
      {
        fixture: 501,
        sport: 'football',
        league: '星海联赛',
        home: '青岚竞技',
        away: '赤焰联队',
        starts_at: NOW - 30 * 60_000,
        market: 11,
        market_type: '1x2',
        market_name: '独赢',
        line: null,
        selection: 'home',
        selection_name: '主胜',
        odds: '2.00',
        in_play: true,
        outcome: null,
        score: null,
      },
    ],
    ...extra,
  };
}

export function makeLimits(extra: Partial<AdminSportsLimits> = {}): AdminSportsLimits {
  return {
    min_stake: '10.00',
    max_stake: '50000.00',
    max_payout: '500000.00',
    daily_stake: '200000.00',
    daily_payout: '1000000.00',
    live_delay: 5,
    margin_bp: 500,
    ...extra,
  };
}
