import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LogFormat } from './http/logger.ts';
import { chainsConfig, type ChainsConfig } from './chain-config.ts';
import { ConfigError } from './config-error.ts';

/** Configuration from the environment (DESIGN §8). Every variable is optional. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * PostgreSQL only: connections this node keeps open (DATABASE_POOL_SIZE, 1 to 200, default 10).
   * A call holds one only while it runs a statement or a transaction, so a pool well under the
   * number of concurrent calls serves them; the sum over the nodes must stay under the server's
   * max_connections.
   */
  databasePoolSize: number;
  redisUrl: string | undefined;
  /**
   * Starts every key this deployment writes to Redis (REDIS_PREFIX), so that deployments sharing
   * one Redis do not count each other's logins and calls. Default: `gp:` and 8 hex digits of the
   * SHA-256 of DATABASE_URL without its password: the nodes of one deployment share a database,
   * hence a prefix; another database gets another prefix.
   */
  redisPrefix: string;
  /**
   * This node's name (NODE_NAME): recorded on the scheduled job runs it claims and printed at
   * start, so an operator sees which node ran what. Default: the host, the process id and a
   * random suffix. `[A-Za-z0-9_.:-]{1,64}`.
   */
  nodeName: string | undefined;
  telegramBotToken: string | undefined;
  publicUrl: string | undefined;
  /** Demo player and demo operator on an empty database; off in production, where it is refused. */
  demoSeed: boolean;
  captchaTestCode: string | undefined;
  adminBootstrap: { name: string; password: string } | undefined;
  logLevel: string;
  /** LOG_FORMAT: `pretty` (one readable line per event) or `json`; pretty on a terminal. */
  logFormat: LogFormat;
  production: boolean;
  /** Folder of the built player app, served at `/`. */
  webDist: string | undefined;
  /** Folder of the built operator console, served at `/admin/`. */
  adminDist: string | undefined;
  /** Per-IP limit of login, register and captcha calls per minute. */
  authRateLimitPerMinute: number;
  /**
   * The built-in sandbox payment provider ('simulate payment'): on only when PAY_SANDBOX says so
   * (root `npm start` and the e2e server do); refused in production.
   */
  paySandbox: boolean;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY): addresses, CIDR ranges or
   * proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`); `1` means proxies on this host or
   * a private network. The client address is the nearest one that is not a trusted proxy, so
   * entries a client wrote itself before its real address are never used. Undefined: the address
   * of the connection.
   */
  trustProxy: string[] | undefined;
  /**
   * PROVIDERS_KEY: the 32-byte key (64 hex digits or base64) that encrypts game providers'
   * credentials at rest (modules/providers). Undefined: outside production a development key is
   * used (start-up says so); in production credentials can be neither saved nor used.
   */
  providersKey: Buffer | undefined;
  /**
   * DEMO_PROVIDERS_PORT: with the demo (DEMO_SEED), the port of the fake game provider the demo
   * starts beside the server (two providers, one per wallet mode). Default PORT + 10000 (clear of
   * a neighbouring node's port); 0: none.
   */
  demoProvidersPort: number;
  /** USDT on chain: the watched chains (CHAIN_* variables, platform/chain-config.ts). */
  chains: ChainsConfig;
  /**
   * LOTTERY_BEACON: `drand` mixes a drand quicknet round fixed before the seal into every draw
   * (fetched and verified at the draw); unset, draws use the server seed alone.
   */
  lotteryBeacon: 'none' | 'drand';
  /**
   * LOTTERY_DEMO_PERIOD_SECONDS (demos and tests only, refused in production): the seeded demo
   * lotteries draw this often (seal: a quarter of it, at most 30 s) instead of every 5 min and
   * 210 s. Applies when the lotteries are seeded, on an empty database.
   */
  lotteryDemoPeriodSeconds: number | undefined;
  /**
   * Server processes `main` starts behind one port (WORKERS, 1 to 64; default the machine's
   * cores when REDIS_URL is set, else 1): each is a node of the several-nodes path, so more than
   * one needs Redis (the rooms, rate limits and revocations are shared through it).
   */
  workers: number;
}

/** apps/server, from the sources (src/platform) or from the bundle (dist). */
function serverPackageRoot(): string {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}

export { ConfigError } from './config-error.ts';

/** The names platform/jobs accepts for a node. */
const NODE_NAME_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

const truthy = (value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
};

/** The shortest ADMIN_BOOTSTRAP password production accepts (the demo's `admin123` is not one). */
export const PRODUCTION_ADMIN_PASSWORD_MIN = 12;

/** A demo switch: off by default, and refused with one line when set in production. */
function demoOnly(
  env: NodeJS.ProcessEnv,
  name: 'DEMO_SEED' | 'PAY_SANDBOX',
  fallback: boolean,
  production: boolean,
): boolean {
  const on = truthy(env[name], fallback && !production);
  if (on && production) {
    throw new ConfigError(`${name} is for demos only and is refused when NODE_ENV=production`);
  }
  return on;
}

function defaultRedisPrefix(databaseUrl: string): string {
  const withoutPassword = databaseUrl.replace(/^([a-z]+:\/\/[^:@/]*):[^@/]*@/i, '$1@');
  return `gp:${createHash('sha256').update(withoutPassword).digest('hex').slice(0, 8)}:`;
}

function trustedProxies(value: string | undefined): string[] | undefined {
  if (value === undefined || !truthy(value, false)) return undefined;
  if (['1', 'true', 'on', 'yes'].includes(value.toLowerCase())) {
    return ['loopback', 'linklocal', 'uniquelocal'];
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const captchaTestCode = env.CAPTCHA_TEST_CODE || undefined;
  if (captchaTestCode && production) {
    throw new ConfigError(
      'CAPTCHA_TEST_CODE is for tests only and is refused when NODE_ENV=production',
    );
  }
  let adminBootstrap: Config['adminBootstrap'];
  if (env.ADMIN_BOOTSTRAP) {
    const at = env.ADMIN_BOOTSTRAP.indexOf(':');
    if (at < 1) throw new ConfigError('ADMIN_BOOTSTRAP must be name:password');
    adminBootstrap = {
      name: env.ADMIN_BOOTSTRAP.slice(0, at),
      password: env.ADMIN_BOOTSTRAP.slice(at + 1),
    };
    if (production && adminBootstrap.password.length < PRODUCTION_ADMIN_PASSWORD_MIN) {
      throw new ConfigError(
        `ADMIN_BOOTSTRAP password must be at least ${PRODUCTION_ADMIN_PASSWORD_MIN} characters when NODE_ENV=production`,
      );
    }
  }
  if (env.UPLOAD_S3_URL) {
    // Uploads are stored in the database; an object store is planned (modules/uploads/CONTEXT.md).
    // Refused rather than ignored, so that nobody believes uploads go to the bucket.
    throw new ConfigError('UPLOAD_S3_URL is not supported yet: uploads are stored in the database');
  }
  const databaseUrl = env.DATABASE_URL || 'sqlite:./data/app.db';
  const nodeName = env.NODE_NAME || undefined;
  if (nodeName !== undefined && !NODE_NAME_PATTERN.test(nodeName)) {
    throw new ConfigError('NODE_NAME must be 1 to 64 of the characters A-Z a-z 0-9 _ . : -');
  }
  const databasePoolSize = Number(env.DATABASE_POOL_SIZE || DEFAULT_POOL_SIZE);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1 || databasePoolSize > 200) {
    throw new ConfigError('DATABASE_POOL_SIZE must be a whole number from 1 to 200');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`bad PORT ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    databasePoolSize,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || defaultRedisPrefix(databaseUrl),
    nodeName,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    demoSeed: demoOnly(env, 'DEMO_SEED', true, production),
    captchaTestCode,
    adminBootstrap,
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT, process.stdout.isTTY === true),
    production,
    webDist: env.WEB_DIST ?? path.resolve(serverPackageRoot(), '../web/dist'),
    adminDist: env.ADMIN_DIST ?? path.resolve(serverPackageRoot(), '../admin/dist'),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 30),
    paySandbox: demoOnly(env, 'PAY_SANDBOX', false, production),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    providersKey: providersKey(env.PROVIDERS_KEY),
    demoProvidersPort: demoProvidersPort(env.DEMO_PROVIDERS_PORT, port),
    chains: chainsConfig(env),
    lotteryBeacon: lotteryBeacon(env.LOTTERY_BEACON),
    lotteryDemoPeriodSeconds: lotteryDemoPeriod(env, production),
    workers: workers(env.WORKERS, env.REDIS_URL || undefined),
  };
}

const MAX_WORKERS = 64;

function workers(value: string | undefined, redisUrl: string | undefined): number {
  if (value === undefined || value === '') return redisUrl ? os.availableParallelism() : 1;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > MAX_WORKERS) {
    throw new ConfigError(`WORKERS must be a whole number from 1 to ${MAX_WORKERS}`);
  }
  if (parsed > 1 && !redisUrl) {
    throw new ConfigError(
      'WORKERS above 1 needs REDIS_URL: the processes share rooms, rate limits and revocations through Redis',
    );
  }
  return parsed;
}

/** Beside PORT but clear of a neighbouring node's port (several nodes of one host: 8080, 8081). */
const DEMO_PROVIDERS_PORT_OFFSET = 10_000;

function demoProvidersPort(value: string | undefined, port: number): number {
  if (value === undefined || value === '') {
    if (port === 0) return 0;
    const beside = port + DEMO_PROVIDERS_PORT_OFFSET;
    return beside <= 65535 ? beside : port - DEMO_PROVIDERS_PORT_OFFSET;
  }
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new ConfigError(`bad DEMO_PROVIDERS_PORT ${value}`);
  }
  return parsed;
}

function providersKey(value: string | undefined): Buffer | undefined {
  if (value === undefined || value === '') return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new ConfigError('PROVIDERS_KEY must be 32 bytes: 64 hex digits or base64');
  }
  return key;
}

/** BENCHMARKS.md (Ledger transfers): 20 served 50 players' venue transfers no faster than 10. */
const DEFAULT_POOL_SIZE = 10;

function lotteryBeacon(value: string | undefined): 'none' | 'drand' {
  if (value === undefined || value === '' || value === 'none') return 'none';
  if (value === 'drand') return 'drand';
  throw new ConfigError(`LOTTERY_BEACON must be drand or unset, not ${value}`);
}

function lotteryDemoPeriod(env: NodeJS.ProcessEnv, production: boolean): number | undefined {
  const value = env.LOTTERY_DEMO_PERIOD_SECONDS;
  if (value === undefined || value === '') return undefined;
  if (production) {
    throw new ConfigError(
      'LOTTERY_DEMO_PERIOD_SECONDS is for demos only and is refused when NODE_ENV=production',
    );
  }
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 30 || seconds > 3600) {
    throw new ConfigError('LOTTERY_DEMO_PERIOD_SECONDS must be a whole number from 30 to 3600');
  }
  return seconds;
}

function logFormat(value: string | undefined, terminal: boolean): LogFormat {
  if (value === undefined || value === '') return terminal ? 'pretty' : 'json';
  if (value === 'pretty' || value === 'json') return value;
  throw new ConfigError(`LOG_FORMAT must be pretty or json, not ${JSON.stringify(value)}`);
}
