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
  demoSeed: boolean;
  captchaTestCode: string | undefined;
  adminBootstrap: { name: string; password: string } | undefined;
  logLevel: string;
  production: boolean;
  /** Folder of the built player app, served at `/`. */
  webDist: string | undefined;
  /** Per-IP limit of login, register and captcha calls per minute. */
  authRateLimitPerMinute: number;
  /** The built-in sandbox payment provider ('simulate payment'); on in demo mode by default. */
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

const truthy = (value: string | undefined, fallback: boolean): boolean => {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no'].includes(value.toLowerCase());
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const captchaTestCode = env.CAPTCHA_TEST_CODE || undefined;
  if (captchaTestCode && production) {
    throw new Error('CAPTCHA_TEST_CODE is for tests only and is refused when NODE_ENV=production');
  }
  let adminBootstrap: Config['adminBootstrap'];
  if (env.ADMIN_BOOTSTRAP) {
    const at = env.ADMIN_BOOTSTRAP.indexOf(':');
    if (at < 1) throw new Error('ADMIN_BOOTSTRAP must be name:password');
    adminBootstrap = {
      name: env.ADMIN_BOOTSTRAP.slice(0, at),
      password: env.ADMIN_BOOTSTRAP.slice(at + 1),
    };
  }
  if (env.UPLOAD_S3_URL) {
    // Uploads are stored in the database; an object store is planned (modules/uploads/CONTEXT.md).
    // Refused rather than ignored, so that nobody believes uploads go to the bucket.
    throw new Error('UPLOAD_S3_URL is not supported yet: uploads are stored in the database');
  }
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`bad PORT ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:./data/app.db',
    redisUrl: env.REDIS_URL || undefined,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    demoSeed: truthy(env.DEMO_SEED, true),
    captchaTestCode,
    adminBootstrap,
    logLevel: env.LOG_LEVEL ?? 'info',
    production,
    webDist: env.WEB_DIST ?? path.resolve(serverPackageRoot(), '../web/dist'),
    authRateLimitPerMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 30),
    paySandbox: truthy(env.PAY_SANDBOX, truthy(env.DEMO_SEED, true)) && !production,
  };
}
