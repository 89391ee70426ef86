// `npm run bench`: the budgets of DESIGN §10 that exist so far, each as a ratio to its budget or
// baseline measured here. Needs `npm run build` first.
import { firstRouteJs } from './first-route-size.mjs';
import { balanceVsHello } from './balance-vs-hello.mjs';

let failed = false;
const size = firstRouteJs();
console.log(`first-route JS: ${(size.gzip / 1024).toFixed(1)} KB gzip of ${size.budget / 1024} KB budget`);
failed ||= size.gzip > size.budget;

const api = await balanceVsHello();
console.log(
  `POST /api/balance: ${api.balance.rps.toFixed(0)} req/s vs hello-world ${api.hello.rps.toFixed(0)} req/s = ${(100 * api.ratio).toFixed(0)} % (budget >= 50 %)`,
);
failed ||= api.ratio < 0.5;
process.exit(failed ? 1 : 0);
