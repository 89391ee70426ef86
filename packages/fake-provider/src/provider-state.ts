import { randomBytes } from 'node:crypto';
import type { FakeProviderConfig } from './config.ts';
import { TransferFaults } from './faults.ts';
import { TransferWallet } from './transfer-wallet.ts';

/** Everything the fake knows of one provider code: its configuration, wallets, sessions, logs. */

export interface Session {
  id: string;
  user: string;
  /** Our game session token (seamless: sent with each bet). */
  token: string;
  game_code: string;
  mode: FakeProviderConfig['mode'];
  at: number;
}

/** A seamless transaction the platform accepted (RS_OK): the fake's "report". */
export interface AcceptedTransaction {
  id: string;
  kind: 'bet' | 'win' | 'rollback';
  user: string;
  round: string;
  amount: string;
  at: number;
}

export class ProviderState {
  readonly wallet = new TransferWallet();
  readonly faults = new TransferFaults();
  readonly sessions = new Map<string, Session>();
  readonly accepted = new Map<string, AcceptedTransaction>();
  /** Seamless: each player's balance as the platform's last answer told it. */
  readonly balances = new Map<string, string>();
  /** What was sent to the platform (by kind) and answered (by status); calls received. */
  readonly counters = {
    sent: {} as Record<string, number>,
    answered: {} as Record<string, number>,
    received: {} as Record<string, number>,
  };

  constructor(
    public config: FakeProviderConfig,
    /** Called after the transfer wallet changed (the server saves its state file). */
    readonly changed: () => void = () => {},
  ) {}

  get code(): string {
    return this.config.code;
  }

  newSession(input: Omit<Session, 'id' | 'mode'>): Session {
    const session = { ...input, id: randomBytes(16).toString('hex'), mode: this.config.mode };
    this.sessions.set(session.id, session);
    return session;
  }

  /** A unique id with the code in front: `<code>-<random>`. */
  newId(): string {
    return `${this.code}-${randomBytes(9).toString('hex')}`;
  }

  count(group: keyof ProviderState['counters'], key: string): void {
    this.counters[group][key] = (this.counters[group][key] ?? 0) + 1;
  }

  view() {
    const wallet = this.wallet.snapshot();
    return {
      code: this.code,
      mode: this.config.mode,
      signing: this.config.signing,
      accepted: [...this.accepted.values()],
      balances: Object.fromEntries(this.balances),
      wallets: wallet.wallets,
      orders: wallet.orders,
      records: wallet.records.length,
      sessions: this.sessions.size,
      faults: this.faults.view(),
      counters: this.counters,
    };
  }
}
