import { sql } from 'kysely';
import { LIMITS } from '@app/contract/limits';
import { type VenueContext } from './catalogue.ts';

// ---- records ------------------------------------------------------------------------------------

export interface VenueTransferRecord {
  id: number;
  platname: string;
  name: string;
  amount_minor: bigint;
  state: number;
  order_no: string;
  created_at: number;
}

/** The player's transfers in one direction since a time, newest first (transaction records). */
export async function venueTransferRecords(
  ctx: VenueContext,
  userId: number,
  query: { direction: 'in' | 'out'; sinceMs: number; page: number; pageSize: number },
): Promise<{ rows: VenueTransferRecord[]; total: number }> {
  const pageSize = Math.max(1, Math.min(Math.floor(query.pageSize), LIMITS.pageSizeMax));
  const page = Math.max(1, Math.floor(query.page));
  const base = ctx.store.db
    .selectFrom('venue_transfers as t')
    .where('t.user_id', '=', userId)
    .where('t.direction', '=', query.direction)
    .where('t.created_at', '>=', query.sinceMs);
  const counted = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('venues as v', 'v.platname', 't.platname')
    .select([
      't.id',
      't.platname',
      sql<string>`coalesce(v.name, t.platname)`.as('name'),
      't.amount_minor',
      't.state',
      't.order_no',
      't.created_at',
    ])
    .orderBy('t.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number(counted.n) };
}
