import { randomBytes } from 'node:crypto';
import { formatMinor, parseMinor } from '@app/contract/money-format';

/**
 * A transfer-mode provider's own wallets (docs/providers.md, "Transfer"): players' balances in fen,
 * the orders it processed by our order id, and the bet records of rounds played there. Pure
 * memory; `snapshot`/`restore` let the server keep it in a JSON file.
 */

export type OrderState = 'succeeded' | 'failed';
export interface Order {
  order_id: string;
  state: OrderState;
  /** Absent on an id closed by asking `order` about it. */
  direction?: 'in' | 'out';
  user?: string;
  amount?: bigint;
  /** Why it failed: 'closed' (asked before it came), 'insufficient', … */
  reason?: string;
  at: number;
}

export interface BetRecord {
  bet_id: string;
  user: string;
  game_code: string;
  bet: string;
  valid_bet: string;
  win_loss: string;
  status: 0 | 1 | 2;
  bet_at: number;
}

export type TransferOutcome =
  | { status: 'ok' }
  | { status: 'refused'; error: 'closed' | 'insufficient' | 'unknown player' | 'amount' };

export interface WalletSnapshot {
  wallets: Record<string, string>;
  orders: (Omit<Order, 'amount'> & { amount?: string })[];
  records: BetRecord[];
}

export class TransferWallet {
  private readonly wallets = new Map<string, bigint>();
  private readonly orders = new Map<string, Order>();
  private readonly records: BetRecord[] = [];

  hasPlayer(user: string): boolean {
    return this.wallets.has(user);
  }

  /** Creates the player; again: nothing. */
  addPlayer(user: string): void {
    if (!this.wallets.has(user)) this.wallets.set(user, 0n);
  }

  balance(user: string): bigint | null {
    return this.wallets.get(user) ?? null;
  }

  order(orderId: string): Order | undefined {
    return this.orders.get(orderId);
  }

  /** Asking about an id never seen closes it: it answers failed and is never processed later. */
  askOrder(orderId: string, now: number): Order {
    const known = this.orders.get(orderId);
    if (known) return known;
    const closed: Order = { order_id: orderId, state: 'failed', reason: 'closed', at: now };
    this.orders.set(orderId, closed);
    return closed;
  }

  /** Deposit ('in') or withdraw ('out'); an order id is processed once. */
  transfer(
    direction: 'in' | 'out',
    input: { user: string; order_id: string; amount: bigint },
    now: number,
  ): TransferOutcome {
    const known = this.orders.get(input.order_id);
    if (known) return repeatOutcome(known);
    const held = this.wallets.get(input.user);
    if (held === undefined) return { status: 'refused', error: 'unknown player' };
    if (input.amount <= 0n) return { status: 'refused', error: 'amount' };
    const base = { order_id: input.order_id, direction, user: input.user, amount: input.amount };
    if (direction === 'out' && held < input.amount) {
      this.orders.set(input.order_id, {
        ...base,
        state: 'failed',
        reason: 'insufficient',
        at: now,
      });
      return { status: 'refused', error: 'insufficient' };
    }
    this.wallets.set(input.user, direction === 'in' ? held + input.amount : held - input.amount);
    this.orders.set(input.order_id, { ...base, state: 'succeeded', at: now });
    return { status: 'ok' };
  }

  /**
   * A round played at the provider: debits the stake, credits the win, writes the bet record open
   * (status 2) and then settled (status 1) under one bet_id. Null when the wallet holds less.
   */
  playRound(
    input: { user: string; game_code: string; stake: bigint; win: bigint },
    now: number,
  ): { balance: bigint; bet_id: string } | null {
    const held = this.wallets.get(input.user);
    if (held === undefined || held < input.stake) return null;
    const balance = held - input.stake + input.win;
    this.wallets.set(input.user, balance);
    const open: BetRecord = {
      bet_id: `b${now.toString(36)}${randomBytes(5).toString('hex')}`,
      user: input.user,
      game_code: input.game_code,
      bet: formatMinor(input.stake),
      valid_bet: formatMinor(input.stake),
      win_loss: formatMinor(-input.stake),
      status: 2,
      bet_at: now,
    };
    this.records.push(open, { ...open, win_loss: formatMinor(input.win - input.stake), status: 1 });
    return { balance, bet_id: open.bet_id };
  }

  /** Bet records from `cursor` (the index of the next record), at most `limit`. */
  recordsFrom(cursor: string, limit: number): { records: BetRecord[]; cursor: string } {
    const start = /^[0-9]{1,9}$/.test(cursor) ? Math.min(Number(cursor), this.records.length) : 0;
    const records = this.records.slice(start, start + limit);
    return { records, cursor: String(start + records.length) };
  }

  /** The orders processed in [from, to): what `report` tells. */
  processed(from: number, to: number): Order[] {
    return [...this.orders.values()].filter(
      (order) => order.state === 'succeeded' && order.at >= from && order.at < to,
    );
  }

  snapshot(): WalletSnapshot {
    return {
      wallets: Object.fromEntries([...this.wallets].map(([user, fen]) => [user, formatMinor(fen)])),
      orders: [...this.orders.values()].map((order) => ({
        ...order,
        amount: order.amount === undefined ? undefined : formatMinor(order.amount),
      })),
      records: [...this.records],
    };
  }

  restore(snapshot: WalletSnapshot): void {
    for (const [user, amount] of Object.entries(snapshot.wallets)) {
      this.wallets.set(user, toFen(amount));
    }
    for (const order of snapshot.orders) {
      const amount = order.amount === undefined ? undefined : toFen(order.amount);
      this.orders.set(order.order_id, { ...order, amount });
    }
    this.records.push(...snapshot.records);
  }
}

function repeatOutcome(known: Order): TransferOutcome {
  if (known.state === 'succeeded') return { status: 'ok' };
  return { status: 'refused', error: known.reason === 'insufficient' ? 'insufficient' : 'closed' };
}

function toFen(amount: string): bigint {
  return parseMinor(amount) ?? 0n;
}
