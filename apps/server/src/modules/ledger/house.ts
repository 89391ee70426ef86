/**
 * House accounts (DESIGN §5). Those every player touches are split into shards so that no single
 * row is hot; a player always uses the shard of their id.
 */
export const HOUSE_PURPOSES = [
  'deposits',
  'withdrawals_held',
  'venue_float',
  'lottery_pool',
  'promotions',
  'rebates',
  'fees',
  'adjustments',
  'trial_credit',
  'demo_credit',
  'commissions',
] as const;
export type HousePurpose = (typeof HOUSE_PURPOSES)[number];

export const HOUSE_SHARDS = 8;

/** Held money is a liability that never goes below zero; the others are the house's positions. */
export const HOUSE_MAY_GO_NEGATIVE: Record<HousePurpose, boolean> = {
  deposits: true,
  withdrawals_held: false,
  venue_float: true,
  lottery_pool: true,
  promotions: true,
  rebates: true,
  fees: true,
  adjustments: true,
  trial_credit: true,
  demo_credit: true,
  commissions: true,
};

export function houseCode(purpose: HousePurpose, shard: number): string {
  return `house:${purpose}:${shard}`;
}

export function shardFor(userId: number): number {
  return Math.abs(userId) % HOUSE_SHARDS;
}

export function playerWalletCode(userId: number): string {
  return `user:${userId}:wallet`;
}

export function venueWalletCode(userId: number, platname: string): string {
  return `user:${userId}:venue:${platname}`;
}
