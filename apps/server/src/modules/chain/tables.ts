import type { Generated } from 'kysely';

/**
 * USDT on chain's tables (migration `0039_chain`; docs/chain-deposits.md). No money is here: a
 * confirmed transfer is credited by the wallet's deposit (registerChainCredit), in the transaction
 * that marks it credited.
 */
export const CHAIN_TABLES = [
  'chain_addresses',
  'chain_address_counters',
  'chain_transfers',
  'chain_blocks',
  'chain_status',
] as const;

/** One deposit address per order, derived from the xpub at xpub/0/idx. */
export interface ChainAddressesTable {
  id: Generated<number>;
  chain: string;
  /** 16 hex digits of SHA-256 of the xpub: which key the index is of. */
  key_id: string;
  idx: number;
  /** As the chain writes it: EIP-55 0x… (Ethereum, BSC), base58 T… (TRON). */
  address: string;
  /** Lower-case 0x + 40 hex digits, for every chain (TRON's 41… without the 41): what logs carry. */
  hex: string;
  user_id: number;
  /** The order (deposit number) the address was made for. */
  order_no: string;
  created_at: number;
}

/** The next index of each (chain, key): one row updated in place (unique across nodes). */
export interface ChainAddressCountersTable {
  chain: string;
  key_id: string;
  next_idx: number;
}

/** A USDT Transfer event to one of our addresses: (chain, tx_hash, log_index) once. */
export interface ChainTransfersTable {
  id: Generated<number>;
  chain: string;
  /** Lower-case, 0x-prefixed on every chain. */
  tx_hash: string;
  log_index: number;
  block_number: number;
  block_hash: string;
  from_hex: string;
  to_hex: string;
  /** USDT in the chain's units, 10^-6 USDT (a `_minor` column: read as bigint). */
  amount_minor: bigint;
  address_id: number;
  user_id: number;
  /** CHAIN_TRANSFER_STATES. */
  state: string;
  /** The deposit that credited it or holds it for review; '' before. */
  deposit_no: string;
  credited_minor: bigint | null;
  note: string;
  settled_at: number | null;
  created_at: number;
}

/** The hashes of the blocks the watcher scanned lately (and of its last one): reorgs show here. */
export interface ChainBlocksTable {
  chain: string;
  number: number;
  hash: string;
}

/** Each chain's watcher: its saved position and what it last found, for every node to show. */
export interface ChainStatusTable {
  chain: string;
  /** The last block scanned; -1 before the first scan. */
  scanned_to: number;
  head: number;
  /** When the head last moved, and when a scan last reached the chain (epoch ms, 0 never). */
  head_moved_at: number;
  last_scan_at: number;
  last_error: string;
  /** JSON: the scanning node's figures per RPC address (AdminChainEndpoint[]). */
  endpoints: string;
  updated_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    chain_addresses: ChainAddressesTable;
    chain_address_counters: ChainAddressCountersTable;
    chain_transfers: ChainTransfersTable;
    chain_blocks: ChainBlocksTable;
    chain_status: ChainStatusTable;
  }
}
