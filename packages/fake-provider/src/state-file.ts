import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { ProviderState } from './provider-state.ts';
import type { WalletSnapshot } from './transfer-wallet.ts';

/**
 * The transfer wallets kept in a JSON file, `{providers: {<code>: {wallets, orders, records}}}`,
 * so that the demo's money at the fake survives a restart. Written whole after every change
 * (through a temporary file); codes not configured (yet) are kept as they were read.
 */
export class StateFile {
  private readonly saved: Record<string, WalletSnapshot>;

  constructor(private readonly path: string) {
    this.saved = existsSync(path) ? readSnapshots(path) : {};
  }

  restore(state: ProviderState): void {
    const snapshot = this.saved[state.code];
    if (snapshot) state.wallet.restore(snapshot);
  }

  save(providers: ReadonlyMap<string, ProviderState>): void {
    for (const [code, state] of providers) this.saved[code] = state.wallet.snapshot();
    const temporary = `${this.path}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ providers: this.saved }, null, 2)}\n`);
    renameSync(temporary, this.path);
  }
}

function readSnapshots(path: string): Record<string, WalletSnapshot> {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as {
    providers?: Record<string, WalletSnapshot>;
  };
  return parsed.providers ?? {};
}
