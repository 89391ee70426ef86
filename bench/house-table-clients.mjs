// The socket side of bench/house-table-fanout.mjs, in a process of its own: CLIENTS sockets in the
// house table room `house-<TABLE>` of the real app (5 per player, the server's per-player limit),
// each pinging every 3 s as the app does. Prints `ready` once every socket has its welcome; on a
// line `done <rounds>` on stdin it waits for that many results after the first (20 s at most) and
// prints one JSON line: for every client and measured `result` publication, the time from the
// deal (the result's `dealt_at`, the server's clock in the deal's transaction) to receipt.
import { readFileSync } from 'node:fs';
import { WebSocket } from 'ws';
import { connectAll, doneLine, pingEvery3s, summary } from './socket-clients.mjs';

const base = process.env.BASE; // 127.0.0.1:port
const clients = Number(process.env.CLIENTS);
const table = process.env.TABLE;
const { players } = JSON.parse(readFileSync(process.env.TOKENS, 'utf8'));
const now = () => performance.timeOrigin + performance.now();

const fromDeal = [];
const rounds = new Map(); // round -> receipts
let closedEarly = 0;
let outOfOrder = 0;
let reloads = 0;
let measuring = true;
let firstRound = null;

function open(id) {
  return new Promise((resolve, reject) => {
    const token = players[id % players.length];
    const roomid = `house-${table}`;
    const ws = new WebSocket(
      `ws://${base}/wss?roomid=${roomid}&_token=${encodeURIComponent(token)}`,
    );
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
      if (frame.data.type !== 'result' || !measuring) return;
      const { round, dealt_at: dealtAt } = frame.data.result;
      // The first result may reach some sockets before all are connected: it is the warm-up.
      firstRound ??= round;
      if (round === firstRound) return;
      rounds.set(round, (rounds.get(round) ?? 0) + 1);
      fromDeal.push(at - dealtAt);
    });
    ws.on('close', (code, reason) => {
      if (measuring) closedEarly += 1;
      if (!welcomed) reject(new Error(`closed before welcome: ${code} ${reason}`));
    });
    ws.on('error', reject);
  });
}

const { sockets, connectMs } = await connectAll(clients, open);
const pinger = pingEvery3s(sockets);
console.log('ready');

const wanted = await doneLine();
const deadline = Date.now() + 20_000;
const complete = () => [...rounds.values()].filter((n) => n === clients).length >= wanted;
while (!complete() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
measuring = false;
clearInterval(pinger);

console.log(
  JSON.stringify({
    clients,
    players: Math.min(clients, players.length),
    connectMs,
    rounds: [...rounds.entries()].map(([round, receipts]) => ({ round, receipts })),
    received: fromDeal.length,
    outOfOrder,
    reloads,
    closedEarly,
    fromDeal: summary(fromDeal),
  }),
);
for (const ws of sockets) ws.terminate();
process.exit(0);
