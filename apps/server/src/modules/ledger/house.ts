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
  'house_venue',
  'house_pool',
  'sports_pool',
  'provider_pool',
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
  house_venue: true,
  house_pool: true,
  sports_pool: true,
  provider_pool: true,
};

/**
 * The house venue's purposes (our own games, DESIGN §6): `house_venue` is the counterpart of the
 * players' house venue wallets (what came in from, and went back to, the venues module's
 * transfers); `house_pool` is its games' pool (stakes in, wins out); `sports_pool` is the
 * sportsbook's (stakes in, returns and corrections out), apart so the book's result shows alone.
 */
export type HouseVenuePurpose = Extract<HousePurpose, 'house_venue' | 'house_pool' | 'sports_pool'>;

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

/** The player's wallet at the house venue: the venue's books are our ledger (never negative). */
export function houseVenueWalletCode(userId: number): string {
  return `user:${userId}:house`;
}
