/**
 * USDT on chain (issue "USDT on chain", docs/chain-deposits.md): the chains the platform watches,
 * named as players know them (the protocol), their defaults and the states of a transfer. Plain
 * constants, importing nothing.
 */
export const CHAINS = ['ERC20', 'BEP20', 'TRC20'] as const;
export type Chain = (typeof CHAINS)[number];

export const CHAIN_LABELS: Record<Chain, string> = {
  ERC20: 'Ethereum (ERC20)',
  BEP20: 'BNB Smart Chain (BEP20)',
  TRC20: 'TRON (TRC20)',
};

/** Confirmations before a transfer is credited, unless the operator sets others. */
export const DEFAULT_CONFIRMATIONS: Record<Chain, number> = { ERC20: 12, BEP20: 15, TRC20: 20 };
export const CONFIRMATIONS_MAX = 1000;

/** On-chain USDT has 6 decimals on all three chains: a unit is a millionth of a USDT. */
export const USDT_DECIMALS = 6;

/**
 * A transfer to one of our addresses:
 * - `seen`: in a block, fewer than the required confirmations;
 * - `credited`: confirmed and credited to the player (exactly once);
 * - `review`: confirmed, waiting for an operator (paid short of the order, or below the minimum);
 * - `rejected`: an operator refused it (money returned offline);
 * - `dropped`: left the chain before it was confirmed (a reorganisation): never credited;
 * - `ignored`: a transfer of 0 (address poisoning): never credited.
 */
export const CHAIN_TRANSFER_STATES = [
  'seen',
  'credited',
  'review',
  'rejected',
  'dropped',
  'ignored',
] as const;
export type ChainTransferState = (typeof CHAIN_TRANSFER_STATES)[number];

export const CHAIN_TRANSFER_STATE_LABELS: Record<ChainTransferState, string> = {
  seen: '等待确认',
  credited: '已入账',
  review: '待审核',
  rejected: '已拒绝',
  dropped: '已失效',
  ignored: '已忽略',
};

/**
 * What a withdrawal's payout hash came to: `waiting` (found, fewer confirmations than required),
 * `paid` (token, destination, amount and confirmations checked: the withdrawal is paid),
 * `mismatch` (the hash does not pay this withdrawal: flagged, nothing paid).
 */
export const PAYOUT_STATES = ['waiting', 'paid', 'mismatch'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
