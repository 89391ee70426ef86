import { randomInt } from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';
import { batched } from '../../platform/db/batched.ts';
import { createDemoSession, demoRoundsSince } from './demo-venue.service.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { Tx } from '../../platform/db/database.ts';
import {
  VenueError,
  type OrderStatus,
  type VenueAdapter,
  type VenueOrder,
} from '../venues/index.ts';

/**
 * The built-in demo venue (DESIGN §6): a third party living inside our server, with its own books
 * (demo_venue_wallets: its wallet per (platname, player_ref); demo_venue_orders: every order id
 * it has processed). It behaves like a careful provider: an order id seen twice does nothing the
 * second time, a transfer out of more than its wallet holds is refused atomically, and an order id
 * that reconciliation asks about and that it never processed is closed for ever (so a late
 * arrival of that order is refused, and "failed" is a final answer).
 *
 * Faults can be injected to exercise our side: `failRate` is the share of calls that fail cleanly
 * before doing anything; `timeoutRate` the share of calls that do the work and then answer with a
 * timeout, so that our side does not know the outcome.
 */
export interface DemoVenueOptions {
  /** 0..1: share of calls that fail before doing anything. */
  failRate?: number;
  /** 0..1: share of calls that do the work, then time out. */
  timeoutRate?: number;
}

/** A closed order id: never processed, and never will be (amounts of real orders are > 0). */
const CLOSED_AMOUNT = 0n;

function rate(value: number | undefined, name: string): number {
  const r = value ?? 0;
  if (!Number.isFinite(r) || r < 0 || r > 1) throw new Error(`${name} must be within 0..1`);
  return r;
}

/** DEMO_VENUE_FAIL_RATE and DEMO_VENUE_TIMEOUT_RATE (both default 0). */
export function demoVenueOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DemoVenueOptions {
  const read = (name: string) => {
    const text = env[name];
    return text === undefined || text.trim() === '' ? 0 : rate(Number(text), name);
  };
  return {
    failRate: read('DEMO_VENUE_FAIL_RATE'),
    timeoutRate: read('DEMO_VENUE_TIMEOUT_RATE'),
  };
}

const SCALE = 1_000_000;
/** True with probability `share`, drawn from node:crypto. */
function chance(share: number): boolean {
  return share > 0 && randomInt(SCALE) < share * SCALE;
}

/**
 * Wallet balances by "platname\nplayer_ref": balancelist asks every venue on every poll, and the
 * asks of one turn of the event loop are read in one query (platform/db/batched.ts).
 */
const walletOf = batched(async (db, keys: readonly string[]) => {
  const pairs = keys.map((key) => key.split('\n') as [string, string]);
  const rows = await db
    .selectFrom('demo_venue_wallets')
    .select(['platname', 'player_ref', 'balance_minor'])
    .where('platname', 'in', [...new Set(pairs.map(([platname]) => platname))])
    .where('player_ref', 'in', [...new Set(pairs.map(([, ref]) => ref))])
    .execute();
  return new Map(rows.map((r) => [`${r.platname}\n${r.player_ref}`, r.balance_minor]));
});

export function createDemoVenue(
  ctx: Pick<AppContext, 'store' | 'clock'>,
  platname: string,
  options: DemoVenueOptions = demoVenueOptionsFromEnv(),
): VenueAdapter {
  const { store, clock } = ctx;
  const failRate = rate(options.failRate, 'failRate');
  const timeoutRate = rate(options.timeoutRate, 'timeoutRate');

  /** Runs one venue call with the injected faults around it. */
  async function call<T>(work: () => Promise<T>, at = platname): Promise<T> {
    if (chance(failRate)) throw new VenueError('unavailable', `${at}: venue unavailable`);
    const result = await work();
    if (chance(timeoutRate)) throw new VenueError('timeout', `${at}: venue timed out`);
    return result;
  }

  return {
    platname,

    registerPlayer: (playerRef) =>
      call(async () => {
        await store.db
          .insertInto('demo_venue_wallets')
          .values({ platname, player_ref: playerRef, balance_minor: 0n, created_at: clock.now() })
          .onConflict((oc) => oc.columns(['platname', 'player_ref']).doNothing())
          .execute();
      }),

    balance: (playerRef) => call(() => walletBalance(ctx, platname, playerRef)),

    // Every demo venue's wallets are rows of one table: the accounts of one balancelist are one
    // read (walletOf), each with its own draw of the injected faults, as `balance` has.
    balancesOf: async (accounts) => {
      const answers = new Map<string, bigint | VenueError>();
      await Promise.all(
        accounts.map(async (account) => {
          try {
            const balance = await call(
              () => walletBalance(ctx, account.platname, account.playerRef),
              account.platname,
            );
            answers.set(account.platname, balance);
          } catch (error) {
            if (!(error instanceof VenueError)) throw error;
            answers.set(account.platname, error);
          }
        }),
      );
      return answers;
    },

    transferIn: (order) => call(() => processOrder(ctx, platname, 'in', order)),

    transferOut: (order) => call(() => processOrder(ctx, platname, 'out', order)),

    // The game page's address, with a new launch session (unknown game code: refused).
    launchUrl: (playerRef, gameCode) =>
      call(() => createDemoSession(store, platname, playerRef, gameCode, clock.now())),

    // Rounds played at this venue after the cursor (a round id), at most 500, in id order.
    fetchBetRecords: (cursor) => call(() => demoRoundsSince(store, platname, cursor)),

    orderStatus: (orderId) => call(() => closedOrStatus(ctx, platname, orderId)),
  };
}

type VenueContext = Pick<AppContext, 'store' | 'clock'>;

async function walletBalance(
  ctx: VenueContext,
  platname: string,
  playerRef: string,
): Promise<bigint> {
  const balance = await walletOf(ctx.store.db, `${platname}\n${playerRef}`);
  if (balance === undefined)
    throw new VenueError('refused', `${platname}: unknown player`, 'unknown_player');
  return balance;
}

/**
 * Records the order and moves the venue wallet in one transaction. A repeat of an order id that
 * was processed answers success and moves nothing; a closed id, or a repeat that differs, is
 * refused.
 */
async function processOrder(
  ctx: VenueContext,
  platname: string,
  direction: 'in' | 'out',
  order: VenueOrder,
): Promise<void> {
  if (order.amountMinor <= 0n) throw new VenueError('refused', 'amount must be > 0', 'amount');
  await inTransaction(ctx.store, async (tx) => {
    const inserted = await tx
      .insertInto('demo_venue_orders')
      .values({
        platname,
        order_id: order.orderId,
        player_ref: order.playerRef,
        direction,
        amount_minor: order.amountMinor,
        created_at: ctx.clock.now(),
      })
      .onConflict((oc) => oc.columns(['platname', 'order_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      await checkRepeat(tx, platname, direction, order);
      return; // processed before: nothing moves again
    }
    await moveWallet(tx, platname, direction, order);
  });
}

/** An order id seen before: refused when closed or when the repeat differs. */
async function checkRepeat(
  tx: Tx,
  platname: string,
  direction: 'in' | 'out',
  order: VenueOrder,
): Promise<void> {
  const seen = await tx
    .selectFrom('demo_venue_orders')
    .select(['player_ref', 'direction', 'amount_minor'])
    .where('platname', '=', platname)
    .where('order_id', '=', order.orderId)
    .executeTakeFirstOrThrow();
  if (seen.amount_minor === CLOSED_AMOUNT) {
    throw new VenueError('refused', `${platname}: order closed`, 'voided');
  }
  const same =
    seen.player_ref === order.playerRef &&
    seen.direction === direction &&
    seen.amount_minor === order.amountMinor;
  if (!same) throw new VenueError('refused', `${platname}: order id reused`, 'duplicate');
}

/** The venue wallet moved by the order; refused (the transaction rolls back) when it cannot. */
async function moveWallet(
  tx: Tx,
  platname: string,
  direction: 'in' | 'out',
  order: VenueOrder,
): Promise<void> {
  const delta = direction === 'in' ? order.amountMinor : -order.amountMinor;
  let update = tx
    .updateTable('demo_venue_wallets')
    .set((eb) => ({ balance_minor: eb('balance_minor', '+', delta) }))
    .where('platname', '=', platname)
    .where('player_ref', '=', order.playerRef);
  if (direction === 'out') update = update.where('balance_minor', '>=', order.amountMinor);
  const result = await update.executeTakeFirst();
  if (result.numUpdatedRows === 0n) {
    // Rolls the order row back with it: a refused order was never processed.
    const known = await tx
      .selectFrom('demo_venue_wallets')
      .select('id')
      .where('platname', '=', platname)
      .where('player_ref', '=', order.playerRef)
      .executeTakeFirst();
    throw known
      ? new VenueError('refused', `${platname}: insufficient balance`, 'insufficient')
      : new VenueError('refused', `${platname}: unknown player`, 'unknown_player');
  }
}

/** An order's status; an id never processed is closed first, so that "failed" stays true for ever. */
async function closedOrStatus(
  ctx: VenueContext,
  platname: string,
  orderId: string,
): Promise<OrderStatus> {
  await ctx.store.db
    .insertInto('demo_venue_orders')
    .values({
      platname,
      order_id: orderId,
      player_ref: '',
      direction: 'out',
      amount_minor: CLOSED_AMOUNT,
      created_at: ctx.clock.now(),
    })
    .onConflict((oc) => oc.columns(['platname', 'order_id']).doNothing())
    .execute();
  const row = await ctx.store.db
    .selectFrom('demo_venue_orders')
    .select(['direction', 'amount_minor'])
    .where('platname', '=', platname)
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (row.amount_minor === CLOSED_AMOUNT) return { status: 'failed' };
  return { status: 'succeeded', direction: row.direction, amountMinor: row.amount_minor };
}
