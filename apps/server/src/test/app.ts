import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../platform/config.ts';
import { buildApp } from '../app.ts';
import type { AppContext } from '../platform/context.ts';
import type { Clock } from '../platform/time.ts';
import { knownAnswer } from '../platform/http/domain-errors.ts';
import { openTestStore } from './databases.ts';
import { addDemoVenues } from './demo-venues.ts';

export const TEST_CAPTCHA = 'pass';

export type TestStore = Awaited<ReturnType<typeof openTestStore>>;

export interface TestAppOptions {
  /** Build on this store instead of a fresh one: a second node on the same database. */
  store?: TestStore;
  /** The app's clock (jobs, ages); the system's by default. */
  clock?: Clock;
  /**
   * Add the demo venue's test double (test/demo-venues.ts: ten neutral venues of adapter `demo`
   * and their games) after the seeded catalogue: the generic adapter path's venues. On unless
   * `false` (a test of the seeded catalogue alone).
   */
  demoVenues?: boolean;
}

/**
 * A real app on a fresh test database, driven through inject. Given `options.store`, another
 * node on that database (the caller closes the store once, after every app on it).
 */
export async function startTestApp(
  kind: 'sqlite' | 'postgres',
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<{
  app: FastifyInstance;
  store: TestStore;
  config: Config;
  ctx: AppContext;
}> {
  const store = options.store ?? (await openTestStore(kind));
  const config: Config = {
    ...loadConfig({}),
    webDist: undefined,
    adminDist: undefined,
    captchaTestCode: TEST_CAPTCHA,
    authRateLimitPerMinute: 10_000,
    demoSeed: false,
    ...overrides,
  };
  const app = await buildApp({
    config,
    store,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  if (options.demoVenues !== false) await addDemoVenues(app.ctx);
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
    adult: 1,
  });
  if (answer.code !== 200) throw new Error(`register ${name}: ${answer.message}`);
  return answer.data.api_token;
}

/**
 * The answer a player or operator would get for a service call that throws (its code and Chinese
 * message), through the one mapping of platform/http/domain-errors.ts; fails when it does not throw.
 */
export async function refusalOf(
  work: Promise<unknown>,
): Promise<NonNullable<ReturnType<typeof knownAnswer>>> {
  const error = await work.then(
    () => {
      throw new Error('expected the call to be refused');
    },
    (thrown: unknown) => thrown,
  );
  const answer = knownAnswer(error);
  if (!answer) throw error;
  return answer;
}
