import { sql } from 'kysely';
import type { z } from 'zod';
import {
  ADMIN_SPORTS_PAGE,
  type AdminSportsFixture,
  type AdminSportsFixtureRow,
  type adminSportsFixturesPayload,
  type AdminSportsMarket,
  type AdminSportsResult,
} from '@app/contract/admin-sports';
import type { Page } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import type { MarketState, MarketType } from '@app/contract/sports';
import { formatOdds } from '@app/domain/sports/index';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { operatorNames } from '../operators/index.ts';
import { fixtureMarkets, type Db, type FixtureRow, type MarketRow } from './fixtures.ts';
import { parseCodes, selectionsOfType } from './markets.ts';
import {
  fixtureFacts,
  lineOf,
  marketName,
  resultView,
  selectionName,
  type ResultRow,
} from './views.ts';
import './book-errors.ts';

/**
 * The trader's reads (contract admin-sports): the fixtures page and one fixture with its markets
 * and the book on each selection. The liability comes from the open bets (`sports_bets` state
 * 'open') and their legs on the fixture, summed in SQL by market, selection and kind:
 * - `stakes` / `bets`: every open bet with a leg on the selection — singles, and each parlay's
 *   whole stake counted on each of its legs (what rides on it, not what the book may lose);
 * - `payout`: what open SINGLES on the selection return if it wins (their potential, stake
 *   included; a quarter line's half win pays less); parlays are left out (they need every other
 *   leg too);
 * - `net`: the market's open singles' stakes − `payout`: the book's result on its singles if the
 *   selection wins; `worst` is the market's lowest `net`.
 */

type FixturesQuery = z.output<typeof adminSportsFixturesPayload>;

interface Book {
  stakes: bigint;
  bets: number;
  payout: bigint;
}

const empty = (): Book => ({ stakes: 0n, bets: 0, payout: 0n });

async function results(db: Db, fixtureIds: readonly number[]): Promise<ResultRow[]> {
  if (fixtureIds.length === 0) return [];
  return db
    .selectFrom('sports_results')
    .selectAll()
    .where('fixture_id', 'in', [...fixtureIds])
    .orderBy('id', 'desc')
    .execute();
}

async function namesOf(ctx: AppContext, rows: readonly ResultRow[]): Promise<Map<number, string>> {
  return operatorNames(
    ctx,
    rows.flatMap((r) => [r.entered_by, r.checked_by].filter((x): x is number => x !== null)),
  );
}

/** Open bets touching each fixture, and their stakes (a bet has one leg per fixture at most). */
async function openBets(
  db: Db,
  fixtureIds: readonly number[],
): Promise<Map<number, { bets: number; stakes: bigint }>> {
  if (fixtureIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
    .select((eb) => [
      'l.fixture_id',
      eb.fn.count<number>('b.id').as('n'),
      eb.fn.sum<bigint>('b.stake_minor').as('stake_minor'),
    ])
    .where('l.fixture_id', 'in', [...fixtureIds])
    .where('b.state', '=', 'open')
    .groupBy('l.fixture_id')
    .execute();
  return new Map(
    rows.map((r) => [r.fixture_id, { bets: Number(r.n), stakes: BigInt(r.stake_minor ?? 0n) }]),
  );
}

function rowView(
  fixture: FixtureRow,
  book: { bets: number; stakes: bigint } | undefined,
  fixtureResults: readonly ResultRow[],
  names: ReadonlyMap<number, string>,
  now: number,
): AdminSportsFixtureRow {
  const inForce = fixtureResults.find((r) => r.id === fixture.result_id);
  const pending = fixtureResults.find((r) => r.state === 'pending');
  return {
    ...fixtureFacts(fixture, now),
    source: fixture.source === 'feed' ? 'feed' : 'trader',
    bets: book?.bets ?? 0,
    stakes: formatMinor(book?.stakes ?? 0n),
    result: inForce ? resultView(inForce, names) : null,
    pending: pending ? resultView(pending, names) : null,
  };
}

/** POST /api/admin/sports/fixtures: by sport and state ('to_check': a result waits), 20 a page. */
export async function adminFixturesPage(
  ctx: AppContext,
  body: FixturesQuery,
): Promise<Page<AdminSportsFixtureRow>> {
  const db = ctx.store.db;
  let query = db.selectFrom('sports_fixtures');
  if (body.sport) query = query.where('sport', '=', body.sport);
  if (body.state === 'to_check') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('sports_results as r')
          .select('r.id')
          .whereRef('r.fixture_id', '=', 'sports_fixtures.id')
          .where('r.state', '=', 'pending'),
      ),
    );
  } else if (body.state) {
    query = query.where('state', '=', body.state);
  }
  const total = Number(
    (await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rows = await query
    .selectAll()
    .orderBy(
      sql`case when state in ('live', 'suspended') then 0 when state = 'scheduled' then 1 else 2 end`,
    )
    .orderBy(sql`case when state in ('finished', 'cancelled') then -starts_at else starts_at end`)
    .orderBy('id', 'desc')
    .limit(ADMIN_SPORTS_PAGE)
    .offset((body.page - 1) * ADMIN_SPORTS_PAGE)
    .execute();
  const ids = rows.map((r) => r.id);
  const [books, allResults] = await Promise.all([openBets(db, ids), results(db, ids)]);
  const names = await namesOf(ctx, allResults);
  const now = ctx.clock.now();
  const data = rows.map((r) =>
    rowView(
      r,
      books.get(r.id),
      allResults.filter((x) => x.fixture_id === r.id),
      names,
      now,
    ),
  );
  return pageOf(data, total, body.page, ADMIN_SPORTS_PAGE);
}

/** The open bets' book on each selection of the fixture's markets (see the file's comment). */
async function selectionBooks(db: Db, fixtureId: number): Promise<Map<string, Book>> {
  const rows = await db
    .selectFrom('sports_bet_legs as l')
    .innerJoin('sports_bets as b', 'b.id', 'l.bet_id')
    .select((eb) => [
      'l.market_id',
      'l.selection',
      'b.kind',
      eb.fn.count<number>('b.id').as('n'),
      eb.fn.sum<bigint>('b.stake_minor').as('stake_minor'),
      eb.fn.sum<bigint>('b.potential_minor').as('potential_minor'),
    ])
    .where('l.fixture_id', '=', fixtureId)
    .where('b.state', '=', 'open')
    .groupBy(['l.market_id', 'l.selection', 'b.kind'])
    .execute();
  const out = new Map<string, Book>();
  for (const r of rows) {
    const key = `${r.market_id}|${r.selection}`;
    const book = out.get(key) ?? empty();
    const stake = BigInt(r.stake_minor ?? 0n);
    book.stakes += stake;
    book.bets += Number(r.n);
    if (r.kind === 'single') {
      book.payout += BigInt(r.potential_minor ?? 0n);
      const market = `${r.market_id}|`;
      const singles = out.get(market) ?? empty();
      singles.stakes += stake;
      out.set(market, singles);
    }
    out.set(key, book);
  }
  return out;
}

function marketAdminView(
  fixture: FixtureRow,
  market: MarketRow,
  books: ReadonlyMap<string, Book>,
): AdminSportsMarket {
  const type = market.type as MarketType;
  const prices = parseCodes(market.prices);
  const odds = parseCodes(market.odds);
  const singles = books.get(`${market.id}|`)?.stakes ?? 0n;
  const selections = selectionsOfType(type).map((code) => {
    const book = books.get(`${market.id}|${code}`) ?? empty();
    return {
      code,
      name: selectionName(fixture, market, code),
      price: formatOdds(prices[code] ?? 100),
      odds: formatOdds(odds[code] ?? 100),
      stakes: formatMinor(book.stakes),
      bets: book.bets,
      payout: formatMinor(book.payout),
      net: singles - book.payout,
    };
  });
  const worst = selections.reduce(
    (min, s) => (s.net < min ? s.net : min),
    selections[0]?.net ?? 0n,
  );
  return {
    id: market.id,
    type,
    name: marketName(type),
    line: lineOf(market.line_q),
    state: market.state as MarketState,
    margin_bp: market.margin_bp,
    priced_by: market.priced_by === 'trader' ? 'trader' : 'feed',
    stakes: formatMinor(singles),
    worst: formatMinor(worst),
    selections: selections.map((s) => ({ ...s, net: formatMinor(s.net) })),
  };
}

/** POST /api/admin/sports/fixture (and the answer of every trader's change). */
export async function adminFixtureView(ctx: AppContext, id: number): Promise<AdminSportsFixture> {
  const db = ctx.store.db;
  const fixture = await db
    .selectFrom('sports_fixtures')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!fixture) throw new DomainError('sports_fixture_unknown');
  const [markets, books, fixtureResults, bets] = await Promise.all([
    fixtureMarkets(db, [id]),
    selectionBooks(db, id),
    results(db, [id]),
    openBets(db, [id]),
  ]);
  const names = await namesOf(ctx, fixtureResults);
  const row = rowView(fixture, bets.get(id), fixtureResults, names, ctx.clock.now());
  return {
    ...row,
    markets: markets.map((m) => marketAdminView(fixture, m, books)),
    results: fixtureResults.map((r): AdminSportsResult => resultView(r, names)),
  };
}
