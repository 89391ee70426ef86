import type {
  ProviderStatus,
  SeamlessBetRequest,
  SeamlessRollbackRequest,
  SeamlessWinRequest,
} from '@app/contract/provider-protocol';
import { parseMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { moveWithHouse } from '../ledger/index.ts';
import { admitStake } from '../protection/index.ts';
import { providerBetKey, providerRollbackKey, providerWinKey } from './ledger-keys.ts';
import type { Provider } from './provider-store.ts';
import { lockRecords, writeRecord } from './records.ts';
import { liveSession, touchSession } from './sessions.ts';

/**
 * The seamless wallet's rules (docs/providers.md): each call is ONE transaction that first claims
 * the provider's transaction id (insert-if-missing on the unique (provider, tx_id)), so the same
 * id sent any number of times at once is processed once — the others wait for that insert's
 * commit and answer from the row. Whatever refuses throws a `Refusal` inside the transaction, so a
 * refused call writes nothing (its id included: it may be sent again). Every ledger key derives
 * from the provider and the transaction id.
 */

/** A refusal of the protocol: the transaction rolls back and the status is answered. */
class Refusal extends Error {
  constructor(readonly status: ProviderStatus) {
    super(status);
  }
}

/** The player a call names, as the route read them (one read of the account per call). */
export interface SeamlessPlayer {
  userId: number;
  /** The account may play (not frozen). */
  active: boolean;
}

/** What a seamless call concluded: its status (the balance is read after, for every answer). */
export type SeamlessResult = ProviderStatus;

type Kind = 'bet' | 'win' | 'rollback';

interface Claim {
  kind: Kind;
  userId: number;
  round: string;
  gameCode: string;
  amountMinor: bigint;
  refTxId: string | null;
}

/** Game sessions: a bet needs one younger than this since the launch or its last bet. */
export const SESSION_TTL_MS = 4 * 60 * 60_000;

/** Protection's refusals as the protocol names them. */
function protectionStatus(error: DomainError): ProviderStatus | undefined {
  switch (error.reason) {
    case 'protection_timeout_active':
    case 'protection_excluded':
    case 'protection_excluded_forever':
      return 'RS_ERROR_USER_DISABLED';
    default:
      return error.reason.startsWith('protection_') ? 'RS_ERROR_LIMIT_REACHED' : undefined;
  }
}

async function settle(work: () => Promise<SeamlessResult>): Promise<SeamlessResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error.status;
    if (error instanceof DomainError) {
      if (error.reason === 'insufficient_funds') return 'RS_ERROR_NOT_ENOUGH_MONEY';
      const status = protectionStatus(error);
      if (status) return status;
    }
    throw error;
  }
}

/** Inserts a transaction id's row unless the id is there: whether this call inserted it. */
async function insertTransaction(
  tx: Tx,
  provider: string,
  txId: string,
  terms: Claim,
  state: 'ok' | 'void',
  now: number,
): Promise<boolean> {
  const inserted = await tx
    .insertInto('provider_transactions')
    .values({
      provider,
      tx_id: txId,
      kind: terms.kind,
      user_id: terms.userId,
      round_ref: terms.round,
      game_code: terms.gameCode,
      amount_minor: terms.amountMinor,
      ref_tx_id: terms.refTxId,
      state,
      won: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['provider', 'tx_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Claims the transaction id: true when this call inserted it (and goes on to do the work), false
 * when the id was already there (a repeat), after comparing the terms: another kind, player,
 * round, amount or reference is RS_ERROR_DUPLICATE_TRANSACTION; a bet whose rollback came first
 * is RS_ERROR_TRANSACTION_ROLLED_BACK.
 */
async function claim(
  ctx: AppContext,
  tx: Tx,
  provider: Provider,
  txId: string,
  terms: Claim,
  options: { compareAmount: boolean },
): Promise<boolean> {
  const now = ctx.clock.now();
  if (await insertTransaction(tx, provider.code, txId, terms, 'ok', now)) return true;
  const row = await tx
    .selectFrom('provider_transactions')
    .selectAll()
    .where('provider', '=', provider.code)
    .where('tx_id', '=', txId)
    .executeTakeFirstOrThrow();
  if (row.kind === 'bet' && row.state === 'void') {
    throw new Refusal(
      terms.kind === 'bet' ? 'RS_ERROR_TRANSACTION_ROLLED_BACK' : 'RS_ERROR_DUPLICATE_TRANSACTION',
    );
  }
  const same =
    row.kind === terms.kind &&
    Number(row.user_id) === terms.userId &&
    row.round_ref === terms.round &&
    row.ref_tx_id === terms.refTxId &&
    (!options.compareAmount || BigInt(row.amount_minor) === terms.amountMinor);
  if (!same) throw new Refusal('RS_ERROR_DUPLICATE_TRANSACTION');
  return false;
}

function amountOf(text: string): bigint {
  const minor = parseMinor(text);
  if (minor === null || minor < 0n) throw new Refusal('RS_ERROR_WRONG_TYPES');
  return minor;
}

// ---- bet ------------------------------------------------------------------------------------------

export async function seamlessBet(
  ctx: AppContext,
  provider: Provider,
  { userId, active }: SeamlessPlayer,
  request: SeamlessBetRequest,
): Promise<SeamlessResult> {
  return settle(async () => {
    const amountMinor = amountOf(request.amount);
    if (amountMinor <= 0n) throw new Refusal('RS_ERROR_WRONG_TYPES');
    if (!provider.enabled) throw new Refusal('RS_ERROR_INVALID_PARTNER');
    return inTransaction(ctx.store, async (tx): Promise<SeamlessResult> => {
      const terms: Claim = {
        kind: 'bet',
        userId,
        round: request.round,
        gameCode: request.game_code,
        amountMinor,
        refTxId: null,
      };
      const fresh = await claim(ctx, tx, provider, request.transaction_uuid, terms, {
        compareAmount: true,
      });
      if (!fresh) return 'RS_OK';
      const now = ctx.clock.now();
      // Whether the player may play comes first: a blocked player's sessions end with the block,
      // and the provider must hear why (its code for a disabled player, not a stale session).
      if (!active) throw new Refusal('RS_ERROR_USER_DISABLED');
      // Player protection admits the stake: block, session time, loss limits (DESIGN §12).
      await admitStake(ctx, tx, { userId, amountMinor, kind: 'provider' });
      const session = await liveSession(tx, provider.code, userId, request.token);
      if (!session) throw new Refusal('RS_ERROR_INVALID_TOKEN');
      if (session.expires_at <= now) throw new Refusal('RS_ERROR_TOKEN_EXPIRED');
      await lockRecords(ctx.store, tx, 'shared');
      const round = await addStake(tx, provider.code, terms, now);
      if (!round) throw new Refusal('RS_ERROR_WRONG_TYPES');
      await moveWithHouse(ctx, tx, {
        userId,
        purpose: 'provider_pool',
        amountMinor: -amountMinor,
        key: providerBetKey(provider.code, request.transaction_uuid),
        kind: 'provider_bet',
        memo: provider.code,
      });
      if (round.live_bets === 1) {
        await writeRecord(tx, roundRecord(provider.code, round, 2), now);
      }
      if (request.round_closed) await closeRound(ctx, tx, provider.code, round.round_ref);
      await touchSession(tx, session.id, now + SESSION_TTL_MS);
      return 'RS_OK';
    });
  });
}

interface RoundRow {
  id: number;
  round_ref: string;
  user_id: number;
  game_code: string;
  stake_minor: bigint;
  win_minor: bigint;
  live_bets: number;
  state: string;
  extra_records: number;
  created_at: number;
}

const ROUND_COLUMNS = [
  'id',
  'round_ref',
  'user_id',
  'game_code',
  'stake_minor',
  'win_minor',
  'live_bets',
  'state',
  'extra_records',
  'created_at',
] as const;

function roundOf(row: RoundRow): RoundRow {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    stake_minor: BigInt(row.stake_minor),
    win_minor: BigInt(row.win_minor),
    live_bets: Number(row.live_bets),
    extra_records: Number(row.extra_records),
    created_at: Number(row.created_at),
  };
}

/**
 * The bet's stake added to its round: the round is made by its first bet; a later bet must be the
 * same player's, while the round is open (undefined otherwise). One statement: concurrent bets of
 * a round add up.
 */
async function addStake(
  tx: Tx,
  provider: string,
  terms: Claim,
  now: number,
): Promise<RoundRow | undefined> {
  const row = await tx
    .insertInto('provider_rounds')
    .values({
      provider,
      round_ref: terms.round,
      user_id: terms.userId,
      game_code: terms.gameCode,
      stake_minor: terms.amountMinor,
      win_minor: 0n,
      live_bets: 1,
      state: 'open',
      extra_records: 0,
      closed_at: null,
      created_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['provider', 'round_ref'])
        .doUpdateSet((eb) => ({
          stake_minor: eb('provider_rounds.stake_minor', '+', terms.amountMinor),
          live_bets: eb('provider_rounds.live_bets', '+', 1),
        }))
        .where('provider_rounds.state', '=', 'open')
        .where('provider_rounds.user_id', '=', terms.userId),
    )
    .returning([...ROUND_COLUMNS])
    .executeTakeFirst();
  return row ? roundOf(row as RoundRow) : undefined;
}

function roundRecord(provider: string, round: RoundRow, status: 0 | 1 | 2) {
  const settled = status === 1;
  return {
    provider,
    recordNo: round.round_ref,
    userId: round.user_id,
    gameCode: round.game_code,
    status,
    betMinor: status === 0 ? 0n : round.stake_minor,
    validMinor: settled ? round.stake_minor : 0n,
    winLossMinor: settled ? round.win_minor - round.stake_minor : 0n,
    betAt: round.created_at,
  };
}

/** Closes an open round: its record settled (stakes, wins). Nothing when it is not open. */
async function closeRound(ctx: AppContext, tx: Tx, provider: string, roundRef: string) {
  const now = ctx.clock.now();
  const row = await tx
    .updateTable('provider_rounds')
    .set({ state: 'closed', closed_at: now })
    .where('provider', '=', provider)
    .where('round_ref', '=', roundRef)
    .where('state', '=', 'open')
    .returning([...ROUND_COLUMNS])
    .executeTakeFirst();
  if (row) await writeRecord(tx, roundRecord(provider, roundOf(row as RoundRow), 1), now);
}

/**
 * Money that moved after the round closed (a late win, a rollback): a record of its own, stake 0,
 * so the records keep adding up to the wallet's movements.
 */
async function extraRecord(
  ctx: AppContext,
  tx: Tx,
  provider: string,
  roundRef: string,
  winLossMinor: bigint,
) {
  const now = ctx.clock.now();
  const row = await tx
    .updateTable('provider_rounds')
    .set((eb) => ({ extra_records: eb('extra_records', '+', 1) }))
    .where('provider', '=', provider)
    .where('round_ref', '=', roundRef)
    .returning([...ROUND_COLUMNS])
    .executeTakeFirstOrThrow();
  const round = roundOf(row as RoundRow);
  await writeRecord(
    tx,
    {
      provider,
      recordNo: `${round.round_ref}-x${round.extra_records}`,
      userId: round.user_id,
      gameCode: round.game_code,
      status: 1,
      betMinor: 0n,
      validMinor: 0n,
      winLossMinor,
      betAt: now,
    },
    now,
  );
}

/** The bet a win or rollback names, locked by the update that follows (or undefined). */
async function betOf(tx: Tx, provider: string, txId: string) {
  return tx
    .selectFrom('provider_transactions')
    .selectAll()
    .where('provider', '=', provider)
    .where('tx_id', '=', txId)
    .executeTakeFirst();
}

// ---- win ------------------------------------------------------------------------------------------

export async function seamlessWin(
  ctx: AppContext,
  provider: Provider,
  { userId }: SeamlessPlayer,
  request: SeamlessWinRequest,
): Promise<SeamlessResult> {
  return settle(async () => {
    const amountMinor = amountOf(request.amount);
    return inTransaction(ctx.store, async (tx): Promise<SeamlessResult> => {
      const terms: Claim = {
        kind: 'win',
        userId,
        round: request.round,
        gameCode: request.game_code,
        amountMinor,
        refTxId: request.reference_transaction_uuid,
      };
      const fresh = await claim(ctx, tx, provider, request.transaction_uuid, terms, {
        compareAmount: true,
      });
      if (!fresh) return 'RS_OK';
      const bet = await betOf(tx, provider.code, request.reference_transaction_uuid);
      if (!bet || bet.kind !== 'bet') throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (Number(bet.user_id) !== userId || bet.round_ref !== request.round) {
        throw new Refusal('RS_ERROR_WRONG_TYPES');
      }
      // One conditional update: a rollback racing this win either ran first (0 rows) or waits.
      const marked = await tx
        .updateTable('provider_transactions')
        .set({ won: 1, updated_at: ctx.clock.now() })
        .where('id', '=', bet.id)
        .where('state', '=', 'ok')
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) {
        throw new Refusal('RS_ERROR_TRANSACTION_ROLLED_BACK');
      }
      await lockRecords(ctx.store, tx, 'shared');
      // Lock order of every call: the transaction row, the records' lock, the round, then the
      // ledger's accounts (a bet and a win of one round never wait for each other in a circle).
      const round = await tx
        .updateTable('provider_rounds')
        .set((eb) => ({ win_minor: eb('win_minor', '+', amountMinor) }))
        .where('provider', '=', provider.code)
        .where('round_ref', '=', request.round)
        .returning(['state'])
        .executeTakeFirstOrThrow();
      if (amountMinor > 0n) {
        await moveWithHouse(ctx, tx, {
          userId,
          purpose: 'provider_pool',
          amountMinor,
          key: providerWinKey(provider.code, request.transaction_uuid),
          kind: 'provider_win',
          memo: provider.code,
        });
      }
      if (round.state === 'open') {
        if (request.round_closed) await closeRound(ctx, tx, provider.code, request.round);
      } else if (amountMinor > 0n) {
        await extraRecord(ctx, tx, provider.code, request.round, amountMinor);
      }
      return 'RS_OK';
    });
  });
}

/**
 * A rollback whose bet we never saw: the bet's id is kept void, so the late bet is refused
 * ('recorded'). When the bet committed meanwhile (the insert finds it), that bet.
 */
async function voidUnknownBet(
  ctx: AppContext,
  tx: Tx,
  provider: Provider,
  userId: number,
  request: SeamlessRollbackRequest,
) {
  const now = ctx.clock.now();
  const bet: Claim = {
    kind: 'bet',
    userId,
    round: request.round,
    gameCode: request.game_code ?? '',
    amountMinor: 0n,
    refTxId: null,
  };
  const id = request.reference_transaction_uuid;
  if (await insertTransaction(tx, provider.code, id, bet, 'void', now)) return 'recorded' as const;
  const found = await betOf(tx, provider.code, id);
  if (!found) throw new Refusal('RS_ERROR_UNKNOWN');
  return found;
}

// ---- rollback -------------------------------------------------------------------------------------

export async function seamlessRollback(
  ctx: AppContext,
  provider: Provider,
  { userId }: SeamlessPlayer,
  request: SeamlessRollbackRequest,
): Promise<SeamlessResult> {
  return settle(() =>
    inTransaction(ctx.store, async (tx): Promise<SeamlessResult> => {
      const now = ctx.clock.now();
      const ref = request.reference_transaction_uuid;
      const terms: Claim = {
        kind: 'rollback',
        userId,
        round: request.round,
        gameCode: request.game_code ?? '',
        amountMinor: 0n,
        refTxId: ref,
      };
      const fresh = await claim(ctx, tx, provider, request.transaction_uuid, terms, {
        compareAmount: false,
      });
      if (!fresh) return 'RS_OK';
      const bet =
        (await betOf(tx, provider.code, ref)) ??
        (await voidUnknownBet(ctx, tx, provider, userId, request));
      if (bet === 'recorded') return 'RS_OK';
      if (bet.kind !== 'bet') throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
      if (Number(bet.user_id) !== userId || bet.round_ref !== request.round) {
        throw new Refusal('RS_ERROR_WRONG_TYPES');
      }
      if (bet.state !== 'ok') return 'RS_OK';
      const undone = await tx
        .updateTable('provider_transactions')
        .set({ state: 'rolled_back', updated_at: now })
        .where('id', '=', bet.id)
        .where('state', '=', 'ok')
        .where('won', '=', 0)
        .executeTakeFirst();
      if (Number(undone.numUpdatedRows) !== 1) {
        const again = await betOf(tx, provider.code, ref);
        if (again?.state !== 'ok') return 'RS_OK';
        throw new Refusal('RS_ERROR_BET_SETTLED');
      }
      const amountMinor = BigInt(bet.amount_minor);
      await tx
        .updateTable('provider_transactions')
        .set({ amount_minor: amountMinor })
        .where('provider', '=', provider.code)
        .where('tx_id', '=', request.transaction_uuid)
        .execute();
      await lockRecords(ctx.store, tx, 'shared');
      const row = await tx
        .updateTable('provider_rounds')
        .set((eb) => ({
          stake_minor: eb('stake_minor', '-', amountMinor),
          live_bets: eb('live_bets', '-', 1),
        }))
        .where('provider', '=', provider.code)
        .where('round_ref', '=', request.round)
        .returning([...ROUND_COLUMNS])
        .executeTakeFirstOrThrow();
      await moveWithHouse(ctx, tx, {
        userId,
        purpose: 'provider_pool',
        amountMinor,
        key: providerRollbackKey(provider.code, request.transaction_uuid),
        kind: 'provider_rollback',
        memo: provider.code,
      });
      const round = roundOf(row as RoundRow);
      if (round.state === 'open') {
        if (round.live_bets === 0 && round.win_minor === 0n) {
          // Every bet of the round undone: the round is void (its open record too).
          await tx
            .updateTable('provider_rounds')
            .set({ state: 'void', closed_at: now })
            .where('id', '=', round.id)
            .execute();
          await writeRecord(tx, roundRecord(provider.code, round, 0), now);
        }
      } else {
        await extraRecord(ctx, tx, provider.code, request.round, amountMinor);
      }
      return 'RS_OK';
    }),
  );
}
