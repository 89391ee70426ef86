import { sql } from 'kysely';
import type { LedgerKind } from '@app/contract/ledger-kinds';
import type { Kysely } from 'kysely';
import type { Store, Tx } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { playerWalletCode } from './house.ts';

/**
 * What the operator console reads of one player's accounts: the wallet's entries with the
 * balance after each, the venue accounts, and wallets of many players at once. Reads only.
 */

/** The player's wallet entries, newest first, each with the wallet's balance after it. */
export async function walletEntries(
  store: Store,
  userId: number,
  page: number,
  size: number,
): Promise<{
  rows: {
    id: number;
    transfer_id: number;
    kind: string;
    memo: string;
    amount_minor: bigint;
    balance_after_minor: bigint;
    created_at: number;
  }[];
  total: number;
}> {
  const account = await store.db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', playerWalletCode(userId))
    .executeTakeFirst();
  if (!account) return { rows: [], total: 0 };
  const counted = await store.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', account.id)
    .executeTakeFirstOrThrow();
  // The running balance is a window over every entry of the account (ascending), then paged.
  const rows = await store.db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select([
      'e.id',
      'e.transfer_id',
      't.kind',
      't.memo',
      'e.amount_minor',
      sql<bigint>`sum(e.amount_minor) over (order by e.id)`.as('balance_after_minor'),
      't.created_at',
    ])
    .where('e.account_id', '=', account.id)
    .orderBy('e.id', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  return {
    rows: rows.map((r) => ({
      ...r,
      amount_minor: BigInt(r.amount_minor),
      balance_after_minor: BigInt(r.balance_after_minor),
    })),
    total: Number(counted.n),
  };
}

/** The player's venue accounts (`user:{id}:venue:{plat}`) and their balances, by platform. */
export async function venueBalances(
  store: Store,
  userId: number,
): Promise<{ platname: string; balanceMinor: bigint }[]> {
  const prefix = `user:${userId}:venue:`;
  const rows = await store.db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance_minor'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'player_venue')
    .orderBy('code')
    .execute();
  return rows
    .filter((r) => r.code.startsWith(prefix))
    .map((r) => ({ platname: r.code.slice(prefix.length), balanceMinor: r.balance_minor }));
}

/** Wallet balances of these players (0 for one without a wallet yet). */
export async function walletBalances(
  store: Store,
  userIds: readonly number[],
): Promise<Map<number, bigint>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const rows = await store.db
    .selectFrom('ledger_accounts')
    .select(['code', 'balance_minor'])
    .where('code', 'in', unique.map(playerWalletCode))
    .execute();
  const byCode = new Map(rows.map((r) => [r.code, r.balance_minor]));
  return new Map(unique.map((id) => [id, byCode.get(playerWalletCode(id)) ?? 0n]));
}

/**
 * Transfer kinds that put a player's wallet money at stake or bring it back: the loss limits and
 * the reality check of player protection count them (a transfer into a venue counts as staked
 * until it comes back).
 */
export const PLAY_KINDS = [
  'lottery_stake',
  'lottery_payout',
  'venue_in',
  'venue_out',
  'venue_in_reversed',
  'provider_bet',
  'provider_win',
  'provider_rollback',
] as const satisfies readonly LedgerKind[];

/**
 * The player's wallet entries of play (PLAY_KINDS) posted after `since`, oldest first, signed as
 * the wallet sees them (a stake is negative). Runs in the caller's transaction when given one.
 */
export async function playFlows(
  db: Kysely<Database> | Tx,
  userId: number,
  since: number,
): Promise<{ at: number; amount_minor: bigint }[]> {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfers as t', 't.id', 'e.transfer_id')
    .select(['t.created_at as at', 'e.amount_minor'])
    .where('a.code', '=', playerWalletCode(userId))
    .where('t.kind', 'in', [...PLAY_KINDS])
    .where('t.created_at', '>', since)
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({ at: Number(r.at), amount_minor: BigInt(r.amount_minor) }));
}
