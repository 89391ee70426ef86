import { LIMITS } from '@app/contract/limits';
import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../auth/index.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { creditFromHouse } from '../ledger/index.ts';
import { anyUserExists, createUser } from '../users/index.ts';
import { claimOnce } from '../content/index.ts';
import { demoSeedCreditKey } from './ledger-keys.ts';

export const DEMO_SEED_KEY = 'demo.seed';

export const DEMO_PLAYER = { name: 'demo001', password: 'demo123' } as const;

/**
 * Demo content on an empty database (DEMO_SEED, on by default): one player whose credit is a
 * ledger transfer from the demo-credit house account, never a written balance. Once per database,
 * also when several nodes start together: the node whose claim of the marker succeeds seeds, in
 * the same transaction; a database that already has players is left alone.
 */
export async function seedDemo(ctx: AppContext): Promise<{ seeded: boolean }> {
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  const seeded = await inTransaction(ctx.store, async (tx) => {
    if (!(await claimOnce(tx, DEMO_SEED_KEY))) return false;
    if (await anyUserExists(tx)) return false;
    const userId = await createUser(
      tx,
      {
        username: DEMO_PLAYER.name,
        realname: '演示玩家',
        passwordHash,
        payPasswordHash: passwordHash,
        pid: null,
      },
      ctx.clock.now(),
    );
    await creditFromHouse(ctx, tx, {
      userId,
      purpose: 'demo_credit',
      amountMinor: LIMITS.demoCreditMinor,
      key: demoSeedCreditKey(userId),
      kind: 'demo_credit',
    });
    return true;
  });
  return { seeded };
}
