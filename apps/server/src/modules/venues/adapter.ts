import type { Tx } from '../../platform/db/database.ts';

/**
 * One interface for every game venue (DESIGN §6): the built-in demo venue and, later, real
 * providers chosen by configuration. Every money call carries our order id and is idempotent at
 * the venue: the same order id processed twice moves money once.
 */

/** How a venue call failed, which decides what our side may conclude. */
export type VenueFailure =
  /** The venue answered "no" (e.g. not enough in its wallet): nothing was done. */
  | 'refused'
  /** The call failed before the venue did anything (connection refused, 5xx before work). */
  | 'unavailable'
  /** No answer in time: the venue may or may not have done it. Only reconciliation can tell. */
  | 'timeout';

export class VenueError extends Error {
  override name = 'VenueError';
  constructor(
    readonly failure: VenueFailure,
    message: string,
    /** For 'refused': why, e.g. 'insufficient' or 'voided'. */
    readonly reason: string = '',
  ) {
    super(message);
  }

  /** True when the venue certainly did nothing, so our side may undo its half. */
  get certainlyNotDone(): boolean {
    return this.failure === 'refused' || this.failure === 'unavailable';
  }
}

export interface VenueOrder {
  /** Our order number (venue_transfers.order_no), unique for ever. */
  orderId: string;
  playerRef: string;
  amountMinor: bigint;
}

/**
 * The final outcome of an order at the venue. 'failed' is final: the venue guarantees it will never
 * process that order id (the demo venue closes an unknown id when asked; an adapter of a provider
 * that cannot promise this must throw a 'timeout' VenueError instead of answering 'failed').
 */
export type OrderStatus =
  { status: 'succeeded'; direction: 'in' | 'out'; amountMinor: bigint } | { status: 'failed' };

export interface BetRecord {
  betId: string;
  playerRef: string;
  gameCode: string;
  betMinor: bigint;
  validBetMinor: bigint;
  winLossMinor: bigint;
  /** 0 invalid, 1 settled, 2 unsettled (spec part 2 §4). */
  status: 0 | 1 | 2;
  betAt: number;
}

/** A player's account at a venue, as `balancesOf` is asked for it (keyed by `platname`). */
export interface VenueAccountRef {
  platname: string;
  playerRef: string;
}

export interface VenueAdapter {
  readonly platname: string;
  /** Creates the player at the venue; calling it again for the same ref does nothing. */
  registerPlayer(playerRef: string): Promise<void>;
  /** The player's wallet at the venue, in fen. */
  balance(playerRef: string): Promise<bigint>;
  /**
   * Optional, for venues we run ourselves (in-process adapters reading their own tables): the
   * wallets of several accounts at venues of this adapter's kind, this venue's and its siblings',
   * in one read. Each account answers its balance or the `VenueError` its `balance` would have
   * thrown; an account left out of the map is asked through `balance`. Remote venues leave it
   * out: each is asked on its own.
   */
  balancesOf?(accounts: readonly VenueAccountRef[]): Promise<Map<string, bigint | VenueError>>;
  /** Credits the venue wallet (money we already took from the platform wallet). */
  transferIn(order: VenueOrder): Promise<void>;
  /** Debits the venue wallet; refused ('insufficient') when it holds less than asked. */
  transferOut(order: VenueOrder): Promise<void>;
  /**
   * Only a venue whose books are in our database (the house venue): its half of a transfer in or
   * out inside the caller's transaction, so the transfer's row, our ledger move and the venue's
   * are one commit and no transfer is ever pending. Throws VenueError as transferIn/transferOut
   * do; the caller's transaction then rolls back whole.
   */
  transferInTransaction?(tx: Tx, direction: 'in' | 'out', order: VenueOrder): Promise<void>;
  /** Where the player's browser opens a game. */
  launchUrl(playerRef: string, gameCode: string): Promise<string>;
  /** Bet records since a cursor (the venue's), and the cursor to ask from next time. */
  fetchBetRecords(cursor: string): Promise<{ records: BetRecord[]; cursor: string }>;
  /** What became of an order: asked by reconciliation for transfers left pending. */
  orderStatus(orderId: string): Promise<OrderStatus>;
}
