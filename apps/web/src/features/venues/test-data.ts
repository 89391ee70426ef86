import type { VenueBalance } from '@app/contract/venues';

/** The seeded venues as /api/balancelist answers them, for the screens' tests. */
export const VENUE_LIST: VenueBalance[] = [
  { platname: 'ag', name: 'AG真人', category: 'live', balance: '100.00' },
  { platname: 'bg', name: 'BG真人', category: 'live', balance: '0.00' },
  { platname: 'bbin', name: 'BBIN真人', category: 'live', balance: '20.50' },
  { platname: 'ob', name: 'OB电子', category: 'slots', balance: '0.00' },
  { platname: 'fg', name: 'FG电子', category: 'slots', balance: null },
  { platname: 'pp', name: 'PP电子', category: 'slots', balance: '0.00' },
  { platname: 'ae', name: 'AE电子', category: 'slots', balance: '0.00' },
  { platname: 'ky', name: '开元棋牌', category: 'chess', balance: '0.00' },
  { platname: 'sb', name: '沙巴体育', category: 'sports', balance: '0.00' },
  { platname: 'ia', name: 'IA电竞', category: 'esports', balance: '0.00' },
];
