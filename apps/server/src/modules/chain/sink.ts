import type { Chain } from '@app/contract/chain-constants';
import { defineAppState, type AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/database.ts';

/**
 * What the wallet does with a confirmed transfer (registered by the wallet module, which comes
 * after this one): credit a deposit or leave it for review, inside the transaction that marks the
 * transfer settled, so the two commit together or not at all.
 */
export interface ConfirmedTransfer {
  id: number;
  chain: Chain;
  txHash: string;
  logIndex: number;
  /** 10^-6 USDT. */
  amountUnits: bigint;
  userId: number;
  /** The order the address was made for. */
  orderNo: string;
  address: string;
}

export interface CreditOutcome {
  state: 'credited' | 'review';
  depositNo: string;
  creditedMinor: bigint | null;
  note: string;
}

export type ChainCreditSink = (
  ctx: AppContext,
  tx: Tx,
  transfer: ConfirmedTransfer,
) => Promise<CreditOutcome>;

const sinks = defineAppState('chain.sink', () => ({
  sink: undefined as ChainCreditSink | undefined,
}));

export function registerChainCredit(ctx: AppContext, sink: ChainCreditSink): void {
  sinks(ctx).sink = sink;
}

export function creditSink(ctx: AppContext): ChainCreditSink {
  const { sink } = sinks(ctx);
  if (!sink) throw new Error('no chain credit sink: the wallet module registers it');
  return sink;
}
