import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { houseKeys } from '../api/keys.ts';
import type { HouseTable } from '../api/house-table.ts';
import { currentResult } from './table-state.ts';

/** How long past its due time the screen waits for a deal or a new round before asking. */
const DEAL_GRACE_MS = 5_000;
const ROUND_GRACE_MS = 3_000;

/**
 * The room tells the screen of every deal and new round; should a message be lost (a socket
 * down, a server restart), the table is asked again once the deal or the next round is overdue.
 */
export function useTableWatch(table: HouseTable, skew: number, cachedAt: number): void {
  const queryClient = useQueryClient();
  const round = table.current?.round ?? null;
  const dealt = currentResult(table) !== null;
  const due = table.current
    ? dealt
      ? table.current.ends_at + ROUND_GRACE_MS
      : table.current.closes_at + DEAL_GRACE_MS
    : null;
  const skewRef = useRef(skew);
  skewRef.current = skew;
  useEffect(() => {
    if (due === null) return;
    const wait = Math.max(ROUND_GRACE_MS, due - (Date.now() + skewRef.current));
    const timer = window.setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: houseKeys.table(table.code) });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [due, round, dealt, cachedAt, queryClient, table.code]);
}

/** The balance as it was while `hold` is on: the deal's cards turn before the wallet tells. */
export function useHeldBalance(balance: string, hold: boolean): string {
  const held = useRef(balance);
  if (!hold) held.current = balance;
  return hold ? held.current : balance;
}
