import { openStore } from '../../platform/db/database.ts';
import { isDomainError } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { systemClock } from '../../platform/time.ts';
import { postTransfer } from './ledger.service.ts';

/**
 * Test helper run as a separate process: debits `count` transfers of `amount` fen from `wallet`
 * to `sink` through its own connection, so that several processes race on one SQLite file.
 * Prints {ok, refused} as JSON.
 */
const [url, wallet, sink, count, amount, prefix] = process.argv.slice(2);
const store = openStore(url!);
let ok = 0;
let refusedCount = 0;
const jobs = Array.from({ length: Number(count) }, (_, i) =>
  inTransaction(store, (tx) =>
    postTransfer({ store, clock: systemClock }, tx, {
      idempotencyKey: `${prefix}-${i}`,
      kind: 'adjustment',
      legs: [
        { accountId: Number(wallet), amountMinor: -BigInt(amount!) },
        { accountId: Number(sink), amountMinor: BigInt(amount!) },
      ],
    }),
  ).then(
    () => void ok++,
    (error: unknown) => {
      if (isDomainError(error, 'insufficient_funds')) refusedCount++;
      else throw error;
    },
  ),
);
await Promise.all(jobs);
await store.close();
console.log(JSON.stringify({ ok, refused: refusedCount }));
