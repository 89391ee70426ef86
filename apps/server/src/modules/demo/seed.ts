import { LIMITS } from '@app/contract/limits';
import type { AppContext } from '../../platform/context.ts';
import { hashPassword } from '../auth/passwords.ts';
import { creditFromHouse, inTransaction } from '../ledger/ledger.service.ts';
import { createUser } from '../users/users.service.ts';

export const DEMO_PLAYER = { name: 'demo001', password: 'demo123' } as const;

/**
 * Demo content on an empty database (DEMO_SEED, on by default): one player whose credit is a
 * ledger transfer from the demo-credit house account, never a written balance. Idempotent.
 */
export async function seedDemo(ctx: AppContext): Promise<{ seeded: boolean }> {
  const anyUser = await ctx.store.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return { seeded: false };
  const passwordHash = await hashPassword(DEMO_PLAYER.password);
  await inTransaction(ctx.store, async (tx) => {
    const userId = await createUser(tx, {
      username: DEMO_PLAYER.name,
      realname: '演示玩家',
      passwordHash,
      payPasswordHash: passwordHash,
      pid: null,
    });
    await creditFromHouse(ctx.store, tx, {
      userId,
      purpose: 'demo_credit',
      amountMinor: LIMITS.demoCreditMinor,
      key: `demo-seed:credit:${userId}`,
      kind: 'demo_credit',
    });
  });
  return { seeded: true };
}
