/** The review queues' words (one place, so a locale can follow). */
export const QUEUE_TEXT = {
  group: '审核队列',
  deposits: '充值审核',
  withdrawals: '提现审核',
  activityApplications: '活动申请',
  agentApplications: '代理申请',
  states: { all: '全部', 1: '待审核', 2: '已通过', 3: '已拒绝' } as Record<string, string>,
  withdrawalStates: { 1: '待审核', 2: '已出款', 3: '已拒绝' } as Record<string, string>,
  details: '详情',
  review: '审核',
  approve: '通过',
  refuse: '拒绝',
  remark: '备注',
  remarkPlaceholder: '通过时可选；拒绝时必填，玩家会在站内信中看到原因',
  remarkRequired: '拒绝时请填写原因',
  confirmApprove: (what: string) => `确认通过${what}？`,
  confirmRefuse: (what: string) => `确认拒绝${what}？`,
  approved: '已通过',
  refused: '已拒绝',
  empty: '暂无记录',
  player: '玩家',
  screenshot: '转账截图',
  noScreenshot: '无截图',
  balance: '钱包余额',
  turnover: '打码量',
  turnoverSince: '统计起点',
  turnoverSinceNone: '注册以来（无已出款提现）',
  turnoverRequired: '需完成（充值×倍数）',
  turnoverDone: '已完成（有效投注）',
  turnoverOther: '返水/活动另需',
  turnoverRemaining: '尚需打码',
  turnoverClear: '已满足，可提现',
  recentDeposits: '最近充值',
  recentWithdrawals: '最近提现',
  bets: (days: number) => `近${days}日投注`,
  validBets: '有效投注',
  winLoss: '输赢',
  approvedDeposits: '累计到账充值',
  paidWithdrawals: '累计出款',
  loadFailed: '加载失败',
} as const;

export const DEPOSIT_METHODS: Record<string, string> = {
  manual: 'USDT 截图',
  auto: 'USDT 在线',
  bank: '银行转账',
};

/** features/queues/components/StateFilter.tsx */
export const STATE_FILTER = {
  ariaLabel: '状态筛选',
} as const;

/** features/queues/components/ReviewPanel.tsx */
export const REVIEW_PANEL = {
  content: (remark: unknown, text: unknown) => `${remark}：${text}`,
  cancelText: '取消',
} as const;

/** features/queues/components/PlayerRecent.tsx */
export const PLAYER_RECENT = {
  title: (player: unknown, username: unknown, user_id: unknown) =>
    `${player}：${username}（ID ${user_id}）`,
  text: '笔 ·',
  title2: '订单号',
  title3: '方式',
  title4: '金额',
  title5: '到账',
  title6: '状态',
  title7: '时间',
} as const;

/** features/queues/components/QueueLayout.tsx */
export const QUEUE_LAYOUT = {
  title: '状态',
  title2: '操作',
  showTotal: (total: unknown) => `共 ${total} 条`,
} as const;

/** features/queues/routes.ts */
export const ROUTES = {
  group: '审核队列',
} as const;

/** features/queues/pages/DepositsPage.tsx */
export const DEPOSITS_PAGE = {
  text: '元',
  success: '审核完成',
  DepositsPage: (deposit_no: unknown) => `充值订单 ${deposit_no}`,
  title: '订单号',
  title2: '玩家',
  title3: '方式',
  title4: '支付金额',
  title5: '汇率',
  title6: '到账金额（元）',
  title7: '提交时间',
  label: '到账金额',
  label2: '付款人',
  label3: '银行',
  label4: '卡号',
  label5: '开户行',
  label6: '审核时间',
  label7: '备注',
} as const;

/** features/queues/pages/WithdrawalsPage.tsx */
export const WITHDRAWALS_PAGE = {
  _1: '银行卡',
  _2: 'USDT 地址',
  success: '审核完成',
  WithdrawalsPage: (order_no: unknown) => `提现订单 ${order_no}`,
  title: '订单号',
  title2: '玩家',
  title3: '金额（元）',
  title4: '收款方式',
  title5: '收款账号',
  title6: '提交时间',
  title7: '收款信息',
  label: '金额',
  text: '元',
  label2: '网络',
  label3: '银行',
  label4: '地址',
  label5: '卡号',
  label6: '户名',
  label7: '开户行',
  label8: '汇率',
  label9: 'USDT 数量',
  label10: '手续费',
  label11: '实际到账 USDT',
  label12: '备注',
} as const;

/** features/queues/pages/AgentApplicationsPage.tsx */
export const AGENT_APPLICATIONS_PAGE = {
  success: '审核完成',
  AgentApplicationsPage: (username: unknown) => `${username} 的代理申请`,
  title: '编号',
  title2: '玩家',
  title3: '手机号',
  title4: '申请理由',
  title5: '申请时间',
  text: '（ID',
  text2: '）',
  label: '审核时间',
  label2: '备注',
} as const;

/** features/queues/pages/ActivityApplicationsPage.tsx */
export const ACTIVITY_APPLICATIONS_PAGE = {
  success: '审核完成',
  ActivityApplicationsPage: (username: unknown, activity_name: unknown) =>
    `${username} 的「${activity_name}」申请`,
  title: '编号',
  title2: '活动',
  title3: '玩家',
  title4: '奖金',
  title5: '申请时间',
  text: '（ID',
  text2: '）',
  label: '附加打码量',
  label2: '审核时间',
  label3: '备注',
} as const;
