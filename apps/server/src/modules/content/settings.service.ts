import type { AppInfo } from '@app/contract/api';
import { MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { readSetting, writeSetting } from './settings-store.ts';

/**
 * Site settings (appInfo of spec part 1 §3), stored as one JSON row and edited by the operator
 * (the back office; until then `npm run site`). Read on every /api/app call so a switch to repair
 * mode takes effect at once on every node.
 */
export const APP_SETTINGS_KEY = 'app';

export type EditableAppSettings = Omit<AppInfo, 'telegram_login'>;

export function defaultAppSettings(publicUrl: string | undefined): EditableAppSettings {
  return {
    site_state: 1,
    repair_tips: MSG.siteRepair,
    redpacket_switch: 1,
    title: '星河娱乐',
    site_logo: '',
    index_modal: 0,
    webcontent: '',
    h5_url: publicUrl ?? '',
    ios_download_url: '',
    ios_download_qrcode: '',
  };
}

export async function readAppSettings(
  ctx: AppContext,
  db: Tx | Store['db'] = ctx.store.db,
): Promise<EditableAppSettings> {
  const stored = (await readSetting(db, APP_SETTINGS_KEY)) as
    Partial<EditableAppSettings> | undefined;
  const defaults = defaultAppSettings(ctx.config.publicUrl);
  if (!stored) return defaults;
  return { ...defaults, ...pickKnown(stored, defaults) };
}

export async function appInfo(ctx: AppContext): Promise<AppInfo> {
  return {
    ...(await readAppSettings(ctx)),
    telegram_login: ctx.config.telegramBotToken ? 1 : 0,
  };
}

/** Changes some settings; unknown keys and values of the wrong type are refused. */
export async function updateAppSettings(
  ctx: AppContext,
  changes: Partial<EditableAppSettings>,
  db: Tx | Store['db'] = ctx.store.db,
): Promise<EditableAppSettings> {
  const current = await readAppSettings(ctx, db);
  const next = { ...current, ...pickKnown(changes, current) };
  await writeSetting(db, APP_SETTINGS_KEY, next);
  return next;
}

function pickKnown(
  input: Partial<EditableAppSettings>,
  shape: EditableAppSettings,
): Partial<EditableAppSettings> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(shape) as (keyof EditableAppSettings)[]) {
    const value = input[key];
    if (value !== undefined && typeof value === typeof shape[key]) out[key] = value;
  }
  return out as Partial<EditableAppSettings>;
}
