// The sportsbook of the REAL app with 10,000 WebSocket clients on its fixture lists, the odds
// moving 50 times a second: p99 time from a publication to its receipt by every client (budget:
// <= 200 ms), every publication received by every client, and every client's last odds of every
// fixture equal to the server's. Processes:
//  - setup (tsx, bench/sports-odds-setup.mjs): a fresh SQLite database under /tmp, migrated and
//    seeded by the app (no demo, so no feed moves the book), 2,000 players with sessions (the
//    sockets' owners) and a trader (an operator);
//  - the server as built (apps/server/dist/main.js, run `npm run build` first), jobs running;
//  - BENCH_SPORTS_PROCESSES (3) client processes (bench/sports-odds-clients.mjs) holding the
//    sockets between them, socket g in `sports-<SPORTS[g % 3]>` (football, basketball, esports),
//    as the player app's sports screen joins its list, 5 sockets per player;
//  - this process, the trader: signs in to the console, makes BENCH_SPORTS_FIXTURES (20) fixtures
//    of each sport with the console's call (their sport's markets at default prices), waits for
//    the kick-off job to put them in play, then sets a market's prices with the console's call
//    (`POST /api/admin/sports/markets/update`, action 'price': one audited transaction, then the
//    rooms' publication) BENCH_SPORTS_RATE (50) times a second, markets taken in turn across every
//    fixture, for BENCH_SPORTS_WARMUP (5) s of warm-up and BENCH_SPORTS_SECONDS (30) measured.
// "From publication" starts at the published fixture's `clock.at` (the server's clock when it read
// the fixture to publish it) and ends at the client's receipt: serialisation, fan-out and the
// socket. A room publishes a fixture at most once per PUBLISH_MS (500 ms) per node, the last state
// winning, so changes of one fixture within that window ride one publication: the time from the
// trader's change to the publication (up to 500 ms, by design) is not part of the figure, and
// "every change received" is checked as every publication received by every client, in order,
// with no reload, and each client's last odds of every fixture equal to the server's list after
// the run. Bounded: setup about 10 s, fixtures in play within 20 s, connecting about 20 s,
// warm-up + measure + 3 s of grace. Loopback only, ports 18700-18799 (BENCH_PORTS=first-last).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePortIn, runSetup, spawnNode, waitFor } from './child-process.mjs';

const CLIENTS = Number(process.env.BENCH_SPORTS_CLIENTS ?? 10_000);
const PROCESSES = Number(process.env.BENCH_SPORTS_PROCESSES ?? 3);
const RATE = Number(process.env.BENCH_SPORTS_RATE ?? 50);
const FIXTURES = Number(process.env.BENCH_SPORTS_FIXTURES ?? 20);
const WARMUP_MS = Number(process.env.BENCH_SPORTS_WARMUP ?? 5) * 1000;
const MEASURE_MS = Number(process.env.BENCH_SPORTS_SECONDS ?? 30) * 1000;
const GRACE_MS = 3_000;
const SPORTS = ['football', 'basketball', 'esports'];
const PER_PLAYER = 5; // sockets per player and process (REALTIME_LIMITS)
const OPERATOR = { name: 'benchtrader', password: 'bench-trader-password' };
export const SPORTS_ODDS_P99_BUDGET_MS = 200;
/** The ports the server may take (BENCH_PORTS=first-last changes them). */
const PORTS = (() => {
  const [from, to] = (process.env.BENCH_PORTS ?? '18700-18799').split('-').map(Number);
  return { from, to: to ?? from };
})();

/** The odds as a player sees them: the fixture's state and every market's state and odds. */
export function oddsOf(fixture) {
  return `${fixture.state}|${fixture.markets
    .map((m) => `${m.id}:${m.state}:${m.selections.map((s) => s.odds).join(',')}`)
    .join(';')}`;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** p50, p99 and max of merged histograms (0.1 ms buckets). */
function summarise(parts) {
  const buckets = new Map();
  let total = 0;
  let max = 0;
  for (const part of parts) {
    total += part.measured;
    max = Math.max(max, part.max);
    for (const [b, n] of part.buckets) buckets.set(b, (buckets.get(b) ?? 0) + n);
  }
  const sorted = [...buckets].sort((a, b) => a[0] - b[0]);
  const at = (q) => {
    const rank = Math.ceil(q * total);
    let seen = 0;
    for (const [b, n] of sorted) if ((seen += n) >= rank) return b / 10;
    return max;
  };
  return { count: total, p50: at(0.5), p99: at(0.99), max };
}

/** New prices for a market's selections, different from the last ones it was given. */
function pricesFor(market, turn) {
  return Object.fromEntries(
    market.codes.map((code, j) => [code, ((150 + ((turn * 37 + j * 11) % 300)) / 100).toFixed(2)]),
  );
}

export async function sportsOddsFanout() {
  const loadBefore = os.loadavg();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sports-odds-'));
  const databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
  const tokensFile = path.join(dir, 'tokens.json');
  const port = await freePortIn(PORTS.from, PORTS.to);
  const base = `127.0.0.1:${port}`;
  runSetup('bench/sports-odds-setup.mjs', {
    DATABASE_URL: databaseUrl,
    PLAYERS: String(Math.ceil(CLIENTS / PER_PLAYER)),
    OPERATOR_NAME: OPERATOR.name,
    OPERATOR_PASSWORD: OPERATOR.password,
    OUT: tokensFile,
  });
  // Outside production the console signs in with the password alone (production asks for a
  // second factor); no demo seed, so nothing but the trader moves the book.
  const server = spawnNode(['apps/server/dist/main.js'], {
    NODE_ENV: '',
    DEMO_SEED: '0',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
  });
  const clients = [];
  try {
    await waitFor(server, 'Player app', 'the server');
    let token = '';
    const call = (pathname, body) =>
      fetch(`http://${base}${pathname}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }).then((r) => r.json());
    const login = await call('/api/admin/login', OPERATOR);
    if (login.code !== 200 || !login.data.token) throw new Error(`login: ${login.message}`);
    token = login.data.token;

    // The fixtures, made in the console, in play once the kick-off job has seen their start.
    const markets = [];
    for (let n = 0; n < FIXTURES; n++) {
      for (const sport of SPORTS) {
        const made = await call('/api/admin/sports/fixtures/create', {
          sport,
          league: `压测联赛${sport === 'football' ? '甲' : sport === 'basketball' ? '乙' : '丙'}`,
          home: `主队${n + 1}`,
          away: `客队${n + 1}`,
          starts_at: Date.now() + 1_000,
        });
        if (made.code !== 200) throw new Error(`fixture: ${made.message}`);
        made.data.markets.forEach((m, i) =>
          markets.push({ id: m.id, i, n, codes: m.selections.map((s) => s.code), turn: 0 }),
        );
      }
    }
    // Consecutive changes touch different fixtures: the i-th market of every fixture, in turn.
    markets.sort((a, b) => a.i - b.i || a.n - b.n);
    const live = async () => {
      for (const sport of SPORTS) {
        const list = (await call(`/api/sports/fixtures?sport=${sport}`)).data.fixtures;
        if (list.length !== FIXTURES || list.some((f) => f.state !== 'live')) return false;
      }
      return true;
    };
    const liveBy = Date.now() + 20_000;
    while (!(await live())) {
      if (Date.now() > liveBy) throw new Error('the fixtures did not go in play');
      await sleep(500);
    }

    const share = Math.ceil(CLIENTS / PROCESSES);
    const outputs = [];
    for (let p = 0; p < PROCESSES; p++) {
      const first = p * share;
      const count = Math.min(share, CLIENTS - first);
      const child = spawnNode(
        ['bench/sports-odds-clients.mjs'],
        {
          BASE: base,
          FIRST: String(first),
          COUNT: String(count),
          SPORTS: SPORTS.join(','),
          TOKENS: tokensFile,
        },
        'pipe',
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      outputs.push({ child, out: () => out, exited: new Promise((r) => child.on('exit', r)) });
      clients.push(child);
    }
    await Promise.all(clients.map((child) => waitFor(child, 'ready', 'the clients')));

    // The trader: RATE price changes a second, warm-up then the measured window.
    const started = now();
    const from = Date.now() + WARMUP_MS;
    const to = from + MEASURE_MS;
    for (const child of clients) child.stdin.write(`measure ${from} ${to}\n`);
    const total = Math.round(((WARMUP_MS + MEASURE_MS) * RATE) / 1000);
    const answers = [];
    for (let k = 0; k < total; k++) {
      await sleep(Math.max(0, started + (k * 1000) / RATE - now()));
      const market = markets[k % markets.length];
      market.turn += 1;
      const sent = now();
      answers.push(
        call('/api/admin/sports/markets/update', {
          id: market.id,
          action: 'price',
          prices: pricesFor(market, market.turn),
        }).then(
          (a) => ({ ok: a.code === 200, message: a.message, ms: now() - sent }),
          (error) => ({ ok: false, message: String(error), ms: now() - sent }),
        ),
      );
    }
    const answered = await Promise.all(answers);
    await sleep(GRACE_MS);
    const server_ = {};
    for (const sport of SPORTS) {
      const list = (await call(`/api/sports/fixtures?sport=${sport}`)).data.fixtures;
      server_[`sports-${sport}`] = Object.fromEntries(list.map((f) => [f.id, oddsOf(f)]));
    }
    for (const child of clients) child.stdin.write('done\n');
    const codes = await Promise.all(outputs.map((o) => o.exited));
    if (codes.some((c) => c !== 0)) throw new Error(`the clients exited with ${codes.join(',')}`);
    const parts = outputs.map((o) => JSON.parse(o.out().trim().split('\n').pop()));

    // Every socket at its room's last offset (the highest any socket reached), in order, no
    // reload; every fixture's last odds at every socket equal to the server's.
    const rooms = {};
    for (const part of parts) {
      for (const [roomid, r] of Object.entries(part.rooms)) {
        const room = (rooms[roomid] ??= {
          sockets: 0,
          last: 0,
          lastOffsets: {},
          gaps: 0,
          reloads: 0,
          closed: 0,
          odds: {},
        });
        room.sockets += r.sockets;
        room.gaps += r.gaps;
        room.reloads += r.reloads;
        room.closed += r.closed;
        for (const [o, n] of Object.entries(r.lastOffsets)) {
          room.lastOffsets[o] = (room.lastOffsets[o] ?? 0) + n;
          room.last = Math.max(room.last, Number(o));
        }
        for (const [id, byOdds] of Object.entries(r.odds)) {
          const merged = (room.odds[id] ??= {});
          for (const [odds, n] of Object.entries(byOdds)) merged[odds] = (merged[odds] ?? 0) + n;
        }
      }
    }
    let behind = 0;
    let oddsWrong = 0;
    let publications = 0;
    for (const [roomid, room] of Object.entries(rooms)) {
      behind += room.sockets - (room.lastOffsets[room.last] ?? 0);
      publications += room.last;
      const expected = server_[roomid] ?? {};
      for (const [id, odds] of Object.entries(expected)) {
        oddsWrong += room.sockets - (room.odds[id]?.[odds] ?? 0);
      }
    }
    const answerMs = answered.map((a) => a.ms).sort((a, b) => a - b);
    return {
      clients: parts.reduce((s, p) => s + p.sockets, 0),
      processes: PROCESSES,
      players: Math.ceil(CLIENTS / PER_PLAYER),
      fixtures: FIXTURES * SPORTS.length,
      markets: markets.length,
      rate: RATE,
      seconds: MEASURE_MS / 1000,
      changes: answered.length,
      changed: answered.filter((a) => a.ok).length,
      refused: [...new Set(answered.filter((a) => !a.ok).map((a) => a.message))],
      answerP50: answerMs[answerMs.length >> 1],
      answerP99: answerMs[Math.floor(answerMs.length * 0.99)],
      publications,
      behind,
      gaps: Object.values(rooms).reduce((s, r) => s + r.gaps, 0),
      reloads: Object.values(rooms).reduce((s, r) => s + r.reloads, 0),
      closed: Object.values(rooms).reduce((s, r) => s + r.closed, 0),
      closeCodes: parts.reduce((all, p) => {
        for (const [code, n] of Object.entries(p.closeCodes)) all[code] = (all[code] ?? 0) + n;
        return all;
      }, {}),
      oddsWrong,
      above: parts.reduce((s, p) => s + p.above, 0),
      bytes: parts.reduce((s, p) => s + p.bytes, 0),
      unparsable: parts.reduce((s, p) => s + p.unparsable, 0),
      connectMs: Math.max(...parts.map((p) => p.connectMs)),
      fromPublication: summarise(parts),
      load: [loadBefore[0], os.loadavg()[0]],
    };
  } finally {
    for (const child of clients) child.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((resolve) =>
      server.exitCode === null ? server.on('exit', resolve) : resolve(),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

export function describeSportsOdds(r) {
  const f = (x) => x.toFixed(1);
  const p = r.fromPublication;
  return (
    `sportsbook odds fan-out (real app, SQLite), ${r.clients} clients of ${r.players} players on ` +
    `the 3 list rooms (${r.processes} processes), ${r.fixtures} fixtures in play, ${r.changed}/` +
    `${r.changes} price changes at ${r.rate}/s (${r.seconds} s measured; answer p50 ` +
    `${f(r.answerP50)} ms, p99 ${f(r.answerP99)} ms): publication to receipt p50 ${f(p.p50)} ms, ` +
    `p99 ${f(p.p99)} ms, max ${f(p.max)} ms over ${p.count} receipts of ` +
    `${(r.bytes / r.seconds / 1e6).toFixed(0)} MB/s (budget p99 <= ` +
    `${SPORTS_ODDS_P99_BUDGET_MS} ms); ${r.publications} publications, ${r.behind} sockets behind ` +
    `their room's last, ${r.gaps} gaps, ${r.reloads} reloads, ${r.closed} closed ` +
    `${JSON.stringify(r.closeCodes)}, ${r.oddsWrong} ` +
    `(socket, fixture) odds unlike the server's; connect ${r.connectMs} ms; load ` +
    `${r.load.map((x) => x.toFixed(1)).join(' → ')}`
  );
}

export function sportsOddsOk(r) {
  return (
    r.fromPublication.p99 <= SPORTS_ODDS_P99_BUDGET_MS &&
    r.fromPublication.count > 0 &&
    r.changed === r.changes &&
    r.behind === 0 &&
    r.gaps === 0 &&
    r.reloads === 0 &&
    r.closed === 0 &&
    r.oddsWrong === 0 &&
    r.unparsable === 0
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await sportsOddsFanout();
  console.log(describeSportsOdds(r));
  if (r.refused.length > 0) console.log(`refused: ${r.refused.join('; ')}`);
  process.exit(sportsOddsOk(r) ? 0 : 1);
}
