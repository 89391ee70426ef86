/**
 * What the book offers the rest of the module (the bets, results and settlement files): read the
 * fixture and its markets under the fixture's lock, whether they take bets, the limits, the
 * names a leg shows, and the announcement of a change to the rooms. Import from here, not from
 * the book's files one by one, so the book may move its insides.
 */
import type { Sport } from '@app/contract/sports-constants';
import { HOUSE_BOOK_GAMES } from '../house/index.ts';

export {
  FINAL,
  IN_PLAY,
  fixtureMarkets,
  fixtureOpen,
  lockFixture,
  type Db,
  type FixtureRow,
  type MarketRow,
} from './fixtures.ts';
export { MARKET_FINAL, parseCodes, selectionsOfType } from './markets.ts';
export { DEFAULT_LIMITS, readSportsLimits, type SportsLimits } from './settings.ts';
export { fixtureChanged } from './rooms.ts';
export {
  clockAt,
  FEED_NAME,
  fixtureView,
  lineOf,
  marketName,
  resultView,
  scoreOf,
  selectionName,
  type ResultRow,
} from './views.ts';

/** The catalogue's game of a sport: 电竞 `esports`, else 体育 `sports` (its gate, its records). */
export function bookGameOf(sport: Sport | string): (typeof HOUSE_BOOK_GAMES)[number]['code'] {
  return sport === 'esports' ? 'esports' : 'sports';
}
