import { useSyncExternalStore } from 'react';
import { ODDS_ACCEPT, type OddsAccept } from '@app/contract/sports-constants';
import { formatHongKongOdds, formatOdds, parseOdds } from '@app/domain/sports/index';
import { localStore } from '../../lib/storage.ts';

/**
 * The player's sportsbook preferences, remembered on this device (localStorage): how odds are
 * written (decimal 欧洲盘, or Hong Kong 香港盘: the win per 1 staked), used on every screen that
 * shows odds; and what to do when the odds moved (ODDS_ACCEPT), sent with every bet.
 */
export type OddsFormat = 'decimal' | 'hk';

const FORMAT_KEY = 'sports.oddsFormat';
const ACCEPT_KEY = 'sports.oddsAccept';

/** The contract's default (`accept` defaults to 'none' on the server too). */
export const DEFAULT_ACCEPT: OddsAccept = 'none';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = () => listeners.forEach((listener) => listener());

function readFormat(): OddsFormat {
  return localStore.get(FORMAT_KEY) === 'hk' ? 'hk' : 'decimal';
}
function readAccept(): OddsAccept {
  const value = localStore.get(ACCEPT_KEY);
  return (ODDS_ACCEPT as readonly string[]).includes(value ?? '')
    ? (value as OddsAccept)
    : DEFAULT_ACCEPT;
}

export function setOddsFormat(format: OddsFormat): void {
  localStore.set(FORMAT_KEY, format);
  changed();
}
export function setOddsAccept(accept: OddsAccept): void {
  localStore.set(ACCEPT_KEY, accept);
  changed();
}

export function useOddsFormat(): OddsFormat {
  return useSyncExternalStore(subscribe, readFormat, () => 'decimal' as const);
}
export function useOddsAccept(): OddsAccept {
  return useSyncExternalStore(subscribe, readAccept, () => DEFAULT_ACCEPT);
}

/** Decimal odds as the wire writes them ('1.95') in the player's format ('1.95' or '0.95'). */
export function showOdds(odds: string, format: OddsFormat): string {
  const c = parseOdds(odds);
  if (c === null) return odds;
  return format === 'hk' ? formatHongKongOdds(c) : formatOdds(c);
}

/** Hundredths of written odds (0 when unreadable: never shown as a price). */
export function oddsC(odds: string): number {
  return parseOdds(odds) ?? 0;
}
