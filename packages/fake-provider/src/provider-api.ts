import { z } from 'zod';
import { formatMinor, parseMinor } from '@app/contract/money-format';
import {
  PROVIDER_CURRENCY,
  providerBetsRequest,
  providerLaunchRequest,
  providerOrderRequest,
  providerPlayerRequest,
  providerReportRequest,
  providerTransferRequest,
  type ProviderReportLine,
} from '@app/contract/provider-protocol';
import { verifyBody } from '@app/contract/provider-signing';
import { gamesOf, verifyingKey } from './config.ts';
import { parseJson } from './http.ts';
import type { ProviderState } from './provider-state.ts';

/**
 * The provider's API, which the platform calls (`POST <base>/<call>`, signed; docs/providers.md
 * "Transfer: what we call"). Every handler answers an HTTP status and the provider's body; a money
 * call may be asked to hold its answer (`holdMs`, the timeout_after_work fault).
 */

export interface ApiAnswer {
  http: number;
  body: Record<string, unknown>;
  holdMs?: number;
}

const BOTH = ['launch', 'games', 'report'] as const;
const TRANSFER_ONLY = ['player', 'balance', 'deposit', 'withdraw', 'order', 'bets'] as const;
export const PROVIDER_CALLS: readonly string[] = [...BOTH, ...TRANSFER_ONLY];
const BETS_PAGE = 100;

const ok = (fields: Record<string, unknown> = {}): ApiAnswer => ({
  http: 200,
  body: { status: 'ok', ...fields },
});
const refused = (error: string): ApiAnswer => ({ http: 200, body: { status: 'refused', error } });
const error = (http: number, message: string): ApiAnswer => ({
  http,
  body: { status: 'error', error: message },
});

export function handleProviderCall(
  state: ProviderState,
  call: string,
  raw: string,
  signature: string | undefined,
  launchBase: string,
): ApiAnswer {
  if (!PROVIDER_CALLS.includes(call)) return error(404, 'unknown call');
  state.count('received', call);
  const money = state.config.mode === 'transfer' && (call === 'deposit' || call === 'withdraw');
  const fault = money ? state.faults.takeMoneyFault() : null;
  if (fault === 'unavailable') return error(503, 'unavailable');
  const key = verifyingKey(state.config);
  if (!key || !verifyBody(state.config.signing, key, raw, signature)) {
    return error(401, 'bad signature');
  }
  const transferOnly = (TRANSFER_ONLY as readonly string[]).includes(call);
  if (transferOnly && state.config.mode !== 'transfer') return error(404, 'transfer mode only');
  const body = parseJson(raw);
  const answer = dispatch(state, call, body, launchBase);
  return fault === 'timeout_after_work' ? { ...answer, holdMs: state.faults.delayMs } : answer;
}

function dispatch(state: ProviderState, call: string, body: unknown, base: string): ApiAnswer {
  switch (call) {
    case 'launch':
      return parsed(providerLaunchRequest, body, (input) => launch(state, input, base));
    case 'games':
      return parsed(z.object({}), body, () => ok({ games: gamesOf(state.config) }));
    case 'report':
      return parsed(providerReportRequest, body, (input) => ok({ lines: report(state, input) }));
    case 'player':
    case 'balance':
      return parsed(providerPlayerRequest, body, (input) => player(state, call, input));
    case 'deposit':
    case 'withdraw':
      return parsed(providerTransferRequest, body, (input) => transfer(state, call, input));
    case 'order':
      return parsed(providerOrderRequest, body, (input) => order(state, input.order_id));
    default:
      return parsed(providerBetsRequest, body, (input) => bets(state, input.cursor));
  }
}

function parsed<T>(schema: z.ZodType<T>, body: unknown, then: (input: T) => ApiAnswer): ApiAnswer {
  const result = schema.safeParse(body);
  return result.success ? then(result.data) : error(400, 'bad request');
}

function launch(
  state: ProviderState,
  input: z.infer<typeof providerLaunchRequest>,
  base: string,
): ApiAnswer {
  if (input.currency !== PROVIDER_CURRENCY) return refused('currency');
  if (!gamesOf(state.config).some((game) => game.code === input.game_code)) {
    return refused('unknown game');
  }
  if (state.config.mode === 'transfer' && !state.wallet.hasPlayer(input.user)) {
    return refused('unknown player');
  }
  const session = state.newSession({
    user: input.user,
    token: input.token,
    game_code: input.game_code,
    at: Date.now(),
  });
  return ok({ url: `${base}/${state.code}/play?s=${session.id}` });
}

function player(
  state: ProviderState,
  call: 'player' | 'balance',
  input: z.infer<typeof providerPlayerRequest>,
): ApiAnswer {
  if (input.currency !== PROVIDER_CURRENCY) return refused('currency');
  if (call === 'player') {
    state.wallet.addPlayer(input.user);
    state.changed();
    return ok();
  }
  const held = state.wallet.balance(input.user);
  return held === null ? refused('unknown player') : ok({ balance: formatMinor(held) });
}

function transfer(
  state: ProviderState,
  call: 'deposit' | 'withdraw',
  input: z.infer<typeof providerTransferRequest>,
): ApiAnswer {
  if (input.currency !== PROVIDER_CURRENCY) return refused('currency');
  const amount = parseMinor(input.amount) ?? 0n;
  const direction = call === 'deposit' ? 'in' : 'out';
  const outcome = state.wallet.transfer(direction, { ...input, amount }, Date.now());
  state.changed();
  return outcome.status === 'ok' ? ok() : refused(outcome.error);
}

function order(state: ProviderState, orderId: string): ApiAnswer {
  const known = state.wallet.askOrder(orderId, Date.now());
  state.changed();
  return ok({
    order: {
      state: known.state,
      ...(known.direction ? { direction: known.direction } : {}),
      ...(known.amount !== undefined ? { amount: formatMinor(known.amount) } : {}),
    },
  });
}

function bets(state: ProviderState, cursor: string): ApiAnswer {
  const page = state.wallet.recordsFrom(cursor, BETS_PAGE);
  return ok({ records: state.faults.shapeRecords(page.records), cursor: page.cursor });
}

function report(state: ProviderState, input: { from: number; to: number }): ProviderReportLine[] {
  const within = (at: number) => at >= input.from && at < input.to;
  if (state.config.mode === 'seamless') {
    return [...state.accepted.values()]
      .filter((line) => within(line.at))
      .map(({ id, kind, user, amount, at }) => ({ id, kind, user, amount, at }));
  }
  return state.wallet.processed(input.from, input.to).map((line) => ({
    id: line.order_id,
    kind: line.direction ?? 'in',
    user: line.user ?? '',
    amount: formatMinor(line.amount ?? 0n),
    at: line.at,
  }));
}
