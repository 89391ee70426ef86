// `npm run bench`: the budgets of DESIGN §10 that exist so far, each against its budget or a
// baseline measured here, on this machine. Run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { balanceVsHello } from './balance-vs-hello.mjs';
import { describeFanout, fanoutOk, realtimeFanout } from './realtime.mjs';

let failed = false;
const size = JSON.parse(
  execFileSync(process.execPath, ['apps/web/scripts/first-route-size.mjs', '--json'], {
    encoding: 'utf8',
  }).trim(),
);
console.log(
  `first-route JS: ${(size.total.gzip / 1024).toFixed(1)} KB gzip of ${size.budget / 1024} KB budget`,
);
failed ||= size.total.gzip > size.budget;

const api = await balanceVsHello();
console.log(
  `POST /api/balance: ${api.balance.rps.toFixed(0)} req/s vs hello-world ${api.hello.rps.toFixed(0)} req/s = ${(100 * api.ratio).toFixed(0)} % (budget >= 50 %)`,
);
failed ||= api.ratio < 0.5;

const fanout = await realtimeFanout();
console.log(describeFanout(fanout));
failed ||= !fanoutOk(fanout);
process.exit(failed ? 1 : 0);
