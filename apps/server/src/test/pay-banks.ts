import type { AppContext } from '../platform/context.ts';
import { updateWalletSettings } from '../modules/wallet/index.ts';

/** A receiving bank account, as an operator would add one in the console. */
export const TEST_PAY_BANK = {
  id: 1,
  bank_name: '招商银行',
  bank_owner: '星河科技有限公司',
  bank_no: '6225 8800 1234 5678',
  bank_address: '深圳分行',
};

/**
 * Gives the site a receiving bank account: without one, bank-transfer deposits are neither
 * offered nor accepted. For tests whose players deposit by bank card.
 */
export async function withPayBank(ctx: AppContext): Promise<void> {
  await updateWalletSettings(ctx, { pay_banks: [TEST_PAY_BANK] });
}
