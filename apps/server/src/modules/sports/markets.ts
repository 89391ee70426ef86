import {
  applyMargin,
  lineAllowed,
  MARKET_TYPE_INFO,
  MARKET_TYPES,
  MAX_MARGIN_BP,
  MAX_ODDS_C,
  MIN_ODDS_C,
  selectionsOf,
  type MarketType,
} from '@app/domain/sports/index';
import type { Tx } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import type { MarketRow } from './rows.ts';
import './book-errors.ts';

/**
 * Markets (issue "sportsbook"): each selection has a price (fair odds, hundredths) given by the
 * feed or a trader; the odds players see are the domain's `applyMargin(prices, margin_bp)`, stored
 * in `odds`. Every change of the odds increments `version`; every suspension `suspend_seq`. A
 * trader's price takes the market over (`priced_by` 'trader': the feed leaves its prices); a
 * trader's suspension or void holds it (`held`: the feed never reopens it). Settled and void are
 * final. Callers hold the fixture's row lock (fixtures.ts `lockFixture`).
 */

export interface NewMarket {
  type: MarketType;
  lineQ: number | null;
  /** Hundredths by selection code (every selection of the type's kind). */
  prices: Record<string, number>;
  marginBp: number;
  pricedBy: 'feed' | 'trader';
}

export const MARKET_FINAL = ['settled', 'void'] as const;

/** Where a market sits on its fixture's page: by type, then by line. */
export function sortOf(type: MarketType, lineQ: number | null): number {
  return MARKET_TYPES.indexOf(type) * 10_000 + 5_000 + (lineQ ?? 0);
}

/** The selections of a market type, in display order. */
export function selectionsOfType(type: MarketType): string[] {
  return selectionsOf(MARKET_TYPE_INFO[type].kind);
}

/** Refuses prices that do not name exactly the type's selections, each 1.01–1000.00. */
export function checkPrices(type: MarketType, prices: Record<string, number>): void {
  const codes = selectionsOfType(type);
  const given = Object.keys(prices);
  if (given.length !== codes.length || codes.some((code) => !(code in prices))) {
    throw new DomainError('sports_prices_invalid');
  }
  for (const code of codes) {
    const p = prices[code]!;
    if (!Number.isSafeInteger(p) || p < MIN_ODDS_C || p > MAX_ODDS_C) {
      throw new DomainError('sports_prices_invalid');
    }
  }
}

export function checkLine(type: MarketType, lineQ: number | null): void {
  if (!lineAllowed(MARKET_TYPE_INFO[type].kind, lineQ))
    throw new DomainError('sports_line_invalid');
}

/** The odds shown: the prices with the margin, by selection code. */
export function oddsFor(
  type: MarketType,
  prices: Record<string, number>,
  marginBp: number,
): Record<string, number> {
  if (!Number.isSafeInteger(marginBp) || marginBp < 0 || marginBp > MAX_MARGIN_BP) {
    throw new DomainError('sports_prices_invalid');
  }
  const codes = selectionsOfType(type);
  const odds = applyMargin(
    codes.map((code) => prices[code]!),
    marginBp,
  );
  return Object.fromEntries(codes.map((code, i) => [code, odds[i]!]));
}

/** A JSON record of hundredths by code (unknown or broken: empty). */
export function parseCodes(json: string): Record<string, number> {
  try {
    const raw = JSON.parse(json) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(raw).filter((e): e is [string, number] => typeof e[1] === 'number'),
    );
  } catch {
    return {};
  }
}

export async function insertMarkets(
  tx: Tx,
  fixtureId: number,
  markets: readonly NewMarket[],
  now: number,
  state: 'open' | 'suspended',
): Promise<void> {
  if (markets.length === 0) return;
  await tx
    .insertInto('sports_markets')
    .values(
      markets.map((m) => ({
        fixture_id: fixtureId,
        type: m.type,
        line_q: m.lineQ,
        state,
        margin_bp: m.marginBp,
        priced_by: m.pricedBy,
        prices: JSON.stringify(m.prices),
        odds: JSON.stringify(oddsFor(m.type, m.prices, m.marginBp)),
        sort: sortOf(m.type, m.lineQ),
        updated_at: now,
        created_at: now,
      })),
    )
    .execute();
}

export function assertMarketNotFinal(market: MarketRow): void {
  if ((MARKET_FINAL as readonly string[]).includes(market.state)) {
    throw new DomainError('sports_market_final', {
      market: MARKET_TYPE_INFO[market.type as MarketType]?.name ?? market.type,
    });
  }
}

/**
 * New prices (and margin) of a market; the odds are recomputed and `version` moves when they
 * changed. Answers whether they did.
 */
export async function priceMarket(
  tx: Tx,
  market: MarketRow,
  prices: Record<string, number>,
  marginBp: number,
  pricedBy: 'feed' | 'trader',
  now: number,
): Promise<boolean> {
  const type = market.type as MarketType;
  const odds = JSON.stringify(oddsFor(type, prices, marginBp));
  const oddsChanged = odds !== market.odds;
  const pricesJson = JSON.stringify(prices);
  if (
    !oddsChanged &&
    pricesJson === market.prices &&
    marginBp === market.margin_bp &&
    pricedBy === market.priced_by
  ) {
    return false;
  }
  await tx
    .updateTable('sports_markets')
    .set((eb) => ({
      prices: pricesJson,
      odds,
      margin_bp: marginBp,
      priced_by: pricedBy,
      ...(oddsChanged ? { version: eb('version', '+', 1) } : {}),
      updated_at: now,
    }))
    .where('id', '=', market.id)
    .execute();
  return oddsChanged;
}

/** Suspends one market (a trader's: held until the trader reopens it). */
export async function suspendMarket(
  tx: Tx,
  market: MarketRow,
  now: number,
  byTrader: boolean,
): Promise<void> {
  await tx
    .updateTable('sports_markets')
    .set((eb) => ({
      state: 'suspended',
      suspend_seq: eb('suspend_seq', '+', 1),
      ...(byTrader ? { held: 1 } : {}),
      updated_at: now,
    }))
    .where('id', '=', market.id)
    .execute();
}

/**
 * The trader's reopen: lifts the market's hold; it opens now when its fixture takes bets,
 * otherwise with its fixture.
 */
export async function reopenMarket(
  tx: Tx,
  market: MarketRow,
  fixtureOpen: boolean,
  now: number,
): Promise<void> {
  await tx
    .updateTable('sports_markets')
    .set({ state: fixtureOpen ? 'open' : 'suspended', held: 0, updated_at: now })
    .where('id', '=', market.id)
    .execute();
}

/** Voids a market: final; its legs settle void (odds 1.00). Counts as a suspension too. */
export async function voidMarket(tx: Tx, market: MarketRow, now: number): Promise<void> {
  await tx
    .updateTable('sports_markets')
    .set((eb) => ({
      state: 'void',
      held: 1,
      suspend_seq: eb('suspend_seq', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', market.id)
    .execute();
}
