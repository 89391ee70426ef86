// Settling 100,000 bets of one issue of a lottery room on SQLite (DESIGN §10 budget: <= 3 s).
// The work runs in a process of its own through tsx (bench/lottery-settle-run.mjs): 1,000 players
// x 100 lines placed through placeOrder in room 3, the issue drawn, settleIssue timed alone, then
// the bet records and verifyLedger checked. Bounded: about 15 s on the 2-core machine.
// BENCH_SETTLE_PLAYERS, BENCH_SETTLE_LINES change the size; PROFILE=<file> writes a CPU profile
// of settleIssue alone.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SETTLE_BUDGET_MS = 3_000;

export function lotterySettle() {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'bench/lottery-settle-run.mjs'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
    env: {
      ...process.env,
      PLAYERS: process.env.BENCH_SETTLE_PLAYERS ?? '1000',
      LINES: process.env.BENCH_SETTLE_LINES ?? '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out.trim().split('\n').pop());
}

export function describeSettle(r) {
  return (
    `lottery settlement on SQLite, ${r.lines.toLocaleString('en')} lines ` +
    `(${r.players} players x ${r.linesPerPlayer}, issue ${r.expect}, draw ${r.numbers}): ` +
    `settleIssue ${(r.settleMs / 1000).toFixed(2)} s (budget <= ${SETTLE_BUDGET_MS / 1000} s); ` +
    `${r.winners} winners, stake ${r.stake}, payout ${r.payout}; ` +
    `bet records ${r.recordsOk ? 'ok' : 'WRONG'}, ledger:verify ${r.ledgerOk ? 'ok' : `FAILED ${r.ledgerFailed.join(', ')}`} ` +
    `(placing the orders took ${(r.placeMs / 1000).toFixed(1)} s)`
  );
}

export function settleOk(r) {
  return (
    r.settleMs <= SETTLE_BUDGET_MS &&
    r.recordsOk &&
    r.ledgerOk &&
    r.lines === r.players * r.linesPerPlayer
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = lotterySettle();
  console.log(describeSettle(r));
  process.exit(settleOk(r) ? 0 : 1);
}
