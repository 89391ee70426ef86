// The setup step of bench/players-10k.mjs (loaded through tsx): migrates a fresh SQLite database
// (DATABASE_URL), lets the app seed it as the server would (the demo data, and the lotteries with
// LOTTERY_DEMO_PERIOD_SECONDS when set, so the server finds them as seeded), then creates PLAYERS
// players with sessions through bench/lottery-players.mjs, the last BETTORS of them with 1,000
// yuan, and writes their tokens to OUT as JSON {players: [token]} (bettors last).
import { writeFileSync } from 'node:fs';
import { buildApp, MIGRATIONS } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openStore } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrations.ts';
import { createPlayers } from './lottery-players.mjs';

const databaseUrl = process.env.DATABASE_URL;
const count = Number(process.env.PLAYERS);
const bettors = Number(process.env.BETTORS);
const started = Date.now();
const store = openStore(databaseUrl);
await migrateToLatest(store, MIGRATIONS);
const config = {
  ...loadConfig({
    DATABASE_URL: databaseUrl,
    LOTTERY_DEMO_PERIOD_SECONDS: process.env.LOTTERY_DEMO_PERIOD_SECONDS ?? '',
  }),
  webDist: undefined,
  adminDist: undefined,
};
const app = await buildApp({ config, store, logger: false });
await app.ready();
const plain = await createPlayers(store, { count: count - bettors, prefix: 'tk' });
const funded = await createPlayers(store, { count: bettors, prefix: 'tkbet', yuan: 1_000 });
await app.close();
await store.close();
writeFileSync(
  process.env.OUT,
  JSON.stringify({ players: [...plain, ...funded].map((p) => p.token) }),
);
console.log(`setup: ${count} players (${bettors} funded) in ${Date.now() - started} ms`);
