import type { AdminSettings, AdminSettingsUpdatePayload } from '@app/contract/admin';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import {
  readWalletSettings,
  updateWalletSettings,
  WALLET_SETTINGS_KEY,
  type WalletSettings,
} from '../wallet/index.ts';
import {
  APP_SETTINGS_KEY,
  lockSetting,
  readAppSettings,
  updateAppSettings,
  type EditableAppSettings,
} from '../content/index.ts';
import { diff, recordAudit } from '../audit/index.ts';

/** POST /api/admin/settings: the site settings (appInfo) and the wallet settings. */
export async function readAdminSettings(
  ctx: AppContext,
  db: Tx | Store['db'] = ctx.store.db,
): Promise<AdminSettings> {
  const app = await readAppSettings(ctx, db);
  const wallet = await readWalletSettings(ctx, db);
  return { public_url: ctx.config.publicUrl ?? '', app, wallet: withoutPayBanks(wallet) };
}

/** The wallet settings of this page: the receiving bank accounts have calls of their own. */
function withoutPayBanks(settings: WalletSettings): AdminSettings['wallet'] {
  const { pay_banks: _accounts, ...rest } = settings;
  return rest;
}

/**
 * POST /api/admin/settings/update. The payload was checked by its contract schema (unknown keys,
 * bad addresses, rates, ranges are a 400 before this runs). Nested wallet groups (deposit_ranges,
 * pay_ways) change only in the keys given. The audit row holds before and after of each value
 * that changed. The changes and their audit row are one transaction, with the settings locked, so
 * two operators saving at once save one after the other and no change is left without its row.
 */
export async function updateAdminSettings(
  ctx: AppContext,
  operatorId: number,
  changes: AdminSettingsUpdatePayload,
  ip: string,
): Promise<AdminSettings> {
  return inTransaction(ctx.store, async (tx) => {
    await lockSetting(ctx.store, tx, APP_SETTINGS_KEY);
    await lockSetting(ctx.store, tx, WALLET_SETTINGS_KEY);
    return applySettings(ctx, tx, operatorId, changes, ip);
  });
}

async function applySettings(
  ctx: AppContext,
  tx: Tx,
  operatorId: number,
  changes: AdminSettingsUpdatePayload,
  ip: string,
): Promise<AdminSettings> {
  const before = await readAdminSettings(ctx, tx);
  let app: EditableAppSettings = before.app;
  let wallet: AdminSettings['wallet'] = before.wallet;

  if (changes.app && Object.keys(changes.app).length > 0) {
    app = await updateAppSettings(ctx, defined(changes.app), tx);
  }
  if (changes.wallet && Object.keys(changes.wallet).length > 0) {
    const { deposit_ranges, pay_ways, ...flat } = changes.wallet;
    const next: Partial<WalletSettings> = defined(flat);
    if (deposit_ranges) {
      next.deposit_ranges = { ...before.wallet.deposit_ranges, ...defined(deposit_ranges) };
    }
    if (pay_ways) next.pay_ways = { ...before.wallet.pay_ways, ...defined(pay_ways) };
    wallet = withoutPayBanks(await updateWalletSettings(ctx, next, tx));
  }

  const after = { public_url: before.public_url, app, wallet };
  await recordAudit(
    ctx,
    tx,
    { operatorId, ip },
    'settings.update',
    'settings',
    diff(before, after),
  );
  return after;
}

/** The object without its undefined values. */
function defined<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };
}
