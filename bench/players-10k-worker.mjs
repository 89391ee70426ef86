// A load generator of bench/players-10k.mjs, in a process of its own: the players g with
// g % WORKERS === WORKER of the PLAYERS tokens in TOKENS, each behaving as the player app's screen
// it is on (the mix and the intervals are in bench/players-10k-mix.mjs). Every player has its own
// keep-alive connection (an http.Agent of one socket, as a browser tab talks to the server) and
// its calls go one after the other on it; a call already waiting or under way is not asked again
// (react-query's de-duplication). Room players hold the room's WebSocket too.
//
// It prints `ready` once loaded and reads its timeline as one JSON line on stdin: players arrive
// spread over rampMs from startAt; latencies are kept for calls sent and frames received between
// measureFrom and measureTo (epoch ms); errors are counted over the whole run. At measureTo it
// stops, waits 5 s at most for calls under way and prints one JSON line.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { INTERVALS, issueAfter, playerPlan } from './players-10k-mix.mjs';

const [host, port] = process.env.BASE.split(':');
const worker = Number(process.env.WORKER);
const workers = Number(process.env.WORKERS);
const { players: tokens } = JSON.parse(readFileSync(process.env.TOKENS, 'utf8'));

/** Latencies at 0.1 ms resolution, mergeable across processes. */
class Histogram {
  buckets = new Map();
  count = 0;
  max = 0;
  add(ms) {
    const b = Math.max(0, Math.round(ms * 10));
    this.buckets.set(b, (this.buckets.get(b) ?? 0) + 1);
    this.count += 1;
    if (ms > this.max) this.max = ms;
  }
  toJSON() {
    return { count: this.count, max: this.max, buckets: [...this.buckets] };
  }
}
const histograms = new Map();
const histogram = (name) => {
  let h = histograms.get(name);
  if (!h) histograms.set(name, (h = new Histogram()));
  return h;
};
const counters = new Map();
const count = (name, n = 1) => counters.set(name, (counters.get(name) ?? 0) + n);
const errors = new Map();
const samples = [];
function error(kind, detail) {
  // Split by phase: arriving (the ramp and its settling) or measured.
  const at = Date.now();
  const key = `${at < measureFrom ? 'arriving' : 'measured'}: ${kind}`;
  const seen = errors.get(key) ?? 0;
  errors.set(key, seen + 1);
  // The first two of each kind.
  if (seen < 2) samples.push(`${kind}: ${detail}`.slice(0, 300));
}
const inWindow = (t) => t >= measureFrom && t < measureTo;

let stopping = false;
const timers = new Set();
function every(ms, phase, fn) {
  const first = setTimeout(() => {
    timers.delete(first);
    if (stopping) return;
    fn();
    const repeat = setInterval(() => !stopping && fn(), ms);
    timers.add(repeat);
  }, phase);
  timers.add(first);
}
function later(ms, fn) {
  const timer = setTimeout(() => {
    timers.delete(timer);
    if (!stopping) fn();
  }, ms);
  timers.add(timer);
}

let inFlight = 0;

class Player {
  constructor(g, token) {
    this.g = g;
    this.token = token;
    this.plan = playerPlan(g, tokens.length);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, keepAliveMsecs: 30_000 });
    this.queue = [];
    this.pending = new Set();
    this.again = new Map();
    this.busy = false;
    this.userId = null;
    this.room = null; // the last lotteryRoom answer, with its local receipt time
    this.betOn = new Set(); // issues this player meant to bet on
    this.ordered = new Set(); // issues this player has an order in
    this.offset = 0; // the server's clock minus ours, from the last room answer
    this.ftime = 0;
  }

  /**
   * Asks `name` unless the same call is already waiting or under way; with `again`, a call under
   * way is asked once more when it ends (react-query's invalidation refetches a query in flight).
   */
  call(name, path, body, onData, again = false) {
    if (stopping) return;
    if (this.pending.has(name)) {
      if (again) this.again.set(name, () => this.call(name, path, body, onData));
      return;
    }
    this.pending.add(name);
    this.queue.push({ name, path, body, onData });
    if (!this.busy) this.next();
  }

  next() {
    const job = this.queue.shift();
    if (!job) {
      this.busy = false;
      return;
    }
    this.busy = true;
    inFlight += 1;
    const sentAt = Date.now();
    const t0 = performance.now();
    const finish = (failure, text) => {
      inFlight -= 1;
      this.pending.delete(job.name);
      const repeat = this.again.get(job.name);
      this.again.delete(job.name);
      const ms = performance.now() - t0;
      if (failure) error(`${job.name} ${failure}`, text ?? '');
      else {
        if (inWindow(sentAt)) {
          histogram(`call ${job.name}`).add(ms);
          count('calls');
        }
        if (job.onData) {
          try {
            job.onData(JSON.parse(text).data, Date.now());
          } catch (e) {
            error(`${job.name} handler`, String(e));
          }
        }
      }
      repeat?.();
      this.next();
    };
    const headers = { authorization: `Bearer ${this.token}` };
    if (job.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(job.body);
    }
    const request = http.request(
      {
        host,
        port,
        path: job.path,
        method: job.body === undefined ? 'GET' : 'POST',
        agent: this.agent,
        headers,
      },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode !== 200) return finish(`HTTP ${response.statusCode}`, text);
          // The envelope: {"code":200,…}; anything else is a refusal the player would see.
          if (!text.startsWith('{"code":200')) return finish('code', text);
          finish(null, text);
        });
        response.on('error', (e) => finish(`response ${e.code ?? e.message}`));
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error('timeout 30 s')));
    request.on('error', (e) => finish(`network ${e.code ?? e.message}`, String(e)));
    request.end(job.body);
  }

  post(name, body = '{}', onData) {
    this.call(name, `/api/${name}`, body, onData);
  }

  arrive() {
    const { screen } = this.plan;
    this.post('app');
    this.post('user');
    this.post('balance');
    const intervals = INTERVALS[screen];
    every(INTERVALS.app, INTERVALS.app, () => this.post('app'));
    if (screen === 'home') {
      this.post('typel');
      every(intervals.typel, intervals.typel, () => this.post('typel'));
    } else if (screen === 'wallet' || screen === 'transfer') {
      this.post('balancelist');
      every(intervals.balances, intervals.balances, () => {
        this.post('balance');
        this.post('balancelist');
      });
    } else if (screen === 'room') {
      this.loadRoom();
      this.openSocket();
      if (this.plan.chatter) {
        every(intervals.chat, Math.random() * intervals.chat, () => this.chat());
      }
    }
  }

  // ---- the lottery room screen --------------------------------------------------------------

  /** The room's query; `invalidate`: the page's refetchRoom (a load under way is asked again). */
  loadRoom(invalidate = false) {
    this.call(
      'lotteryRoom',
      `/api/lotteryRoom?room_id=${this.plan.room}`,
      undefined,
      (data, at) => this.roomLoaded(data, at),
      invalidate,
    );
  }

  roomLoaded(data, at) {
    // The server's clock against ours, as the page keeps it from the room's answer.
    this.offset = data.server_time - at;
    this.ftime = data.ftime;
    this.showIssue(data.nextexpect, at + data.timeout * 1000, data.state, at);
  }

  /** The room shows issue `expect`, drawn at `drawAt` (our clock): from an answer or `open`. */
  showIssue(expect, drawAt, state, at) {
    this.room = { expect, drawAt, sealAt: drawAt - this.ftime * 1000 };
    // The page's one-second countdown (its own phase): past the draw it reloads the room (after a
    // random part of the spread, at most every 2 s) until the room shows the next issue.
    clearTimeout(this.countdown);
    const tick = 1000 - ((at - this.plan.tickPhase) % 1000);
    this.countdown = setTimeout(() => this.pastDraw(), Math.max(0, drawAt - at) + tick);
    if (this.plan.bettor && state === 'open' && !this.betOn.has(expect)) {
      this.betOn.add(expect);
      const room = this.room;
      // One order per issue, at a moment of the open window (1 s of margin before the seal).
      const window = room.sealAt - 1_000 - (at + 500);
      if (window > 0) later(500 + Math.random() * window, () => this.bet(room.expect));
    }
  }

  pastDraw() {
    if (stopping || !this.room) return;
    if (Date.now() >= this.room.drawAt) {
      // An `open` message moving the room meanwhile clears this timer (showIssue).
      this.countdown = setTimeout(() => {
        this.loadRoom(true);
        this.countdown = setTimeout(() => this.pastDraw(), INTERVALS.room.reloadEvery);
      }, Math.random() * INTERVALS.room.reloadSpread);
    }
  }

  /** An `open` or `result` message: the page moves its room by it, or loads the room. */
  roomMessage(data) {
    if (data.kind === 'open') {
      if (data.expect === undefined || data.commit === undefined || data.draw_at === undefined) {
        return this.loadRoom(true);
      }
      if (!this.room) return this.loadRoom(true);
      if (issueAfter(data.expect, this.room.expect)) {
        const at = Date.now();
        this.showIssue(data.expect, data.draw_at - this.offset, 'open', at);
      }
    } else if (data.kind === 'result') {
      if (data.expect === undefined || data.extend === undefined || data.opentime2 === undefined) {
        return this.loadRoom(true);
      }
      if (!this.room) return this.loadRoom(true);
      // The draw goes into the room's open list: nothing to ask.
    }
  }

  bet(expect) {
    const type = this.plan.room <= 2 ? 1 : 2;
    const line = type === 1 ? ['特大', 't_big', '10'] : ['大', 'big', '10'];
    const order = { id: `p${this.g}x${expect}`, total: '10.00', data: [line] };
    this.post('lotteryOrder', JSON.stringify({ room_id: this.plan.room, expect, order }), () =>
      this.ordered.add(expect),
    );
  }

  chat() {
    if (this.ws?.readyState !== WebSocket.OPEN) return;
    this.chatSeq = (this.chatSeq ?? 0) + 1;
    this.ws.send(JSON.stringify({ content: `第${this.chatSeq}次：祝大家好运 ${this.g}` }));
    count('chats sent');
  }

  openSocket() {
    const ws = new WebSocket(
      `ws://${host}:${port}/wss?roomid=${this.plan.room}&_token=${encodeURIComponent(this.token)}`,
    );
    this.ws = ws;
    let last = null;
    let pingAt = null;
    ws.on('message', (raw) => {
      const at = Date.now();
      const text = String(raw);
      if (text === 'pong') {
        if (pingAt !== null && inWindow(pingAt)) histogram('ws ping→pong').add(at - pingAt);
        pingAt = null;
        return;
      }
      const frame = JSON.parse(text);
      switch (frame.type) {
        case 'welcome':
          last = frame.offset;
          this.userId = frame.user?.id ?? null;
          count('sockets welcomed');
          // A fresh start may have missed messages between the room's answer and now: the page
          // loads the room again.
          this.loadRoom(true);
          every(INTERVALS.room.ping, Math.random() * INTERVALS.room.ping, () => {
            if (ws.readyState !== WebSocket.OPEN) return;
            pingAt = Date.now();
            ws.send('ping');
            if (inWindow(pingAt)) count('pings');
          });
          return;
        case 'reload':
          error('ws reload', `${frame.roomid} at ${frame.offset}`);
          last = frame.offset;
          this.loadRoom(true);
          return;
        case 'error':
          error('ws error frame', `${frame.code} ${frame.message}`);
          return;
        case 'direct':
          return;
        case 'pub':
          break;
        default:
          error('ws unknown frame', text);
          return;
      }
      if (last !== null && frame.offset !== last + 1) {
        error('ws out of order', `${frame.offset} after ${last}`);
      }
      last = frame.offset;
      const data = frame.data;
      if (inWindow(at)) {
        count('frames');
        if (typeof data.time === 'number') {
          histogram('broadcast (all)').add(at - data.time);
          histogram(`broadcast ${data.kind}`).add(at - data.time);
        }
      }
      // The page: a new issue or a result moves the room (loaded again only when the message
      // lacks what the room needs); a result of an issue one has an order in reloads the balance
      // (and again 3 s later, for the settlement), as does a win of one's own.
      if (data.kind === 'bet' && data.user_id === this.userId && data.expect !== undefined) {
        this.ordered.add(data.expect);
      }
      if (data.kind === 'open' || data.kind === 'result') this.roomMessage(data);
      if (data.kind === 'result' && this.ordered.has(data.expect)) {
        this.post('balance');
        later(3_000, () => this.post('balance'));
      }
      if (data.kind === 'win' && data.user_id === this.userId) this.post('balance');
    });
    ws.on('close', (code, reason) => {
      if (!stopping) error(`ws close ${code}`, String(reason));
    });
    ws.on('error', (e) => {
      if (!stopping) error('ws error', e.message);
    });
  }

  stop() {
    clearTimeout(this.countdown);
    this.ws?.terminate();
  }
}

console.log('ready');
const { startAt, rampMs, measureFrom, measureTo } = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (d) => {
      text += d;
      if (text.includes('\n')) resolve(text);
    });
  }),
);

const mine = [];
for (let g = worker; g < tokens.length; g += workers) mine.push(new Player(g, tokens[g]));
for (const player of mine) {
  const arriveAt = startAt + (player.g / tokens.length) * rampMs;
  setTimeout(() => player.arrive(), Math.max(0, arriveAt - Date.now()));
}

// The generator's own health: a saturated generator inflates every latency it measures.
const delay = monitorEventLoopDelay({ resolution: 10 });
setTimeout(() => delay.enable(), Math.max(0, measureFrom - Date.now()));
const cpuAtStart = { at: 0, usage: null };
setTimeout(
  () => Object.assign(cpuAtStart, { at: performance.now(), usage: process.cpuUsage() }),
  Math.max(0, measureFrom - Date.now()),
);

await new Promise((resolve) => setTimeout(resolve, Math.max(0, measureTo - Date.now())));
stopping = true;
delay.disable();
const cpu = process.cpuUsage(cpuAtStart.usage ?? undefined);
const seconds = (performance.now() - cpuAtStart.at) / 1000;
for (const timer of timers) clearTimeout(timer);
const deadline = Date.now() + 5_000;
while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
for (const player of mine) player.stop();

console.log(
  JSON.stringify({
    worker,
    players: mine.length,
    mix: mine.reduce((mix, p) => {
      const key = p.plan.bettor ? 'bettor' : p.plan.chatter ? 'chatter' : p.plan.screen;
      mix[key] = (mix[key] ?? 0) + 1;
      return mix;
    }, {}),
    histograms: Object.fromEntries(histograms),
    counters: Object.fromEntries(counters),
    errors: Object.fromEntries(errors),
    samples,
    unanswered: inFlight,
    generator: {
      cpuPercent: Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100),
      delayP99Ms: Math.round(delay.percentile(99) / 1e5) / 10,
      delayMaxMs: Math.round(delay.max / 1e5) / 10,
    },
  }),
);
process.exit(0);
