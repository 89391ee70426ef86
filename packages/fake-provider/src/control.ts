import { z } from 'zod';
import { formatMinor, parseMinor } from '@app/contract/money-format';
import { wireAmount, wireId } from '@app/contract/provider-protocol';
import { fakeProviderConfig, type FakeProviderConfig } from './config.ts';
import { transferFaultsInput } from './faults.ts';
import { parseJson } from './http.ts';
import { gameOf } from './play-round.ts';
import type { ProviderState } from './provider-state.ts';
import { controlRoundInput, playControlRounds } from './seamless-player.ts';

/**
 * The control API (`/_control/…`, header `x-control-token` when the fake has one): what tests,
 * the demo and the CLI use to configure providers, play seamless traffic with faults, arm the
 * transfer faults and read the fake's state. Never called by the platform.
 */

export interface ControlAnswer {
  http: number;
  body: unknown;
}

export interface ControlHost {
  configure(config: FakeProviderConfig): ProviderState;
  provider(code: string): ProviderState | undefined;
  url: string;
}

const fail = (http: number, error: string): ControlAnswer => ({
  http,
  body: { status: 'error', error },
});

/** Rounds at a transfer provider's own wallet (they write bet records). */
const transferRoundInput = z.object({
  user: wireId(64),
  game_code: wireId(64),
  bet: wireAmount,
  win: wireAmount,
  rounds: z.number().int().min(1).max(100).optional(),
});

export async function handleControl(
  host: ControlHost,
  method: string,
  path: string[],
  raw: string,
): Promise<ControlAnswer> {
  const body = method === 'POST' ? parseJson(raw) : undefined;
  if (method === 'POST' && path.length === 1 && path[0] === 'providers') {
    const config = fakeProviderConfig.safeParse(body);
    if (!config.success) return fail(400, z.prettifyError(config.error));
    const state = host.configure(config.data);
    return { http: 200, body: { status: 'ok', base: `${host.url}/${state.code}` } };
  }
  const [code = '', action = ''] = path;
  const state = host.provider(code);
  if (!state || path.length !== 2) return fail(404, 'unknown provider or action');
  if (method === 'GET' && action === 'state') return { http: 200, body: state.view() };
  if (method !== 'POST') return fail(404, 'unknown action');
  if (action === 'faults') {
    const input = transferFaultsInput.safeParse(body);
    if (!input.success) return fail(400, z.prettifyError(input.error));
    state.faults.arm(input.data);
    return { http: 200, body: { status: 'ok', faults: state.faults.view() } };
  }
  if (action === 'round') return round(state, body);
  return fail(404, 'unknown action');
}

async function round(state: ProviderState, body: unknown): Promise<ControlAnswer> {
  if (state.config.mode === 'transfer') return transferRounds(state, body);
  if (!state.config.walletUrl) return fail(409, 'no walletUrl configured');
  const input = controlRoundInput.safeParse(body);
  if (!input.success) return fail(400, z.prettifyError(input.error));
  return { http: 200, body: await playControlRounds(state, input.data) };
}

function transferRounds(state: ProviderState, body: unknown): ControlAnswer {
  const input = transferRoundInput.safeParse(body);
  if (!input.success) return fail(400, z.prettifyError(input.error));
  const { user, game_code, rounds = 1 } = input.data;
  if (!gameOf(state, game_code)) return fail(400, 'unknown game');
  const stake = parseMinor(input.data.bet) ?? 0n;
  const win = parseMinor(input.data.win) ?? 0n;
  const log: { bet_id: string | null; balance: string | null }[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const played = state.wallet.playRound({ user, game_code, stake, win }, Date.now());
    const held = state.wallet.balance(user);
    log.push({ bet_id: played?.bet_id ?? null, balance: held === null ? null : formatMinor(held) });
    if (!played) break;
  }
  state.changed();
  const balance = log.at(-1)?.balance ?? null;
  return { http: 200, body: { status: 'ok', ok: log.every((l) => l.bet_id), balance, log } };
}
