import type { PayBank } from '@app/contract/funds';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { memo } from '../../platform/memo.ts';
import { readSetting, writeSetting } from '../content/index.ts';

/**
 * The operator's money settings (one JSON row, `wallet`): receiving addresses, rates, fees,
 * deposit ranges, withdrawal minimum, daily withdrawal count and the turnover multiple. Amounts
 * are decimal strings ("7.20"); the code turns them into bigint minor units where it computes.
 */
export interface WalletSettings {
  /** Platform receiving address per protocol (deposit screen). */
  usdt_address_trc20: string;
  usdt_address_erc20: string;
  /** Optional QR image per protocol; the app draws one from the address when empty. */
  usdt_qrcode_trc20: string;
  usdt_qrcode_erc20: string;
  /** CNY credited per USDT deposited. */
  usdt_deposit_rate: string;
  /** CNY per USDT paid out (withdrawusdtrate of userInfo). */
  withdrawusdtrate: string;
  /** USDT fee per TRC20 withdrawal (withdrawfeeusdttrc) and per ERC20 one (withdrawcashfee). */
  withdrawfeeusdttrc: string;
  withdrawcashfee: string;
  /** Deposit ranges per pay type (getPayRange): bank, wechat, alipay, usdt-trc20, usdt-erc20, usdt-bep20. */
  deposit_ranges: Record<string, { min_price: string; max_price: string }>;
  /** Pay ways offered on the older deposit screen (get_pay_way). */
  pay_ways: { card: number; usdt: number; wechat: number; alipay: number };
  withdraw_min: string;
  daily_withdraw_count: number;
  /** Turnover required before a withdrawal = deposits since the last paid one x this. */
  turnover_multiple: string;
  /**
   * The operator's bank accounts receiving bank-transfer deposits (POST /api/getpaybank), in the
   * order shown, each with its id (the console's pay-banks calls). None by default: no account is
   * invented, and without one the bank way is neither offered nor accepted (`bankWayOpen`).
   */
  pay_banks: StoredPayBank[];
}

/** A receiving account as stored; accounts saved before ids existed get theirs when read. */
export type StoredPayBank = PayBank & { id?: number };

/** The receiving accounts with their ids: a missing one (older rows) follows the largest. */
export function payBanksWithIds(banks: readonly StoredPayBank[]): (PayBank & { id: number })[] {
  let next = banks.reduce((max, b) => Math.max(max, b.id ?? 0), 0);
  return banks.map((b) => ({
    id: b.id ?? (next += 1),
    bank_name: b.bank_name,
    bank_owner: b.bank_owner,
    bank_no: b.bank_no,
    bank_address: b.bank_address ?? '',
  }));
}

/**
 * Whether the older deposit screen's bank way is open: switched on and with an account to pay
 * into. get_pay_way offers it and /api/recharge accepts it only then.
 */
export function bankWayOpen(settings: WalletSettings): boolean {
  return settings.pay_ways.card === 1 && settings.pay_banks.length > 0;
}

export const WALLET_SETTINGS_KEY = 'wallet';

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  usdt_address_trc20: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
  usdt_address_erc20: '0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063',
  usdt_qrcode_trc20: '',
  usdt_qrcode_erc20: '',
  usdt_deposit_rate: '7.20',
  withdrawusdtrate: '7.30',
  withdrawfeeusdttrc: '1.00',
  withdrawcashfee: '5.00',
  deposit_ranges: {
    bank: { min_price: '100.00', max_price: '10000.00' },
    wechat: { min_price: '100.00', max_price: '10000.00' },
    alipay: { min_price: '100.00', max_price: '10000.00' },
    'usdt-trc20': { min_price: '10.00', max_price: '100000.00' },
    'usdt-erc20': { min_price: '10.00', max_price: '100000.00' },
    'usdt-bep20': { min_price: '10.00', max_price: '100000.00' },
  },
  pay_ways: { card: 1, usdt: 1, wechat: 0, alipay: 0 },
  withdraw_min: '100.00',
  daily_withdraw_count: 5,
  // No requirement until bet records exist (funds/turnover.ts); the operator raises it.
  turnover_multiple: '0.00',
  pay_banks: [],
};

export async function readWalletSettings(
  ctx: AppContext,
  db: Tx | Store['db'] = ctx.store.db,
): Promise<WalletSettings> {
  const stored = (await readSetting(db, WALLET_SETTINGS_KEY)) as
    Partial<WalletSettings> | undefined;
  // Ranges merge key by key: a range added later (usdt-bep20) has its default where settings
  // saved before it have none.
  return {
    ...DEFAULT_WALLET_SETTINGS,
    ...stored,
    deposit_ranges: { ...DEFAULT_WALLET_SETTINGS.deposit_ranges, ...stored?.deposit_ranges },
  };
}

/**
 * How long a node shows the settings it last read in the polled userInfo (its fee and rate
 * fields): a change on this node is shown at once, on another node within this time. Calls that
 * compute with the settings (deposits, withdrawals, turnover) read them fresh.
 */
export const SHOWN_WALLET_SETTINGS_MS = 1_000;

const shownSettings = defineAppState('wallet.shownSettings', (ctx) =>
  memo<WalletSettings>(SHOWN_WALLET_SETTINGS_MS, ctx.clock),
);

/** The settings as the polled userInfo shows them: read at most once per SHOWN_WALLET_SETTINGS_MS. */
export function shownWalletSettings(ctx: AppContext): Promise<WalletSettings> {
  return shownSettings(ctx).get(() => readWalletSettings(ctx));
}

/** Stores the changes (already validated by the caller's schema) and answers the new settings. */
export async function updateWalletSettings(
  ctx: AppContext,
  changes: Partial<WalletSettings>,
  db: Tx | Store['db'] = ctx.store.db,
): Promise<WalletSettings> {
  const next = { ...(await readWalletSettings(ctx, db)), ...changes };
  await writeSetting(db, WALLET_SETTINGS_KEY, next);
  shownSettings(ctx).forget();
  return next;
}
