import type { Chain } from '@app/contract/chain-constants';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';
import { DomainError } from '../../platform/errors.ts';
import { deriveAddress } from './addresses.ts';
import { watchedChain } from './chains.ts';

/**
 * A new order's own deposit address: the next index of the chain's key, taken from its counter
 * row by one update (the row is locked until the order commits, so two nodes never take the same
 * index; SQLite has one writer), and the address derived there. Called in the transaction that
 * inserts the order: an order rolled back gives its index back with it.
 */
export async function allocateAddress(
  ctx: AppContext,
  tx: Tx,
  input: { chain: Chain; userId: number; orderNo: string },
): Promise<{ address: string }> {
  const watched = watchedChain(ctx, input.chain);
  if (!watched) throw new DomainError('chain_auto_unavailable');
  await tx
    .insertInto('chain_address_counters')
    .values({ chain: input.chain, key_id: watched.keyId, next_idx: 0 })
    .onConflict((oc) => oc.columns(['chain', 'key_id']).doNothing())
    .execute();
  const { next_idx: taken } = await tx
    .updateTable('chain_address_counters')
    .set((eb) => ({ next_idx: eb('next_idx', '+', 1) }))
    .where('chain', '=', input.chain)
    .where('key_id', '=', watched.keyId)
    .returning('next_idx')
    .executeTakeFirstOrThrow();
  const idx = taken - 1;
  // BIP-32 non-hardened indexes stop at 2^31 - 1.
  if (idx >= 0x80000000) throw new Error(`${input.chain}: the xpub's addresses are used up`);
  const derived = deriveAddress(input.chain, watched.env.xpub, idx);
  await tx
    .insertInto('chain_addresses')
    .values({
      chain: input.chain,
      key_id: watched.keyId,
      idx,
      address: derived.address,
      hex: derived.hex,
      user_id: input.userId,
      order_no: input.orderNo,
      created_at: ctx.clock.now(),
    })
    .execute();
  return { address: derived.address };
}
