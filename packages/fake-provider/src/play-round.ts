import { formatMinor } from '@app/contract/money-format';
import { gamesOf, type FakeGame } from './config.ts';
import { drawWin } from './game-draw.ts';
import type { ProviderState, Session } from './provider-state.ts';
import { sendToWallet, walletBody, type WalletAnswer } from './wallet-client.ts';

/**
 * A round the player plays on the game page (`POST /<code>/play/round`). Seamless: a signed bet to
 * the platform's wallet, then its win (0 when lost) with round_closed; the balance shown is the
 * platform's. Transfer: the fake's own wallet and bet records.
 */

export type PageRoundResult =
  | { status: 'ok'; win: string; balance: string | null }
  | { status: 'refused'; error: string; message: string; balance: string | null };

/** The platform's refusals as the page tells them. */
const REFUSALS: Record<string, string> = {
  RS_ERROR_NOT_ENOUGH_MONEY: '余额不足',
  RS_ERROR_USER_DISABLED: '账户已限制',
  RS_ERROR_LIMIT_REACHED: '已达投注限额',
  RS_ERROR_TOKEN_EXPIRED: '游戏会话已过期，请重新进入',
  RS_ERROR_INVALID_TOKEN: '游戏会话无效，请重新进入',
  RS_ERROR_INVALID_SIGNATURE: '签名错误，请联系客服',
  RS_ERROR_INVALID_PARTNER: '游戏暂不可用',
  RS_ERROR_WRONG_CURRENCY: '币种不支持',
  NO_ANSWER: '网络异常，请稍后再试',
  WIN_PENDING: '派彩处理中，请稍后查看余额',
  insufficient: '余额不足',
};
const DEFAULT_REFUSAL = '下注失败，请稍后再试';
const WIN_ATTEMPTS = 3;

export function refusalText(status: string): string {
  return REFUSALS[status] ?? DEFAULT_REFUSAL;
}

export function gameOf(state: ProviderState, code: string): FakeGame | undefined {
  return gamesOf(state.config).find((game) => game.code === code);
}

/** The balance the page shows first: the platform's (seamless) or the fake's own wallet. */
export async function pageBalance(state: ProviderState, session: Session): Promise<string | null> {
  if (session.mode === 'transfer') {
    const held = state.wallet.balance(session.user);
    return held === null ? null : formatMinor(held);
  }
  const body = walletBody(session.user, { token: session.token });
  return (await sendToWallet(state, 'balance', body)).balance;
}

export async function playPageRound(
  state: ProviderState,
  session: Session,
  stake: bigint,
): Promise<PageRoundResult> {
  const game = gameOf(state, session.game_code) ?? { code: session.game_code, category: '' };
  const win = drawWin({ name: '', ...game }, stake);
  if (session.mode === 'transfer') {
    const played = state.wallet.playRound(
      { user: session.user, game_code: session.game_code, stake, win },
      Date.now(),
    );
    if (!played) return refused('insufficient', state.wallet.balance(session.user));
    state.changed();
    return { status: 'ok', win: formatMinor(win), balance: formatMinor(played.balance) };
  }
  return seamlessRound(state, session, stake, win);
}

async function seamlessRound(
  state: ProviderState,
  session: Session,
  stake: bigint,
  win: bigint,
): Promise<PageRoundResult> {
  const round = `${state.newId()}r`;
  const betId = state.newId();
  const common = { round, game_code: session.game_code };
  const placed = await sendToWallet(
    state,
    'bet',
    walletBody(session.user, {
      ...common,
      transaction_uuid: betId,
      token: session.token,
      amount: formatMinor(stake),
    }),
  );
  if (placed.status !== 'RS_OK') return refused(placed.status, placed.balance);
  const winBody = walletBody(session.user, {
    ...common,
    transaction_uuid: state.newId(),
    reference_transaction_uuid: betId,
    token: session.token,
    amount: formatMinor(win),
    round_closed: true,
  });
  let paid: WalletAnswer = placed;
  for (let attempt = 0; attempt < WIN_ATTEMPTS; attempt += 1) {
    paid = await sendToWallet(state, 'win', winBody);
    if (paid.status === 'RS_OK' || !retryable(paid)) break;
  }
  if (paid.status !== 'RS_OK') return refused('WIN_PENDING', placed.balance);
  return { status: 'ok', win: formatMinor(win), balance: paid.balance };
}

/** No answer, a 5xx or an unreadable one: the same win again (the platform is idempotent). */
function retryable(answer: WalletAnswer): boolean {
  return answer.http === 0 || answer.http >= 500 || answer.status === 'UNREADABLE';
}

function refused(error: string, balance: bigint | string | null): PageRoundResult {
  const shown = typeof balance === 'bigint' ? formatMinor(balance) : balance;
  return { status: 'refused', error, message: refusalText(error), balance: shown };
}
