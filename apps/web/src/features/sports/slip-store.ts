import { useSyncExternalStore } from 'react';
import { MARKET_TYPE_INFO, MAX_PARLAY_LEGS } from '@app/contract/sports-constants';
import { sessionStore } from '../../lib/storage.ts';
import type { Fixture, Market, Selection } from './api/sports-fixtures.ts';

/**
 * The bet slip (投注单): the picks, the stake and whether the sheet is open, kept across the
 * sportsbook's pages in this small store and in sessionStorage, so a reload keeps it. A leg keeps
 * the odds the player saw when picking (or last confirmed: `picked`) and the odds the book shows
 * now (`odds`, renewed from every fixture the screens receive: `syncSlip`); the slip shows the
 * difference and sends `picked`, so the server applies the player's odds-change choice to it.
 */
export interface SlipLeg {
  fixture: number;
  market: number;
  selection: string;
  /** The odds picked or last confirmed (sent with the bet). */
  picked: string;
  /** The odds the book shows now. */
  odds: string;
  /** The market and the fixture take bets now. */
  open: boolean;
  /** The fixture is in play (the bet waits the delay). */
  live: boolean;
  delay: number;
  sport: Fixture['sport'];
  league: string;
  home: string;
  away: string;
  marketName: string;
  selectionName: string;
}

export interface Slip {
  legs: SlipLeg[];
  stake: string;
  visible: boolean;
}

const KEY = 'sports.slip';
const EMPTY: Slip = { legs: [], stake: '', visible: false };

function load(): Slip {
  try {
    const saved = JSON.parse(sessionStore.get(KEY) ?? 'null') as Partial<Slip> | null;
    if (!saved || !Array.isArray(saved.legs)) return EMPTY;
    return {
      legs: saved.legs.slice(0, MAX_PARLAY_LEGS),
      stake: typeof saved.stake === 'string' ? saved.stake : '',
      visible: false,
    };
  } catch {
    return EMPTY;
  }
}

let slip: Slip = load();
const listeners = new Set<() => void>();

function write(next: Slip): void {
  slip = next;
  sessionStore.set(KEY, JSON.stringify({ legs: next.legs, stake: next.stake }));
  listeners.forEach((listener) => listener());
}

export function useSlip(): Slip {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => slip,
    () => EMPTY,
  );
}

export function getSlip(): Slip {
  return slip;
}

/** Whether a market or its fixture takes bets now. */
export function marketOpen(fixture: Fixture, market: Market): boolean {
  return market.state === 'open' && (fixture.state === 'scheduled' || fixture.state === 'live');
}

function legOf(fixture: Fixture, market: Market, selection: Selection): SlipLeg {
  return {
    fixture: fixture.id,
    market: market.id,
    selection: selection.code,
    picked: selection.odds,
    odds: selection.odds,
    open: marketOpen(fixture, market),
    live: fixture.state === 'live' || fixture.state === 'suspended',
    delay: fixture.delay,
    sport: fixture.sport,
    league: fixture.league,
    home: fixture.home,
    away: fixture.away,
    marketName: market.name || MARKET_TYPE_INFO[market.type].name,
    selectionName: selection.name,
  };
}

export type PickResult = 'added' | 'removed' | 'replaced' | 'full';

/**
 * A tap on odds: the same selection again removes it; another selection of a fixture already on
 * the slip replaces that fixture's pick (a parlay takes one leg a fixture); an 11th fixture is
 * refused.
 */
export function togglePick(fixture: Fixture, market: Market, selection: Selection): PickResult {
  const legs = slip.legs;
  const same = legs.find(
    (l) => l.fixture === fixture.id && l.market === market.id && l.selection === selection.code,
  );
  if (same) {
    write({ ...slip, legs: legs.filter((l) => l !== same) });
    return 'removed';
  }
  const leg = legOf(fixture, market, selection);
  const at = legs.findIndex((l) => l.fixture === fixture.id);
  if (at !== -1) {
    const next = [...legs];
    next[at] = leg;
    write({ ...slip, legs: next });
    return 'replaced';
  }
  if (legs.length >= MAX_PARLAY_LEGS) return 'full';
  write({ ...slip, legs: [...legs, leg], visible: slip.visible });
  return 'added';
}

export function removeLeg(leg: Pick<SlipLeg, 'fixture' | 'market' | 'selection'>): void {
  write({
    ...slip,
    legs: slip.legs.filter(
      (l) =>
        !(l.fixture === leg.fixture && l.market === leg.market && l.selection === leg.selection),
    ),
  });
}

export function clearSlip(): void {
  write({ ...slip, legs: [], stake: '' });
}

export function setStake(stake: string): void {
  write({ ...slip, stake });
}

export function showSlip(visible: boolean): void {
  write({ ...slip, visible });
}

/** The player took the odds shown now: they become the odds sent. */
export function acceptOdds(): void {
  write({ ...slip, legs: slip.legs.map((l) => ({ ...l, picked: l.odds })) });
}

/**
 * A fixture as the book shows it now: its legs on the slip take its current odds, whether their
 * market takes bets, whether it is in play and its delay. A market that left the fixture is
 * closed.
 */
export function syncSlip(fixtures: readonly Fixture[]): void {
  if (slip.legs.length === 0) return;
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  let dirty = false;
  const legs = slip.legs.map((leg) => {
    const fixture = byId.get(leg.fixture);
    if (!fixture) return leg;
    const market = fixture.markets.find((m) => m.id === leg.market);
    const selection = market?.selections.find((s) => s.code === leg.selection);
    const next: SlipLeg = {
      ...leg,
      odds: selection?.odds ?? leg.odds,
      open: market !== undefined && selection !== undefined && marketOpen(fixture, market),
      live: fixture.state === 'live' || fixture.state === 'suspended',
      delay: fixture.delay,
      selectionName: selection?.name ?? leg.selectionName,
    };
    if (
      next.odds !== leg.odds ||
      next.open !== leg.open ||
      next.live !== leg.live ||
      next.delay !== leg.delay ||
      next.selectionName !== leg.selectionName
    ) {
      dirty = true;
      return next;
    }
    return leg;
  });
  if (dirty) write({ ...slip, legs });
}

/** Tests: the slip as a fresh page finds it. */
export function resetSlipForTests(): void {
  slip = load();
  listeners.forEach((listener) => listener());
}
