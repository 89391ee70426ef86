// The socket side of bench/lottery-fanout.mjs, in a process of its own: CLIENTS sockets in lottery
// room ROOM of the real app (5 per player, the server's per-player limit), each pinging every 3 s
// as the app does. Prints `ready` once every socket has its welcome; on a line `done <n>` on stdin
// (n bet orders admitted) it waits for the last publications (10 s at most) and prints one JSON
// line: for every client and `bet` publication of the bench's orders, the time from the bettor's
// send (its timestamp travels in the order id `fb<seq>x<microseconds>`) and from the server's
// admission (`data.time`) to receipt.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';

const base = process.env.BASE; // 127.0.0.1:port
const clients = Number(process.env.CLIENTS);
const warmup = Number(process.env.WARMUP);
const room = process.env.ROOM;
const { players } = JSON.parse(readFileSync(process.env.TOKENS, 'utf8'));
const now = () => performance.timeOrigin + performance.now();
const ORDER_ID = /^fb(\d+)x(\d+)$/;

const fromSend = [];
const fromAdmission = [];
let received = 0;
let closedEarly = 0;
let outOfOrder = 0;
let reloads = 0;
let measuring = true;
const sockets = [];

function open(id) {
  return new Promise((resolve, reject) => {
    const token = players[id % players.length];
    const ws = new WebSocket(`ws://${base}/wss?roomid=${room}&_token=${encodeURIComponent(token)}`);
    let last = 0;
    let welcomed = false;
    ws.on('message', (data) => {
      const at = now();
      const text = String(data);
      if (text === 'pong') return;
      const frame = JSON.parse(text);
      if (frame.type === 'welcome') {
        last = frame.offset;
        welcomed = true;
        resolve(ws);
        return;
      }
      if (frame.type === 'reload') {
        reloads += 1;
        last = frame.offset;
        return;
      }
      if (frame.type !== 'pub') return;
      if (frame.offset !== last + 1) outOfOrder += 1;
      last = frame.offset;
      const match = frame.data.kind === 'bet' ? ORDER_ID.exec(frame.data.order?.id ?? '') : null;
      if (!match) return;
      received += 1;
      if (Number(match[1]) < warmup) return;
      fromSend.push(at - Number(match[2]) / 1000);
      fromAdmission.push(at - frame.data.time);
    });
    ws.on('close', (code, reason) => {
      if (measuring) closedEarly += 1;
      if (!welcomed) reject(new Error(`closed before welcome: ${code} ${reason}`));
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
let turn = -1;
const pinger = setInterval(() => {
  const slice = Math.ceil(sockets.length / 30);
  turn = (turn + 1) % 30;
  for (const ws of sockets.slice(turn * slice, (turn + 1) * slice)) ws.send('ping');
}, 100);
console.log('ready');

const lines = createInterface({ input: process.stdin });
const admitted = await new Promise((resolve) => {
  lines.on('line', (line) => line.startsWith('done ') && resolve(Number(line.slice(5))));
});
const expected = clients * admitted;
const deadline = Date.now() + 10_000;
while (received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
measuring = false;
clearInterval(pinger);

const summary = (list) => {
  const sorted = Float64Array.from(list).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1], count: sorted.length };
};
console.log(
  JSON.stringify({
    clients,
    players: Math.min(clients, players.length),
    connectMs,
    expected,
    received,
    outOfOrder,
    reloads,
    closedEarly,
    fromSend: summary(fromSend),
    fromAdmission: summary(fromAdmission),
  }),
);
for (const ws of sockets) ws.terminate();
process.exit(0);
