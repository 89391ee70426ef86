import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER } from '@app/contract/provider-protocol';
import { parseMinor } from '@app/contract/money-format';
import { fakeProviderConfig, gamesOf, type FakeProviderConfig } from './config.ts';
import { handleControl, type ControlHost } from './control.ts';
import { parseJson, readBody, sendHtml, sendJson } from './http.ts';
import { playPage, sessionGonePage } from './play-page.ts';
import { pageBalance, playPageRound } from './play-round.ts';
import { handleProviderCall } from './provider-api.ts';
import { ProviderState } from './provider-state.ts';
import { StateFile } from './state-file.ts';

/**
 * The fake game provider: one HTTP server playing several provider codes, each under `/<code>/…`
 * (its base URL is `${url}/${code}`), plus the control API under `/_control/…`. CONTEXT.md.
 */

export type { FakeProviderConfig } from './config.ts';

export interface FakeProviderOptions {
  host?: string;
  /** 0 (default): a free port. */
  port?: number;
  /** When set, `/_control/*` needs it in the header `x-control-token`. */
  controlToken?: string;
  providers?: FakeProviderConfig[];
  /** Transfer wallets, orders and bet records are kept in this JSON file (survive a restart). */
  stateFile?: string;
  /** The launch URLs' origin when the browser reaches the fake elsewhere (default: `url`). */
  publicUrl?: string;
}

export interface FakeProvider {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Adds or replaces one provider; a replaced one keeps its wallets, sessions and logs. */
  configure(config: FakeProviderConfig): void;
  /** What `GET /_control/<code>/state` answers; undefined for an unknown code. */
  state(code: string): ReturnType<ProviderState['view']> | undefined;
}

const MAX_STAKE = 10_000_000n;

export async function startFakeProvider(options: FakeProviderOptions = {}): Promise<FakeProvider> {
  const providers = new Map<string, ProviderState>();
  const stateFile = options.stateFile ? new StateFile(options.stateFile) : null;
  const server = createServer();
  /** Answers held back by the timeout_after_work fault. */
  const held = new Set<NodeJS.Timeout>();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const host: ControlHost = {
    url,
    provider: (code) => providers.get(code),
    configure(input) {
      const config = fakeProviderConfig.parse(input);
      const known = providers.get(config.code);
      if (known) {
        known.config = config;
        return known;
      }
      const state = new ProviderState(config, () => stateFile?.save(providers));
      stateFile?.restore(state);
      providers.set(config.code, state);
      return state;
    },
  };
  for (const config of options.providers ?? []) host.configure(config);
  const launchBase = options.publicUrl ?? url;
  server.on('request', (req, res) => {
    route(req, res, { host, options, launchBase, held }).catch(() => {
      sendJson(res, 500, { status: 'error', error: 'internal' });
    });
  });
  return {
    url,
    port,
    configure: (config) => void host.configure(config),
    state: (code) => providers.get(code)?.view(),
    close: () => close(server, held),
  };
}

function close(server: ReturnType<typeof createServer>, held: Set<NodeJS.Timeout>): Promise<void> {
  for (const timer of held) clearTimeout(timer);
  held.clear();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

interface RouteContext {
  host: ControlHost;
  options: FakeProviderOptions;
  launchBase: string;
  held: Set<NodeJS.Timeout>;
}

async function route(req: IncomingMessage, res: ServerResponse, ctx: RouteContext): Promise<void> {
  const address = new URL(req.url ?? '/', 'http://fake');
  const parts = address.pathname.split('/').filter(Boolean);
  const method = req.method ?? 'GET';
  const raw = method === 'POST' ? await readBody(req) : '';
  if (raw === null) return sendJson(res, 413, { status: 'error', error: 'too large' });
  if (parts[0] === '_control') {
    const token = ctx.options.controlToken;
    if (token && req.headers['x-control-token'] !== token) {
      return sendJson(res, 401, { status: 'error', error: 'control token' });
    }
    const answer = await handleControl(ctx.host, method, parts.slice(1), raw);
    return sendJson(res, answer.http, answer.body);
  }
  const state = ctx.host.provider(parts[0] ?? '');
  if (!state) return sendJson(res, 404, { status: 'error', error: 'unknown provider' });
  if (parts[1] === 'play') return playRoute(state, method, parts, address, raw, res);
  if (method !== 'POST' || parts.length !== 2) {
    return sendJson(res, 404, { status: 'error', error: 'not found' });
  }
  const signature = req.headers[SIGNATURE_HEADER];
  const answer = handleProviderCall(
    state,
    parts[1]!,
    raw,
    typeof signature === 'string' ? signature : undefined,
    ctx.launchBase,
  );
  if (!answer.holdMs) return sendJson(res, answer.http, answer.body);
  const timer = setTimeout(() => {
    ctx.held.delete(timer);
    sendJson(res, answer.http, answer.body);
  }, answer.holdMs);
  ctx.held.add(timer);
}

async function playRoute(
  state: ProviderState,
  method: string,
  parts: string[],
  address: URL,
  raw: string,
  res: ServerResponse,
): Promise<void> {
  if (method === 'GET' && parts.length === 2) {
    const session = state.sessions.get(address.searchParams.get('s') ?? '');
    if (!session) return sendHtml(res, 404, sessionGonePage());
    const game = gamesOf(state.config).find((g) => g.code === session.game_code);
    const html = playPage({
      sessionId: session.id,
      gameName: game?.name ?? session.game_code,
      balance: await pageBalance(state, session),
      modeLabel: session.mode === 'seamless' ? '单一钱包' : '转账钱包',
    });
    return sendHtml(res, 200, html);
  }
  if (method !== 'POST' || parts[2] !== 'round' || parts.length !== 3) {
    return sendJson(res, 404, { status: 'error', error: 'not found' });
  }
  const body = parseJson(raw) as { s?: unknown; amount?: unknown } | undefined;
  const session = state.sessions.get(typeof body?.s === 'string' ? body.s : '');
  if (!session) {
    return sendJson(res, 404, { status: 'refused', error: 'session', message: '游戏会话无效' });
  }
  const amount = body?.amount;
  const stake =
    typeof amount === 'string' || typeof amount === 'number' ? parseMinor(amount) : null;
  if (stake === null || stake <= 0n || stake > MAX_STAKE) {
    return sendJson(res, 400, { status: 'refused', error: 'amount', message: '注额无效' });
  }
  return sendJson(res, 200, await playPageRound(state, session, stake));
}
