import { CHAINS, CONFIRMATIONS_MAX, type Chain } from '@app/contract/chain-constants';
import { ConfigError } from './config-error.ts';

/**
 * USDT on chain (docs/chain-deposits.md): each chain the operator watches, from the environment.
 * A chain is watched when its addresses, its USDT contract and its xpub are all set; setting only
 * some of them is refused at start, so a half-configured chain never looks watched.
 *
 * - CHAIN_<C>_RPC_URL: JSON-RPC addresses, comma-separated, tried in order (failover)
 * - CHAIN_TRC20_API_URL: TronGrid-compatible HTTP API addresses, comma-separated (TRON without a
 *   JSON-RPC node); CHAIN_TRC20_API_KEY: its TRON-PRO-API-KEY, when the service wants one
 * - CHAIN_<C>_USDT: the USDT contract (0x… on Ethereum and BSC, T… on TRON)
 * - CHAIN_<C>_XPUB: the account's extended public key (m/44'/60'/0' or m/44'/195'/0')
 * - CHAIN_<C>_CONFIRMATIONS: the default confirmations (the console may set others)
 * - CHAIN_<C>_MAX_RANGE: blocks read per call (default 500; public nodes often allow fewer)
 * - CHAIN_SCAN_SECONDS: how often the watcher looks (default 3)
 */
export interface ChainEnv {
  chain: Chain;
  source: 'rpc' | 'trongrid';
  urls: string[];
  apiKey: string | undefined;
  token: string;
  xpub: string;
  confirmations: number | undefined;
  maxRange: number;
}

export interface ChainsConfig {
  chains: Partial<Record<Chain, ChainEnv>>;
  scanSeconds: number;
}

function urlList(name: string, value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [];
  const urls = value
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '');
  for (const url of urls) {
    if (!/^https?:\/\/[^\s]+$/.test(url)) throw new ConfigError(`${name}: bad address ${url}`);
  }
  return urls;
}

function wholeNumber(name: string, value: string | undefined, min: number, max: number) {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}`);
  }
  return n;
}

export function chainsConfig(env: NodeJS.ProcessEnv): ChainsConfig {
  const chains: Partial<Record<Chain, ChainEnv>> = {};
  for (const chain of CHAINS) {
    const p = `CHAIN_${chain}_`;
    const rpc = urlList(`${p}RPC_URL`, env[`${p}RPC_URL`]);
    const api = chain === 'TRC20' ? urlList(`${p}API_URL`, env[`${p}API_URL`]) : [];
    const token = (env[`${p}USDT`] ?? '').trim();
    const xpub = (env[`${p}XPUB`] ?? '').trim();
    const set = [rpc.length > 0 || api.length > 0, token !== '', xpub !== ''];
    if (set.every((s) => !s)) continue;
    if (!set.every(Boolean)) {
      throw new ConfigError(
        `${chain}: set ${chain === 'TRC20' ? `${p}API_URL or ${p}RPC_URL` : `${p}RPC_URL`}, ${p}USDT and ${p}XPUB together`,
      );
    }
    if (
      chain === 'TRC20'
        ? !/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(token)
        : !/^0x[0-9a-fA-F]{40}$/.test(token)
    ) {
      throw new ConfigError(`${p}USDT: not a ${chain} contract address`);
    }
    if (!/^xpub[1-9A-HJ-NP-Za-km-z]{100,112}$/.test(xpub)) {
      throw new ConfigError(`${p}XPUB: not an extended public key (xpub…)`);
    }
    chains[chain] = {
      chain,
      // TRON's TronGrid API when given; a JSON-RPC node (eth_getLogs) otherwise.
      source: api.length > 0 ? 'trongrid' : 'rpc',
      urls: api.length > 0 ? api : rpc,
      apiKey: env[`${p}API_KEY`] || undefined,
      token,
      xpub,
      confirmations: wholeNumber(
        `${p}CONFIRMATIONS`,
        env[`${p}CONFIRMATIONS`],
        1,
        CONFIRMATIONS_MAX,
      ),
      maxRange: wholeNumber(`${p}MAX_RANGE`, env[`${p}MAX_RANGE`], 1, 100_000) ?? 500,
    };
  }
  return {
    chains,
    scanSeconds: wholeNumber('CHAIN_SCAN_SECONDS', env.CHAIN_SCAN_SECONDS, 1, 600) ?? 3,
  };
}
