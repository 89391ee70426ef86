import { z } from 'zod';
import { formatMinor, parseMinor } from '@app/contract/money-format';
import { wireAmount, wireId } from '@app/contract/provider-protocol';
import { SEAMLESS_FAULTS, type SeamlessFault } from './faults.ts';
import { sleep } from './http.ts';
import type { ProviderState } from './provider-state.ts';
import { sendToWallet, walletBody, type WalletAnswer, type WalletKind } from './wallet-client.ts';

/**
 * Seamless rounds the fake plays against the platform's wallet on the control API's order
 * (`POST /_control/<code>/round`), with faults (faults.ts). Each request sent and its answer go
 * to the log; a step with an expectation says whether the platform met it.
 */

export const controlRoundInput = z.object({
  user: wireId(64),
  token: wireId(128),
  game_code: wireId(64),
  bet: wireAmount,
  win: wireAmount,
  faults: z.array(z.enum(SEAMLESS_FAULTS)).max(SEAMLESS_FAULTS.length).optional(),
  rounds: z.number().int().min(1).max(100).optional(),
  late_ms: z.number().int().min(0).max(600_000).optional(),
});
export type ControlRoundInput = z.infer<typeof controlRoundInput>;

export interface LogEntry extends WalletAnswer {
  round: string;
  kind: WalletKind;
  transaction_uuid: string;
  request_uuid: string;
  /** sent | duplicate | dropped (answer ignored) | resent | bad_signature */
  note: string;
  expected?: string;
  ok: boolean;
}

interface RoundContext {
  state: ProviderState;
  faults: ReadonlySet<SeamlessFault>;
  round: string;
  log: LogEntry[];
}

export async function playControlRounds(state: ProviderState, input: ControlRoundInput) {
  const log: LogEntry[] = [];
  const faults = new Set(input.faults ?? []);
  for (let i = 0; i < (input.rounds ?? 1); i += 1) {
    await playOneRound({ state, faults, round: `${state.newId()}r`, log }, input);
  }
  return {
    status: 'ok' as const,
    ok: log.every((entry) => entry.ok),
    balance: state.balances.get(input.user) ?? null,
    log,
  };
}

async function playOneRound(ctx: RoundContext, input: ControlRoundInput): Promise<void> {
  const { state, faults, round } = ctx;
  const betId = state.newId();
  const common = { round, game_code: input.game_code };
  const bet = walletBody(input.user, {
    ...common,
    transaction_uuid: betId,
    token: input.token,
    amount: formatMinor(parseMinor(input.bet) ?? 0n),
  });
  const win = walletBody(input.user, {
    ...common,
    transaction_uuid: state.newId(),
    reference_transaction_uuid: betId,
    amount: formatMinor(parseMinor(input.win) ?? 0n),
    round_closed: true,
  });
  if (faults.has('bad_signature')) await badSignature(ctx, bet);
  if (faults.has('rollback_before_bet')) {
    const rollback = walletBody(input.user, {
      ...common,
      transaction_uuid: state.newId(),
      reference_transaction_uuid: betId,
    });
    await exchange(ctx, 'rollback', rollback, 'RS_OK');
    await exchange(ctx, 'bet', bet, 'RS_ERROR_TRANSACTION_ROLLED_BACK');
    return;
  }
  if (faults.has('out_of_order')) {
    await exchange(ctx, 'win', win, 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  }
  const placed = await exchange(ctx, 'bet', bet);
  if (placed.status !== 'RS_OK') return;
  if (faults.has('late_win')) await sleep(input.late_ms ?? 0);
  // After an out-of-order refusal the win goes again as a new request of the same transaction.
  const again = faults.has('out_of_order') ? { request_uuid: walletBody('', {}).request_uuid } : {};
  await exchange(ctx, 'win', { ...win, ...again }, 'RS_OK');
}

/** The bet with a spoiled signature: must be refused and move nothing. */
async function badSignature(ctx: RoundContext, bet: Record<string, unknown>): Promise<void> {
  const answer = await sendToWallet(ctx.state, 'bet', bet, { corrupt: true });
  const expected = 'RS_ERROR_INVALID_SIGNATURE';
  ctx.log.push({
    ...entry(ctx, 'bet', bet, answer, 'bad_signature'),
    expected,
    ok: answer.status === expected && answer.http === 401 && answer.balance === null,
  });
}

/**
 * One request as the round's faults shape it: twice at once (duplicate), and/or its answer dropped
 * and the same bytes sent again (timeout_after_work). Answers the last answer received.
 */
async function exchange(
  ctx: RoundContext,
  kind: WalletKind,
  body: Record<string, unknown>,
  expected?: string,
): Promise<WalletAnswer> {
  const send = async (note: string, expect?: string, sameAs?: WalletAnswer) => {
    const copies = ctx.faults.has('duplicate') ? 2 : 1;
    const answers = await Promise.all(
      Array.from({ length: copies }, () => sendToWallet(ctx.state, kind, body)),
    );
    const first = answers[0]!;
    answers.forEach((answer, i) => {
      const agree = answers.every((other) => other.status === answer.status);
      const sameAsBefore =
        !sameAs || (answer.status === sameAs.status && answer.balance === sameAs.balance);
      ctx.log.push({
        ...entry(ctx, kind, body, answer, i === 0 ? note : 'duplicate'),
        ...(expect ? { expected: expect } : {}),
        ok: agree && sameAsBefore && (!expect || answer.status === expect),
      });
    });
    return first;
  };
  if (!ctx.faults.has('timeout_after_work')) return send('sent', expected);
  const dropped = await send('dropped', expected);
  return send('resent', expected ?? dropped.status, dropped);
}

function entry(
  ctx: RoundContext,
  kind: WalletKind,
  body: Record<string, unknown>,
  answer: WalletAnswer,
  note: string,
): Omit<LogEntry, 'ok'> {
  return {
    round: ctx.round,
    kind,
    transaction_uuid: String(body.transaction_uuid),
    request_uuid: String(body.request_uuid),
    note,
    ...answer,
  };
}
