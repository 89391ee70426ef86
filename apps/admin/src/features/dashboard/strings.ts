/** The dashboard's words (one place, so a locale can follow). */
export const DASHBOARD_TEXT = {
  title: '数据概览',
  today: '今日',
  daysLabel: '统计天数',
  daysOption: (days: number) => `近${days}天`,
  asOf: '数据时间',
  pendingTitle: '待处理',
  chartMoney: '充值、提现与投注',
  chartGgr: '各类别平台盈亏（投注 − 派彩）',
  chartPlayers: '新增与活跃玩家',
  chartRewards: '返水、红利与佣金',
  tableTitle: '每日数据',
  csvName: '数据概览',
  empty: '暂无数据',
  date: '日期',
  deposits: '充值',
  withdrawals: '提现',
  newPlayers: '新增玩家',
  activePlayers: '活跃玩家',
  validBets: '有效投注',
  ggr: '平台盈亏',
  rebates: '返水',
  bonuses: '红利',
  commissions: '佣金',
  pendingDeposits: '充值审核',
  pendingWithdrawals: '提现审核',
  pendingActivities: '活动申请',
  pendingAgents: '代理申请',
  ggrOf: (name: string) => `盈亏·${name}`,
} as const;

/** features/dashboard/routes.ts */
export const ROUTES = {
  dashboard: '数据概览',
  group: '概览',
} as const;

/** features/dashboard/pages/DashboardPage.tsx */
export const DASHBOARD_PAGE = {
  todayOf: (today: unknown, today2: unknown) => `${today}（${today2}）`,
  colon: '：',
} as const;
