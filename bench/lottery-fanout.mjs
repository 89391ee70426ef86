// One lottery room of the REAL app, 5,000 WebSocket clients: p99 time from a bet order to the
// receipt of its `bet` publication by every client (DESIGN §10 budget: <= 100 ms). Processes:
//  - setup (tsx, bench/lottery-fanout-setup.mjs): a fresh SQLite database under /tmp, migrated
//    and seeded by the app, 1,000 players with sessions and a funded bettor;
//  - the server: apps/server/src/main.ts through tsx, NODE_ENV=production, jobs running, the seeded
//    schedule (幸运28: an issue every 210 s, sealed 30 s before its draw);
//  - the clients (bench/lottery-fanout-clients.mjs): 5,000 sockets in room 3, 5 per player;
//  - this process, the bettor: waits until the open issue has room for the whole run before its
//    seal, then POSTs /api/lotteryOrder every BENCH_LOTTERY_INTERVAL_MS (200), 5 warm-up orders
//    and BENCH_LOTTERY_ORDERS (50) measured, each order id carrying its send time.
// Latency "from send" includes the HTTP call and the order's transaction; "from admission" starts
// at the publication's `data.time` (the server's clock when the order was admitted, whole ms).
// Bounded: setup about 5 s, connecting about 10 s, a wait of 45 s at most for an open issue,
// 11 s of orders, 10 s of grace at most. Ports 18600-18699, loopback only.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runSetup, spawnNode, startAppServer, waitFor } from './child-process.mjs';

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 5_000);
const ORDERS = Number(process.env.BENCH_LOTTERY_ORDERS ?? 50);
const INTERVAL_MS = Number(process.env.BENCH_LOTTERY_INTERVAL_MS ?? 200);
const WARMUP = 5;
const PER_PLAYER = 5; // sockets per player and process (REALTIME_LIMITS)
const ROOM_ID = 3;
export const LOTTERY_FANOUT_P99_BUDGET_MS = 100;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function lotteryFanout() {
  const dir = mkdtempSync(path.join(tmpdir(), 'lottery-fanout-'));
  const databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
  const tokensFile = path.join(dir, 'tokens.json');
  const port = 18600 + Math.floor(Math.random() * 100);
  const base = `127.0.0.1:${port}`;
  runSetup('bench/lottery-fanout-setup.mjs', {
    DATABASE_URL: databaseUrl,
    PLAYERS: String(Math.ceil(CLIENTS / PER_PLAYER)),
    OUT: tokensFile,
  });
  const { bettor } = JSON.parse(readFileSync(tokensFile, 'utf8'));
  const server = startAppServer(port, databaseUrl);
  let clients;
  try {
    await waitFor(server, 'Player app', 'the server');
    clients = spawnNode(
      ['bench/lottery-fanout-clients.mjs'],
      {
        BASE: base,
        CLIENTS: String(CLIENTS),
        WARMUP: String(WARMUP),
        ROOM: String(ROOM_ID),
        TOKENS: tokensFile,
      },
      'pipe',
    );
    let out = '';
    clients.stdout.on('data', (d) => (out += d));
    const exited = new Promise((resolve) => clients.on('exit', resolve));
    await waitFor(clients, 'ready', 'the clients');

    const api = (pathname, init = {}) =>
      fetch(`http://${base}${pathname}`, {
        ...init,
        headers: { authorization: `Bearer ${bettor}`, 'content-type': 'application/json' },
      }).then((r) => r.json());
    // An issue open long enough for every order (and 5 s to spare) before its seal.
    const needMs = (WARMUP + ORDERS) * INTERVAL_MS + 5_000;
    let room;
    for (let tries = 0; ; tries++) {
      room = (await api(`/api/lotteryRoom?room_id=${ROOM_ID}`)).data;
      const untilSealMs = (room.timeout - room.ftime) * 1000 - 1_000;
      if (untilSealMs >= needMs) break;
      if (tries >= 3) throw new Error('no open issue long enough for the run');
      await sleep(room.timeout * 1000 + 2_000);
    }

    const orders = [];
    const startAt = now();
    for (let seq = 0; seq < WARMUP + ORDERS; seq++) {
      await sleep(Math.max(0, startAt + seq * INTERVAL_MS - now()));
      const sentAt = now();
      const body = {
        room_id: ROOM_ID,
        expect: room.nextexpect,
        order: {
          id: `fb${seq}x${Math.round(sentAt * 1000)}`,
          total: '12.00',
          data: [
            ['大', 'big', '10'],
            ['13', 'sum_13', '2'],
          ],
        },
      };
      orders.push(
        api('/api/lotteryOrder', { method: 'POST', body: JSON.stringify(body) }).then((answer) => ({
          ok: answer.code === 200,
          message: answer.message,
          ms: now() - sentAt,
        })),
      );
    }
    const answers = await Promise.all(orders);
    const admitted = answers.filter((a) => a.ok).length;
    clients.stdin.write(`done ${admitted}\n`);
    const code = await exited;
    if (code !== 0) throw new Error(`the clients exited with ${code}`);
    const result = JSON.parse(out.trim().split('\n').pop());
    const orderMs = answers.map((a) => a.ms).sort((a, b) => a - b);
    return {
      ...result,
      orders: answers.length,
      admitted,
      refused: answers.filter((a) => !a.ok).map((a) => a.message),
      orderP50: orderMs[orderMs.length >> 1],
      orderMax: orderMs[orderMs.length - 1],
      expect: room.nextexpect,
    };
  } finally {
    clients?.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode === null ? server.on('exit', resolve) : resolve(),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeLotteryFanout(r) {
  const f = (x) => x.toFixed(1);
  return (
    `lottery room fan-out (real app, SQLite), ${r.clients} clients of ${r.players} players, ` +
    `${r.orders} orders (${WARMUP} warm-up) at ${INTERVAL_MS} ms: order sent to receipt ` +
    `p50 ${f(r.fromSend.p50)} ms, p99 ${f(r.fromSend.p99)} ms, max ${f(r.fromSend.max)} ms ` +
    `(budget p99 <= ${LOTTERY_FANOUT_P99_BUDGET_MS} ms); from admission (data.time) ` +
    `p50 ${f(r.fromAdmission.p50)}, p99 ${f(r.fromAdmission.p99)}, max ${f(r.fromAdmission.max)} ms; ` +
    `${r.received}/${r.expected} received, ${r.outOfOrder} out of order, ${r.reloads} reloads, ` +
    `${r.closedEarly} closed; ${r.admitted}/${r.orders} orders admitted ` +
    `(HTTP answer p50 ${f(r.orderP50)} ms, max ${f(r.orderMax)} ms), connect ${r.connectMs} ms`
  );
}

export function lotteryFanoutOk(r) {
  return (
    r.fromSend.p99 <= LOTTERY_FANOUT_P99_BUDGET_MS &&
    r.admitted === r.orders &&
    r.received === r.expected &&
    r.outOfOrder === 0 &&
    r.closedEarly === 0
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await lotteryFanout();
  console.log(describeLotteryFanout(r));
  if (r.refused.length > 0) console.log(`refused: ${[...new Set(r.refused)].join('; ')}`);
  process.exit(lotteryFanoutOk(r) ? 0 : 1);
}
