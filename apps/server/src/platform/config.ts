import fs from 'node:fs';
import path from 'node:path';

/** Configuration from the environment (DESIGN §8). Every variable is optional. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  redisUrl: string | undefined;
  telegramBotToken: string | undefined;
  publicUrl: string | undefined;
  /** Demo player and demo operator on an empty database; off in production, where it is refused. */
  demoSeed: boolean;
  captchaTestCode: string | undefined;
  adminBootstrap: { name: string; password: string } | undefined;
  logLevel: string;
  production: boolean;
  /** Folder of the built player app, served at `/`. */
  webDist: string | undefined;
  /** Per-IP limit of login, register and captcha calls per minute. */
  authRateLimitPerMinute: number;
  /** Folder of uploaded images (deposit screenshots), served at /uploads/. */
  uploadDir: string;
  /**
   * The built-in sandbox payment provider ('simulate payment'): on only when PAY_SANDBOX says so
   * (root `npm start` and the e2e server do); refused in production.
   */
  paySandbox: boolean;
}

/** apps/server, from the sources (src/platform) or from the bundle (dist). */
function serverPackageRoot(): string {
  let dir = import.meta.dirname;
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) {
    dir = path.dirname(dir);
  }
  return dir;
}

/** A setting refused at start; main prints its message as one line, without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

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
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`bad PORT ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/app.db',
    redisUrl: env.REDIS_URL || undefined,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    demoSeed: demoOnly(env, 'DEMO_SEED', true, production),
    captchaTestCode,
    adminBootstrap,
    logLevel: env.LOG_LEVEL ?? 'info',
    production,
    webDist: env.WEB_DIST ?? path.resolve(serverPackageRoot(), '../web/dist'),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 30),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? './data/uploads'),
    paySandbox: demoOnly(env, 'PAY_SANDBOX', false, production),
  };
}
