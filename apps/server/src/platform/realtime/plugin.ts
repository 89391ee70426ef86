import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { memoryBroker } from './broker.ts';
import { RealtimeHub } from './hub.ts';
import { redisBroker } from './redis-broker.ts';
import { DEFAULT_LIMITS, type Realtime, type RealtimeOptions } from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime rooms of this app (platform/realtime). */
    realtime: Realtime;
  }
}

/**
 * Registers `GET {path}` (default `/wss`) as the rooms' WebSocket and decorates the app with
 * `realtime`. Everything lives on this app: two apps in one process share nothing.
 */
async function realtime(app: FastifyInstance, options: RealtimeOptions): Promise<void> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const log = options.log ?? app.log;
  const prefix = options.prefix ?? 'rt:';
  const redis = options.redis;
  const hub = new RealtimeHub({
    authenticate: options.authenticate,
    clock: options.clock,
    limits,
    log,
    broker: (events) =>
      redis
        ? redisBroker(redis, events, {
            prefix,
            historySize: limits.historySize,
            historyTtlSeconds: limits.historyTtlSeconds,
            log,
          })
        : memoryBroker(events, {
            historySize: limits.historySize,
            maxRooms: limits.maxMemoryRooms,
          }),
  });

  // Before @fastify/websocket's own preClose, so clients get 1001 with a message.
  app.addHook('preClose', async () => {
    await hub.close();
  });
  await app.register(websocket, {
    options: {
      // Frames above 16 × the message limit are cut by ws itself (1009); smaller ones over the
      // limit get an error frame and are dropped.
      maxPayload: limits.maxMessageBytes * 16,
      perMessageDeflate: false,
      handleProtocols: (protocols) => (protocols.has('bearer') ? 'bearer' : false),
    },
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'realtime socket error');
      socket.terminate();
    },
  });
  // An upgrade refused before its handshake (a hook's 400, a 404, a 429, a 503 while closing)
  // is answered over a socket that Node's HTTP server no longer owns, and @fastify/websocket
  // closes it only when its own onRequest hook ran. Whoever refused it, the socket ends here,
  // once the answer is written: a client that never closes must not hold it open.
  app.addHook('onSend', async (request, reply) => {
    if (cameByUpgrade(request.raw)) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    if (!cameByUpgrade(request.raw)) return;
    const socket = request.raw.socket;
    if (!socket.destroyed) socket.end(() => socket.destroy());
  });
  app.decorate('realtime', hub as Realtime);
  // The address carries the token (`_token`, spec part 1 §7): keep it out of the request log.
  app.get(options.path ?? '/wss', { websocket: true, logLevel: 'warn' }, (socket, request) => {
    hub.accept(socket, request);
  });
}

/** Node marks a request handed to the server's 'upgrade' event (`message.upgrade`). */
function cameByUpgrade(request: IncomingMessage): boolean {
  return (request as IncomingMessage & { upgrade?: boolean }).upgrade === true;
}

export const realtimePlugin = fp(realtime, { name: 'realtime', fastify: '5.x' });
