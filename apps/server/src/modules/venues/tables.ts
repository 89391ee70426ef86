/** The tables the venues module owns: the venues, players' accounts there, and transfers. */
export const VENUES_TABLES = ['venues', 'venue_accounts', 'venue_transfers'] as const;
