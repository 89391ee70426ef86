// A step of bench/ledger-vs-pgbench.mjs, in a process of its own (loaded through tsx), on the
// database DATABASE_URL (a scratch PostgreSQL database or SQLite file):
//   setup:  migrations, the app's start-up seed, the demo venue's ten neutral venues (the tests'
//           stand-in for an external provider, apps/server/src/test/demo-venues.ts), PLAYERS players with a
//           session and YUAN yuan each (bench/lottery-players.mjs: the modules' own functions),
//           each registered at the venues PLATNAMES (comma-separated; venues' ensureVenueAccount:
//           the venue_accounts row, the venue's wallet and the ledger's venue account); writes
//           [{userId, token}] to OUT.
//   verify: `verifyLedger` (what `npm run ledger:verify` runs) and the sums the bench moved;
//           prints one JSON line.
import { writeFileSync } from 'node:fs';
import { buildApp, MIGRATIONS } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openStore } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrations.ts';
import { verifyLedger } from '../apps/server/src/modules/ledger/index.ts';
import { ensureVenueAccount } from '../apps/server/src/modules/venues/accounts.ts';
import { findVenue } from '../apps/server/src/modules/venues/catalogue.ts';
import { addDemoVenues } from '../apps/server/src/test/demo-venues.ts';
import { createPlayers } from './lottery-players.mjs';

const databaseUrl = process.env.DATABASE_URL;
const store = openStore(databaseUrl, { poolSize: 4 });
try {
  if (process.argv[2] === 'verify') {
    const report = await verifyLedger(store);
    const failed = report.checks.filter((c) => !c.ok).map((c) => c.name);
    console.log(JSON.stringify({ ok: failed.length === 0, failed }));
  } else {
    await migrateToLatest(store, MIGRATIONS);
    const config = { ...loadConfig({}), databaseUrl, webDist: undefined, demoSeed: false };
    const app = await buildApp({ config, store, logger: false });
    await app.ready();
    await addDemoVenues(app.ctx);
    const players = await createPlayers(store, {
      count: Number(process.env.PLAYERS),
      prefix: 'lb',
      yuan: Number(process.env.YUAN ?? 1_000),
    });
    for (const platname of process.env.PLATNAMES.split(',')) {
      const venue = await findVenue(app.ctx, platname);
      if (!venue) throw new Error(`no venue ${platname}`);
      for (const player of players) await ensureVenueAccount(app.ctx, player.userId, venue);
    }
    await app.close();
    writeFileSync(
      process.env.OUT,
      JSON.stringify(players.map((p) => ({ userId: p.userId, token: p.token }))),
    );
  }
} finally {
  await store.close();
}
