// Reads a `.cpuprofile` (node --cpu-prof) and prints where the busy time went: the self time of
// the functions that cost most, and the share of each file (node_modules package or source
// file). Idle time is left out, and so is the start-up (samples before the first second in which
// the process was more than half busy), so the shares are those of the measured load.
// node bench/profile-summary.mjs <file.cpuprofile> [rows]
import fs from 'node:fs';

const [file, rowsText] = process.argv.slice(2);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const rows = Number(rowsText ?? 30);
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const idle = new Set(
  profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id),
);
// Busy time per second of the profile, to find where the load began.
const busyBySecond = new Map();
let at = 0;
const times = profile.samples.map((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  const second = Math.floor(at / 1e6);
  if (!idle.has(id))
    busyBySecond.set(second, (busyBySecond.get(second) ?? 0) + (profile.timeDeltas[i] ?? 0));
  return second;
});
const seconds = [...busyBySecond.keys()].sort((a, b) => a - b);
const startup =
  seconds.find(
    (s, i) =>
      i > 0 &&
      busyBySecond.get(s) > 5e5 &&
      busyBySecond.get(seconds[i - 1]) <= 5e5 + 1e9 &&
      s > seconds[0] + 1,
  ) ?? 0;
const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  if (idle.has(id) || times[i] < startup) continue;
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map();
const byPlace = new Map();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id);
  const where = callFrame.url.replace(/^file:\/\//, '');
  const fn = `${callFrame.functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${callFrame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where);
  const place = pkg
    ? pkg[1]
    : where === ''
      ? callFrame.functionName || '(native)'
      : where.startsWith('node:')
        ? where
        : where.split('/').slice(-1)[0];
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
}
const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
console.log(`total ${(total / 1000).toFixed(0)} ms sampled`);
console.log('-- by function (self) --');
for (const [fn, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(pct(us), fn);
console.log('-- by package or file (self) --');
for (const [place, us] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, rows))
  console.log(pct(us), place);
