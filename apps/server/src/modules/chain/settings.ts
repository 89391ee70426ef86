import type { AdminChains, AdminChainSettingsPayload } from '@app/contract/admin-chain';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { diff, recordAudit, type Actor } from '../audit/index.ts';
import { formatUnits, parseUnits } from './amounts.ts';
import { readChainSettings, writeChainSettings } from './chains.ts';
import { chainViews } from './views.ts';

/** The operator's settings: confirmations per chain and the under-payment tolerance (audited). */
export async function saveChainSettings(
  ctx: AppContext,
  body: AdminChainSettingsPayload,
  actor: Actor,
): Promise<AdminChains> {
  await inTransaction(ctx.store, async (tx) => {
    const before = await readChainSettings(tx);
    const after = {
      confirmations: { ...before.confirmations, ...body.confirmations },
      underpayToleranceUnits:
        body.underpay_tolerance !== undefined
          ? parseUnits(body.underpay_tolerance)
          : before.underpayToleranceUnits,
    };
    await writeChainSettings(tx, after);
    const shown = (s: typeof before) => ({
      confirmations: s.confirmations,
      underpay_tolerance: formatUnits(s.underpayToleranceUnits),
    });
    await recordAudit(ctx, tx, actor, 'chain.settings', 'chain', {
      changes: diff(shown(before), shown(after)) ?? {},
    });
  });
  return chainViews(ctx);
}
