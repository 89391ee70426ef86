import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminVenue, AdminVenueUpdatePayload } from '@app/contract/admin-content';
import { adminEndpoints } from '@app/contract/endpoints';
import type { AppContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/schema.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { recordAudit, changesOf, diff, type Actor } from '../audit/index.ts';
import { serve } from '../../platform/http/route.ts';

/**
 * The operator's venue list (ours, under /api/admin): every venue in display order, and a change
 * of a venue's name, switch or order, each in one transaction with its audit row. A closed venue
 * is hidden from players with no money there and refuses launches; money already there still
 * comes back (transfers out ignore the switch).
 */

const ADMIN_VENUE_COLUMNS = ['platname', 'name', 'category', 'adapter', 'enabled', 'sort'] as const;

async function venueByPlatname(
  db: Kysely<Database>,
  platname: string,
): Promise<AdminVenue | undefined> {
  return db
    .selectFrom('venues')
    .select([...ADMIN_VENUE_COLUMNS])
    .where('platname', '=', platname)
    .executeTakeFirst();
}

export async function adminVenues(ctx: AppContext): Promise<AdminVenue[]> {
  return ctx.store.db
    .selectFrom('venues')
    .select([...ADMIN_VENUE_COLUMNS])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export async function updateVenue(
  ctx: AppContext,
  actor: Actor,
  payload: AdminVenueUpdatePayload,
): Promise<AdminVenue> {
  const { platname, ...rest } = payload;
  const changes = changesOf(rest);
  return inTransaction(ctx.store, async (tx) => {
    const before = await venueByPlatname(tx, platname);
    if (!before) throw new DomainError('venue_not_found');
    await tx.updateTable('venues').set(changes).where('platname', '=', platname).execute();
    const after = await venueByPlatname(tx, platname);
    if (!after) throw new DomainError('venue_not_found');
    await recordAudit(ctx, tx, actor, 'venue.update', `venue:${platname}`, diff(before, after));
    return after;
  });
}

export function registerVenueAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.venues, () => adminVenues(ctx));
  serve(app, adminEndpoints.venuesUpdate, (_request, body, actor) => updateVenue(ctx, actor, body));
}
