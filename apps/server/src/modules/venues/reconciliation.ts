import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import { TRANSFER_STATE } from '@app/contract/venues';
import { VenueError } from './adapter.ts';
import { adapterOf, type VenueContext } from './catalogue.ts';
import { settle } from './transfers.ts';

/** Settles venue transfers left pending, by asking each venue what became of them. */

const { failed: FAILED, success: SUCCESS, pending: PENDING } = TRANSFER_STATE;

/** Pending rows settled per reconciliation run. */
const RECONCILE_BATCH = 200;
export const RECONCILE_INTERVAL_MS = 15_000;
/** A pending row is left alone this long, so the call that created it has finished. */
export const RECONCILE_MIN_AGE_MS = 30_000;

// ---- reconciliation -----------------------------------------------------------------------------

export interface ReconcileReport {
  checked: number;
  succeeded: number;
  failed: number;
  stillPending: number;
}

/**
 * Asks the venue what became of every transfer pending for at least `olderThanMs` and settles it
 * as the venue says (success, or final failure). A venue that does not answer leaves the row
 * pending for the next run. Safe to run on several nodes at once: settling is conditional and
 * every ledger key derives from the order number.
 */
export async function reconcileVenueTransfers(
  ctx: VenueContext,
  options: { olderThanMs?: number; limit?: number } = {},
): Promise<ReconcileReport> {
  const olderThanMs = options.olderThanMs ?? RECONCILE_MIN_AGE_MS;
  const limit = Math.min(options.limit ?? RECONCILE_BATCH, RECONCILE_BATCH);
  const cutoff = ctx.clock.now() - olderThanMs;
  const rows = await ctx.store.db
    .selectFrom('venue_transfers as t')
    .innerJoin('venues as v', 'v.platname', 't.platname')
    .select([
      't.id',
      't.order_no',
      't.user_id',
      't.platname',
      't.direction',
      't.amount_minor',
      'v.name',
      'v.category',
      'v.adapter',
      'v.enabled',
    ])
    .where('t.state', '=', PENDING)
    .where('t.updated_at', '<=', cutoff)
    .orderBy('t.id')
    .limit(limit)
    .execute();

  const report: ReconcileReport = { checked: 0, succeeded: 0, failed: 0, stillPending: 0 };
  for (const row of rows) {
    report.checked += 1;
    await ctx.store.db
      .updateTable('venue_transfers')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: ctx.clock.now() }))
      .where('id', '=', row.id)
      .where('state', '=', PENDING)
      .execute();
    let state: number = PENDING;
    try {
      const status = await adapterOf(ctx, row).orderStatus(row.order_no);
      if (status.status === 'failed') {
        state = await settle(ctx, row, 'failed', 'not processed by the venue');
      } else if (status.direction === row.direction && status.amountMinor === row.amount_minor) {
        state = await settle(ctx, row, 'succeeded');
      } else {
        // The venue knows this order id with other terms: an operator must look; never guess.
        await ctx.store.db
          .updateTable('venue_transfers')
          .set({ error: 'venue order differs' })
          .where('id', '=', row.id)
          .where('state', '=', PENDING)
          .execute();
      }
    } catch (error) {
      if (!(error instanceof VenueError)) throw error;
    }
    if (state === SUCCESS) report.succeeded += 1;
    else if (state === FAILED) report.failed += 1;
    else report.stillPending += 1;
  }
  return report;
}

/** Reconciliation as a scheduled job: every 15 s, one node per slot. */
export function venueJobs(ctx: VenueContext): JobDefinition[] {
  return [
    {
      name: 'venues.reconcile',
      schedule: { every: RECONCILE_INTERVAL_MS / 1000 },
      maxAttempts: 1,
      handler: async () => {
        await reconcileVenueTransfers(ctx);
      },
    },
  ];
}
