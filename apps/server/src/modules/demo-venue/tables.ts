/** The demo venue's own books: its wallets, processed orders, launch sessions and rounds. */
export const DEMO_VENUE_TABLES = [
  'demo_venue_wallets',
  'demo_venue_orders',
  'demo_venue_sessions',
  'demo_venue_rounds',
] as const;
