import { hexOf, tronHex } from './addresses.ts';
import { ChainAnswerError, ChainCallError, EndpointPool } from './endpoints-pool.ts';
import {
  RangeTooLarge,
  normalHash,
  transferOf,
  type BlockRef,
  type ChainSource,
  type TransferLog,
  type TxReceipt,
} from './source.ts';

/**
 * TRON reached through a TronGrid-compatible HTTP API (docs/chain-deposits.md):
 * - blocks: POST /wallet/getnowblock, POST /wallet/getblockbynum {num} (blockID, raw_data);
 * - Transfer events: GET /v1/contracts/{USDT}/events?event_name=Transfer between two block times,
 *   oldest first, paged by meta.fingerprint; the events carry no block hash, so it is the hash of
 *   the block of that number as read here (a reorg is seen by the block hashes all the same);
 * - a payout: POST /wallet/gettransactioninfobyid {value} (receipt.result, blockNumber, log);
 * - a balance: POST /wallet/triggerconstantcontract balanceOf(address).
 */
interface TronBlock {
  blockID?: string;
  block_header?: { raw_data?: { number?: number; timestamp?: number; parentHash?: string } };
}

interface TronEvent {
  transaction_id: string;
  block_number: number;
  block_timestamp: number;
  event_index: number;
  event_name: string;
  contract_address: string;
  result: Record<string, string>;
}

interface TronTxInfo {
  id?: string;
  blockNumber?: number;
  receipt?: { result?: string };
  log?: { address: string; topics: string[]; data: string }[];
}

interface TronEventsPage {
  data?: TronEvent[];
  success?: boolean;
  meta?: { fingerprint?: string };
}

const PAGE = 200;
/** Pages of events read for one range: past it the range is halved (RangeTooLarge). */
const MAX_PAGES = 50;

export function tronSource(
  urls: readonly string[],
  tokenBase58: string,
  apiKey: string | undefined,
  now: () => number,
): ChainSource {
  return new TronSource(new EndpointPool(urls, now), tokenBase58, apiKey);
}

function blockRef(b: TronBlock): BlockRef | undefined {
  const raw = b.block_header?.raw_data;
  if (!b.blockID || raw?.number === undefined) return undefined;
  return {
    number: raw.number,
    hash: normalHash(b.blockID),
    parentHash: normalHash(raw.parentHash ?? '0'.repeat(64)),
    timestamp: raw.timestamp ?? 0,
  };
}

/** An event's Transfer, undefined when it is not one we can store. */
function eventTransfer(e: TronEvent, blockHash: string | undefined): TransferLog | undefined {
  const fromHex = hexOf('TRC20', e.result.from ?? e.result['0'] ?? '');
  const toHex = hexOf('TRC20', e.result.to ?? e.result['1'] ?? '');
  const value = e.result.value ?? e.result['2'] ?? '';
  if (!fromHex || !toHex || !/^\d{1,19}$/.test(value) || !blockHash) return undefined;
  const amount = BigInt(value);
  if (amount > 2n ** 63n - 1n) return undefined;
  return {
    txHash: normalHash(e.transaction_id),
    logIndex: e.event_index,
    blockNumber: e.block_number,
    blockHash,
    fromHex,
    toHex,
    amount,
  };
}

class TronSource implements ChainSource {
  private readonly tokenHex: string;
  private readonly headers: Record<string, string> = { 'content-type': 'application/json' };

  constructor(
    private readonly pool: EndpointPool,
    private readonly tokenBase58: string,
    apiKey: string | undefined,
  ) {
    this.tokenHex = tronHex(tokenBase58)!;
    if (apiKey) this.headers['TRON-PRO-API-KEY'] = apiKey;
  }

  private call(path: string, body?: unknown): Promise<unknown> {
    return this.pool.use(async (url, signal) => {
      const response = await fetch(`${url.replace(/\/$/, '')}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: this.headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      if (!response.ok) throw new ChainCallError(`HTTP ${response.status}`);
      const parsed: unknown = await response.json();
      if (typeof parsed !== 'object' || parsed === null) {
        throw new ChainCallError('not a JSON object');
      }
      return parsed;
    });
  }

  private async block(n: number): Promise<BlockRef | undefined> {
    return blockRef((await this.call('/wallet/getblockbynum', { num: n })) as TronBlock);
  }

  async head(): Promise<number> {
    const ref = blockRef((await this.call('/wallet/getnowblock', {})) as TronBlock);
    if (!ref) throw new ChainCallError('getnowblock: no block');
    return ref.number;
  }

  async blocks(numbers: readonly number[]): Promise<Map<number, BlockRef>> {
    const found = new Map<number, BlockRef>();
    // A few at a time: the API has no batch, and public services limit the rate.
    for (let i = 0; i < numbers.length; i += 5) {
      const part = await Promise.all(numbers.slice(i, i + 5).map((n) => this.block(n)));
      for (const ref of part) if (ref) found.set(ref.number, ref);
    }
    return found;
  }

  /** The contract's Transfer events between the two blocks' times, every page. */
  private async events(from: BlockRef, to: BlockRef): Promise<TronEvent[]> {
    const events: TronEvent[] = [];
    let fingerprint: string | undefined;
    for (let page = 0; ; page++) {
      if (page === MAX_PAGES) throw new RangeTooLarge('too many events: a smaller range');
      const q = new URLSearchParams({
        event_name: 'Transfer',
        min_block_timestamp: String(from.timestamp),
        max_block_timestamp: String(to.timestamp),
        order_by: 'block_timestamp,asc',
        limit: String(PAGE),
      });
      if (fingerprint) q.set('fingerprint', fingerprint);
      const body = (await this.call(
        `/v1/contracts/${this.tokenBase58}/events?${q}`,
      )) as TronEventsPage;
      if (!Array.isArray(body.data)) throw new ChainCallError('events: no list');
      events.push(...body.data);
      fingerprint = body.meta?.fingerprint;
      if (!fingerprint || body.data.length === 0) return events;
    }
  }

  async transfers(from: BlockRef, to: BlockRef): Promise<TransferLog[]> {
    const inRange = (await this.events(from, to)).filter(
      (e) =>
        e.event_name === 'Transfer' &&
        e.block_number >= from.number &&
        e.block_number <= to.number &&
        hexOf('TRC20', e.contract_address) === this.tokenHex,
    );
    // The events carry no block hash: the hash is the block's as read now (reorgs show there).
    const needed = [...new Set(inRange.map((e) => e.block_number))].filter(
      (n) => n !== from.number && n !== to.number,
    );
    const refs = await this.blocks(needed);
    refs.set(from.number, from);
    refs.set(to.number, to);
    return inRange.flatMap((e) => {
      const t = eventTransfer(e, refs.get(e.block_number)?.hash);
      return t ? [t] : [];
    });
  }

  async receipt(txHash: string): Promise<TxReceipt | undefined> {
    const info = (await this.call('/wallet/gettransactioninfobyid', {
      value: normalHash(txHash).slice(2),
    })) as TronTxInfo;
    if (!info.id || info.blockNumber === undefined) return undefined;
    const blockHash = (await this.blocks([info.blockNumber])).get(info.blockNumber)?.hash ?? '';
    const transfers: TransferLog[] = [];
    (info.log ?? []).forEach((log, index) => {
      const t = transferOf(log.topics, log.data);
      if (!t) return;
      const contract = log.address.length === 40 ? `0x${log.address}` : log.address;
      // Another contract's Transfer (a token that is not our USDT) pays nothing here.
      if (hexOf('TRC20', contract) !== this.tokenHex) return;
      transfers.push({
        ...t,
        txHash: normalHash(info.id!),
        logIndex: index,
        blockNumber: info.blockNumber!,
        blockHash,
      });
    });
    // A TRC20 call has a receipt result; SUCCESS is the only good one.
    const result = info.receipt?.result;
    return {
      success: result === undefined || result === 'SUCCESS',
      blockNumber: info.blockNumber,
      transfers,
    };
  }

  async balanceOf(addressHex: string): Promise<bigint> {
    const answer = (await this.call('/wallet/triggerconstantcontract', {
      owner_address: this.tokenBase58,
      contract_address: this.tokenBase58,
      function_selector: 'balanceOf(address)',
      parameter: `${'0'.repeat(24)}${addressHex.slice(2)}`,
      visible: true,
    })) as { constant_result?: string[] };
    const result = answer.constant_result?.[0];
    if (result === undefined || !/^[0-9a-fA-F]*$/.test(result)) {
      throw new ChainAnswerError('balanceOf: no number');
    }
    return result === '' ? 0n : BigInt(`0x${result}`);
  }

  endpoints() {
    return this.pool.shown();
  }
}
