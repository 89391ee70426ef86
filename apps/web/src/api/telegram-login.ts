import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ResponseOf } from '@app/contract/endpoint';
import { calls } from '@app/contract/endpoint-routes';
import { call, ApiError, NETWORK_ERROR_CODE } from '../lib/api.ts';
import { startSession } from '../lib/auth.ts';
import { getToken } from '../lib/session.ts';
import { telegramInitData } from '../lib/telegram.ts';

/**
 * POST /api/telegram_login {initData}: the server checks the signature; nothing else the client
 * could send is trusted, so nothing else is sent. Shared: the app starts it on opening, and a
 * game launch inside Telegram waits for it.
 */
export const telegramLoginEndpoint = calls.telegramLogin;

export type TelegramLoginData = ResponseOf<typeof telegramLoginEndpoint>;

/** Answers the token (under every name the spec reads) and the player's data (userInfo). */
export function telegramLogin(initData: string): Promise<TelegramLoginData> {
  return call(telegramLoginEndpoint, { initData }, { silent: true, redirectOn401: false });
}

let inFlight: Promise<boolean> | null = null;
/** initData the server already refused (expired, bad signature): not sent again. */
let refused: string | null = null;

/**
 * Logs in with the Telegram launch data when there is some and no session yet. One attempt at a
 * time; resolves true when a session started. Failure is quiet: the caller falls back to /login.
 */
export function telegramAutoLogin(queryClient: QueryClient): Promise<boolean> {
  const initData = telegramInitData();
  if (getToken() !== null) return Promise.resolve(true);
  if (initData === null || initData === refused) return Promise.resolve(false);
  inFlight ??= telegramLogin(initData)
    .then((tokenData) => startSession(queryClient, tokenData))
    .then(
      () => true,
      (error: unknown) => {
        if (error instanceof ApiError && error.code !== NETWORK_ERROR_CODE) refused = initData;
        return false;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Inside Telegram, start the session as soon as the app opens. */
export function useTelegramAutoLogin(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (telegramInitData() !== null && getToken() === null) void telegramAutoLogin(queryClient);
  }, [queryClient]);
}
