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
  stateFilter: '状态筛选',
} as const;

/** features/queues/components/ReviewPanel.tsx */
export const REVIEW_PANEL = {
  remarkLine: (remark: unknown, text: unknown) => `${remark}：${text}`,
  cancel: '取消',
} as const;

/** features/queues/components/PlayerRecent.tsx */
export const PLAYER_RECENT = {
  playerOf: (player: unknown, username: unknown, user_id: unknown) =>
    `${player}：${username}（ID ${user_id}）`,
  countSeparator: '笔 ·',
  orderNo: '订单号',
  method: '方式',
  amount: '金额',
  credited: '到账',
  state: '状态',
  time: '时间',
} as const;

/** features/queues/components/QueueLayout.tsx */
export const QUEUE_LAYOUT = {
  state: '状态',
  actions: '操作',
  showTotal: (total: unknown) => `共 ${total} 条`,
} as const;

/** features/queues/routes.ts */
export const ROUTES = {
  group: '审核队列',
} as const;

/** features/queues/pages/DepositsPage.tsx */
export const DEPOSITS_PAGE = {
  yuan: '元',
  reviewed: '审核完成',
  orderOf: (deposit_no: unknown) => `充值订单 ${deposit_no}`,
  orderNo: '订单号',
  player: '玩家',
  method: '方式',
  paid: '支付金额',
  rate: '汇率',
  creditedYuan: '到账金额（元）',
  submittedAt: '提交时间',
  credited: '到账金额',
  payer: '付款人',
  bank: '银行',
  cardNo: '卡号',
  bankBranch: '开户行',
  reviewedAt: '审核时间',
  remark: '备注',
  // USDT on chain: what the order asked and what arrived
  due: '应付',
  received: '实到',
  differs: '金额不符',
  txHash: '交易哈希',
} as const;

/** features/queues/pages/WithdrawalsPage.tsx */
export const WITHDRAWALS_PAGE = {
  bankCard: '银行卡',
  usdtAddress: 'USDT 地址',
  reviewed: '审核完成',
  orderOf: (order_no: unknown) => `提现订单 ${order_no}`,
  orderNo: '订单号',
  player: '玩家',
  amountYuan: '金额（元）',
  payeeType: '收款方式',
  payeeAccount: '收款账号',
  submittedAt: '提交时间',
  payee: '收款信息',
  amount: '金额',
  yuan: '元',
  network: '网络',
  bank: '银行',
  address: '地址',
  cardNo: '卡号',
  accountName: '户名',
  bankBranch: '开户行',
  usdtRate: '汇率',
  usdtAmount: 'USDT 数量',
  usdtFee: '手续费',
  usdtReceived: '实际到账 USDT',
  remark: '备注',
} as const;

/** features/queues/components/PayoutAction.tsx (USDT on chain: a payout's hash checked on chain) */
export const PAYOUT = {
  action: '填写链上交易',
  title: (order_no: string) => `填写链上交易：${order_no}`,
  hash: '交易哈希',
  hashPlaceholder: '0x… 或 64 位十六进制',
  submit: '核对',
  cancel: '关闭',
  paid: '已到账并标记为已付款',
  waiting: (n: number, N: number) => `已找到交易，等待确认 ${n}/${N}`,
  mismatch: '标记为不符',
  states: { waiting: '等待确认', paid: '已付款', mismatch: '不符' } as Record<string, string>,
  payout: '链上交易',
  state: '状态',
  confirmations: '确认数',
  problems: '问题',
  problemSeparator: '；',
  foundTo: '实际收款地址',
  foundAmount: '实际金额（USDT）',
  checkedAt: '核对时间',
} as const;

/** features/queues/pages/AgentApplicationsPage.tsx */
export const AGENT_APPLICATIONS_PAGE = {
  reviewed: '审核完成',
  applicationOf: (username: unknown) => `${username} 的代理申请`,
  id: '编号',
  player: '玩家',
  mobile: '手机号',
  reason: '申请理由',
  appliedAt: '申请时间',
  idOpen: '（ID',
  idClose: '）',
  reviewedAt: '审核时间',
  remark: '备注',
} as const;

/** features/queues/pages/ActivityApplicationsPage.tsx */
export const ACTIVITY_APPLICATIONS_PAGE = {
  reviewed: '审核完成',
  applicationOf: (username: unknown, activity_name: unknown) =>
    `${username} 的「${activity_name}」申请`,
  id: '编号',
  activity: '活动',
  player: '玩家',
  bonus: '奖金',
  appliedAt: '申请时间',
  idOpen: '（ID',
  idClose: '）',
  extraTurnover: '附加打码量',
  /** While pending: what approving now pays (the activity's bonus and bonus × its multiple). */
  bonusOnApproval: '批准将发放奖金',
  turnoverOnApproval: '批准将附加打码量',
  reviewedAt: '审核时间',
  remark: '备注',
} as const;
