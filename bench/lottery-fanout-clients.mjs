// The socket side of bench/lottery-fanout.mjs, in a process of its own: CLIENTS sockets in lottery
// room ROOM of the real app (5 per player, the server's per-player limit), each pinging every 3 s
// as the app does. Prints `ready` once every socket has its welcome; on a line `done <n>` on stdin
// (n bet orders admitted) it waits for the last publications (10 s at most) and prints one JSON
// line: for every client and `bet` publication of the bench's orders, the time from the bettor's
// send (its timestamp travels in the order id `fb<seq>x<microseconds>`) and from the server's
// admission (`data.time`) to receipt.
import { readFileSync } from 'node:fs';
import { WebSocket } from 'ws';
import { connectAll, doneLine, pingEvery3s, summary } from './socket-clients.mjs';

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

const { sockets, connectMs } = await connectAll(clients, open);
const pinger = pingEvery3s(sockets);
console.log('ready');

const admitted = await doneLine();
const expected = clients * admitted;
const deadline = Date.now() + 10_000;
while (received < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
measuring = false;
clearInterval(pinger);

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
