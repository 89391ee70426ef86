import { defineEndpoint } from '../endpoint.ts';
import {
  captchaData,
  empty,
  loginPayload,
  noData,
  registerPayload,
  telegramLoginData,
  telegramLoginPayload,
  tokenData,
} from '../api.ts';

/**
 * The player app's calls of the area "session": auth. Spread into `endpoints` (endpoints.ts); how
 * to add a call: packages/contract/CONTEXT.md.
 */
export const sessionArea = {
  captcha: defineEndpoint({
    method: 'GET',
    path: '/api/captcha',
    auth: 'none',
    summary: 'A one-time captcha challenge (image as a data: URL)',
    payload: empty,
    response: captchaData,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/register',
    auth: 'none',
    summary: 'Registers a player and starts a session',
    payload: registerPayload,
    response: tokenData,
  }),
  loginPc: defineEndpoint({
    method: 'POST',
    path: '/api/login_pc',
    auth: 'none',
    summary: 'Logs in with name and password',
    payload: loginPayload,
    response: tokenData,
  }),
  guestLogin: defineEndpoint({
    method: 'POST',
    path: '/api/guest_login',
    auth: 'none',
    summary: 'Starts a one-day trial account',
    payload: empty,
    response: tokenData,
  }),
  telegramLogin: defineEndpoint({
    method: 'POST',
    path: '/api/telegram_login',
    auth: 'none',
    summary: 'Logs in with Telegram Mini App initData',
    payload: telegramLoginPayload,
    response: telegramLoginData,
  }),
  logoff: defineEndpoint({
    method: 'POST',
    path: '/api/logoff',
    auth: 'player',
    summary: 'Ends this session (the token is revoked)',
    payload: empty,
    response: noData,
  }),
} as const;
