import { TEXT } from './strings.ts';

/**
 * The demo venue's calls (apps/server/src/demo-venue): POST JSON, the launch session's token in
 * `x-venue-session`, answers in the envelope {code, message, data}. The venue is a third party:
 * this page shares nothing with the player app but the origin.
 */
export interface VenueGame {
  code: string;
  name: string;
  kind: 'slot' | 'dice';
  rtp: string;
}

export interface VenueSession {
  plat: string;
  venue_name: string;
  game: string;
  game_name: string;
  kind: 'slot' | 'dice' | 'lobby';
  theme: string;
  rtp: string;
  balance: string;
  expires_at: number;
  slot: { rtp: string; lines: number; bets: string[] };
  dice: { rtp: string; chips: string[]; min_bet: string; max_bet: string };
  games: VenueGame[];
}

export interface SpinLine {
  line: number;
  symbol: string;
  count: number;
  multiplier: number;
  win: string;
}

export interface SpinAnswer {
  round_no: string;
  game: string;
  bet: string;
  win: string;
  balance: string;
  stops: number[];
  grid: string[][];
  lines: SpinLine[];
}

export type DicePick = 'big' | 'small' | 'odd' | 'even';

export interface RollAnswer {
  round_no: string;
  bet: string;
  pick: DicePick;
  dice: [number, number, number];
  total: number;
  triple: boolean;
  winning: DicePick[];
  won: boolean;
  win: string;
  balance: string;
}

export class VenueApiError extends Error {
  readonly code: number;
  constructor(code: number, message: string) {
    super(message);
    this.name = 'VenueApiError';
    this.code = code;
  }
}

/** HTTP codes the page explains: no session any more, and not enough in the venue wallet. */
export const SESSION_GONE = 401;
export const BALANCE_LOW = 422;

const TIMEOUT_MS = 15_000;

/** The calls live next to the page: /venue/demo/api/ (also behind a path prefix). */
function apiBase(): string {
  const { pathname } = window.location;
  return pathname.endsWith('/venue/demo/play')
    ? `${pathname.slice(0, -'play'.length)}api/`
    : '/venue/demo/api/';
}

export async function venueCall<T>(path: string, token: string, body: object = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${apiBase()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-venue-session': token },
      body: JSON.stringify(body),
      signal: controller.signal,
      credentials: 'omit',
    });
  } catch {
    throw new VenueApiError(0, TEXT.networkError);
  } finally {
    clearTimeout(timer);
  }
  let envelope: { code?: number; message?: string; data?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new VenueApiError(response.status, TEXT.serverError);
  }
  if (envelope.code !== 200) {
    throw new VenueApiError(envelope.code ?? response.status, envelope.message || TEXT.serverError);
  }
  return envelope.data as T;
}

export interface PageParams {
  plat: string;
  game: string;
  token: string;
}

/** plat, game and t from the address (the launch URL); null when any is missing. */
export function readParams(search: string = window.location.search): PageParams | null {
  const query = new URLSearchParams(search);
  const plat = query.get('plat') ?? '';
  const game = query.get('game') ?? '';
  const token = query.get('t') ?? '';
  return plat && game && token ? { plat, game, token } : null;
}

/** The address of another game of this venue, on the same session. */
export function gameHref(params: PageParams, game: string): string {
  const query = new URLSearchParams({ plat: params.plat, game, t: params.token });
  return `?${query.toString()}`;
}
