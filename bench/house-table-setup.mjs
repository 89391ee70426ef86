// The setup step of bench/house-table-fanout.mjs (loaded through tsx): migrates a fresh SQLite
// database (DATABASE_URL), lets the app seed it (the house tables: bac1 is 百家乐 A, a round every
// 25 s of which 15 s take bets), creates PLAYERS players with sessions (the sockets' owners) and
// BETTORS players with 1,000 yuan each (bench/lottery-players.mjs), and writes their tokens to OUT
// as JSON {players: [token], bettors: [token]}.
import { writeFileSync } from 'node:fs';
import { buildApp, MIGRATIONS } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openStore } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrations.ts';
import { createPlayers } from './lottery-players.mjs';

const databaseUrl = process.env.DATABASE_URL;
const store = openStore(databaseUrl);
await migrateToLatest(store, MIGRATIONS);
const config = { ...loadConfig({}), databaseUrl, webDist: undefined, demoSeed: false };
const app = await buildApp({ config, store, logger: false });
await app.ready();
const players = await createPlayers(store, { count: Number(process.env.PLAYERS), prefix: 'ht' });
const bettors = await createPlayers(store, {
  count: Number(process.env.BETTORS),
  prefix: 'htbet',
  yuan: 1_000,
});
await app.close();
await store.close();
writeFileSync(
  process.env.OUT,
  JSON.stringify({ players: players.map((p) => p.token), bettors: bettors.map((p) => p.token) }),
);
console.log(`setup: ${players.length} players and ${bettors.length} bettors`);
