import { REWARDS_MSG } from '@app/contract/messages-rewards';

/**
 * Texts of the rebate screens (/washcode, /washcodeRecords, /fanshui; spec part 2 §2, §5, §9).
 * Wording the spec does not give is marked "ours".
 */
export const REBATES_TEXT = {
  washTitle: '实时返水',
  recordsTitle: '洗码记录',
  centreTitle: '返水中心',
  vip: (level: number) => `VIP${level}`,
  rate: (percent: string) => `返水比例 ${percent}%`,
  figures: '实时返水', // ours: the region's name
  dayliu: '今日投注',
  daixi: '待洗码流水',
  cailiu: '彩金扣除',
  fanshui: '可洗码金额',
  /** Ours: today's rebate so far, claimable after the day's settlement (00:30 the next day). */
  accrued: (amount: string) => `今日已累计返水 ${amount}，次日 00:30 结算后可领取`,
  claim: '一键领取',
  claiming: '领取中…',
  nothing: REWARDS_MSG.rebateNothing,
  claimed: REWARDS_MSG.rebateClaimed,
  visitor: '登录后查看实时返水', // ours
  login: '立即登录',
  stepsTitle: '洗码步骤', // ours
  steps: ['投注游戏', '产生洗码流水', '一键领取返水'], // ours
  notesTitle: '温馨提示', // ours
  notes: [
    '未领取的洗码金额将于次日05:00起自动洗码。', // spec part 2 §9 wash note
    '投注数据存在延迟，建议投注30分钟后再进行洗码。', // spec part 2 §9 wash note
    '返水按北京时间当日（00:00-23:59）的有效投注计算，结算后24小时内发放。', // spec part 2 §9
  ],
  detailLink: 'VIP详情',
  recordsLink: '洗码记录',
  failed: '获取数据失败',
  retry: '重试',
  noFigure: '--',
  // /washcodeRecords
  ranges: {
    today: '今日',
    yesterday: '昨日',
    d7: '近7日',
    d15: '近15日',
    d30: '近30日',
    custom: '自定义',
  },
  rangeFilter: '时间', // ours
  customTitle: '选择日期范围', // ours
  customTooLong: '自定义时间最多选择30天', // ours (spec part 2 §9: at most 30 days)
  customTooOld: '仅可查询近30天的记录', // ours (spec part 2 §9: records window 30 days)
  statistics: '统计', // ours
  stats: {
    validBets: '有效投注',
    reducedLoss: '扣减流水',
    washTurnover: '洗码流水',
    rebate: '返水金额',
  },
  statsWindow: (label: string) => `统计为${label}合计，列表按所选日期筛选`, // ours
  betAmount: '投注金额',
  validBet: '有效投注',
  winLoss: '输赢',
  betId: '注单号',
  statusNames: { 0: '无效', 1: '已结算', 2: '未结算' } as Record<number, string>,
  // /fanshui
  totals: '返水汇总', // ours
  jisuan: '已领取',
  nojisuan: '待领取',
  dateFilter: '日期', // ours
  platformFilter: '平台', // ours
  allPlatforms: '全部',
  dates: [
    { value: 1, label: '今日' },
    { value: 2, label: '近7日' },
    { value: 3, label: '近15日' },
    { value: 4, label: '近30日' },
  ],
  defaultDate: 4,
  states: { 0: '未领取', 1: '已领取' } as Record<number, string>,
  validBetOf: (bet: string, rate: string) => `有效投注 ${bet} × ${rate}%`,
  day: '返水日期', // ours
  createdAt: '发放时间', // ours
  claimedAt: '领取时间', // ours
} as const;
