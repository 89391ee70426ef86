import { BET_DATE_CODES, BET_STATUS_NAMES } from '@app/contract/bets';

/**
 * Texts of the bet records screen (/betRecord, spec part 2 §2 Records, §3, §4, §8, §9). Wording the
 * spec does not give is marked "ours".
 */
export const BETS_TEXT = {
  title: '投注记录',
  filters: '筛选', // ours
  dateFilter: '日期', // ours
  platformFilter: '平台', // ours
  morePlatforms: '查看更多平台', // ours: the arrow at the end of the platform row
  dates: BET_DATE_CODES.map(({ code, label }) => ({ value: code, label })),
  defaultDate: 4,
  allPlatforms: '全部',
  statistics: '统计', // ours
  stats: {
    validBets: '有效投注',
    reducedLoss: '扣减流水',
    washTurnover: '洗码流水',
    rebate: '返水金额',
  },
  statsNote: '统计所选日期与平台内的全部注单，有效投注仅计已结算注单', // ours
  noFigure: '--',
  statusNames: BET_STATUS_NAMES,
  betAmount: '投注金额',
  validBet: '有效投注',
  winLoss: '输赢',
  betId: '注单号',
  verify: '验证', // ours: a house bet's provably fair check
  sportsBet: '注单详情', // ours: a sportsbook bet opens the player's bets (its legs)
  failed: '获取数据失败', // spec part 2 §8, record fetch failure default
} as const;
