// Load of bench/ledger-vs-pgbench.mjs at the ledger verb level, in a worker process of its own
// (loaded through tsx): CLIENTS clients, each with its own player (PLAYERS: JSON [{userId}]) and
// its own database connection, moving 1.00 from the player's wallet to the player's wallet at
// the venue PLATNAME and back with the ledger's `moveWithVenue`, each move its own transaction
// (`inTransaction`), as fast as they can. They start at START_AT (epoch ms), count from
// START_AT + WARMUP_MS for MEASURE_MS, then stop. Prints one JSON line: transfers counted,
// errors, latencies (ms) of the counted ones.
import { openStore } from '../apps/server/src/platform/db/database.ts';
import { inTransaction } from '../apps/server/src/platform/db/transaction.ts';
import { systemClock } from '../apps/server/src/platform/time.ts';
import { moveWithVenue } from '../apps/server/src/modules/ledger/index.ts';

const players = JSON.parse(process.env.PLAYERS);
const startAt = Number(process.env.START_AT);
const countFrom = startAt + Number(process.env.WARMUP_MS);
const stopAt = countFrom + Number(process.env.MEASURE_MS);
const platname = process.env.PLATNAME;
const tag = `${process.env.TAG}:${process.pid}`;
const store = openStore(process.env.DATABASE_URL, { poolSize: players.length });
// Open the connections before the start.
await Promise.all(players.map(() => store.db.selectNoFrom((eb) => eb.val(1).as('one')).execute()));

const latencies = [];
let errors = 0;
let firstError = '';
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));

async function client(player, index) {
  for (let n = 0; Date.now() < stopAt; n++) {
    const inward = n % 2 === 0;
    const started = Date.now();
    const t0 = performance.now();
    try {
      await inTransaction(store, (tx) =>
        moveWithVenue({ store, clock: systemClock }, tx, {
          userId: player.userId,
          platname,
          amountMinor: inward ? 100n : -100n,
          key: `bench-${inward ? 'in' : 'out'}:${tag}:${index}:${n}`,
          kind: inward ? 'venue_in' : 'venue_out',
          memo: platname,
        }),
      );
      if (started >= countFrom && Date.now() <= stopAt) latencies.push(performance.now() - t0);
    } catch (error) {
      errors += 1;
      firstError ||= String(error);
    }
  }
}

await Promise.all(players.map(client));
await store.close();
console.log(JSON.stringify({ transfers: latencies.length, errors, firstError, latencies }));
