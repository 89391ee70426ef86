// What the benches' socket processes share: connecting many sockets in batches, pinging them as
// the app does, reading the parent's `done <n>` line, and the latency summary.
import { createInterface } from 'node:readline';

/** Opens `count` sockets with `open(id)`, 250 at a time; answers them and the time it took. */
export async function connectAll(count, open) {
  const started = Date.now();
  const sockets = [];
  for (let i = 0; i < count; i += 250) {
    const batch = [];
    for (let id = i; id < Math.min(count, i + 250); id++) batch.push(open(id));
    sockets.push(...(await Promise.all(batch)));
  }
  return { sockets, connectMs: Date.now() - started };
}

/** Pings every socket every 3 s, spread over the interval; answers the timer to clear. */
export function pingEvery3s(sockets) {
  let turn = -1;
  return setInterval(() => {
    const slice = Math.ceil(sockets.length / 30);
    turn = (turn + 1) % 30;
    for (const ws of sockets.slice(turn * slice, (turn + 1) * slice)) ws.send('ping');
  }, 100);
}

/** The number in the parent's line `done <n>` on stdin. */
export function doneLine() {
  const lines = createInterface({ input: process.stdin });
  return new Promise((resolve) => {
    lines.on('line', (line) => line.startsWith('done ') && resolve(Number(line.slice(5))));
  });
}

/** p50, p99, max and count of a list of milliseconds. */
export function summary(list) {
  const sorted = Float64Array.from(list).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1], count: sorted.length };
}
