// `npm run bench`: the budgets of DESIGN §10 that exist so far, each against its budget or a
// baseline measured here, on this machine. Run `npm run build` first.
import { describeFirstVisit, firstVisit, firstVisitOk } from './first-visit.mjs';
import { polledVsHello, report } from './polled-vs-hello.mjs';
import { describeFanout, fanoutOk, realtimeFanout } from './realtime.mjs';
import { describeLotteryFanout, lotteryFanout, lotteryFanoutOk } from './lottery-fanout.mjs';
import { describeSettle, lotterySettle, settleOk } from './lottery-settle.mjs';

let failed = false;
// What a first visit of home, /lottery and /mine fetches, counted in the browser once idle.
const firstVisits = await firstVisit();
console.log(describeFirstVisit(firstVisits));
failed ||= !firstVisitOk(firstVisits);

const api = await polledVsHello();
console.log(report(api));
failed ||= !api.ok;

const fanout = await realtimeFanout();
console.log(describeFanout(fanout));
failed ||= !fanoutOk(fanout);

const lottery = await lotteryFanout();
console.log(describeLotteryFanout(lottery));
failed ||= !lotteryFanoutOk(lottery);

const settle = lotterySettle();
console.log(describeSettle(settle));
failed ||= !settleOk(settle);
process.exit(failed ? 1 : 0);
