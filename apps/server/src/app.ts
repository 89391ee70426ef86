import fs from 'node:fs';
import type { Socket } from 'node:net';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { Redis } from 'ioredis';
import {
  adminEndpoints,
  demoVenueEndpoints,
  endpoints,
  systemEndpoints,
} from '@app/contract/endpoints';
import type { Config } from './platform/config.ts';
import type { Store } from './platform/db/database.ts';
import { createContext, type AppContext } from './platform/context.ts';
import type { MigrationPart } from './platform/db/migration-part.ts';
import { addressKey } from './platform/login-throttle.ts';
import { envelopeServerOptions, installEnvelope } from './platform/http/envelope-plugin.ts';
import { registerApiDocs } from './platform/http/docs.ts';
import { gatherGuards } from './platform/http/guards.ts';
import { registerHealth } from './platform/http/health.ts';
import { loggerOptions, OneLinePerRequest } from './platform/http/logger.ts';
import { notFoundHandler } from './platform/http/not-found.ts';
import { registerPageHeaders } from './platform/http/page-headers.ts';
import { inlineScriptSources } from './platform/http/inline-scripts.ts';
import { playerPage } from './platform/http/player-page.ts';

/** The console's pages: the app's policy, but never inside a frame. */
const CONSOLE_CSP = [
  "default-src 'self'",
  "img-src 'self' data: blob: https:",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');
import { PLATFORM_MIGRATIONS } from './platform/migrations.ts';
import type { ServerModule } from './platform/module.ts';
import type { Clock } from './platform/time.ts';
import { demoRoomType, realtimePlugin } from './platform/realtime/index.ts';
import { activitiesModule } from './modules/activities/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { agentsModule } from './modules/agents/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authenticateSocket, authModule } from './modules/auth/index.ts';
import { betsModule } from './modules/bets/index.ts';
import { contentModule, pageEarlyAnswers, pingDatabase } from './modules/content/index.ts';
import { demoModule } from './modules/demo/index.ts';
import { demoVenueModule } from './modules/demo-venue/index.ts';
import { gamesModule } from './modules/games/index.ts';
import { inboxModule } from './modules/inbox/index.ts';
import { ledgerModule } from './modules/ledger/index.ts';
import { lotteryModule } from './modules/lottery/index.ts';
import { protectionModule } from './modules/protection/index.ts';
import { operatorsModule } from './modules/operators/index.ts';
import { payeesModule } from './modules/payees/index.ts';
import { playersAdminModule } from './modules/players-admin/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { rebatesModule } from './modules/rebates/index.ts';
import { redpacketsModule } from './modules/redpackets/index.ts';
import { supportModule } from './modules/support/index.ts';
import { uploadsModule } from './modules/uploads/index.ts';
import { usersModule } from './modules/users/index.ts';
import { venuesModule } from './modules/venues/index.ts';
import { vipModule } from './modules/vip/index.ts';
import { walletModule } from './modules/wallet/index.ts';

/**
 * The modules, in order (DESIGN §2): a module may use only those before it, through their
 * index.ts. Plugins register and start-up work runs in this order.
 */
export const MODULES: readonly ServerModule[] = [
  ledgerModule,
  usersModule,
  authModule,
  uploadsModule,
  auditModule,
  operatorsModule,
  protectionModule,
  contentModule,
  inboxModule,
  payeesModule,
  venuesModule,
  demoVenueModule,
  gamesModule,
  betsModule,
  walletModule,
  vipModule,
  rebatesModule,
  redpacketsModule,
  activitiesModule,
  profileModule,
  agentsModule,
  supportModule,
  lotteryModule,
  demoModule,
  adminModule,
  playersAdminModule,
];

/** Every migration part: the platform's and each module's. */
export const MIGRATIONS: readonly MigrationPart[] = [
  ...PLATFORM_MIGRATIONS,
  ...MODULES.flatMap((module) => module.migrations),
];

export interface BuildOptions {
  config: Config;
  store: Store;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** Run the modules' start-up work (seeding) before answering; default true. */
  start?: boolean;
  /** Where the app's time comes from (jobs, uploads' ages); tests pass a manual clock. */
  clock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context (tests reach per-app state through it). */
    ctx: AppContext;
  }
}

/** The app factory: used by `main` and by tests (through inject or a real port). */
export async function buildApp({
  config,
  store,
  logger,
  start = true,
  clock,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...envelopeServerOptions,
    logger: logger ?? loggerOptions({ level: config.logLevel, format: config.logFormat }),
    logController: new OneLinePerRequest(),
    bodyLimit: 256 * 1024,
    forceCloseConnections: 'idle',
    trustProxy: config.trustProxy ?? false,
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 })
    : undefined;
  const ctx = createContext(config, store, {
    redis,
    log: app.log,
    ...(clock ? { clock } : {}),
    ...(config.nodeName ? { node: config.nodeName } : {}),
  });
  app.decorate('ctx', ctx);

  installEnvelope(app);
  const pageHeaders = await registerPageHeaders(app, {
    frameguard: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // The player app's index.html runs one inline script (its first paint), allowed by hash.
        scriptSrc: [
          "'self'",
          ...inlineScriptSources(config.webDist && path.join(config.webDist, 'index.html')),
        ],
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
    // Per client address; an IPv6 client by its /64, which one subscriber usually holds whole.
    keyGenerator: (request) => addressKey(request.ip),
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rl:` } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 429,
      message: `too many (${context.max})`,
    }),
  });

  registerHealth(app, pingDatabase, store);
  registerApiDocs(app, {
    player: endpoints,
    admin: adminEndpoints,
    demoVenue: demoVenueEndpoints,
    system: systemEndpoints,
  });

  // The rooms (platform/realtime) come before the modules, which define their room types.
  await app.register(realtimePlugin, {
    redis,
    prefix: `${config.redisPrefix}rt:`,
    authenticate: (token) => authenticateSocket(ctx, token),
    clock: ctx.clock,
  });
  ctx.realtime = app.realtime;
  // A plain chat room (`demo-…`) that proves the rooms end to end; the lottery defines its own.
  app.realtime.defineRoomType(demoRoomType(ctx.clock));

  for (const module of MODULES) {
    for (const job of module.jobs?.(ctx) ?? []) ctx.jobs.define(job);
  }
  app.decorate('guards', gatherGuards(MODULES.map((module) => module.guards?.(ctx) ?? {})));
  for (const module of MODULES) {
    const plugin = module.plugin;
    if (plugin) await app.register(async (scope) => plugin(scope, ctx), { name: module.name });
  }
  if (start) {
    for (const module of MODULES) await module.start?.(ctx);
  }
  // Answer only once this node hears the others' revocations (or gave up waiting: then its
  // caches are bypassed until it does).
  await ctx.revocations.ready();

  // The operator console at /admin/ (its own build; not framable: no Mini App opens it).
  const adminDist = config.adminDist;
  const serveAdmin = Boolean(adminDist && fs.existsSync(path.join(adminDist, 'index.html')));
  if (adminDist && serveAdmin) {
    await app.register(fastifyStatic, {
      root: adminDist,
      prefix: '/admin/',
      wildcard: false,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('content-security-policy', CONSOLE_CSP);
        res.setHeader('x-frame-options', 'DENY');
      },
    });
    app.get('/admin', (_request, reply) => reply.redirect('/admin/'));
  }

  const webDist = config.webDist;
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  if (webDist && index && fs.existsSync(index)) {
    // The page itself is written per deployment with the answers its first paint needs (home's
    // banners, cached by the content module); every other file of dist/ is served as built.
    const page = playerPage(index, () => pageEarlyAnswers(ctx));
    app.get('/', page);
    app.get('/index.html', page);
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz'],
      // dist/ holds .br and .gz copies written at build time (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // The cache-control of setHeaders below, not send's default max-age=0 written over it.
      cacheControl: false,
      setHeaders(res, file) {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.setNotFoundHandler(
      { preHandler: pageHeaders },
      notFoundHandler(page, serveAdmin ? adminDist : undefined),
    );
  } else {
    app.setNotFoundHandler(
      { preHandler: pageHeaders },
      notFoundHandler(undefined, serveAdmin ? adminDist : undefined),
    );
  }

  // While shutting down, answers in flight close their connection so that keep-alive clients do
  // not hold the server open, and idle keep-alive connections are closed (forceCloseConnections).
  // A connection that has not sent a byte yet (a browser's, a pool's or a load balancer's
  // pre-connection) is not idle to Node (nodejs/node#63452) and would hold server.close() until
  // its headers timeout: those are ended here, just before server.close().
  let closing = false;
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.addHook('preClose', async () => {
    closing = true;
    for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.revocations.close();
    redis?.disconnect();
  });
  return app;
}
