import { randomBytes } from 'node:crypto';
import { commitOf } from '@app/domain/house/index';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';

/**
 * The players' seed pairs (house-games.md, "Personal rounds"): a server seed (secret, its SHA-256
 * commitment shown in advance), a client seed the player may choose, and a nonce that every bet
 * takes and moves on by one. One pair is active per player (a partial unique index); rotating it
 * reveals its seed, after which every bet made under it can be recomputed, and makes a new one.
 */

/** A pair as the rounds and the answers need it. */
export interface SeedPair {
  id: number;
  serverSeed: string;
  commit: string;
  clientSeed: string;
  /** The nonce the next bet takes (or, from `takeNonce`, the one this bet took). */
  nonce: number;
}

/** A new default client seed: 16 random hex characters. */
function randomClientSeed(): string {
  return randomBytes(8).toString('hex');
}

type Db = Store['db'] | Tx;

const PAIR_COLUMNS = ['id', 'server_seed', 'commitment', 'client_seed', 'nonce'] as const;

function pairOf(row: {
  id: number;
  server_seed: string;
  commitment: string;
  client_seed: string;
  nonce: number;
}): SeedPair {
  return {
    id: row.id,
    serverSeed: row.server_seed,
    commit: row.commitment,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
}

/**
 * Makes the player's active pair unless one exists (insert-if-missing: the partial unique index
 * keeps a racing second insert from making a second active pair).
 */
async function insertPairIfMissing(
  db: Db,
  userId: number,
  clientSeed: string,
  now: number,
): Promise<void> {
  const serverSeed = randomBytes(32).toString('hex');
  await db
    .insertInto('house_seed_pairs')
    .values({
      user_id: userId,
      server_seed: serverSeed,
      commitment: await commitOf(serverSeed),
      client_seed: clientSeed,
      nonce: 0,
      revealed_at: null,
      created_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

async function findActive(db: Db, userId: number): Promise<SeedPair | undefined> {
  const row = await db
    .selectFrom('house_seed_pairs')
    .select([...PAIR_COLUMNS])
    .where('user_id', '=', userId)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return row ? pairOf(row) : undefined;
}

/** The player's active pair, made on first use (its seed stays on the server). */
export async function activeSeedPair(
  ctx: Pick<AppContext, 'store' | 'clock'>,
  userId: number,
): Promise<SeedPair> {
  const found = await findActive(ctx.store.db, userId);
  if (found) return found;
  await insertPairIfMissing(ctx.store.db, userId, randomClientSeed(), ctx.clock.now());
  const made = await findActive(ctx.store.db, userId);
  if (!made) throw new Error(`no active seed pair for player ${userId}`);
  return made;
}

/** Attempts at taking a nonce: a pair rotated (or first made) meanwhile needs one more. */
const TAKE_ATTEMPTS = 8;

/**
 * Takes the next nonce of the player's active pair in the caller's transaction: one conditional
 * update that moves the nonce on and locks the row until the transaction ends, so two bets never
 * share a nonce and a rolled-back bet gives its nonce back. Answers the pair with the nonce this
 * bet took. A missing pair is made; a pair rotated while this waited is found again.
 */
export async function takeNonce(tx: Tx, userId: number, now: number): Promise<SeedPair> {
  for (let attempt = 0; attempt < TAKE_ATTEMPTS; attempt++) {
    const row = await tx
      .updateTable('house_seed_pairs')
      .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
      .where('user_id', '=', userId)
      .where('revealed_at', 'is', null)
      .returning([...PAIR_COLUMNS])
      .executeTakeFirst();
    if (row) return { ...pairOf(row), nonce: row.nonce - 1 };
    await insertPairIfMissing(tx, userId, randomClientSeed(), now);
  }
  throw new Error(`no active seed pair for player ${userId} after ${TAKE_ATTEMPTS} attempts`);
}

export interface Rotation {
  /** The pair retired, its seed now revealed. */
  previous: SeedPair;
  next: SeedPair;
}

/**
 * Retires the active pair (its seed revealed from now on) and makes a new one with the client
 * seed given (already validated), or a new random one; one transaction. Rotating a player who
 * never bet retires the pair made for them on first use (or made here).
 */
export async function rotateSeedPair(
  ctx: Pick<AppContext, 'store' | 'clock'>,
  userId: number,
  clientSeed: string | undefined,
): Promise<Rotation> {
  const now = ctx.clock.now();
  return inTransaction(ctx.store, async (tx) => {
    let retired;
    for (let attempt = 0; attempt < TAKE_ATTEMPTS && !retired; attempt++) {
      retired = await tx
        .updateTable('house_seed_pairs')
        .set({ revealed_at: now })
        .where('user_id', '=', userId)
        .where('revealed_at', 'is', null)
        .returning([...PAIR_COLUMNS])
        .executeTakeFirst();
      if (!retired) await insertPairIfMissing(tx, userId, randomClientSeed(), now);
    }
    if (!retired) throw new Error(`no active seed pair for player ${userId} to rotate`);
    await insertPairIfMissing(tx, userId, clientSeed ?? randomClientSeed(), now);
    const next = await findActive(tx, userId);
    if (!next) throw new Error(`no new seed pair for player ${userId}`);
    return { previous: pairOf(retired), next };
  });
}
