/**
 * The in-memory TRON-like chain behind the fake TronGrid: blocks every 3 s of block time, TRC-20
 * transfers of one token, a pool for when automine is off, and reorgs that replace the last
 * blocks by empty ones.
 */
import { randomBytes } from 'node:crypto';
import { tronBase58ToHex } from './tron-address.ts';

export interface TronTransfer {
  txId: string;
  /** 41-hex. */
  from: string;
  /** 41-hex. */
  to: string;
  value: bigint;
  /** When it was sent (ms): the transaction's raw_data.timestamp. */
  sentAt: number;
}

export interface TronBlock {
  number: number;
  id: string;
  parentId: string;
  timestamp: number;
  txs: TronTransfer[];
}

export const BLOCK_INTERVAL_MS = 3000;

/** TRON block ids: 8 bytes of the block number, then 24 bytes of hash (random here). */
export function blockId(number: number): string {
  return number.toString(16).padStart(16, '0') + randomBytes(24).toString('hex');
}

export class TronChain {
  readonly blocks: TronBlock[] = [];
  private pool: TronTransfer[] = [];
  automine = true;

  constructor(readonly startTime: number) {
    this.blocks.push({
      number: 0,
      id: blockId(0),
      parentId: '0'.repeat(64),
      timestamp: startTime,
      txs: [],
    });
  }

  tip(): TronBlock {
    return this.blocks[this.blocks.length - 1]!;
  }

  block(number: number): TronBlock | undefined {
    return this.blocks[number];
  }

  /** A transfer of `value` units; in the next block, mined at once when automine is on. */
  send(fromBase58: string, toBase58: string, value: bigint): { txId: string; blockNumber: number } {
    const tx: TronTransfer = {
      txId: randomBytes(32).toString('hex'),
      from: tronBase58ToHex(fromBase58),
      to: tronBase58ToHex(toBase58),
      value,
      sentAt: this.tip().timestamp + 1,
    };
    this.pool.push(tx);
    const blockNumber = this.tip().number + 1;
    if (this.automine) this.mine(1);
    return { txId: tx.txId, blockNumber };
  }

  /** `count` blocks; the first takes the pool. */
  mine(count = 1): void {
    for (let i = 0; i < count; i += 1) {
      const parent = this.tip();
      const number = parent.number + 1;
      const txs = this.pool;
      this.pool = [];
      this.blocks.push({
        number,
        id: blockId(number),
        parentId: parent.id,
        timestamp: this.startTime + number * BLOCK_INTERVAL_MS,
        txs,
      });
    }
  }

  /** The last `depth` blocks replaced by as many empty ones with new ids (not the genesis). */
  reorg(depth: number): void {
    const keep = Math.max(1, this.blocks.length - depth);
    const dropped = this.blocks.length - keep;
    this.blocks.length = keep;
    const pool = this.pool;
    this.pool = [];
    this.mine(dropped);
    this.pool = pool;
  }

  /** Where a transaction is, with its position in the block. */
  findTx(txId: string): { block: TronBlock; index: number; tx: TronTransfer } | undefined {
    for (const block of this.blocks) {
      const index = block.txs.findIndex((tx) => tx.txId === txId);
      if (index >= 0) return { block, index, tx: block.txs[index]! };
    }
    return undefined;
  }

  /** Balance (41-hex address) from the canonical blocks: sent minus received. */
  balanceOf(address41: string, funder41: string, supply: bigint): bigint {
    let balance = address41 === funder41 ? supply : 0n;
    for (const block of this.blocks) {
      for (const tx of block.txs) {
        if (tx.to === address41) balance += tx.value;
        if (tx.from === address41) balance -= tx.value;
      }
    }
    return balance;
  }
}
