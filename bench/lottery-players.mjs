// Players for the lottery benches, made fast and through the modules' own functions (loaded
// through tsx): users/createUser (with its ledger wallet) using ONE argon2 hash computed once and
// reused for every player, auth's createSession for a real bearer token, and the ledger's
// creditFromHouse for money. Nothing in the server is weakened: these are the rows /api/register
// and a deposit would write, minus the per-player argon2 cost.
import { LIMITS } from '@app/contract/limits';
import { inTransaction } from '../apps/server/src/platform/db/transaction.ts';
import { hashPassword } from '../apps/server/src/modules/auth/passwords.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { creditFromHouse } from '../apps/server/src/modules/ledger/index.ts';
import { createUser } from '../apps/server/src/modules/users/index.ts';
import { systemClock } from '../apps/server/src/platform/time.ts';

const PER_TRANSACTION = 250;

/**
 * Creates `count` players named `<prefix><n>`, each with a session and `yuan` credited; answers
 * `[{userId, name, token}]` in order.
 */
export async function createPlayers(store, { count, prefix, yuan = 0 }) {
  const passwordHash = await hashPassword(`${prefix}-bench-password`);
  const players = [];
  for (let from = 0; from < count; from += PER_TRANSACTION) {
    const batch = await inTransaction(store, async (tx) => {
      const made = [];
      for (let n = from; n < Math.min(count, from + PER_TRANSACTION); n++) {
        const name = `${prefix}${String(n).padStart(5, '0')}`;
        const userId = await createUser(
          tx,
          {
            username: name,
            realname: name,
            passwordHash,
            payPasswordHash: passwordHash,
            pid: null,
          },
          Date.now(),
        );
        const token = await createSession(tx, userId, LIMITS.tokenTtlMs, Date.now());
        if (yuan > 0) {
          await creditFromHouse({ store, clock: systemClock }, tx, {
            userId,
            purpose: 'demo_credit',
            amountMinor: BigInt(yuan) * 100n,
            key: `bench-credit:${userId}`,
            kind: 'demo_credit',
          });
        }
        made.push({ userId, name, token });
      }
      return made;
    });
    players.push(...batch);
  }
  return players;
}
