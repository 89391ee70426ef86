import type { PayloadOf, ResponseOf, Route } from '@app/contract/endpoint';
import { demoVenueCalls } from '@app/contract/endpoint-routes';
import { TEXT } from './strings.ts';

/**
 * The demo venue's calls (the contract's `demoVenueCalls`, apps/server/src/modules/demo-venue):
 * POST JSON, the launch session's token in `x-venue-session`, answers in the envelope
 * {code, message, data}. The venue is a third party: this page shares nothing with the player app
 * but the origin and the contract.
 */
export const venueEndpoints = demoVenueCalls;

export type VenueSession = ResponseOf<typeof venueEndpoints.session>;
export type VenueGame = VenueSession['games'][number];
export type SpinAnswer = ResponseOf<typeof venueEndpoints.slotSpin>;
export type SpinLine = SpinAnswer['lines'][number];
export type RollAnswer = ResponseOf<typeof venueEndpoints.diceRoll>;
export type DicePick = RollAnswer['pick'];

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

const VENUE_PAGE = '/venue/demo/play';
const VENUE_API = '/venue/demo/';

/** The calls live next to the page: /venue/demo/api/… (also behind a path prefix). */
function addressOf(endpoint: Route): string {
  const { pathname } = window.location;
  const base = pathname.endsWith(VENUE_PAGE)
    ? pathname.slice(0, -VENUE_PAGE.length) + VENUE_API
    : VENUE_API;
  return base + endpoint.path.slice(VENUE_API.length);
}

export async function venueCall<E extends Route>(
  endpoint: E,
  token: string,
  body: PayloadOf<E>,
): Promise<ResponseOf<E>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(addressOf(endpoint), {
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
  return envelope.data as ResponseOf<E>;
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
