// The SQLite figure of bench/ledger-vs-pgbench.mjs, in a process of its own (loaded through
// tsx). SQLite has one writer at a time (every transfer is a `BEGIN IMMEDIATE` transaction), so
// the ledger verb runs in a loop in this one process, one transfer after the other, rather than
// from 50 clients that would only queue for the write lock: PLAYERS players on a fresh database
// file (WAL, synchronous=NORMAL as the server opens it), each moving 1.00 to their wallet at the
// venue and back with `moveWithVenue`, each move its own transaction, round-robin over the
// players, WARMUP_MS then MEASURE_MS counted. Then `verifyLedger`. Prints one JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '../apps/server/src/app.ts';
import { openStore } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrations.ts';
import { inTransaction } from '../apps/server/src/platform/db/transaction.ts';
import { moveWithVenue, verifyLedger } from '../apps/server/src/modules/ledger/index.ts';
import { createPlayers } from './lottery-players.mjs';

const PLAYERS = Number(process.env.PLAYERS ?? 50);
const WARMUP_MS = Number(process.env.WARMUP_MS ?? 3_000);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 10_000);
const platname = 'ag';

const dir = mkdtempSync(path.join(tmpdir(), 'ledger-sqlite-'));
const store = openStore(`sqlite:${path.join(dir, 'bench.db')}`);
try {
  await migrateToLatest(store, MIGRATIONS);
  const players = await createPlayers(store, { count: PLAYERS, prefix: 'ls', yuan: 1_000 });
  const move = (player, n) =>
    inTransaction(store, (tx) =>
      moveWithVenue(store, tx, {
        userId: player.userId,
        platname,
        amountMinor: n % 2 === 0 ? 100n : -100n,
        key: `bench-${n % 2 === 0 ? 'in' : 'out'}:${player.userId}:${n}`,
        kind: n % 2 === 0 ? 'venue_in' : 'venue_out',
        memo: platname,
      }),
    );
  let n = 0;
  const run = async (ms) => {
    const stopAt = performance.now() + ms;
    let done = 0;
    while (performance.now() < stopAt) {
      // A pair (in, out) per player, round-robin.
      const player = players[Math.floor(n / 2) % players.length];
      await move(player, n);
      n += 1;
      done += 1;
    }
    return done;
  };
  await run(WARMUP_MS);
  const started = performance.now();
  const transfers = await run(MEASURE_MS);
  const seconds = (performance.now() - started) / 1000;
  const report = await verifyLedger(store);
  console.log(
    JSON.stringify({
      transfers,
      seconds,
      tps: transfers / seconds,
      verifyOk: report.ok,
      failed: report.checks.filter((c) => !c.ok).map((c) => c.name),
    }),
  );
} finally {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
}
