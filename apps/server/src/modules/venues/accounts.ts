import { batched } from '../../platform/db/batched.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ensureVenueWallet } from '../ledger/index.ts';
import { VenueError } from './adapter.ts';
import { adapterOf, VENUE_COLUMNS, type Venue, type VenueContext } from './catalogue.ts';
import { isSeamlessKind } from './registry.ts';

/** A player's accounts at the venues: registration on first use and balances. */

/** Venue calls that change nothing (balance) or are idempotent (register) are tried this often. */
const SAFE_CALL_ATTEMPTS = 3;

// ---- accounts -----------------------------------------------------------------------------------

/** The player's name at every venue (deterministic, so registering again is harmless). */
export function playerRefFor(userId: number): string {
  return `u${userId}`;
}

/**
 * The player a ref names (the inverse of `playerRefFor`), for the venues we run ourselves;
 * undefined for anything `playerRefFor` never makes.
 */
export function userIdOfPlayerRef(playerRef: string): number | undefined {
  const match = /^u([1-9][0-9]{0,14})$/.exec(playerRef);
  return match ? Number(match[1]) : undefined;
}

/** Tries a call that changes nothing or is idempotent, a bounded number of times. */
export async function safeCall<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const retry =
        error instanceof VenueError && error.failure !== 'refused' && attempt < SAFE_CALL_ATTEMPTS;
      if (!retry) throw error;
    }
  }
}

/** Registers the player at the venue on first use (venue_accounts row and ledger account). */
export async function ensureVenueAccount(
  ctx: VenueContext,
  userId: number,
  venue: Venue,
): Promise<string> {
  const found = await ctx.store.db
    .selectFrom('venue_accounts')
    .select('player_ref')
    .where('user_id', '=', userId)
    .where('platname', '=', venue.platname)
    .executeTakeFirst();
  if (found) return found.player_ref;
  const playerRef = playerRefFor(userId);
  await safeCall(() => adapterOf(ctx, venue).registerPlayer(playerRef));
  const now = ctx.clock.now();
  await inTransaction(ctx.store, async (tx) => {
    await tx
      .insertInto('venue_accounts')
      .values({
        user_id: userId,
        platname: venue.platname,
        player_ref: playerRef,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'platname']).doNothing())
      .execute();
    await ensureVenueWallet(tx, userId, venue.platname, now);
  });
  return playerRef;
}

// ---- balances -----------------------------------------------------------------------------------

export interface VenueBalanceItem {
  platname: string;
  name: string;
  category: string;
  /** null when the venue did not answer. */
  balanceMinor: bigint | null;
}

/** The player's wallet at each venue they see, as each venue answers it (spec: balancelist). */
export async function venueBalances(
  ctx: VenueContext,
  userId: number,
): Promise<VenueBalanceItem[]> {
  const { venues, refs } = await polledVenues(ctx, userId);
  return Promise.all(
    withOwnWallets(ctx, venues).map(async (venue) => {
      let balanceMinor: bigint | null = null;
      try {
        const playerRef =
          refs.get(venue.platname) ?? (await ensureVenueAccount(ctx, userId, venue));
        balanceMinor = await safeCall(() => adapterOf(ctx, venue).balance(playerRef));
      } catch (error) {
        if (!(error instanceof VenueError)) throw error;
      }
      return { platname: venue.platname, name: venue.name, category: venue.category, balanceMinor };
    }),
  );
}

/** The venues that keep a wallet of their own: a seamless venue's money is the platform wallet. */
function withOwnWallets(ctx: VenueContext, venues: Venue[]): Venue[] {
  return venues.filter((venue) => !isSeamlessKind(ctx, venue.adapter));
}

interface PolledVenues {
  /** What `playerVenues` answers: every enabled venue and any with an account, display order. */
  venues: Venue[];
  /** The player's name at each venue where they have an account. */
  refs: Map<string, string>;
}

/**
 * The venues of the polled calls (balancelist, userInfo's gameblance) for the players whose polls
 * arrived in one turn of the event loop: two queries for all of them (platform/db/batched.ts).
 */
const venuesOfPlayers = batched(async (db, userIds: readonly number[]) => {
  const [all, accounts] = await Promise.all([
    db.selectFrom('venues').select(VENUE_COLUMNS).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('venue_accounts')
      .select(['user_id', 'platname', 'player_ref'])
      .where('user_id', 'in', userIds)
      .execute(),
  ]);
  const answers = new Map<number, PolledVenues>(
    userIds.map((id) => [id, { venues: [], refs: new Map() }]),
  );
  for (const a of accounts) answers.get(a.user_id)?.refs.set(a.platname, a.player_ref);
  for (const answer of answers.values()) {
    answer.venues = all.filter((v) => v.enabled === 1 || answer.refs.has(v.platname));
  }
  return answers;
});

async function polledVenues(ctx: VenueContext, userId: number): Promise<PolledVenues> {
  return (await venuesOfPlayers(ctx.store.db, userId)) ?? { venues: [], refs: new Map() };
}

/** The venues where this player has an account, with their adapters. */
export async function accountsOf(ctx: VenueContext, userId: number) {
  return accountsWithVenues(ctx.store.db, userId);
}

/** userInfo's gameblance reads it on every poll: compiled once (platform/db/prepared.ts). */
const accountsWithVenues = prepared((db, userId: number) =>
  db
    .selectFrom('venue_accounts as a')
    .innerJoin('venues as v', 'v.platname', 'a.platname')
    .select([...VENUE_COLUMNS.map((c) => `v.${c}` as const), 'a.player_ref'])
    .where('a.user_id', '=', userId)
    .orderBy('v.sort')
    .orderBy('v.id'),
);

/**
 * Sum of the player's wallets at every venue they have an account at, as the venues answer
 * (userInfo.gameblance). A venue that does not answer counts as nothing this time.
 */
export async function totalVenueBalanceMinor(ctx: VenueContext, userId: number): Promise<bigint> {
  const { venues, refs } = await polledVenues(ctx, userId);
  const balances = await Promise.all(
    withOwnWallets(ctx, venues)
      .flatMap((venue) => {
        const playerRef = refs.get(venue.platname);
        return playerRef === undefined ? [] : [{ venue, playerRef }];
      })
      .map(async ({ venue, playerRef }) => {
        try {
          return await safeCall(() => adapterOf(ctx, venue).balance(playerRef));
        } catch (error) {
          if (error instanceof VenueError) return 0n;
          throw error;
        }
      }),
  );
  return balances.reduce((sum, b) => sum + b, 0n);
}

/** A player's wallet at one venue as the venue reports it (the console's player page). */
export interface VenueWallet {
  platname: string;
  name: string;
  /** What the venue answers; null when it did not answer this time. */
  balanceMinor: bigint | null;
}

/**
 * The player's wallet at every venue where they have an account, as each venue reports it, in
 * display order. Unlike balancelist it registers nobody: an operator looking changes nothing.
 */
export async function venueWalletsOf(ctx: VenueContext, userId: number): Promise<VenueWallet[]> {
  const accounts = await accountsWithVenues(ctx.store.db, userId);
  return Promise.all(
    accounts.map(async (account) => {
      let balanceMinor: bigint | null = null;
      try {
        balanceMinor = await safeCall(() => adapterOf(ctx, account).balance(account.player_ref));
      } catch (error) {
        if (!(error instanceof VenueError)) throw error;
      }
      return { platname: account.platname, name: account.name, balanceMinor };
    }),
  );
}

export async function userIdForPlayerRef(
  ctx: VenueContext,
  platname: string,
  playerRef: string,
): Promise<number | undefined> {
  const row = await ctx.store.db
    .selectFrom('venue_accounts')
    .select('user_id')
    .where('platname', '=', platname)
    .where('player_ref', '=', playerRef)
    .executeTakeFirst();
  return row?.user_id;
}
