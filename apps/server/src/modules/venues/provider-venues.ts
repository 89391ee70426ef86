import type { Store, Tx } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { ensureVenueAccount } from './accounts.ts';
import { findVenue, type VenueContext } from './catalogue.ts';

/**
 * The venue of a game provider (modules/providers): one row per provider, platname = its code,
 * adapter = its mode's kind (`seamless` or `transfer`), kept in step with the provider record in
 * the transaction that changes it.
 */
export interface ProviderVenue {
  platname: string;
  name: string;
  category: string;
  adapter: 'seamless' | 'transfer';
  enabled: boolean;
}

/** The kinds a provider's venue may have: a code already used by another kind is not free. */
const PROVIDER_KINDS = new Set(['seamless', 'transfer']);

/**
 * Adds or updates the provider's venue. Answers false (and writes nothing) when the platname is a
 * venue of another kind (the house, a demo venue).
 */
export async function saveProviderVenue(
  tx: Tx,
  venue: ProviderVenue,
  now: number,
): Promise<boolean> {
  const existing = await tx
    .selectFrom('venues')
    .select(['id', 'adapter'])
    .where('platname', '=', venue.platname)
    .executeTakeFirst();
  if (existing && !PROVIDER_KINDS.has(existing.adapter)) return false;
  const fields = {
    name: venue.name,
    category: venue.category,
    adapter: venue.adapter,
    enabled: venue.enabled ? 1 : 0,
  };
  if (existing) {
    await tx.updateTable('venues').set(fields).where('id', '=', existing.id).execute();
    return true;
  }
  const last = await tx
    .selectFrom('venues')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  await tx
    .insertInto('venues')
    .values({
      platname: venue.platname,
      ...fields,
      sort: Number(last?.sort ?? 0) + 1,
      created_at: now,
    })
    .execute();
  return true;
}

/** Whether any player has an account at the venue (its provider's mode may no longer change). */
export async function venueHasAccounts(tx: Tx, platname: string): Promise<boolean> {
  const row = await tx
    .selectFrom('venue_accounts')
    .select('id')
    .where('platname', '=', platname)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether a platname is a venue that is not a provider's (the house, a demo venue). */
export async function venueTakenByOther(tx: Tx, platname: string): Promise<boolean> {
  const row = await tx
    .selectFrom('venues')
    .select('adapter')
    .where('platname', '=', platname)
    .executeTakeFirst();
  return row !== undefined && !PROVIDER_KINDS.has(row.adapter);
}

/**
 * A venue's transfers created in [from, to) that did or may have moved money (success, pending),
 * for the reconciliation of a transfer provider: order id, direction, amount, player.
 */
export async function venueTransfersBetween(
  store: Store,
  platname: string,
  from: number,
  to: number,
) {
  const rows = await store.db
    .selectFrom('venue_transfers')
    .select(['order_no', 'direction', 'amount_minor', 'user_id', 'state'])
    .where('platname', '=', platname)
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('state', 'in', [1, 2])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    orderNo: row.order_no,
    direction: row.direction as 'in' | 'out',
    amountMinor: BigInt(row.amount_minor),
    userId: Number(row.user_id),
    pending: row.state === 2,
  }));
}

/**
 * The player's account at a venue, made when missing (as a first launch makes it): the bet records
 * of a seamless provider name the player by it.
 */
export async function openVenueAccount(
  ctx: VenueContext,
  userId: number,
  platname: string,
): Promise<string> {
  const venue = await findVenue(ctx, platname);
  if (!venue) throw new DomainError('venue_unknown');
  return ensureVenueAccount(ctx, userId, venue);
}
