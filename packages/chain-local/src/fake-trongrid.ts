/**
 * A fake TronGrid for tests and the demo: node:http over an in-memory TRON-like chain
 * (tron-chain.ts) with one TRC-20 token (the test USDT, 6 decimals) that the test drives. The
 * answers follow the documented shapes (tron-api.ts, CONTEXT.md). An optional TRON-PRO-API-KEY
 * header is accepted and ignored.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import { tronBase58ToHex, tronHexToBase58 } from './tron-address.ts';
import {
  accountJson,
  blockJson,
  transactionInfoJson,
  transferEvents,
  triggerConstantJson,
  type TokenInfo,
} from './tron-api.ts';
import { TronChain } from './tron-chain.ts';
import { TEST_XPUB_TRON } from './test-wallet.ts';

export type FailMode = 'none' | 'http500' | 'timeout' | 'garbage';

export interface FakeTronGrid {
  url: string;
  /** The test USDT contract, base58 `T…`. */
  token: string;
  /** TEST_XPUB_TRON: m/44'/195'/0' of the test mnemonic. */
  xpub: string;
  /** The account holding the supply (the default sender), base58. */
  funder: string;
  /** Included in the next block, mined at once unless automine is off. */
  send(
    toBase58: string,
    units: bigint,
    opts?: { from?: string },
  ): Promise<{ txId: string; blockNumber: number }>;
  mine(blocks?: number): void;
  blockNumber(): number;
  setAutomine(on: boolean): void;
  /** Replaces the last `depth` blocks by new empty ones with new ids: their transfers disappear. */
  reorg(depth: number): void;
  /** Every API answer fails that way until `fail('none')`. */
  fail(mode: FailMode): void;
  close(): Promise<void>;
}

export interface FakeTronGridOptions {
  port?: number;
  host?: string;
  /** Block 0's timestamp (ms); block n is 3000 ms × n later. Default: now, to the second. */
  startTime?: number;
  /** Blocks mined at start (default 1). */
  initialBlocks?: number;
}

const SUPPLY = 10n ** 15n;

/** A fixed 41-hex address from a label (the token's and the funder's are always the same). */
function fixedAddress(label: string): string {
  return `41${hex.encode(keccak_256(new TextEncoder().encode(label)).subarray(12))}`;
}

const TOKEN_41 = fixedAddress('chain-local fake TronGrid TestUSDT');
const FUNDER_41 = fixedAddress('chain-local fake TronGrid funder');

type Json = Record<string, unknown>;
type Handler = (query: URLSearchParams, body: Json, match: RegExpMatchArray) => unknown;

function toHex41(address: string): string {
  return address.startsWith('T') ? tronBase58ToHex(address) : address.toLowerCase();
}

interface EventQuery {
  eventName: string | null;
  blockNumber: number | null;
  min: number;
  max: number;
  asc: boolean;
  limit: number;
  after: readonly number[] | null;
  onlyConfirmed: boolean;
  onlyUnconfirmed: boolean;
}

/** Query parameters in snake_case or camelCase, and the documented aliases. */
function parseEventQuery(q: URLSearchParams): EventQuery {
  const get = (...names: string[]) => names.map((n) => q.get(n)).find((v) => v !== null) ?? null;
  const num = (value: string | null, fallback: number) =>
    value === null ? fallback : Number(value);
  const order = get('order_by', 'orderBy') ?? 'block_timestamp,desc';
  const fingerprint = get('fingerprint');
  return {
    eventName: get('event_name', 'eventName'),
    blockNumber:
      get('block_number', 'blockNumber') === null
        ? null
        : Number(get('block_number', 'blockNumber')),
    min: num(get('min_block_timestamp', 'minBlockTimestamp', 'min_timestamp', 'minTimestamp'), 0),
    max: num(
      get('max_block_timestamp', 'maxBlockTimestamp', 'max_timestamp', 'maxTimestamp'),
      Infinity,
    ),
    asc: order.endsWith(',asc'),
    limit: Math.min(200, Math.max(1, num(get('limit'), 20))),
    after: fingerprint
      ? Buffer.from(fingerprint, 'base64url').toString().split(':').map(Number)
      : null,
    onlyConfirmed: get('only_confirmed', 'onlyConfirmed') === 'true',
    onlyUnconfirmed: get('only_unconfirmed', 'onlyUnconfirmed') === 'true',
  };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** GET /v1/contracts/{address}/events, paged by fingerprint (the position of a page's last). */
function eventsPage(
  chain: TronChain,
  token: TokenInfo,
  baseUrl: string,
  contract: string,
  q: URLSearchParams,
) {
  const query = parseEventQuery(q);
  const isToken = toHex41(contract) === token.token41;
  const sign = query.asc ? 1 : -1;
  const all = (isToken ? transferEvents(chain, token) : [])
    .filter(({ event }) => query.eventName === null || event.event_name === query.eventName)
    .filter(({ event }) => query.blockNumber === null || event.block_number === query.blockNumber)
    .filter(({ event }) => event.block_timestamp >= query.min && event.block_timestamp <= query.max)
    .filter(({ event }) => !query.onlyConfirmed || !event._unconfirmed)
    .filter(({ event }) => !query.onlyUnconfirmed || event._unconfirmed)
    .sort((a, b) => sign * compareKeys(a.key, b.key))
    .filter(({ key }) => query.after === null || sign * compareKeys(key, query.after) > 0);
  const page = all.slice(0, query.limit);
  const meta: Json = { at: Date.now(), page_size: page.length };
  const last = page[page.length - 1];
  if (all.length > page.length && last) {
    const fingerprint = Buffer.from(last.key.join(':')).toString('base64url');
    const next = new URL(`/v1/contracts/${contract}/events`, baseUrl);
    q.forEach((value, name) => next.searchParams.set(name, value));
    next.searchParams.set('fingerprint', fingerprint);
    meta.fingerprint = fingerprint;
    meta.links = { next: next.toString() };
  }
  return { data: page.map(({ event }) => event), success: true, meta };
}

function routes(chain: TronChain, token: TokenInfo, baseUrl: () => string): [RegExp, Handler][] {
  return [
    [/^\/wallet(solidity)?\/getnowblock$/, () => blockJson(chain.tip(), token)],
    [
      /^\/wallet(solidity)?\/getblockbynum$/,
      (q, body) => {
        const block = chain.block(Number(body.num ?? q.get('num')));
        return block ? blockJson(block, token) : {};
      },
    ],
    [
      /^\/wallet(solidity)?\/gettransactioninfobyid$/,
      (q, body) => transactionInfoJson(chain, String(body.value ?? q.get('value') ?? ''), token),
    ],
    [/^\/wallet\/triggerconstantcontract$/, (_q, body) => triggerConstantJson(chain, token, body)],
    [
      /^\/v1\/contracts\/([^/]+)\/events$/,
      (q, _body, match) => eventsPage(chain, token, baseUrl(), match[1] ?? '', q),
    ],
    [
      /^\/v1\/accounts\/([^/]+)$/,
      (_q, _body, match) => accountJson(chain, token, toHex41(match[1] ?? '')),
    ],
  ];
}

async function readBody(req: http.IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString().trim();
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Json) : {};
}

function reply(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Starts the fake on host:port (default 127.0.0.1, a free port). */
export async function startFakeTronGrid(opts: FakeTronGridOptions = {}): Promise<FakeTronGrid> {
  const startTime = opts.startTime ?? Math.floor(Date.now() / 1000) * 1000;
  const chain = new TronChain(startTime);
  chain.mine(opts.initialBlocks ?? 1);
  const token: TokenInfo = { token41: TOKEN_41, funder41: FUNDER_41, supply: SUPPLY };
  let failMode: FailMode = 'none';
  let url = '';
  const table = routes(chain, token, () => url);
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    void handle(req, res);
  });
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (failMode === 'timeout') return; // never answered; close() ends the socket
    if (failMode === 'http500')
      return reply(res, 500, { Error: 'fake TronGrid: failing on purpose' });
    if (failMode === 'garbage') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end('<html>502 Bad Gateway</html>{"blockID":');
    }
    const target = new URL(req.url ?? '/', 'http://fake');
    const route = table.find(([pattern]) => pattern.test(target.pathname));
    if (!route) return reply(res, 404, { Error: `no such API: ${target.pathname}` });
    try {
      const body = req.method === 'POST' ? await readBody(req) : {};
      const match = target.pathname.match(route[0]) ?? [];
      reply(res, 200, route[1](target.searchParams, body, match as RegExpMatchArray));
    } catch (error) {
      reply(res, 200, { Error: error instanceof Error ? error.message : String(error) });
    }
  };
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  url = `http://${host}:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url,
    token: tronHexToBase58(TOKEN_41),
    xpub: TEST_XPUB_TRON,
    funder: tronHexToBase58(FUNDER_41),
    send: async (toBase58, units, sendOpts) => {
      const from = sendOpts?.from ?? tronHexToBase58(FUNDER_41);
      const balance = chain.balanceOf(tronBase58ToHex(from), FUNDER_41, SUPPLY);
      if (units <= 0n || units > balance) throw new Error(`cannot send ${units} from ${from}`);
      return chain.send(from, toBase58, units);
    },
    mine: (blocks = 1) => chain.mine(blocks),
    blockNumber: () => chain.tip().number,
    setAutomine: (on) => {
      chain.automine = on;
    },
    reorg: (depth) => chain.reorg(depth),
    fail: (mode) => {
      failMode = mode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
