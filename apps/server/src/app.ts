import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import type { Config } from './platform/config.ts';
import type { Store } from './platform/db/database.ts';
import { createContext } from './platform/context.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { installEnvelope, notFoundEnvelope } from './platform/http/envelope-plugin.ts';
import { registerSiteRoutes } from './modules/content/site.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerPasswordRoutes } from './modules/auth/password.routes.ts';
import { registerPayeeRoutes } from './modules/payees/payees.routes.ts';
import { registerVenueRoutes } from './modules/venues/venues.routes.ts';
import { registerFundsRoutes } from './modules/wallet/funds.routes.ts';
import { registerAdminRoutes } from './modules/admin/admin.routes.ts';
import { registerGameRoutes } from './modules/games/games.routes.ts';
import { registerBetRoutes } from './modules/bets/bets.routes.ts';
import { registerDemoVenueRoutes } from './modules/demo-venue/demo-venue.routes.ts';
import { demoRoomType, realtimePlugin } from './platform/realtime/index.ts';
import { authenticateSocket } from './modules/auth/socket-auth.ts';

export interface BuildOptions {
  config: Config;
  store: Store;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
}

/** The app factory: used by `main` and by tests (through inject or a real port). */
export async function buildApp({ config, store, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    trustProxy: process.env.TRUST_PROXY === '1',
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const ctx = createContext(config, store, redis);

  installEnvelope(app);
  await app.register(helmet, {
    frameguard: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
        // Opened inside Telegram's web client as a Mini App.
        frameAncestors: ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `too many (${context.max})`,
    }),
  });

  app.get('/healthz', async (_request, reply) => {
    await store.db.selectFrom('settings').select('key').limit(1).execute();
    return reply.send({ code: 200, message: 'ok', data: { database: store.dialect } });
  });

  registerSiteRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerPasswordRoutes(app, ctx);
  registerPayeeRoutes(app, ctx);
  registerVenueRoutes(app, ctx);
  await registerFundsRoutes(app, ctx);
  registerAdminRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerBetRoutes(app, ctx);
  registerDemoVenueRoutes(app, ctx);
  await app.register(realtimePlugin, {
    redis,
    prefix: 'rt:',
    authenticate: (token) => authenticateSocket(ctx, token),
  });
  if (config.demoSeed) app.realtime.defineRoomType(demoRoomType());

  const webDist = config.webDist;
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  if (webDist && index && fs.existsSync(index)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // dist/ holds .br and .gz copies written at build time (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.code(404).send(notFoundEnvelope());
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFoundEnvelope()));
  }

  // While shutting down, answers in flight close their connection so that keep-alive clients do
  // not hold the server open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  return app;
}
