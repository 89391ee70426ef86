import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * While shutting down, answers in flight close their connection so that keep-alive clients do
 * not hold the server open, and idle keep-alive connections are closed (forceCloseConnections).
 * A connection that has not sent a byte yet (a browser's, a pool's or a load balancer's
 * pre-connection) is not idle to Node (nodejs/node#63452) and would hold server.close() until
 * its headers timeout: those are ended here, just before server.close().
 */
export function drainOnClose(app: FastifyInstance): void {
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
}
