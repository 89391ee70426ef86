// The realtime rooms (apps/server/src/platform/realtime, loaded through tsx) on a bare Fastify,
// in a process of its own. Tokens are player ids. POST /bench/publish {roomid, count,
// intervalMs} publishes `count` chat-sized messages, each stamped with the wall-clock time taken
// just before `realtime.publish`. With REDIS_URL the room goes through Redis (key prefix PREFIX).
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { realtimePlugin } from '../apps/server/src/platform/realtime/index.ts';
import { systemClock } from '../apps/server/src/platform/time.ts';

const port = Number(process.env.PORT);
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const now = () => performance.timeOrigin + performance.now();

const app = Fastify({ logger: false });
await app.register(realtimePlugin, {
  redis,
  clock: systemClock,
  prefix: process.env.PREFIX ?? 'rt-bench:',
  authenticate: async (token) => ({ userId: Number(token), name: `p${token}` }),
  limits: { maxConnections: 20_000 },
});
app.realtime.defineRoomType({ name: 'bench', match: (roomid) => roomid.startsWith('bench') });

app.post('/bench/publish', async (request) => {
  const { roomid, count, intervalMs } = request.body;
  const publishMs = [];
  const cpuMs = [];
  for (let seq = 0; seq < count; seq++) {
    const t = now();
    const cpu = process.cpuUsage();
    await app.realtime.publish(roomid, {
      type: 'chat',
      user_id: 1,
      author: 'bench',
      avatar: '',
      content: '第一期开奖结果已公布，祝大家好运！',
      sysmsg: 0,
      seq,
      t,
    });
    publishMs.push(now() - t);
    const used = process.cpuUsage(cpu);
    cpuMs.push((used.user + used.system) / 1000);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  // Without Redis, publish() delivers to every local socket before it returns: these are the
  // fan-out's wall and CPU time per publication.
  const median = (list) => list.sort((a, b) => a - b)[list.length >> 1];
  return {
    stats: app.realtime.stats(),
    publish: { wallMs: median(publishMs), cpuMs: median(cpuMs) },
  };
});

app.addHook('onClose', async () => redis?.disconnect());
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
await app.listen({ port, host: '127.0.0.1' });
console.log('listening');
