import type { ServerModule } from '../../platform/module.ts';
import { DEMO_OPERATOR, ensureOperator } from '../operators/index.ts';
import { seedDemo } from './seed.ts';

/**
 * Demo data on an empty database (DEMO_SEED): the demo player with credit through the ledger and
 * the demo operator. Never in production (the configuration refuses it, and so does `start`). Owns no table.
 */
export { DEMO_PLAYER, seedDemo } from './seed.ts';

export { demoSeedCreditKey } from './ledger-keys.ts';

export const demoModule: ServerModule = {
  name: 'demo',
  tables: [],
  migrations: [],
  start: async (ctx) => {
    if (!ctx.config.demoSeed) return;
    // loadConfig refuses DEMO_SEED in production; a configuration built another way is too.
    if (ctx.config.production) throw new Error('demo data is refused when NODE_ENV=production');
    const result = await seedDemo(ctx);
    await ensureOperator(ctx, DEMO_OPERATOR.name, DEMO_OPERATOR.password);
    if (result.seeded) ctx.log?.info('demo content seeded');
  },
};
