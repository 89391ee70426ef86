import { commitOf, isSeedHex } from '@app/domain/house/stream';
import { recomputeTableRound } from '@app/domain/house/verify';
import type { HouseTableVerify } from '../api/house-verify.ts';
import type { Check } from './check-bet.ts';

/**
 * A table's round recomputed in this browser with the domain's own engine (Web Crypto), from what
 * the verification answered: SHA-256(seed bytes) against the commitment shown before any bet, and
 * the cards and outcome dealt from the seed (key) and `<table>:<round>:<beacon>` (prefix) against
 * the server's.
 */
export interface TableCheck {
  commit: Check;
  /** The recomputed round, or null when the inputs could not be recomputed. */
  recomputed: { cards: number[]; outcome: HouseTableVerify['outcome'] } | null;
  parts: { cards: Check; outcome: Check };
  outcome: Check;
}

const same = (a: boolean): Check => (a ? 'pass' : 'fail');

/** The same JSON value, whatever the order of the objects' keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

export async function checkTable(data: HouseTableVerify): Promise<TableCheck> {
  const seed = data.seed.toLowerCase();
  const commit = isSeedHex(seed) && (await commitOf(seed)) === data.commit.toLowerCase();
  let recomputed: TableCheck['recomputed'] = null;
  try {
    recomputed = await recomputeTableRound({
      game: data.game,
      table: data.table,
      round: data.round,
      seed,
      beacon: data.beacon,
    });
  } catch {
    recomputed = null;
  }
  const parts = {
    cards: same(recomputed !== null && sameValue(recomputed.cards, data.cards)),
    outcome: same(recomputed !== null && sameValue(recomputed.outcome, data.outcome)),
  };
  const outcome = same(commit && parts.cards === 'pass' && parts.outcome === 'pass');
  return { commit: same(commit), recomputed, parts, outcome };
}
