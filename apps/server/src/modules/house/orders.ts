import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { isDomainError } from '../../platform/errors.ts';
import { moveWithHouseVenue } from '../ledger/index.ts';
import {
  userIdOfPlayerRef,
  VenueError,
  type OrderStatus,
  type VenueOrder,
} from '../venues/index.ts';
import { houseInKey, houseOutKey } from './ledger-keys.ts';

/**
 * The house venue's side of the venue transfers (DESIGN §5, §6): our order id is processed once.
 * The order row and the ledger transfer (the `house_venue` account <-> the player's house wallet)
 * are one transaction; a repeat with the same terms answers success and moves nothing, other
 * terms are refused (`duplicate`), an id closed by `orderStatus` is refused (`voided`). A transfer
 * out of more than the house wallet holds is refused (`insufficient`) and leaves no row.
 */

type OrdersContext = Pick<AppContext, 'store' | 'clock'>;

/** Our order ids are short printable text; anything else was never ours. */
function checkOrderId(orderId: string): void {
  if (!/^[\x21-\x7e]{1,64}$/.test(orderId)) {
    throw new VenueError('refused', 'house: bad order id', 'order_id');
  }
}

function userIdOf(playerRef: string): number {
  const userId = userIdOfPlayerRef(playerRef);
  if (userId === undefined)
    throw new VenueError('refused', 'house: unknown player', 'unknown_player');
  return userId;
}

/** Moves money into (in) or out of (out) the player's house wallet by our order id, once. */
export async function processHouseOrder(
  ctx: OrdersContext,
  direction: 'in' | 'out',
  order: VenueOrder,
): Promise<void> {
  checkOrder(order);
  await inTransaction(ctx.store, (tx) => houseOrderInTransaction(ctx, tx, direction, order));
}

function checkOrder(order: VenueOrder): void {
  if (order.amountMinor <= 0n)
    throw new VenueError('refused', 'house: amount must be > 0', 'amount');
  checkOrderId(order.orderId);
}

/**
 * The house venue's half of a transfer inside the caller's transaction (the venues module's
 * transfer and ours are then one commit): the order row and the ledger move, or nothing when the
 * order was processed before with the same terms. Throws VenueError 'refused' (insufficient,
 * duplicate, voided…); the caller's transaction must then roll back, the order row with it.
 */
export async function houseOrderInTransaction(
  ctx: OrdersContext,
  tx: Tx,
  direction: 'in' | 'out',
  order: VenueOrder,
): Promise<void> {
  checkOrder(order);
  const userId = userIdOf(order.playerRef);
  const inserted = await tx
    .insertInto('house_orders')
    .values({
      order_id: order.orderId,
      player_ref: order.playerRef,
      direction,
      amount_minor: order.amountMinor,
      closed: 0,
      created_at: ctx.clock.now(),
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    await checkRepeat(tx, direction, order);
    return; // processed before: nothing moves again
  }
  try {
    await moveWithHouseVenue(ctx, tx, {
      userId,
      purpose: 'house_venue',
      amountMinor: direction === 'in' ? order.amountMinor : -order.amountMinor,
      key: direction === 'in' ? houseInKey(order.orderId) : houseOutKey(order.orderId),
      kind: direction === 'in' ? 'house_in' : 'house_out',
      memo: order.orderId,
    });
  } catch (error) {
    // The transaction rolls back with the order row: a refused order was never processed.
    if (isDomainError(error, 'insufficient_funds')) {
      throw new VenueError('refused', 'house: insufficient balance', 'insufficient');
    }
    throw error;
  }
}

/** An order id seen before: refused when closed or when the repeat differs. */
async function checkRepeat(tx: Tx, direction: 'in' | 'out', order: VenueOrder): Promise<void> {
  const seen = await tx
    .selectFrom('house_orders')
    .select(['player_ref', 'direction', 'amount_minor', 'closed'])
    .where('order_id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  if (seen.closed === 1) throw new VenueError('refused', 'house: order closed', 'voided');
  const same =
    seen.player_ref === order.playerRef &&
    seen.direction === direction &&
    seen.amount_minor === order.amountMinor;
  if (!same) throw new VenueError('refused', 'house: order id reused', 'duplicate');
}

/**
 * What became of an order. An id never processed is closed first (a row that no later transfer
 * can take), so that 'failed' stays true for ever.
 */
export async function houseOrderStatus(ctx: OrdersContext, orderId: string): Promise<OrderStatus> {
  checkOrderId(orderId);
  await ctx.store.db
    .insertInto('house_orders')
    .values({
      order_id: orderId,
      player_ref: '',
      direction: 'in',
      amount_minor: 0n,
      closed: 1,
      created_at: ctx.clock.now(),
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  const row = await ctx.store.db
    .selectFrom('house_orders')
    .select(['direction', 'amount_minor', 'closed'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (row.closed === 1) return { status: 'failed' };
  return { status: 'succeeded', direction: row.direction, amountMinor: row.amount_minor };
}
