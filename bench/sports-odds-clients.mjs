// The socket side of bench/sports-odds-fanout.mjs, in a process of its own: COUNT sockets (global
// ids FIRST…FIRST+COUNT-1) in the sportsbook's list rooms `sports-<sport>` of the real app, joined
// as the player app's sports screen joins them (`/wss?roomid=sports-<sport>&_token=…`, 5 sockets
// per player, the server's per-player limit), the sport of socket g being SPORTS[g % SPORTS.length],
// each pinging every 3 s from its welcome on, as the app does. Prints `ready` once every socket
// has its welcome.
// A line `measure <from> <to>` on stdin sets the measured window: every publication whose fixture
// was read for it (`fixture.clock.at`, the server's clock when the publication was made) within
// [from, to) is timed from then to its receipt at each socket. On `done` it prints one JSON line:
// the latency histogram, and per room the last offset each socket reached (every socket must reach
// the room's last, in order, with no reload) and each fixture's odds as every socket last saw them
// (the welcome's snapshot, then each publication in order), to compare with the server's.
// A publication's frame is the same text for every socket of a room: it is parsed once a process
// (by room and offset), so that the clients' CPU stays small next to the server's.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { WebSocket } from 'ws';
import { connectAll, pingEvery3s } from './socket-clients.mjs';
import { oddsOf } from './sports-odds-fanout.mjs';

const base = process.env.BASE; // 127.0.0.1:port
const first = Number(process.env.FIRST);
const count = Number(process.env.COUNT);
const sports = process.env.SPORTS.split(',');
const { players } = JSON.parse(readFileSync(process.env.TOKENS, 'utf8'));
const now = () => performance.timeOrigin + performance.now();
const PUB = /^\{"type":"pub","roomid":"([^"]+)","epoch":"([^"]+)","offset":(\d+),/;

// Latency histogram: 0.1 ms buckets up to 30 s, the rest counted above.
const BUCKETS = 300_000;
const histogram = new Uint32Array(BUCKETS);
let above = 0;
let measured = 0;
let max = 0;
let window = { from: Infinity, to: -Infinity };

/** Per room: offset -> {at, changes: [[id, odds (null: gone)]]}, parsed once for every socket. */
const publications = new Map();
const interned = new Map();
const intern = (text) => interned.get(text) ?? (interned.set(text, text), text);
let unparsable = 0;

function publicationOf(roomid, offset, data) {
  let room = publications.get(roomid);
  if (!room) publications.set(roomid, (room = new Map()));
  let p = room.get(offset);
  if (!p) {
    // A list room's publication: `{type: 'fixtures', fixtures, gone}` (several fixtures at once),
    // or one fixture's `{type: 'fixture', fixture}` / `{type: 'gone', id}`.
    const event = JSON.parse(data.toString('utf8')).data;
    const fixtures =
      event.type === 'fixtures' ? event.fixtures : event.type === 'fixture' ? [event.fixture] : [];
    const gone = event.type === 'fixtures' ? event.gone : event.type === 'gone' ? [event.id] : [];
    const at = fixtures.find((f) => f.clock?.at !== undefined)?.clock.at ?? null;
    p = {
      at,
      changes: [...fixtures.map((f) => [f.id, intern(oddsOf(f))]), ...gone.map((id) => [id, null])],
    };
    room.set(offset, p);
  }
  return p;
}

const closeCodes = {};
/** The sockets welcomed so far: each pings from its welcome on (the server closes one silent 10 s). */
const live = [];
let bytes = 0; // of the publications received in the measured window
const members = []; // {roomid, welcome, last, snapshot: Map id -> odds, gaps, reloads, closed}
let measuring = true;

function open(g) {
  return new Promise((resolve, reject) => {
    const token = players[g % players.length];
    const roomid = `sports-${sports[g % sports.length]}`;
    const member = {
      roomid,
      welcome: -1,
      last: -1,
      snapshot: new Map(),
      gaps: 0,
      reloads: 0,
      closed: false,
    };
    const ws = new WebSocket(
      `ws://${base}/wss?roomid=${roomid}&_token=${encodeURIComponent(token)}`,
    );
    ws.on('message', (data) => {
      const at = now();
      const head = data.toString('latin1', 0, Math.min(data.length, 160));
      const m = PUB.exec(head);
      if (m) {
        const offset = Number(m[3]);
        if (offset !== member.last + 1) member.gaps += 1;
        member.last = offset;
        const p = publicationOf(m[1], offset, data);
        if (measuring && p.at !== null && p.at >= window.from && p.at < window.to) {
          const ms = at - p.at;
          measured += 1;
          bytes += data.length;
          if (ms > max) max = ms;
          const b = Math.max(0, Math.floor(ms * 10));
          if (b < BUCKETS) histogram[b] += 1;
          else above += 1;
        }
        return;
      }
      if (head === 'pong') return;
      let frame;
      try {
        frame = JSON.parse(data.toString('utf8'));
      } catch {
        unparsable += 1;
        return;
      }
      if (frame.type === 'welcome') {
        member.welcome = frame.offset;
        member.last = frame.offset;
        for (const f of frame.snapshot.fixtures) member.snapshot.set(f.id, intern(oddsOf(f)));
        members.push(member);
        live.push(ws);
        resolve(ws);
      } else if (frame.type === 'reload') {
        member.reloads += 1;
        member.last = frame.offset;
      }
    });
    ws.on('close', (code, reason) => {
      if (measuring) {
        member.closed = true;
        closeCodes[code] = (closeCodes[code] ?? 0) + 1;
      }
      if (member.welcome < 0) reject(new Error(`closed before welcome: ${code} ${reason}`));
    });
    ws.on('error', reject);
  });
}

const ids = Array.from({ length: count }, (_, i) => first + i);
const pinger = pingEvery3s(live);
const { sockets, connectMs } = await connectAll(count, (i) => open(ids[i]));
console.log('ready');

const lines = createInterface({ input: process.stdin });
await new Promise((resolve) => {
  lines.on('line', (line) => {
    const [word, from, to] = line.split(' ');
    if (word === 'measure') window = { from: Number(from), to: Number(to) };
    if (word === 'done') resolve();
  });
});
measuring = false;
clearInterval(pinger);

// Per room: the last offset reached by each socket, and each fixture's odds at each socket.
const rooms = {};
for (const member of members) {
  const room = (rooms[member.roomid] ??= {
    sockets: 0,
    lastOffsets: {},
    odds: {},
    gaps: 0,
    reloads: 0,
    closed: 0,
  });
  room.sockets += 1;
  room.gaps += member.gaps;
  room.reloads += member.reloads;
  if (member.closed) room.closed += 1;
  room.lastOffsets[member.last] = (room.lastOffsets[member.last] ?? 0) + 1;
  const seen = new Map(member.snapshot);
  const pubs = publications.get(member.roomid) ?? new Map();
  for (let o = member.welcome + 1; o <= member.last; o++) {
    const p = pubs.get(o);
    if (!p) continue; // a gap: counted above
    for (const [id, odds] of p.changes) {
      if (odds === null) seen.delete(id);
      else seen.set(id, odds);
    }
  }
  for (const [id, odds] of seen) {
    const byOdds = (room.odds[id] ??= {});
    byOdds[odds] = (byOdds[odds] ?? 0) + 1;
  }
}
const buckets = [];
for (let b = 0; b < BUCKETS; b++) if (histogram[b] > 0) buckets.push([b, histogram[b]]);
console.log(
  JSON.stringify({
    sockets: members.length,
    closeCodes,
    bytes,
    connectMs,
    measured,
    max,
    above,
    buckets,
    unparsable,
    rooms,
  }),
);
for (const ws of sockets) ws.terminate();
process.exit(0);
