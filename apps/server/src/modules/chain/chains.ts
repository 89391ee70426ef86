import { CHAINS, DEFAULT_CONFIRMATIONS, type Chain } from '@app/contract/chain-constants';
import type { ChainEnv } from '../../platform/chain-config.ts';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { readSetting, writeSetting } from '../content/index.ts';
import { assertXpub, keyIdOf, tronHex } from './addresses.ts';
import { evmSource } from './evm-source.ts';
import type { ChainSource } from './source.ts';
import { tronSource } from './tron-source.ts';

/**
 * The chains this deployment watches (CHAIN_* variables: platform/chain-config.ts), each with its
 * source (one per app: its addresses' health figures are this node's), and the operator's
 * settings (content's `chain` row): confirmations per chain, the under-payment tolerance.
 */
export interface WatchedChain {
  chain: Chain;
  env: ChainEnv;
  keyId: string;
  /** The USDT contract as 0x + 40 lower-case hex digits. */
  tokenHex: string;
  source: ChainSource;
}

const watched = defineAppState('chain.watched', (ctx) => {
  const map = new Map<Chain, WatchedChain>();
  for (const chain of CHAINS) {
    const env = ctx.config.chains.chains[chain];
    if (!env) continue;
    assertXpub(env.xpub);
    const tokenHex = chain === 'TRC20' ? tronHex(env.token)! : env.token.toLowerCase();
    const now = () => ctx.clock.now();
    const source =
      env.source === 'trongrid'
        ? tronSource(env.urls, env.token, env.apiKey, now)
        : evmSource(env.urls, tokenHex, now);
    map.set(chain, { chain, env, keyId: keyIdOf(env.xpub), tokenHex, source });
  }
  return map;
});

export function watchedChain(ctx: AppContext, chain: string): WatchedChain | undefined {
  return watched(ctx).get(chain as Chain);
}

export function watchedChains(ctx: AppContext): WatchedChain[] {
  return [...watched(ctx).values()];
}

/** The protocols a player can make an automatic deposit in through a watched chain. */
export function watchedProtocols(ctx: AppContext): Chain[] {
  return CHAINS.filter((c) => watched(ctx).has(c));
}

export interface ChainSettings {
  confirmations: Partial<Record<Chain, number>>;
  /** 10^-6 USDT. */
  underpayToleranceUnits: bigint;
}

const SETTINGS_KEY = 'chain';

export async function readChainSettings(
  db: AppContext['store']['db'] | Tx,
): Promise<ChainSettings> {
  const stored = (await readSetting(db, SETTINGS_KEY)) as
    | { confirmations?: Partial<Record<Chain, number>>; underpay_tolerance_units?: string }
    | undefined;
  return {
    confirmations: stored?.confirmations ?? {},
    underpayToleranceUnits: BigInt(stored?.underpay_tolerance_units ?? '0'),
  };
}

export async function writeChainSettings(tx: Tx, settings: ChainSettings): Promise<void> {
  await writeSetting(tx, SETTINGS_KEY, {
    confirmations: settings.confirmations,
    underpay_tolerance_units: settings.underpayToleranceUnits.toString(),
  });
}

/** The operator's figure, else the environment's, else the chain's default. */
export function requiredConfirmations(
  ctx: AppContext,
  settings: ChainSettings,
  chain: Chain,
): number {
  return (
    settings.confirmations[chain] ??
    ctx.config.chains.chains[chain]?.confirmations ??
    DEFAULT_CONFIRMATIONS[chain]
  );
}

/** The under-payment tolerance (10^-6 USDT) the wallet applies to a short payment. */
export async function underpayToleranceUnits(db: AppContext['store']['db'] | Tx): Promise<bigint> {
  return (await readChainSettings(db)).underpayToleranceUnits;
}
