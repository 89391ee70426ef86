import { z } from 'zod';
import { MSG } from './messages.ts';
import { moneyField } from './money.ts';
import type { TextInput } from './wire.ts';

/**
 * Venue wallets and transfers (spec part 2 §2 "Venue transfer", "Wallet overview", §3 venue
 * balance item, §4 transfer states, §5 transfer rules, §7 balancelist / transall / transfer /
 * uptransferstatus / refreshusermoney, §9 polling and collapsed counts).
 */

/** The platform (central) wallet in `sourcetype` / `targettype` (spec part 2 §7). */
export const PLATFORM_WALLET = 'userbalance';

/** Transfer in/out states of spec part 2 §4 (3 "undefined" is never written). */
export const TRANSFER_STATE = { failed: 0, success: 1, pending: 2 } as const;
export type TransferState = (typeof TRANSFER_STATE)[keyof typeof TRANSFER_STATE];

/** Spec part 2 §9. */
export const VENUE_LIMITS = {
  /** balancelist polling on the transfer screen. */
  transferPollMs: 1500,
  /** balancelist polling on the withdrawal, wallet and money screens. */
  walletPollMs: 3500,
  /** Venue entries shown before "expand": the transfer list counts the platform wallet. */
  collapsedOnTransfer: 4,
  collapsedOnWithdrawal: 3,
} as const;

// POST /api/balancelist {} -> data: VenueBalance[] (every enabled venue, in display order)
export const venueBalance = z.object({
  platname: z.string(),
  name: z.string(),
  category: z.string(),
  /**
   * The venue's own wallet for this player, as the venue answered it; null when the venue did not
   * answer this time (the screen shows "--" rather than an invented number).
   */
  balance: z.string().nullable(),
});
export type VenueBalance = z.infer<typeof venueBalance>;
export const balanceListData = z.array(venueBalance);

const walletName = z.preprocess(
  (v: TextInput) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z.string({ error: MSG.badRequest }).trim().max(32, { error: MSG.badRequest }),
);

// POST /api/transfer {amount, sourcetype, targettype}
export const transferPayload = z.object({
  /** Absent or '' is left to the handler, which answers 请输入操作金额！ */
  amount: z.preprocess(
    (v: number | string | null | undefined) =>
      v === undefined || v === null || v === '' ? undefined : v,
    moneyField.optional(),
  ),
  sourcetype: walletName,
  targettype: walletName,
});
export type TransferPayload = z.input<typeof transferPayload>;

export const transferData = z.object({
  order_no: z.string(),
  platname: z.string(),
  /** 'in': platform wallet -> venue; 'out': venue -> platform wallet. */
  direction: z.enum(['in', 'out']),
  amount: z.string(),
  /** 1 success, 2 pending at the venue (settled later by reconciliation, never guessed). */
  state: z.number(),
});
export type TransferData = z.infer<typeof transferData>;

// POST /api/transall {} -> whole balance of every venue back to the platform wallet
export const transAllData = z.object({
  /** Sum confirmed back into the platform wallet by this call. */
  recovered: z.string(),
  /** Venues whose transfer is pending at the venue (settled by reconciliation). */
  pending: z.number(),
  /** Venues that did not answer or refused; their money stayed where it was. */
  failed: z.number(),
});
export type TransAllData = z.infer<typeof transAllData>;

// POST /api/uptransferstatus {transferstatus: 0 | 1}
export const upTransferStatusPayload = z.object({
  transferstatus: z.preprocess(
    (v: 0 | 1 | '0' | '1') => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)], { error: MSG.badRequest }),
  ),
});
export const upTransferStatusData = z.object({ transferstatus: z.number() });

// POST /api/refreshusermoney {} -> userInfo (api.ts)
