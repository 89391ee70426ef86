import { z } from 'zod';
import {
  CHAIN_TRANSFER_STATES,
  CHAINS,
  CONFIRMATIONS_MAX,
  PAYOUT_STATES,
} from './chain-constants.ts';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import type { NumberInput } from './wire.ts';

/**
 * The operator console's USDT on chain (issue "USDT on chain", docs/chain-deposits.md): the
 * chains and their health, the settings (confirmations, the under-payment tolerance), the deposit
 * addresses with their balances to sweep, the transfers seen, and a USDT withdrawal's payout hash
 * checked on chain. USDT figures are decimal strings with 6 places (the chain's own precision).
 */

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z.number({ error: MSG.adminPageInvalid }).int().min(1).max(100_000, {
    error: MSG.adminPageInvalid,
  }),
);
const chain = z.enum(CHAINS, { error: MSG.chainInvalid });
const optionalChain = z.preprocess(
  (v: string | null | undefined) => (v === undefined || v === null || v === '' ? undefined : v),
  chain.optional(),
);

/** One RPC (or API) address of a chain, as this node last found it. */
export const adminChainEndpoint = z.object({
  /** The address with any credentials or key in it masked. */
  url: z.string(),
  /** The one calls go to now (the first healthy one in the configured order). */
  current: z.boolean(),
  healthy: z.boolean(),
  /** Calls answered and failed since this node started. */
  ok: z.number(),
  failed: z.number(),
  /** The last answered call's time, ms. */
  latency_ms: z.number(),
  last_error: z.string(),
});
export type AdminChainEndpoint = z.infer<typeof adminChainEndpoint>;

export const adminChain = z.object({
  chain,
  label: z.string(),
  /** RPC or API address, token and xpub are all set: the chain is watched. */
  configured: z.boolean(),
  /** 'rpc' (JSON-RPC eth_getLogs) or 'trongrid' (the TronGrid HTTP API). */
  source: z.string(),
  token: z.string(),
  /** The xpub's start and end, enough to tell which key it is. */
  xpub: z.string(),
  confirmations: z.number(),
  /** The chain's latest block as the watcher last read it (0 before the first scan). */
  head: z.number(),
  /** The last block scanned (saved position). */
  scanned_to: z.number(),
  /** head − scanned_to at the last scan. */
  lag: z.number(),
  /** Epoch ms of the last scan that reached the chain; 0 never. */
  last_scan_at: z.number(),
  last_error: z.string(),
  /** No scan reached the chain for a while, or its head has not moved: shown in red. */
  stalled: z.boolean(),
  endpoints: z.array(adminChainEndpoint),
  addresses: z.number(),
  /** Transfers seen, waiting for confirmations, and waiting for review. */
  waiting: z.number(),
  review: z.number(),
});
export type AdminChain = z.infer<typeof adminChain>;

export const adminChains = z.object({
  chains: z.array(adminChain),
  /** USDT an order may be paid short by and still be credited at once (6 places). */
  underpay_tolerance: z.string(),
});
export type AdminChains = z.infer<typeof adminChains>;

const usdtAmount = z
  .string({ error: MSG.chainToleranceInvalid })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,6})?$/, { error: MSG.chainToleranceInvalid });

// POST /api/admin/chain/settings {confirmations?: {ERC20?: n, …}, underpay_tolerance?} -> AdminChains
export const adminChainSettingsPayload = z.object({
  confirmations: z
    .partialRecord(
      chain,
      z
        .number({ error: MSG.chainConfirmationsInvalid })
        .int({ error: MSG.chainConfirmationsInvalid })
        .min(1, { error: MSG.chainConfirmationsInvalid })
        .max(CONFIRMATIONS_MAX, { error: MSG.chainConfirmationsInvalid }),
    )
    .optional(),
  underpay_tolerance: usdtAmount.optional(),
});
export type AdminChainSettingsPayload = z.output<typeof adminChainSettingsPayload>;

// POST /api/admin/chain/addresses {chain?, page} -> Page<AdminChainAddress>
export const adminChainAddressesPayload = z.object({ chain: optionalChain, page });
export const adminChainAddress = z.object({
  chain,
  /** The derivation index: the address is xpub/0/index. */
  index: z.number(),
  address: z.string(),
  user_id: z.number(),
  username: z.string(),
  /** The order the address was made for. */
  deposit_no: z.string(),
  /** USDT that arrived and was confirmed at this address, ever (6 places). */
  received: z.string(),
  /** The address's USDT balance on chain now (what is left to sweep); null when unreadable. */
  balance: z.string().nullable(),
  created_at: z.string(),
});
export type AdminChainAddress = z.infer<typeof adminChainAddress>;
export const adminChainAddressPage = pageSchema(adminChainAddress);

// POST /api/admin/chain/transfers {chain?, state?, page} -> Page<AdminChainTransfer>
export const adminChainTransfersPayload = z.object({
  chain: optionalChain,
  state: z.preprocess(
    (v: string | null | undefined) => (v === undefined || v === null || v === '' ? undefined : v),
    z.enum(CHAIN_TRANSFER_STATES, { error: MSG.adminStateInvalid }).optional(),
  ),
  page,
});
export const adminChainTransfer = z.object({
  id: z.number(),
  chain,
  tx_hash: z.string(),
  log_index: z.number(),
  block_number: z.number(),
  from: z.string(),
  to: z.string(),
  /** USDT, 6 places. */
  amount: z.string(),
  state: z.enum(CHAIN_TRANSFER_STATES),
  confirmations: z.number(),
  required: z.number(),
  user_id: z.number(),
  username: z.string(),
  /** The deposit it credited or waits in ('' while seen, dropped or ignored). */
  deposit_no: z.string(),
  /** What it was credited (yuan), '' when not credited. */
  credited: z.string(),
  /** Why it waits for review or was dropped. */
  note: z.string(),
  seen_at: z.string(),
  settled_at: z.string(),
});
export type AdminChainTransfer = z.infer<typeof adminChainTransfer>;
export const adminChainTransferPage = pageSchema(adminChainTransfer);

// POST /api/admin/withdrawals/payout {id, tx_hash} -> AdminWithdrawalPayout
export const adminWithdrawalPayoutPayload = z.object({
  id: z.preprocess(
    (v: number | string) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG.adminReviewIdInvalid })
      .int({ error: MSG.adminReviewIdInvalid })
      .min(1, { error: MSG.adminReviewIdInvalid })
      .max(Number.MAX_SAFE_INTEGER),
  ),
  /** 0x and 64 hex digits (Ethereum, BSC) or 64 hex digits (TRON); either form is taken. */
  tx_hash: z
    .string({ error: MSG.chainTxHashInvalid })
    .trim()
    .regex(/^(0x)?[0-9a-fA-F]{64}$/, { error: MSG.chainTxHashInvalid }),
});
export type AdminWithdrawalPayoutPayload = z.output<typeof adminWithdrawalPayoutPayload>;

/** A withdrawal's payout hash and what the chain said of it. */
export const adminWithdrawalPayout = z.object({
  id: z.number(),
  chain,
  tx_hash: z.string(),
  state: z.enum(PAYOUT_STATES),
  confirmations: z.number(),
  required: z.number(),
  /** What does not match (token, destination, amount, a failed transaction), in Chinese. */
  problems: z.array(z.string()),
  /** What the transaction paid, as found: USDT 6 places, '' when not found. */
  found_to: z.string(),
  found_amount: z.string(),
  checked_at: z.string(),
});
export type AdminWithdrawalPayout = z.infer<typeof adminWithdrawalPayout>;
