/** The sportsbook's pure rules: markets, lines, odds with margin, settlement, the slip. */
export * from './markets.ts';
export * from './settle.ts';
export * from './odds.ts';
export * from './slip.ts';
