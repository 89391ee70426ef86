import type { Page } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import {
  MARKET_TYPE_INFO,
  SPORTS_BETS_PAGE,
  type LegOutcome,
  type MarketType,
  type Sport,
  type SportsBet,
  type SportsBetState,
  type SportsLeg,
} from '@app/contract/sports';
import { formatLine, formatOdds, selectionLabel } from '@app/domain/sports/index';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { pageOf } from '../../platform/http/paging.ts';

/**
 * The bets as the player and the console read them: each with its legs, each leg with its
 * fixture, market and selection names, the odds taken, its outcome and the score it settled on.
 */

type Db = Store['db'] | Tx;

export interface FixtureRow {
  id: number;
  sport: string;
  league: string;
  home: string;
  away: string;
  starts_at: number;
  state: string;
  suspend_seq: number;
}

export interface MarketRow {
  id: number;
  fixture_id: number;
  type: string;
  line_q: number | null;
  state: string;
  odds: string;
  suspend_seq: number;
  version: number;
}

export interface LegRow {
  bet_id: number;
  selection: string;
  odds_c: number;
  in_play: number;
  outcome: string | null;
}

/** One leg as the contract shows it; `score` is the result it settled on (null when void). */
export function legView(
  fixture: Pick<FixtureRow, 'id' | 'sport' | 'league' | 'home' | 'away' | 'starts_at'>,
  market: Pick<MarketRow, 'id' | 'type' | 'line_q'>,
  leg: LegRow,
  score: { home: number; away: number } | null,
): SportsLeg {
  const type = market.type as MarketType;
  const info = MARKET_TYPE_INFO[type];
  const outcome = leg.outcome as LegOutcome | null;
  return {
    fixture: fixture.id,
    sport: fixture.sport as Sport,
    league: fixture.league,
    home: fixture.home,
    away: fixture.away,
    starts_at: fixture.starts_at,
    market: market.id,
    market_type: type,
    market_name: info.name,
    line: market.line_q === null ? null : formatLine(market.line_q),
    selection: leg.selection,
    selection_name: selectionLabel(info.kind, leg.selection, market.line_q, fixture),
    odds: formatOdds(leg.odds_c),
    in_play: leg.in_play === 1,
    outcome,
    score: outcome === null || outcome === 'void' ? null : score,
  };
}

export interface BetRow {
  id: number;
  bet_no: string;
  user_id: number;
  kind: string;
  stake_minor: bigint;
  odds_c: number;
  potential_minor: bigint;
  state: string;
  paid_minor: bigint | null;
  settle_seq: number;
  shortfall_minor: bigint;
  placed_at: number;
  settled_at: number | null;
}

export const BET_COLUMNS = [
  'id',
  'bet_no',
  'user_id',
  'kind',
  'stake_minor',
  'odds_c',
  'potential_minor',
  'state',
  'paid_minor',
  'settle_seq',
  'shortfall_minor',
  'placed_at',
  'settled_at',
] as const;

/** The legs of these bets with their names and scores, by bet id, in leg order. */
export async function legsOfBets(db: Db, betIds: readonly number[]) {
  const byBet = new Map<number, SportsLeg[]>();
  if (betIds.length === 0) return byBet;
  const rows = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_fixtures as f', 'f.id', 'l.fixture_id')
    .innerJoin('sports_markets as m', 'm.id', 'l.market_id')
    .leftJoin('sports_results as r', 'r.id', 'l.result_id')
    .select([
      'l.id as leg_id',
      'l.bet_id',
      'l.selection',
      'l.odds_c',
      'l.in_play',
      'l.outcome',
      'f.id as fixture_id',
      'f.sport',
      'f.league',
      'f.home',
      'f.away',
      'f.starts_at',
      'm.id as market_id',
      'm.type',
      'm.line_q',
      'r.score_home',
      'r.score_away',
    ])
    .where('l.bet_id', 'in', [...betIds])
    .orderBy('l.id')
    .execute();
  for (const row of rows) {
    const score =
      row.score_home === null || row.score_away === null
        ? null
        : { home: row.score_home, away: row.score_away };
    const leg = legView(
      {
        id: row.fixture_id,
        sport: row.sport,
        league: row.league,
        home: row.home,
        away: row.away,
        starts_at: row.starts_at,
      },
      { id: row.market_id, type: row.type, line_q: row.line_q },
      row,
      score,
    );
    const list = byBet.get(row.bet_id) ?? [];
    list.push(leg);
    byBet.set(row.bet_id, list);
  }
  return byBet;
}

export function betView(row: BetRow, legs: SportsLeg[]): SportsBet {
  return {
    id: row.bet_no,
    kind: row.kind === 'parlay' ? 'parlay' : 'single',
    stake: formatMinor(row.stake_minor),
    odds: formatOdds(row.odds_c),
    potential: formatMinor(row.potential_minor),
    state: row.state as SportsBetState,
    paid: row.paid_minor === null ? null : formatMinor(row.paid_minor),
    placed_at: row.placed_at,
    settled_at: row.settled_at,
    legs,
  };
}

/** The player's bets, open or settled or both, newest first, 20 a page. */
export async function playerSportsBets(
  ctx: Pick<AppContext, 'store'>,
  userId: number,
  state: SportsBetState | undefined,
  page: number,
): Promise<Page<SportsBet>> {
  const db = ctx.store.db;
  const size = SPORTS_BETS_PAGE;
  const [rows, counted] = await Promise.all([
    db
      .selectFrom('sports_bets')
      .select([...BET_COLUMNS])
      .where('user_id', '=', userId)
      .$if(state !== undefined, (q) => q.where('state', '=', state!))
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
      .selectFrom('sports_bets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .$if(state !== undefined, (q) => q.where('state', '=', state!))
      .executeTakeFirstOrThrow(),
  ]);
  const legs = await legsOfBets(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.map((row) => betView(row, legs.get(row.id) ?? []));
  return pageOf(data, Number(counted.n), page, size);
}
