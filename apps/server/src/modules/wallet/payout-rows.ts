import type { AdminWithdrawalPayout } from '@app/contract/admin-chain';
import type { Chain, PayoutState } from '@app/contract/chain-constants';
import type { Kysely } from 'kysely';
import type { Tx } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { formatBeijing } from '../../platform/time.ts';
import { formatUnits } from '../chain/index.ts';

/** The payout hashes of these withdrawals, as the console shows them. */
export async function payoutsOf(
  db: Kysely<Database> | Tx,
  withdrawalIds: readonly number[],
): Promise<Map<number, AdminWithdrawalPayout>> {
  if (withdrawalIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('withdrawal_payouts')
    .selectAll()
    .where('withdrawal_id', 'in', withdrawalIds)
    .execute();
  return new Map(rows.map((r) => [r.withdrawal_id, payoutRowView(r)]));
}

export function payoutRowView(r: {
  withdrawal_id: number;
  chain: string;
  tx_hash: string;
  state: string;
  confirmations: number;
  required: number;
  problems: string;
  found_to: string;
  found_minor: bigint;
  checked_at: number;
}): AdminWithdrawalPayout {
  return {
    id: r.withdrawal_id,
    chain: r.chain as Chain,
    tx_hash: r.tx_hash,
    state: r.state as PayoutState,
    confirmations: r.confirmations,
    required: r.required,
    problems: JSON.parse(r.problems) as string[],
    found_to: r.found_to,
    found_amount: r.found_to === '' ? '' : formatUnits(r.found_minor),
    checked_at: formatBeijing(r.checked_at),
  };
}
