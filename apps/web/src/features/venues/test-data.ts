import type { VenueBalance } from '@app/contract/venues';

/** The seeded venues as /api/balancelist answers them, for the screens' tests. */
export const VENUE_LIST: VenueBalance[] = [
  { platname: 'demo1', name: '演示真人一', category: 'live', balance: '100.00' },
  { platname: 'demo2', name: '演示真人二', category: 'live', balance: '0.00' },
  { platname: 'demo3', name: '演示真人三', category: 'live', balance: '20.50' },
  { platname: 'demo4', name: '演示电子一', category: 'slots', balance: '0.00' },
  { platname: 'demo5', name: '演示电子二', category: 'slots', balance: null },
  { platname: 'demo6', name: '演示电子三', category: 'slots', balance: '0.00' },
  { platname: 'demo7', name: '演示电子四', category: 'slots', balance: '0.00' },
  { platname: 'demo8', name: '演示棋牌', category: 'chess', balance: '0.00' },
  { platname: 'demo9', name: '演示体育', category: 'sports', balance: '0.00' },
  { platname: 'demo10', name: '演示电竞', category: 'esports', balance: '0.00' },
];
