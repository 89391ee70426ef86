import type { z } from 'zod';
import type {
  AdminSportsFixture,
  adminSportsFixtureCreatePayload,
  adminSportsFixtureUpdatePayload,
  adminSportsMarketCreatePayload,
  adminSportsMarketUpdatePayload,
} from '@app/contract/admin-sports';
import type { AuditAction } from '@app/contract/audit-actions';
import { formatOdds, MARKET_TYPE_INFO, parseLine, type MarketType } from '@app/domain/sports/index';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { diff, recordAudit, type Actor } from '../audit/index.ts';
import { adminFixtureView } from './admin-views.ts';
import {
  assertNotFinal,
  fixtureMarkets,
  fixtureOpen,
  insertFixture,
  lockFixture,
  reopenFixture,
  suspendFixture,
  type FixtureRow,
  type MarketRow,
} from './fixtures.ts';
import {
  assertMarketNotFinal,
  checkLine,
  checkPrices,
  insertMarkets,
  parseCodes,
  priceMarket,
  reopenMarket,
  suspendMarket,
  voidMarket,
} from './markets.ts';
import { defaultMarkets, fairPrices, neutralModel } from './models.ts';
import { fixtureChanged } from './rooms.ts';
import { readSportsLimits } from './settings.ts';
import './book-errors.ts';

/**
 * The trader's changes (contract admin-sports; sports.admin.ts serves them): fixtures made in the
 * console with their sport's markets at default lines and prices, suspend / reopen / reschedule /
 * cancel, another line of a market, a market's prices and margin, suspend / reopen / void. Each is
 * ONE transaction on the fixture's locked row with its audit row (the diff); the rooms hear of it
 * after the commit. A cancel is a result: it is written as a PENDING cancel result (maker) that a
 * second operator confirms with adminSportsResultConfirm (the bets' part), and the fixture is
 * held suspended meanwhile.
 */

type FixtureCreate = z.output<typeof adminSportsFixtureCreatePayload>;
type FixtureUpdate = z.output<typeof adminSportsFixtureUpdatePayload>;
type MarketCreate = z.output<typeof adminSportsMarketCreatePayload>;
type MarketUpdate = z.output<typeof adminSportsMarketUpdatePayload>;

const target = (id: number) => `sports_fixture:${id}`;
const marketTarget = (id: number) => `sports_market:${id}`;

/** Prices as an audit row shows them ('1.95'). */
function pricesText(prices: Record<string, number>): Record<string, string> {
  return Object.fromEntries(Object.entries(prices).map(([k, v]) => [k, formatOdds(v)]));
}

async function pendingResult(tx: Tx, fixtureId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('sports_results')
    .select('id')
    .where('fixture_id', '=', fixtureId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/** POST /api/admin/sports/fixtures/create */
export async function createTraderFixture(
  ctx: AppContext,
  body: FixtureCreate,
  actor: Actor,
): Promise<AdminSportsFixture> {
  if (body.home === body.away) throw new DomainError('sports_team_invalid');
  const now = ctx.clock.now();
  if (body.starts_at <= now) throw new DomainError('sports_start_invalid');
  const id = await inTransaction(ctx.store, async (tx) => {
    const { marginBp } = await readSportsLimits(tx);
    const model = neutralModel(body.sport);
    const markets = defaultMarkets(model).map((spec) => ({
      ...spec,
      prices: fairPrices(model, spec),
      marginBp,
      pricedBy: 'trader' as const,
    }));
    const made = await insertFixture(
      tx,
      {
        sport: body.sport,
        league: body.league,
        home: body.home,
        away: body.away,
        startsAt: body.starts_at,
        state: 'scheduled',
        score: null,
        clock: null,
        source: 'trader',
        feedRef: null,
        markets,
      },
      now,
    );
    if (made === null) throw new Error('a trader fixture has no feed ref to collide on');
    await recordAudit(ctx, tx, actor, 'sports.fixture.create', target(made), {
      sport: body.sport,
      league: body.league,
      home: body.home,
      away: body.away,
      starts_at: body.starts_at,
      markets: markets.length,
      margin_bp: marginBp,
    });
    return made;
  });
  fixtureChanged(ctx, id);
  return adminFixtureView(ctx, id);
}

async function changeFixture(
  ctx: AppContext,
  tx: Tx,
  fixture: FixtureRow,
  body: FixtureUpdate,
  actor: Actor,
  now: number,
): Promise<void> {
  const audit = (action: AuditAction, detail: unknown) =>
    recordAudit(ctx, tx, actor, action, target(fixture.id), detail);
  switch (body.action) {
    case 'suspend':
      if (fixture.held === 1) throw new DomainError('sports_state_invalid');
      await suspendFixture(tx, fixture, now, true);
      await audit('sports.fixture.suspend', { state: fixture.state });
      return;
    case 'reopen':
      if (fixture.held === 0) throw new DomainError('sports_state_invalid');
      if (await pendingResult(tx, fixture.id)) throw new DomainError('sports_result_pending');
      await reopenFixture(tx, fixture, now, true);
      await audit('sports.fixture.reopen', { state: fixture.state });
      return;
    case 'reschedule': {
      // A feed's fixture starts when the feed says; a trader's only before its kick-off.
      if (fixture.state !== 'scheduled' || fixture.source !== 'trader') {
        throw new DomainError('sports_state_invalid');
      }
      if (body.starts_at === undefined || body.starts_at <= now) {
        throw new DomainError('sports_start_invalid');
      }
      const changes = diff({ starts_at: fixture.starts_at }, { starts_at: body.starts_at });
      if (changes === undefined) throw new DomainError('catalogue_nothing_to_change');
      await tx
        .updateTable('sports_fixtures')
        .set({ starts_at: body.starts_at, updated_at: now })
        .where('id', '=', fixture.id)
        .execute();
      await audit('sports.fixture.reschedule', { changes });
      return;
    }
    case 'cancel': {
      if (await pendingResult(tx, fixture.id)) throw new DomainError('sports_result_pending');
      const result = await tx
        .insertInto('sports_results')
        .values({
          fixture_id: fixture.id,
          score_home: null,
          score_away: null,
          cancel: 1,
          state: 'pending',
          correction: 0,
          source: 'trader',
          entered_by: actor.operatorId,
          checked_by: null,
          checked_at: null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // No bets while the cancellation waits for its check.
      if (fixture.held === 0) await suspendFixture(tx, fixture, now, true);
      await audit('sports.fixture.cancel', { result: result.id, state: fixture.state });
      return;
    }
  }
}

/** POST /api/admin/sports/fixtures/update */
export async function updateTraderFixture(
  ctx: AppContext,
  body: FixtureUpdate,
  actor: Actor,
): Promise<AdminSportsFixture> {
  const now = ctx.clock.now();
  await inTransaction(ctx.store, async (tx) => {
    const fixture = await lockFixture(ctx, tx, body.id);
    assertNotFinal(fixture);
    await changeFixture(ctx, tx, fixture, body, actor, now);
  });
  fixtureChanged(ctx, body.id);
  return adminFixtureView(ctx, body.id);
}

/** POST /api/admin/sports/markets/create: another line of a market, priced by the trader. */
export async function createTraderMarket(
  ctx: AppContext,
  body: MarketCreate,
  actor: Actor,
): Promise<AdminSportsFixture> {
  const now = ctx.clock.now();
  await inTransaction(ctx.store, async (tx) => {
    const fixture = await lockFixture(ctx, tx, body.fixture);
    assertNotFinal(fixture);
    const type: MarketType = body.type;
    if (MARKET_TYPE_INFO[type].sport !== fixture.sport) {
      throw new DomainError('sports_market_unknown');
    }
    const lineQ = body.line === null ? null : parseLine(body.line);
    if (body.line !== null && lineQ === null) throw new DomainError('sports_line_invalid');
    checkLine(type, lineQ);
    checkPrices(type, body.prices);
    const existing = await fixtureMarkets(tx, [fixture.id]);
    if (existing.some((m) => m.type === type && m.line_q === lineQ && m.state !== 'void')) {
      throw new DomainError('sports_line_invalid');
    }
    await insertMarkets(
      tx,
      fixture.id,
      [{ type, lineQ, prices: body.prices, marginBp: body.margin_bp, pricedBy: 'trader' }],
      now,
      fixtureOpen(fixture) ? 'open' : 'suspended',
    );
    await recordAudit(ctx, tx, actor, 'sports.market.create', target(fixture.id), {
      type,
      line: body.line,
      margin_bp: body.margin_bp,
      prices: pricesText(body.prices),
    });
  });
  fixtureChanged(ctx, body.fixture);
  return adminFixtureView(ctx, body.fixture);
}

async function changeMarket(
  ctx: AppContext,
  tx: Tx,
  fixture: FixtureRow,
  market: MarketRow,
  body: MarketUpdate,
  actor: Actor,
  now: number,
): Promise<void> {
  const audit = (action: AuditAction, detail: unknown) =>
    recordAudit(ctx, tx, actor, action, marketTarget(market.id), {
      fixture: fixture.id,
      ...(detail as object),
    });
  switch (body.action) {
    case 'price': {
      if (body.prices === undefined && body.margin_bp === undefined) {
        throw new DomainError('sports_prices_invalid');
      }
      const type = market.type as MarketType;
      const before = parseCodes(market.prices);
      const prices = body.prices ?? before;
      checkPrices(type, prices);
      const marginBp = body.margin_bp ?? market.margin_bp;
      const changes = diff(
        { prices: pricesText(before), margin_bp: market.margin_bp, priced_by: market.priced_by },
        { prices: pricesText(prices), margin_bp: marginBp, priced_by: 'trader' },
      );
      if (changes === undefined) throw new DomainError('catalogue_nothing_to_change');
      await priceMarket(tx, market, prices, marginBp, 'trader', now);
      await audit('sports.market.price', { changes });
      return;
    }
    case 'suspend':
      if (market.held === 1) throw new DomainError('sports_state_invalid');
      await suspendMarket(tx, market, now, true);
      await audit('sports.market.suspend', { state: market.state });
      return;
    case 'reopen':
      if (market.held === 0) throw new DomainError('sports_state_invalid');
      await reopenMarket(tx, market, fixtureOpen(fixture), now);
      await audit('sports.market.reopen', { state: market.state });
      return;
    case 'void':
      await voidMarket(tx, market, now);
      await audit('sports.market.void', { state: market.state });
      return;
  }
}

/** POST /api/admin/sports/markets/update */
export async function updateTraderMarket(
  ctx: AppContext,
  body: MarketUpdate,
  actor: Actor,
): Promise<AdminSportsFixture> {
  const now = ctx.clock.now();
  const owner = await ctx.store.db
    .selectFrom('sports_markets')
    .select('fixture_id')
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (!owner) throw new DomainError('sports_market_unknown');
  await inTransaction(ctx.store, async (tx) => {
    const fixture = await lockFixture(ctx, tx, owner.fixture_id);
    assertNotFinal(fixture);
    const market = await tx
      .selectFrom('sports_markets')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    assertMarketNotFinal(market);
    await changeMarket(ctx, tx, fixture, market, body, actor, now);
  });
  fixtureChanged(ctx, owner.fixture_id);
  return adminFixtureView(ctx, owner.fixture_id);
}
