import type { AppContext } from '../../platform/context.ts';

/** Saves a payee for a player straight into the table (the payee calls are tested on their own). */
export async function addPayee(
  { store, clock }: Pick<AppContext, 'store' | 'clock'>,
  userId: number,
  payee: { type: 1 | 2; bank: string; bank_owner: string; bank_no: string },
): Promise<number> {
  const row = await store.db
    .insertInto('payees')
    .values({
      user_id: userId,
      bank_address: '',
      ico: '',
      created_at: clock.now(),
      deleted_at: null,
      ...payee,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
