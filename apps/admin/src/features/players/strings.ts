import { MSG } from '@app/contract/messages';

/** The feature's words in one place (DESIGN §9). */
export const STATUS_LABEL: Record<number, string> = { 1: '正常', 0: '冻结' };
export const SEARCH_BY_LABEL = {
  any: '全部',
  username: '用户名',
  id: '玩家ID',
  telegram: 'Telegram ID',
  referrer: '推荐人',
} as const;
export const ADJUST_STATE_LABEL = {
  pending: '待审批',
  posted: '已入账',
  refused: '已拒绝',
} as const;
export const DIRECTION_LABEL = { credit: '增加', debit: '扣减' } as const;
export const BET_STATUS_LABEL: Record<number, string> = { 0: '无效', 1: '已结算', 2: '未结算' };
export const FUND_STATE_LABEL: Record<number, string> = { 1: '待审核', 2: '已通过', 3: '已拒绝' };
export const LOGIN_VIA_LABEL: Record<string, string> = {
  password: '密码登录',
  register: '注册',
  guest: '试玩',
  telegram: 'Telegram',
  '': '—',
};

// ---- player protection (DESIGN §12): the contract's words where it has them --------------------
export const LIMIT_KIND_LABEL = { deposit: MSG.kindDeposit, loss: MSG.kindLoss } as const;
export const LIMIT_PERIOD_LABEL = {
  day: MSG.periodDay,
  week: MSG.periodWeek,
  month: MSG.periodMonth,
} as const;
export const BLOCK_KIND_LABEL = { timeout: '暂停', exclusion: '禁入' } as const;
export const PROTECTION_BY_LABEL = { player: '玩家本人', operator: '运营' } as const;
export const PROTECTION_STATE_LABEL = {
  applied: '已生效',
  pending: '待生效',
  cancelled: '已取消',
} as const;
export const TIMEOUT_DAYS_LABEL: Record<number, string> = {
  1: '24小时',
  3: '3天',
  7: '7天',
  14: '14天',
  30: '30天',
  42: '6周',
};
export const EXCLUSION_TERM_LABEL = {
  '6m': '6个月',
  '1y': '1年',
  '5y': '5年',
  forever: '永久',
} as const;

/** A history row's field: 'deposit:day' → 充值限额（24小时）, 'session' → 单次游戏时长. */
export function protectionFieldLabel(field: string): string {
  const [kind, period] = field.split(':') as [string, string | undefined];
  if (period !== undefined) {
    const k = LIMIT_KIND_LABEL[kind as keyof typeof LIMIT_KIND_LABEL] ?? kind;
    const p = LIMIT_PERIOD_LABEL[period as keyof typeof LIMIT_PERIOD_LABEL] ?? period;
    return `${k}限额（${p}）`;
  }
  if (field === 'session') return '单次游戏时长';
  if (field === 'reality') return '现实提醒间隔';
  return BLOCK_KIND_LABEL[field as keyof typeof BLOCK_KIND_LABEL] ?? field;
}

/** features/players/ProtectionTab.tsx */
export const PROTECTION_TAB = {
  removeLimit: '取消限额',
  yuan: '元',
  awaitingPlayer: (value: unknown) => `${value}（待玩家再次确认）`,
  confirmableAfter: (value: unknown, effective_at: unknown) =>
    `${value}（${effective_at} 后可确认）`,
  forever: '永久',
  untilOf: (value: unknown) => `至 ${value}`,
  minutesOf: (value: unknown) => `${value} 分钟`,
  yuanOf: (value: unknown) => `${value} 元`,
  limits: '限额',
  history: '变更记录',
  setLimit: '设置/降低限额',
  block: '暂停/禁入',
  refresh: '刷新',
  loadFailed: '加载失败',
  currentPlay: '当前游戏',
  notPlaying: '未在游戏中',
  startedNet: '开始，输赢',
  sessionLimit: '单次游戏时长上限',
  notSet: '未设置',
  sessionMinutes: (session_minutes: unknown) => `${session_minutes} 分钟`,
  pendingPrefix: '· 待生效：',
  minutes: '分钟',
  realityInterval: '现实提醒间隔',
  limitName: (value: unknown, value2: unknown) => `${value}（${value2}）`,
  currentLimit: '当前限额（元）',
  used: '已用（元）',
  pendingRaise: '待生效的提高',
  noChanges: '暂无变更',
  time: '时间',
  field: '项目',
  setting: '设定',
  by: '操作方',
  reason: '原因',
  state: '状态',
  none: '无',
  inForce: '中',
  blockUntil: (until: unknown) => `至 ${until}`,
  setByOpen: '（由',
  setByClose: '设置）',
  submit: '提交',
  cancelText: '取消',
  limitHint: '只能设置或降低限额，立即生效；提高限额只能由玩家本人申请。',
  kind: '类型',
  limitOf: (value: unknown) => `${value}限额`,
  period: '周期',
  limitYuan: '限额（元）',
  noLimitNow: '当前未设置',
  limitNow: (value: unknown) => `当前限额 ${value} 元`,
  timeOutFor: (value: unknown) => `暂停${value}`,
  excludeFor: (value: unknown) => `禁入${value}`,
  confirmBlock: (what: unknown) => `确认${what}？`,
  blockWarning: '开始后不能提前结束，只能延长。',
  confirm: '确认',
  playerIs: '玩家正在',
  permanent: '（永久）',
  commaUntil: (until: unknown) => `，至 ${until}`,
  onlyLonger: '；只能延长，不能缩短。',
  timeOut: '暂停（24小时~6周）',
  exclusion: '禁入',
  timeOutLength: '暂停时长',
  exclusionLength: '禁入期限',
} as const;

/** features/players/PagedTab.tsx */
export const PAGED_TAB = {
  refresh: '刷新',
  loadFailed: '加载失败',
  showTotal: (total: unknown) => `共 ${total} 条`,
} as const;

/** features/players/routes.ts */
export const ROUTES = {
  players: '玩家列表',
  group: '玩家',
  adjustments: '调整审批',
  player: '玩家详情',
} as const;

/** features/players/dialogs.tsx */
export const DIALOGS = {
  thawed: '已解冻',
  frozen: '已冻结，玩家的登录已全部失效',
  thawTitle: (username: unknown) => `解冻玩家 ${username}`,
  freezeTitle: (username: unknown) => `冻结玩家 ${username}`,
  confirmFreeze: '确认冻结？',
  freezeWarning: '冻结后该玩家立即下线，不能登录、充值、提现或转账，直到解冻。',
  confirmFreezeOk: '确认冻结',
  cancelText: '取消',
  thaw: '解冻',
  freeze: '冻结',
  reason: '原因',
  reasonRule: '请填写原因（2~255个字）',
  passwordReset: '密码已重置',
  newLoginPassword: '新的登录密码',
  newPayPassword: '新的支付密码',
  temporaryPasswordHint: '临时密码只显示这一次，请告知玩家并提醒其登录后尽快修改：',
  noted: '我已记下',
  confirmReset: '确认重置？',
  loginResetWarning: '重置登录密码后，玩家的所有登录立即失效。',
  payResetWarning: '重置后玩家需用新的支付密码提现。',
  confirmResetOk: '确认重置',
  resetTitle: (username: unknown) => `重置密码：${username}`,
  reset: '重置',
  passwordKind: '密码类型',
  loginPassword: '登录密码',
  payPassword: '支付密码',
  adjustmentPending: '金额超过审批门槛，已提交，待另一位财务审批',
  adjustmentPosted: '调整已入账',
  confirmAdjust: '确认人工调整？',
  adjustSummary: (value: unknown, username: unknown, value2: unknown, reason: unknown) =>
    `${value} ${username} 的余额 ${value2} 元。原因：${reason}`,
  confirm: '确认',
  adjustTitle: (username: unknown) => `人工调整：${username}`,
  submit: '提交',
  thresholdAbove: '单笔超过',
  thresholdNote: '元需另一位财务或管理员审批后入账。',
  direction: '方向',
  credit: '增加余额',
  debit: '扣减余额',
  amountYuan: '金额（元）',
  amountRequired: '请输入金额',
} as const;

/** features/players/pages/AdjustmentsPage.tsx */
export const ADJUSTMENTS_PAGE = {
  id: '编号',
  player: '玩家',
  direction: '方向',
  amount: '金额',
  reason: '原因',
  state: '状态',
  requestedBy: '申请人',
  decidedBy: '审批人',
  requestedAt: '申请时间',
  decidedAt: '处理时间',
  thresholdSaved: '审批门槛已保存',
  threshold: '审批门槛',
  confirmThreshold: '确认修改审批门槛？',
  thresholdEffect: (value: unknown) => `单笔超过 ${value} 元的人工调整将需要第二位操作员审批。`,
  confirm: '确认',
  cancelText: '取消',
  saveThreshold: '保存门槛',
  confirmApprove: '确认通过并入账？',
  confirmRefuse: '确认拒绝？',
  balanceOf: '的余额',
  yuanReason: '元。原因：',
  requesterOpen: '（申请人：',
  requesterClose: '）',
  reviewRemark: '审批备注',
  remarkOptional: '备注（选填）',
  approve: '通过',
  refuse: '拒绝',
  approved: '已通过，款项已入账',
  refused: '已拒绝',
  adjustments: '调整审批',
  csvName: '人工调整',
  pending: '待审批',
  posted: '已入账',
  all: '全部',
  thresholdAbove: '审批门槛：单笔超过',
  thresholdNote: '元需第二位操作员审批',
  noPending: '没有待审批的调整',
  noRecords: '暂无记录',
  showTotal: (total: unknown) => `共 ${total} 笔`,
  decision: '审批',
  remarkOf: (remark: unknown) => `（${remark}）`,
  notOwn: '不能审批自己提交的申请',
} as const;

/** features/players/pages/PlayersPage.tsx */
export const PLAYERS_PAGE = {
  playerId: '玩家ID',
  username: '用户名',
  realname: '姓名',
  referrer: '推荐人',
  balance: '余额',
  status: '状态',
  registeredAt: '注册时间',
  lastLogin: '最后登录',
  players: '玩家列表',
  searchField: '搜索字段',
  search: '搜索玩家',
  searchHint: '用户名 / 玩家ID / Telegram ID / 推荐人',
  enterButton: '搜索',
  noMatch: '没有找到匹配的玩家',
  noPlayers: '暂无玩家',
  showTotal: (total: unknown) => `共 ${total} 人`,
  guest: '试玩',
  agent: '代理',
} as const;

/** features/players/pages/PlayerPage.tsx */
export const PLAYER_PAGE = {
  badId: '玩家ID无效',
  player: '玩家详情',
  notFound: '没有找到该玩家',
  thaw: '解冻',
  freeze: '冻结',
  resetPassword: '重置密码',
  adjust: '人工调整',
  players: '玩家列表',
  pendingAdjustments: (pending_adjustments: unknown) =>
    `该玩家有 ${pending_adjustments} 笔人工调整待审批`,
  goReview: '去审批',
  playerId: '玩家ID',
  balance: '余额',
  venueBalance: '场馆余额',
  venueBalanceHelp: '各场馆报告的钱包余额之和',
  venuesSilent: (n: number) => `（${n} 个场馆未应答）`,
  venueSilent: '场馆未应答',
  venueReported: '余额（场馆报告）',
  netIn: '本平台净转入（转入−转出）',
  profile: '资料',
  username: '用户名',
  realname: '姓名',
  accountKind: '账号类型',
  guest: '试玩',
  agent: '代理',
  ordinaryPlayer: '玩家',
  mobile: '手机',
  email: '邮箱',
  birthday: '生日',
  payPassword: '支付密码',
  isSet: '已设置',
  notSet: '未设置',
  registeredAt: '注册时间',
  lastLogin: '最后登录',
  wallet: '钱包',
  noVenues: '尚未转入任何场馆',
  platname: '平台钱包',
  account: '账户',
  ledger: '流水',
  noLedger: '暂无流水',
  time: '时间',
  kind: '类型',
  amount: '金额',
  balanceAfter: '变动后余额',
  remark: '备注',
  transferNo: '转账号',
  bets: '注单',
  noBets: '暂无注单',
  betAt: '下注时间',
  venue: '场馆',
  game: '游戏',
  betNo: '注单号',
  bet: '投注',
  validBet: '有效投注',
  winLoss: '输赢',
  state: '状态',
  deposits: '充值',
  noDeposits: '暂无充值记录',
  orderNo: '订单号',
  method: '方式',
  withdrawals: '提现',
  noWithdrawals: '暂无提现记录',
  payee: '收款',
  logins: '登录',
  noLogins: '暂无登录记录',
  loginAt: '登录时间',
  expiresAt: '到期',
  revokedAt: (v: unknown) => `已失效 ${v}`,
  live: '有效',
  protection: '理性游戏',
  referrals: '推荐关系',
  referrerChain: '推荐链',
  noReferrer: '无推荐人',
  levelColon: '级：',
  directDownline: '直属下级',
  people: '人',
  noDownline: '暂无下级',
  downline: '下级',
  yes: '是',
  no: '否',
} as const;

/** features/players/dialogs.tsx */
export const DIALOGS_TEXT = {
  credit: '增加',
  debit: '扣减',
} as const;
