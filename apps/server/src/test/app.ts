import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../platform/config.ts';
import { buildApp } from '../app.ts';
import type { AppContext } from '../platform/context.ts';
import { openTestStore } from './databases.ts';

export const TEST_CAPTCHA = 'pass';

/** A real app on a fresh test database, driven through inject. */
export async function startTestApp(
  kind: 'sqlite' | 'postgres',
  overrides: Partial<Config> = {},
): Promise<{
  app: FastifyInstance;
  store: Awaited<ReturnType<typeof openTestStore>>;
  config: Config;
  ctx: AppContext;
}> {
  const store = await openTestStore(kind);
  const config: Config = {
    ...loadConfig({}),
    webDist: undefined,
    uploadDir: fs.mkdtempSync(path.join(os.tmpdir(), 'platform-uploads-')),
    captchaTestCode: TEST_CAPTCHA,
    authRateLimitPerMinute: 10_000,
    demoSeed: false,
    ...overrides,
  };
  const app = await buildApp({ config, store, logger: false });
  await app.ready();
  return { app, store, config, ctx: app.ctx };
}

/** POSTs JSON and answers the parsed envelope plus the HTTP status. */
export async function call(
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  token?: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
): Promise<{ status: number; code: number; message: string; data: any }> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, ...response.json() };
}

/** POSTs JSON as a client at `remoteAddress` (the address limits and throttles see). */
export async function callFrom(
  app: FastifyInstance,
  remoteAddress: string,
  path: string,
  body: unknown = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are asserted field by field
): Promise<{ status: number; code: number; message: string; data: any }> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, ...response.json() };
}

export async function captchaKey(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/captcha' });
  return response.json().data.key;
}

export async function registerPlayer(
  app: FastifyInstance,
  name: string,
  password = 'secret123',
): Promise<string> {
  const key = await captchaKey(app);
  const answer = await call(app, '/api/register', {
    name,
    realname: name,
    password,
    confirmPass: password,
    code: TEST_CAPTCHA,
    key,
  });
  if (answer.code !== 200) throw new Error(`register ${name}: ${answer.message}`);
  return answer.data.api_token;
}
