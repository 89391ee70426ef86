// The load generator of the API figure of bench/ledger-vs-pgbench.mjs, in a process of its own:
// one keep-alive connection per player (PLAYERS: JSON [{token}]) to BASE, each doing
// POST /api/transfer 1.00 wallet -> venue PLATNAME, then venue -> wallet, one after the other,
// each with a fresh Idempotency-Key as the player app sends it. Starts at START_AT (epoch ms),
// counts answered transfers from START_AT + WARMUP_MS for MEASURE_MS. Prints one JSON line.
import http from 'node:http';

const players = JSON.parse(process.env.PLAYERS);
const base = new URL(process.env.BASE);
const platname = process.env.PLATNAME;
const startAt = Number(process.env.START_AT);
const countFrom = startAt + Number(process.env.WARMUP_MS);
const stopAt = countFrom + Number(process.env.MEASURE_MS);

function post(agent, token, body, key) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: '/api/transfer',
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'idempotency-key': key,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const latencies = [];
let errors = 0;
let firstError = '';
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));

async function client(player, index) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (let n = 0; Date.now() < stopAt; n++) {
    const inward = n % 2 === 0;
    const body = JSON.stringify({
      sourcetype: inward ? 'userbalance' : platname,
      targettype: inward ? platname : 'userbalance',
      amount: '1.00',
    });
    const started = Date.now();
    const t0 = performance.now();
    try {
      const answer = await post(agent, player.token, body, `lb${process.pid}x${index}x${n}`);
      const parsed = JSON.parse(answer.text);
      if (answer.status !== 200 || parsed.code !== 200 || parsed.data?.state !== 1) {
        throw new Error(`${answer.status} ${answer.text.slice(0, 200)}`);
      }
      if (started >= countFrom && Date.now() <= stopAt) latencies.push(performance.now() - t0);
    } catch (error) {
      errors += 1;
      firstError ||= String(error);
      // keep the pair in step: an unanswered move in is retried as a move in
      n -= 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  agent.destroy();
}

await Promise.all(players.map(client));
console.log(JSON.stringify({ transfers: latencies.length, errors, firstError, latencies }));
