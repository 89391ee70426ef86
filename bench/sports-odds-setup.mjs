// The setup step of bench/sports-odds-fanout.mjs (loaded through tsx): migrates a fresh SQLite
// database (DATABASE_URL), lets the app seed it (no demo: no feed moves the book), creates PLAYERS
// players with sessions (the sockets' owners, bench/lottery-players.mjs) and the trader who moves
// the odds (an operator with the password OPERATOR_PASSWORD, role admin), and writes the players'
// tokens to OUT as JSON {players: [token]}. The fixtures and markets are made by the bench through
// the console's own call, on the running server.
import { writeFileSync } from 'node:fs';
import { buildApp, MIGRATIONS } from '../apps/server/src/app.ts';
import { ensureOperator } from '../apps/server/src/modules/operators/index.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openStore } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrations.ts';
import { systemClock } from '../apps/server/src/platform/time.ts';
import { createPlayers } from './lottery-players.mjs';

const databaseUrl = process.env.DATABASE_URL;
const store = openStore(databaseUrl);
await migrateToLatest(store, MIGRATIONS);
const config = { ...loadConfig({}), databaseUrl, webDist: undefined, demoSeed: false };
const app = await buildApp({ config, store, logger: false });
await app.ready();
const players = await createPlayers(store, { count: Number(process.env.PLAYERS), prefix: 'sp' });
await ensureOperator(
  { store, clock: systemClock },
  process.env.OPERATOR_NAME,
  process.env.OPERATOR_PASSWORD,
);
await app.close();
await store.close();
writeFileSync(process.env.OUT, JSON.stringify({ players: players.map((p) => p.token) }));
console.log(`setup: ${players.length} players and the trader ${process.env.OPERATOR_NAME}`);
