// The load side of bench/realtime.mjs, in a process of its own: CLIENTS sockets in one room,
// each pinging every 3 s as the app does; asks the server to publish, records for every client
// and message the time from publish to receipt, and prints one JSON line.
import { WebSocket } from 'ws';

const base = process.env.BASE; // 127.0.0.1:port
const clients = Number(process.env.CLIENTS);
const messages = Number(process.env.MESSAGES);
const warmup = Number(process.env.WARMUP);
const intervalMs = Number(process.env.INTERVAL_MS);
const roomid = 'bench-room';
const now = () => performance.timeOrigin + performance.now();

const latencies = new Float64Array(clients * messages);
let recorded = 0;
let received = 0;
let closedEarly = 0;
let outOfOrder = 0;
const sockets = [];
const perSeq = [];

function open(id) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${base}/wss?roomid=${roomid}&_token=${id + 1}`);
    let last = 0;
    ws.on('message', (data) => {
      const at = now();
      const text = String(data);
      if (text === 'pong') return;
      const frame = JSON.parse(text);
      if (frame.type === 'welcome') {
        last = frame.offset;
        resolve(ws);
        return;
      }
      if (frame.type !== 'pub') return;
      if (frame.offset !== last + 1) outOfOrder += 1;
      last = frame.offset;
      received += 1;
      const latency = at - frame.data.t;
      if (frame.data.seq >= warmup) latencies[recorded++] = latency;
      perSeq[frame.data.seq] = Math.max(perSeq[frame.data.seq] ?? 0, latency);
    });
    ws.on('close', () => {
      closedEarly += 1;
      reject(new Error('closed before welcome'));
    });
    ws.on('error', reject);
  });
}

const started = Date.now();
for (let i = 0; i < clients; i += 250) {
  const batch = [];
  for (let id = i; id < Math.min(clients, i + 250); id++) batch.push(open(id));
  sockets.push(...(await Promise.all(batch)));
}
const connectMs = Date.now() - started;
// Pings every 3 s, spread over the interval.
const pinger = setInterval(() => {
  const slice = Math.ceil(sockets.length / 30);
  const from = (pinger.turn = ((pinger.turn ?? -1) + 1) % 30) * slice;
  for (const ws of sockets.slice(from, from + slice)) ws.send('ping');
}, 100);

const total = warmup + messages;
const answer = await fetch(`http://${base}/bench/publish`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ roomid, count: total, intervalMs }),
}).then((r) => r.json());
const deadline = Date.now() + 10_000;
while (received < clients * total && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 20));
}
clearInterval(pinger);

const sorted = latencies.slice(0, recorded).sort();
const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
console.log(
  JSON.stringify({
    clients,
    messages,
    connectMs,
    serverConnections: answer.stats.connections,
    expected: clients * total,
    received,
    outOfOrder,
    closedEarly,
    p50: at(0.5),
    p99: at(0.99),
    max: sorted[sorted.length - 1],
    publish: answer.publish,
    ...(process.env.PER_SEQ ? { perSeq: perSeq.map((x) => Math.round(x)) } : {}),
  }),
);
for (const ws of sockets) ws.terminate();
process.exit(0);
