import type { AdminChainEndpoint } from '@app/contract/admin-chain';
import { ChainAnswerError } from './endpoints-pool.ts';

/**
 * What the watcher needs of a chain, whichever way it is reached (a JSON-RPC node: evm-source.ts;
 * TronGrid's HTTP API: tron-source.ts). Hashes are lower-case 0x + 64 hex digits and addresses
 * 0x + 40 on every chain, so the rest of the module never sees a chain's own notation.
 */
export interface BlockRef {
  number: number;
  hash: string;
  parentHash: string;
  /** Epoch ms. */
  timestamp: number;
}

/** A USDT Transfer event. */
export interface TransferLog {
  txHash: string;
  logIndex: number;
  blockNumber: number;
  blockHash: string;
  fromHex: string;
  toHex: string;
  /** 10^-6 USDT. */
  amount: bigint;
}

/** A transaction as a payout check needs it: did it succeed, in which block, what it moved. */
export interface TxReceipt {
  success: boolean;
  blockNumber: number;
  /** The USDT contract's Transfer events in it (other contracts' events are left out). */
  transfers: TransferLog[];
}

export interface ChainSource {
  /** The latest block's number. */
  head(): Promise<number>;
  /** The blocks of these numbers that exist (a number past the tip is left out). */
  blocks(numbers: readonly number[]): Promise<Map<number, BlockRef>>;
  /** The USDT Transfer events in blocks [from.number, to.number], all of them. */
  transfers(from: BlockRef, to: BlockRef): Promise<TransferLog[]>;
  /** undefined: no such transaction (yet). */
  receipt(txHash: string): Promise<TxReceipt | undefined>;
  balanceOf(hex: string): Promise<bigint>;
  endpoints(): AdminChainEndpoint[];
}

/** The node refused the range as too large: read a smaller one. */
export class RangeTooLarge extends ChainAnswerError {
  override name = 'RangeTooLarge';
}

/** keccak256("Transfer(address,address,uint256)"). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

const INT64_MAX = 2n ** 63n - 1n;

/** A log's three parts → a Transfer, or undefined when it is not one (or not storable). */
export function transferOf(
  topics: readonly string[],
  data: string,
): { fromHex: string; toHex: string; amount: bigint } | undefined {
  const norm = (t: string) => (t.startsWith('0x') ? t : `0x${t}`).toLowerCase();
  if (topics.length !== 3 || norm(topics[0]!) !== TRANSFER_TOPIC) return undefined;
  const value = norm(data);
  if (!/^0x[0-9a-f]{64}$/.test(value)) return undefined;
  const from = norm(topics[1]!);
  const to = norm(topics[2]!);
  if (!/^0x0{24}[0-9a-f]{40}$/.test(from) || !/^0x0{24}[0-9a-f]{40}$/.test(to)) return undefined;
  const amount = BigInt(value);
  // No real USDT transfer comes near 2^63 units (9.2 trillion USDT): such a log is not one.
  if (amount > INT64_MAX) return undefined;
  return { fromHex: `0x${from.slice(26)}`, toHex: `0x${to.slice(26)}`, amount };
}

/** 0x + 64 lower-case hex digits, from either notation. */
export function normalHash(hash: string): string {
  return (hash.startsWith('0x') ? hash : `0x${hash}`).toLowerCase();
}
