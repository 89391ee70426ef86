/**
 * The sportsbook's closed names (ours; issue "sportsbook"): sports, market types, how each
 * settles, the leg outcomes and the odds-change choices. Plain values, no zod and no imports: the
 * schemas (sports.ts), the domain's rules (@app/domain/sports) and the screens read them alike.
 */
export const SPORTS = ['football', 'basketball', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];

export const SPORT_NAMES: Record<Sport, string> = {
  football: '足球',
  basketball: '篮球',
  esports: '电竞',
};

/** How a market settles (one rule per kind, `settle.ts`). */
export type MarketKind = '1x2' | 'twoway' | 'handicap' | 'total' | 'cs' | 'btts';

export const MARKET_TYPES = [
  // football
  '1x2',
  'ah',
  'ou',
  'cs',
  'btts',
  // basketball
  'ml',
  'spread',
  'points',
  // esports
  'winner',
  'map_hcp',
  'maps',
] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export interface MarketTypeInfo {
  sport: Sport;
  kind: MarketKind;
  name: string;
  /** Whether the market carries a line (handicaps and totals). */
  lined: boolean;
  /** Whether the market is the one the lists show inline. */
  main: boolean;
}

export const MARKET_TYPE_INFO: Record<MarketType, MarketTypeInfo> = {
  '1x2': { sport: 'football', kind: '1x2', name: '独赢', lined: false, main: true },
  ah: { sport: 'football', kind: 'handicap', name: '让球', lined: true, main: false },
  ou: { sport: 'football', kind: 'total', name: '大小球', lined: true, main: false },
  cs: { sport: 'football', kind: 'cs', name: '波胆', lined: false, main: false },
  btts: { sport: 'football', kind: 'btts', name: '双方进球', lined: false, main: false },
  ml: { sport: 'basketball', kind: 'twoway', name: '独赢', lined: false, main: true },
  spread: { sport: 'basketball', kind: 'handicap', name: '让分', lined: true, main: false },
  points: { sport: 'basketball', kind: 'total', name: '总分', lined: true, main: false },
  winner: { sport: 'esports', kind: 'twoway', name: '获胜者', lined: false, main: true },
  map_hcp: { sport: 'esports', kind: 'handicap', name: '地图让分', lined: true, main: false },
  maps: { sport: 'esports', kind: 'total', name: '总地图数', lined: true, main: false },
};

/** How a leg ended; `void` counts as odds 1.00 (see @app/domain/sports settle.ts). */
export const LEG_OUTCOMES = ['win', 'half_win', 'push', 'half_lose', 'lose', 'void'] as const;
export type LegOutcome = (typeof LEG_OUTCOMES)[number];

export const LEG_OUTCOME_NAMES: Record<LegOutcome, string> = {
  win: '赢',
  half_win: '赢半',
  push: '走水',
  half_lose: '输半',
  lose: '输',
  void: '无效',
};

/** The player's choice when the odds moved between filling the slip and submitting it. */
export const ODDS_ACCEPT = ['any', 'higher', 'none'] as const;
export type OddsAccept = (typeof ODDS_ACCEPT)[number];

export const ODDS_ACCEPT_NAMES: Record<OddsAccept, string> = {
  any: '自动接受任何赔率变化',
  higher: '只接受更高赔率',
  none: '不接受赔率变化',
};

/** A parlay (串关) has 2 to this many legs, each from a different fixture. */
export const MAX_PARLAY_LEGS = 10;

/** A fixture's states: live may be suspended; finished and cancelled are final. */
export const FIXTURE_STATES = ['scheduled', 'live', 'suspended', 'finished', 'cancelled'] as const;
export type FixtureState = (typeof FIXTURE_STATES)[number];

export const FIXTURE_STATE_NAMES: Record<FixtureState, string> = {
  scheduled: '未开赛',
  live: '滚球',
  suspended: '暂停',
  finished: '已结束',
  cancelled: '已取消',
};

/** A market's states: open takes bets; settled and void are final. */
export const MARKET_STATES = ['open', 'suspended', 'settled', 'void'] as const;
export type MarketState = (typeof MARKET_STATES)[number];

/** A bet's states: open until every leg is settled; then settled (a correction resettles it). */
export const BET_STATES = ['open', 'settled'] as const;
export type SportsBetState = (typeof BET_STATES)[number];
