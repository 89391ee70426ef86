import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  adminEndpoints,
  demoVenueEndpoints,
  endpoints,
  systemEndpoints,
} from '@app/contract/endpoints';
import { LOTTERY_ROOMS_KEY } from '@app/contract/first-paint';
import type { Config } from './platform/config.ts';
import { demoProvidersUrl } from './demo-providers-address.ts';
import type { Store } from './platform/db/database.ts';
import { createContext, type AppContext } from './platform/context.ts';
import type { MigrationPart } from './platform/db/migration-part.ts';
import { envelopeServerOptions, installEnvelope } from './platform/http/envelope-plugin.ts';
import { registerApiDocs } from './platform/http/docs.ts';
import { gatherGuards } from './platform/http/guards.ts';
import { registerHealth } from './platform/http/health.ts';
import { loggerOptions, OneLinePerRequest } from './platform/http/logger.ts';
import { drainOnClose } from './platform/http/draining.ts';
import { registerAppPageHeaders } from './platform/http/page-headers.ts';
import { registerRateLimits } from './platform/http/rate-limits.ts';
import { serveBuiltApps } from './platform/http/static-files.ts';

import { PLATFORM_MIGRATIONS } from './platform/migrations.ts';
import type { ServerModule } from './platform/module.ts';
import type { Clock } from './platform/time.ts';
import { demoRoomType, realtimePlugin } from './platform/realtime/index.ts';
import { activitiesModule } from './modules/activities/index.ts';
import { adminModule } from './modules/admin/index.ts';
import { agentsModule } from './modules/agents/index.ts';
import { auditModule } from './modules/audit/index.ts';
import { authenticateSocket, authModule } from './modules/auth/index.ts';
import { chainModule } from './modules/chain/index.ts';
import { betsModule } from './modules/bets/index.ts';
import { contentModule, pageEarlyAnswers, pingDatabase } from './modules/content/index.ts';
import { demoModule } from './modules/demo/index.ts';
import { demoVenueModule } from './modules/demo-venue/index.ts';
import { gamesModule } from './modules/games/index.ts';
import { houseModule } from './modules/house/index.ts';
import { inboxModule } from './modules/inbox/index.ts';
import { ledgerModule } from './modules/ledger/index.ts';
import { lotteryModule, pageRoomTitles } from './modules/lottery/index.ts';
import { protectionModule } from './modules/protection/index.ts';
import { providersModule } from './modules/providers/index.ts';
import { operatorsModule } from './modules/operators/index.ts';
import { payeesModule } from './modules/payees/index.ts';
import { playersAdminModule } from './modules/players-admin/index.ts';
import { profileModule } from './modules/profile/index.ts';
import { rebatesModule } from './modules/rebates/index.ts';
import { redpacketsModule } from './modules/redpackets/index.ts';
import { sportsModule } from './modules/sports/index.ts';
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
  chainModule,
  venuesModule,
  demoVenueModule,
  houseModule,
  sportsModule,
  gamesModule,
  providersModule,
  betsModule,
  walletModule,
  vipModule,
  rebatesModule,
  redpacketsModule,
  activitiesModule,
  agentsModule,
  profileModule,
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

/**
 * What the player app's page carries (DESIGN §10: first paints without a call): home's banner list
 * (content) and the open lottery rooms' titles and kinds (lottery).
 */
async function playerPageAnswers(ctx: AppContext): Promise<Record<string, unknown>> {
  const [answers, rooms] = await Promise.all([pageEarlyAnswers(ctx), pageRoomTitles(ctx)]);
  return { ...answers, [LOTTERY_ROOMS_KEY]: rooms };
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
  const pageHeaders = await registerAppPageHeaders(app, config.webDist, demoProvidersUrl(config));
  await registerRateLimits(app, redis, config.redisPrefix);

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

  await serveBuiltApps(app, {
    webDist: config.webDist,
    adminDist: config.adminDist,
    earlyAnswers: () => playerPageAnswers(ctx),
    pageHeaders,
  });
  drainOnClose(app);
  app.addHook('onClose', async () => {
    await ctx.jobs.stop();
    await ctx.revocations.close();
    redis?.disconnect();
  });
  return app;
}
