/** The tables the bets module owns: bet records pulled from the venues, and each venue's cursor. */
export const BETS_TABLES = ['bet_records', 'venue_bet_cursors'] as const;
