// The SQLite figure of bench/ledger-vs-pgbench.mjs, in a process of its own (loaded through
// tsx). SQLite has one writer at a time: CLIENTS (50, as the PostgreSQL part) loops in this one
// process call the ledger verb, each move its own `inTransaction`, and the transactions that queue
// while one runs share one commit (group commit, platform/db/transaction.ts); CLIENTS=1 is one
// transfer after the other. PLAYERS players on a fresh database file opened as the server opens
// it (WAL, synchronous=NORMAL, background checkpoints), each moving 1.00 to their wallet at the
// venue and back with `moveWithVenue`, round-robin over the players, WARMUP_MS then MEASURE_MS
// counted; DIR (the system's temporary folder) holds the file. Then `verifyLedger`. Prints one
// JSON line: transfers/s, the process's CPU µs per transfer, latency p50/p99 of a move.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '../apps/server/src/app.ts';
import { openStore } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrations.ts';
import { inTransaction } from '../apps/server/src/platform/db/transaction.ts';
import { systemClock } from '../apps/server/src/platform/time.ts';
import { moveWithVenue, verifyLedger } from '../apps/server/src/modules/ledger/index.ts';
import { createPlayers } from './lottery-players.mjs';

const PLAYERS = Number(process.env.PLAYERS ?? 50);
const WARMUP_MS = Number(process.env.WARMUP_MS ?? 3_000);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 10_000);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const DIR = process.env.DIR ?? tmpdir();
const platname = 'demo1';

const percentile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(3),
  );
};

const dir = mkdtempSync(path.join(DIR, 'ledger-sqlite-'));
const store = openStore(`sqlite:${path.join(dir, 'bench.db')}`, { backgroundCheckpoints: true });
try {
  await migrateToLatest(store, MIGRATIONS);
  const players = await createPlayers(store, { count: PLAYERS, prefix: 'ls', yuan: 1_000 });
  const move = (player, n) =>
    inTransaction(store, (tx) =>
      moveWithVenue({ store, clock: systemClock }, tx, {
        userId: player.userId,
        platname,
        amountMinor: n % 2 === 0 ? 100n : -100n,
        key: `bench-${n % 2 === 0 ? 'in' : 'out'}:${player.userId}:${n}`,
        kind: n % 2 === 0 ? 'venue_in' : 'venue_out',
        memo: platname,
      }),
    );
  let n = 0;
  let latencies = [];
  const run = async (ms) => {
    const stopAt = performance.now() + ms;
    let done = 0;
    // CLIENTS loops at once, each a pair (in, out) per player, round-robin over the players.
    const client = async () => {
      while (performance.now() < stopAt) {
        const mine = n++;
        const t0 = performance.now();
        await move(players[Math.floor(mine / 2) % players.length], mine);
        latencies.push(performance.now() - t0);
        done += 1;
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    return done;
  };
  await run(WARMUP_MS);
  latencies = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const transfers = await run(MEASURE_MS);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const report = await verifyLedger(store);
  console.log(
    JSON.stringify({
      transfers,
      seconds,
      tps: transfers / seconds,
      clients: CLIENTS,
      // The process's CPU (user + system, every thread) per transfer, in µs.
      cpuUs: Number(((cpu.user + cpu.system) / transfers).toFixed(1)),
      cpuSystemUs: Number((cpu.system / transfers).toFixed(1)),
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      verifyOk: report.ok,
      failed: report.checks.filter((c) => !c.ok).map((c) => c.name),
    }),
  );
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
