import { vi } from 'vitest';

/**
 * A stand-in for the server: each handler answers one "METHOD /path" with an envelope. Calls are
 * recorded so tests can check what the screen sent.
 */
export interface MockAnswer {
  code?: number;
  message?: string;
  data?: unknown;
}

export type Handler = (body: unknown, call: number) => MockAnswer;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({
      method,
      path: url.pathname,
      body,
      headers: { ...(init.headers as Record<string, string>) },
    });
    const handler = handlers[key] ?? DEFAULT_HANDLERS[key];
    const call = (counts.get(key) ?? 0) + 1;
    counts.set(key, call);
    const answer = handler ? handler(body, call) : { code: 404, message: `no mock for ${key}` };
    const code = answer.code ?? 200;
    return new Response(
      JSON.stringify({ code, message: answer.message ?? 'ok', data: answer.data ?? null }),
      { status: code, headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  };
}

/** Answers every test gets unless it says otherwise: the site is open. */
const DEFAULT_HANDLERS: Record<string, Handler> = {
  'POST /api/app': () => ({ data: OPEN_SITE }),
};

export const OPEN_SITE = {
  site_state: 1,
  repair_tips: '',
  redpacket_switch: 1,
  title: '测试站点',
  site_logo: '',
  index_modal: 0,
  webcontent: '',
  h5_url: '',
  ios_download_url: '',
  ios_download_qrcode: '',
  telegram_login: 0,
};

export const PLAYER = {
  id: 7,
  username: 'player01',
  realname: 'player01',
  balance: '1000.00',
  gameblance: '0.00',
  avatar: '',
  mobile: '',
  email: '',
  birthday: '',
  vip: 1,
  current_vip: 'VIP1',
  paysum: '0.00',
  joinday: 1,
  isagent: 0,
  transferstatus: 1,
  withdrawcashfee: '0.00',
  withdrawfeeusdttrc: '0.00',
  withdrawusdtrate: '7.00',
  is_guest: 0,
};

export const TOKEN = { api_token: 'tok-1', token: 'tok-1', last_session: 'tok-1', is_guest: 0 };
