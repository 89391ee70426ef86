import { ChainAnswerError, ChainCallError, EndpointPool } from './endpoints-pool.ts';
import {
  RangeTooLarge,
  TRANSFER_TOPIC,
  normalHash,
  transferOf,
  type BlockRef,
  type ChainSource,
  type TransferLog,
  type TxReceipt,
} from './source.ts';

/**
 * A chain reached over JSON-RPC (Ethereum, BSC, and TRON where its node answers eth_getLogs):
 * eth_blockNumber, eth_getBlockByNumber (batched), eth_getLogs for the USDT contract's Transfer
 * events, eth_getTransactionReceipt, eth_call balanceOf. Every call may go to any of the
 * configured addresses (EndpointPool).
 */
interface RpcLog {
  address: string;
  topics: string[];
  data: string;
  blockNumber: string;
  blockHash: string;
  transactionHash: string;
  logIndex: string;
  removed?: boolean;
}

interface RpcBlock {
  number: string;
  hash: string;
  parentHash: string;
  timestamp: string;
}

type RpcAnswer = { id: number; result?: unknown; error?: { code: number; message: string } };

const BATCH = 50;

/** A node's error that means the range (or the answer) is too large. */
const RANGE_ERROR =
  /range|too many|limit|exceed|more than|10000|block count|query timeout|response size/i;

export function evmSource(
  urls: readonly string[],
  tokenHex: string,
  now: () => number,
): ChainSource {
  return new EvmSource(new EndpointPool(urls, now), tokenHex.toLowerCase());
}

const hex = (n: number) => `0x${n.toString(16)}`;

async function post(url: string, body: unknown, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new ChainCallError(`HTTP ${response.status}`);
  return response.json();
}

/** A Transfer event of the log, undefined when it is not one. */
function transferLogOf(log: RpcLog): TransferLog | undefined {
  const t = transferOf(log.topics, log.data);
  if (!t) return undefined;
  return {
    ...t,
    txHash: normalHash(log.transactionHash),
    logIndex: Number(BigInt(log.logIndex)),
    blockNumber: Number(BigInt(log.blockNumber)),
    blockHash: normalHash(log.blockHash),
  };
}

class EvmSource implements ChainSource {
  constructor(
    private readonly pool: EndpointPool,
    private readonly token: string,
  ) {}

  /** Several calls in JSON-RPC batches; answers in the order asked. */
  private async batch(calls: readonly { method: string; params: unknown[] }[]) {
    const out: unknown[] = [];
    for (let i = 0; i < calls.length; i += BATCH) {
      const part = calls.slice(i, i + BATCH).map((c, j) => ({ jsonrpc: '2.0', id: j, ...c }));
      const answers = await this.pool.use(async (url, signal) => {
        const body = await post(url, part.length === 1 ? part[0] : part, signal);
        const list = (Array.isArray(body) ? body : [body]) as RpcAnswer[];
        const byId = new Map(list.map((a) => [a.id, a]));
        return part.map((p) => {
          const a = byId.get(p.id);
          if (!a) throw new ChainCallError('a batch answer is missing');
          if (a.error) {
            if (RANGE_ERROR.test(a.error.message)) throw new RangeTooLarge(a.error.message);
            throw new ChainCallError(`${a.error.code}: ${a.error.message}`.slice(0, 200));
          }
          return a.result;
        });
      });
      out.push(...answers);
    }
    return out;
  }

  private async one(method: string, params: unknown[]): Promise<unknown> {
    const [result] = await this.batch([{ method, params }]);
    return result;
  }

  async head(): Promise<number> {
    const result = await this.one('eth_blockNumber', []);
    if (typeof result !== 'string') throw new ChainAnswerError('eth_blockNumber: no number');
    return Number(BigInt(result));
  }

  async blocks(numbers: readonly number[]): Promise<Map<number, BlockRef>> {
    const answers = await this.batch(
      numbers.map((n) => ({ method: 'eth_getBlockByNumber', params: [hex(n), false] })),
    );
    const found = new Map<number, BlockRef>();
    for (const a of answers) {
      const b = a as RpcBlock | null;
      if (!b || typeof b.hash !== 'string') continue;
      const number = Number(BigInt(b.number));
      found.set(number, {
        number,
        hash: normalHash(b.hash),
        parentHash: normalHash(b.parentHash),
        timestamp: Number(BigInt(b.timestamp)) * 1000,
      });
    }
    return found;
  }

  async transfers(from: BlockRef, to: BlockRef): Promise<TransferLog[]> {
    const logs = (await this.one('eth_getLogs', [
      {
        address: this.token,
        topics: [TRANSFER_TOPIC],
        fromBlock: hex(from.number),
        toBlock: hex(to.number),
      },
    ])) as RpcLog[] | null;
    if (!Array.isArray(logs)) throw new ChainAnswerError('eth_getLogs: no list');
    return logs.flatMap((log) => {
      if (log.removed || log.address.toLowerCase() !== this.token) return [];
      const t = transferLogOf(log);
      return t ? [t] : [];
    });
  }

  async receipt(txHash: string): Promise<TxReceipt | undefined> {
    const r = (await this.one('eth_getTransactionReceipt', [normalHash(txHash)])) as {
      status?: string;
      blockNumber: string | null;
      logs: RpcLog[];
    } | null;
    if (!r || r.blockNumber === null) return undefined;
    const transfers: TransferLog[] = [];
    for (const log of r.logs ?? []) {
      const t = transferLogOf(log);
      if (!t) continue;
      // Another contract's Transfer (a token that is not our USDT) pays nothing here.
      if (log.address.toLowerCase() === this.token) transfers.push(t);
    }
    return {
      success: r.status === undefined || BigInt(r.status) === 1n,
      blockNumber: Number(BigInt(r.blockNumber)),
      transfers,
    };
  }

  async balanceOf(addressHex: string): Promise<bigint> {
    const data = `0x70a08231${'0'.repeat(24)}${addressHex.slice(2).toLowerCase()}`;
    const result = await this.one('eth_call', [{ to: this.token, data }, 'latest']);
    if (typeof result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(result)) {
      throw new ChainAnswerError('balanceOf: no number');
    }
    return result === '0x' ? 0n : BigInt(result);
  }

  endpoints() {
    return this.pool.shown();
  }
}
