// The setup step of bench/lottery-fanout.mjs (loaded through tsx): migrates a fresh SQLite
// database (DATABASE_URL), lets the app seed it (the demo lotteries and rooms: room 3 is 幸运28
// 新手房, type 2), creates PLAYERS players with sessions and one bettor with 10,000 yuan through
// bench/lottery-players.mjs, and writes their tokens to OUT as JSON {bettor, players: [token]}.
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
const players = await createPlayers(store, { count: Number(process.env.PLAYERS), prefix: 'lf' });
const [bettor] = await createPlayers(store, { count: 1, prefix: 'lfbettor', yuan: 10_000 });
await app.close();
await store.close();
writeFileSync(
  process.env.OUT,
  JSON.stringify({ bettor: bettor.token, players: players.map((p) => p.token) }),
);
console.log(`setup: ${players.length} players and a bettor`);
