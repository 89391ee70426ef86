import { sql } from 'kysely';
import { batched } from '../../platform/db/batched.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { ensureVenueWallet } from '../ledger/index.ts';
import { VenueError, type VenueAccountRef } from './adapter.ts';
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
export async function safeCall<T>(work: () => Promise<T>, firstAttempt = 1): Promise<T> {
  for (let attempt = firstAttempt; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!retriable(error, attempt)) throw error;
    }
  }
}

function retriable(error: unknown, attempt: number): boolean {
  return error instanceof VenueError && error.failure !== 'refused' && attempt < SAFE_CALL_ATTEMPTS;
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
  const shown = withOwnWallets(ctx, venues);
  const accounts = await Promise.all(
    shown.map(async (venue) => {
      try {
        return refs.get(venue.platname) ?? (await ensureVenueAccount(ctx, userId, venue));
      } catch (error) {
        if (!(error instanceof VenueError)) throw error;
        return undefined;
      }
    }),
  );
  const balances = await balancesAt(
    ctx,
    shown.flatMap((venue, i) => {
      const playerRef = accounts[i];
      return playerRef === undefined ? [] : [{ venue, playerRef }];
    }),
  );
  return shown.map((venue) => ({
    platname: venue.platname,
    name: venue.name,
    category: venue.category,
    balanceMinor: balances.get(venue.platname) ?? null,
  }));
}

/**
 * The player's wallets at these venues, by platname; a venue that did not answer is left out.
 * Venues whose adapter answers several accounts at once (`balancesOf`: the venues we run
 * ourselves) are asked once per adapter kind, the others each on its own, all in parallel. A
 * venue's failure is tried again on its own as `safeCall` would have (3 attempts in all).
 */
async function balancesAt(
  ctx: VenueContext,
  accounts: readonly { venue: Venue; playerRef: string }[],
): Promise<Map<string, bigint>> {
  const answers = new Map<string, bigint>();
  const byKind = new Map<string, { venue: Venue; playerRef: string }[]>();
  const single: { venue: Venue; playerRef: string }[] = [];
  for (const account of accounts) {
    if (adapterOf(ctx, account.venue).balancesOf === undefined) single.push(account);
    else {
      const group = byKind.get(account.venue.adapter);
      if (group) group.push(account);
      else byKind.set(account.venue.adapter, [account]);
    }
  }
  const one = async ({ venue, playerRef }: (typeof accounts)[number], firstAttempt = 1) => {
    try {
      answers.set(
        venue.platname,
        await safeCall(() => adapterOf(ctx, venue).balance(playerRef), firstAttempt),
      );
    } catch (error) {
      if (!(error instanceof VenueError)) throw error;
    }
  };
  await Promise.all([
    ...single.map((account) => one(account)),
    ...[...byKind.values()].map(async (group) => {
      const refs: VenueAccountRef[] = group.map(({ venue, playerRef }) => ({
        platname: venue.platname,
        playerRef,
      }));
      let found: Map<string, bigint | VenueError>;
      try {
        found = await adapterOf(ctx, group[0]!.venue).balancesOf!(refs);
      } catch (error) {
        if (!(error instanceof VenueError)) throw error;
        found = new Map(group.map(({ venue }) => [venue.platname, error]));
      }
      await Promise.all(
        group.map(async (account) => {
          const answer = found.get(account.venue.platname);
          if (typeof answer === 'bigint') answers.set(account.venue.platname, answer);
          else if (answer === undefined) await one(account);
          else if (retriable(answer, 1)) await one(account, 2);
        }),
      );
    }),
  ]);
  return answers;
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
  /** The automatic-transfer switch (`transferStatus`): 1 on, 0 off. */
  transferStatus: number;
}

interface PolledRow {
  user_id: number;
  auto: number | null;
  platname: string | null;
  name: string | null;
  category: string | null;
  adapter: string | null;
  enabled: number | null;
  player_ref: string | null;
}

/**
 * The venues of the polled calls (balancelist, userInfo's gameblance and transferstatus) for the
 * players whose polls arrived in one turn of the event loop, in one statement
 * (platform/db/batched.ts): each player's row of every venue, with their account there and their
 * automatic-transfer switch.
 */
const venuesOfPlayers = batched(async (db, userIds: readonly number[]) => {
  const players = sql.join(userIds.map((id) => sql`(cast(${id} as bigint))`));
  const { rows } = await sql<PolledRow>`
    with players (user_id) as (values ${players})
    select players.user_id, p.auto, v.platname, v.name, v.category, v.adapter, v.enabled,
      a.player_ref
    from players
    left join transfer_prefs p on p.user_id = players.user_id
    left join venues v on 1 = 1
    left join venue_accounts a on a.user_id = players.user_id and a.platname = v.platname
    order by players.user_id, v.sort, v.id`.execute(db);
  const answers = new Map<number, PolledVenues>(
    userIds.map((id) => [id, { venues: [], refs: new Map(), transferStatus: 0 }]),
  );
  for (const row of rows) {
    const answer = answers.get(Number(row.user_id));
    if (!answer) continue;
    answer.transferStatus = row.auto ?? 0;
    if (row.platname === null) continue;
    if (row.player_ref !== null) answer.refs.set(row.platname, row.player_ref);
    if (row.enabled === 1 || row.player_ref !== null) {
      answer.venues.push({
        platname: row.platname,
        name: row.name!,
        category: row.category!,
        adapter: row.adapter!,
        enabled: row.enabled!,
      });
    }
  }
  return answers;
});

async function polledVenues(ctx: VenueContext, userId: number): Promise<PolledVenues> {
  return (
    (await venuesOfPlayers(ctx.store.db, userId)) ?? {
      venues: [],
      refs: new Map(),
      transferStatus: 0,
    }
  );
}

/** The venues where this player has an account, with their adapters. */
export async function accountsOf(ctx: VenueContext, userId: number) {
  return accountsWithVenues(ctx.store.db, userId);
}

/** The console's player page and a player's accounts: compiled once (platform/db/prepared.ts). */
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
  return (await playerVenueFigures(ctx, userId)).venueBalanceMinor();
}

/** What userInfo shows of the venues module, read in one statement (`playerVenueFigures`). */
export interface PlayerVenueFigures {
  /** The automatic-transfer switch: 1 on, 0 off. */
  transferStatus: number;
  /**
   * Asks the venues where the player has an account for their wallets and sums them
   * (`totalVenueBalanceMinor`). Separate, so that a caller can ask it in the same turn of the
   * event loop as its other batched reads (the house venue's wallet is a ledger account: asked
   * with the player's balance, both are one statement).
   */
  venueBalanceMinor(): Promise<bigint>;
}

export async function playerVenueFigures(
  ctx: VenueContext,
  userId: number,
): Promise<PlayerVenueFigures> {
  const { venues, refs, transferStatus } = await polledVenues(ctx, userId);
  const accounts = withOwnWallets(ctx, venues).flatMap((venue) => {
    const playerRef = refs.get(venue.platname);
    return playerRef === undefined ? [] : [{ venue, playerRef }];
  });
  return {
    transferStatus,
    async venueBalanceMinor() {
      const balances = await balancesAt(ctx, accounts);
      let sum = 0n;
      for (const balance of balances.values()) sum += balance;
      return sum;
    },
  };
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
