import type { AppContext } from '../../platform/context.ts';
import { prepared } from '../../platform/db/prepared.ts';
import { type VenueAdapter } from './adapter.ts';
import { adapterFor, type VenueRow } from './registry.ts';

/** The venues: the seeded list, lookups, and each venue's adapter. */

/** Venue work needs the app (its adapters live in the app's state). */
export type VenueContext = AppContext;

/**
 * The venues seeded on an empty database, in display order; `adapter` is the kind that serves
 * them (default `demo`). Only the platform's own venue, `house` (modules/house): no provider's
 * brand is seeded (DESIGN §6; docs/decisions/venues.md). It is also added to a database seeded
 * before it existed (`ensureVenues`); the venues such a database already holds stay as they are.
 * The demo venue (modules/demo-venue) is a test double: tests add its rows themselves.
 */
export const VENUE_SEED: readonly {
  platname: string;
  name: string;
  category: string;
  adapter?: string;
}[] = [
  // Its games: tables, cards, slots and fishing; its rebates and records count as slots.
  { platname: 'house', name: '自营游戏', category: 'slots', adapter: 'house' },
];

/** The platform's own venue (modules/house): always there, whatever else was seeded. */
const OWN_VENUE = 'house';

export interface Venue {
  platname: string;
  name: string;
  category: string;
  adapter: string;
  enabled: number;
}

// ---- venues -------------------------------------------------------------------------------------

/**
 * Seeds the venues of the demo platform when the table is empty, at start, and adds the
 * platform's own venue to a database seeded before it existed (never again once there: an
 * operator's edits stay). Safe when several nodes start together: each row is insert-if-missing.
 */
export async function ensureVenues(
  ctx: Pick<AppContext, 'store' | 'clock'>,
): Promise<{ seeded: boolean }> {
  const { store } = ctx;
  const any = await store.db.selectFrom('venues').select('id').limit(1).executeTakeFirst();
  const rows = VENUE_SEED.map(({ adapter, ...venue }, index) => ({
    ...venue,
    adapter: adapter ?? 'demo',
    enabled: 1,
    sort: index + 1,
    created_at: ctx.clock.now(),
  }));
  const missing = any ? rows.filter((row) => row.platname === OWN_VENUE) : rows;
  await store.db
    .insertInto('venues')
    .values(missing)
    .onConflict((oc) => oc.column('platname').doNothing())
    .execute();
  return { seeded: !any };
}

/**
 * Whether the venue exists and is open (an operator closes a venue for maintenance): a game of
 * our own asks before each round.
 */
export async function venueIsOpen(ctx: VenueContext, platname: string): Promise<boolean> {
  return (await findVenue(ctx, platname))?.enabled === 1;
}

export const VENUE_COLUMNS = ['platname', 'name', 'category', 'adapter', 'enabled'] as const;

/**
 * The venues a player sees: every enabled one, plus a disabled one where the player has an account
 * (so money left there stays visible and recoverable). In display order.
 */
export async function playerVenues(ctx: VenueContext, userId: number): Promise<Venue[]> {
  return venuesOfPlayer(ctx.store.db, userId);
}

/** balancelist reads it on every poll: compiled once (platform/db/prepared.ts). */
const venuesOfPlayer = prepared((db, userId: number) =>
  db
    .selectFrom('venues as v')
    .select(VENUE_COLUMNS.map((c) => `v.${c}` as const))
    .where((eb) =>
      eb.or([
        eb('v.enabled', '=', 1),
        eb.exists(
          eb
            .selectFrom('venue_accounts as a')
            .select('a.id')
            .whereRef('a.platname', '=', 'v.platname')
            .where('a.user_id', '=', userId),
        ),
      ]),
    )
    .orderBy('v.sort')
    .orderBy('v.id'),
);

/**
 * The venue and, when the player has one there, their account's name at it (one statement: the
 * transfers' first read).
 */
export async function venueWithAccount(
  ctx: VenueContext,
  userId: number,
  platname: string,
): Promise<{ venue: Venue; playerRef: string | undefined } | undefined> {
  if (platname === '') return undefined;
  const row = await ctx.store.db
    .selectFrom('venues as v')
    .leftJoin('venue_accounts as a', (join) =>
      join.onRef('a.platname', '=', 'v.platname').on('a.user_id', '=', userId),
    )
    .select([...VENUE_COLUMNS.map((c) => `v.${c}` as const), 'a.player_ref'])
    .where('v.platname', '=', platname)
    .executeTakeFirst();
  if (!row) return undefined;
  const { player_ref, ...venue } = row;
  return { venue, playerRef: player_ref ?? undefined };
}

export async function findVenue(ctx: VenueContext, platname: string): Promise<Venue | undefined> {
  if (platname === '') return undefined;
  return ctx.store.db
    .selectFrom('venues')
    .select([...VENUE_COLUMNS])
    .where('platname', '=', platname)
    .executeTakeFirst();
}

export function adapterOf(ctx: VenueContext, venue: VenueRow): VenueAdapter {
  return adapterFor(ctx, venue);
}

export interface VenueHandle {
  platname: string;
  name: string;
  adapter: VenueAdapter;
}

/** Every venue (enabled or not) with its adapter: the bet-record puller asks each of them. */
export async function allVenueAdapters(ctx: VenueContext): Promise<VenueHandle[]> {
  const venues = await ctx.store.db
    .selectFrom('venues')
    .select([...VENUE_COLUMNS])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return venues.map((venue) => ({
    platname: venue.platname,
    name: venue.name,
    adapter: adapterOf(ctx, venue),
  }));
}

/** The user a venue's player ref belongs to (bet records name players by ref). */

/** Every venue's display name by platname (records show it). */
export async function venueNamesOf(ctx: Pick<AppContext, 'store'>): Promise<Map<string, string>> {
  const rows = await ctx.store.db.selectFrom('venues').select(['platname', 'name']).execute();
  return new Map(rows.map((r) => [r.platname, r.name]));
}

/** Each venue's category ('live', 'slots', 'chess', 'sports', 'esports', …) by platname. */
export async function venueCategoriesOf(
  ctx: Pick<AppContext, 'store'>,
): Promise<Map<string, string>> {
  const rows = await ctx.store.db.selectFrom('venues').select(['platname', 'category']).execute();
  return new Map(rows.map((r) => [r.platname, r.category]));
}
