/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */
import { MSG } from '@app/contract/messages';

/** features/sports/routes.ts */
export const ROUTES = {
  group: '体育',
  fixtures: '赛事管理',
  fixture: '赛事详情',
  bets: '大额注单',
  limits: '限额设置',
} as const;

/** Shared by the pages. */
export const SPORTS_TEXT = {
  cancel: '取消',
  none: '—',
  selection: '选项',
  vs: 'vs',
  feed: '数据源',
  trader: '人工',
  pending: '待复核',
  cancelledResult: '赛事取消',
  adminOnly: '仅管理员可修改',
  yuan: '元',
  marketState: { open: '开盘', suspended: '暂停', settled: '已结算', void: '已作废' } as Record<
    string,
    string
  >,
  resultState: { pending: '待复核', confirmed: '已生效', rejected: '已驳回' } as Record<
    string,
    string
  >,
  betState: { open: '未结算', settled: '已结算' } as Record<string, string>,
  score: (home: number, away: number) => `${home} : ${away}`,
  percent: (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`,
  count: (n: number) => `${n} 注`,
} as const;

/** features/sports/pages/FixturesPage.tsx */
export const FIXTURES_PAGE = {
  title: '赛事管理',
  allSports: '全部项目',
  allStates: '全部状态',
  sport: '项目',
  state: '状态',
  toCheck: '待复核赛果',
  league: '联赛',
  teams: '对阵',
  start: '开赛时间',
  scoreClock: '比分 / 时间',
  source: '来源',
  openBets: '未结算注单',
  stakes: '投注额',
  resultCol: '赛果',
  empty: '暂无赛事',
  create: '新建赛事',
  showTotal: (n: number) => `共 ${n} 场`,
  refreshNote: '每 10 秒自动刷新',
} as const;

/** features/sports/components/CreateFixtureDialog.tsx */
export const CREATE_FIXTURE = {
  title: '新建赛事',
  sport: '项目',
  sportRequired: MSG.sportsSportInvalid,
  league: '联赛',
  leagueInvalid: MSG.sportsLeagueInvalid,
  home: '主队',
  away: '客队',
  teamInvalid: MSG.sportsTeamInvalid,
  startsAt: '开赛时间（北京时间）',
  startInvalid: MSG.sportsStartInvalid,
  help: '新建后按项目生成默认盘口（默认盘口线和赔率），可在赛事详情中调整。',
  submit: '创建',
  created: '赛事已创建',
} as const;

/** features/sports/pages/FixturePage.tsx and its components */
export const FIXTURE_PAGE = {
  title: (home: string, away: string) => `${home} vs ${away}`,
  back: '返回赛事列表',
  refreshNote: '每 3 秒自动刷新',
  league: '联赛',
  start: '开赛时间',
  state: '状态',
  score: '比分',
  source: '来源',
  openBets: '未结算注单',
  stakes: '投注额',
  bigBets: '查看本场大额注单',
  noMarkets: '暂无盘口',
  pendingBanner: '本场有待复核的赛果',
  toResults: '去复核',
  // fixture actions
  suspendAll: '暂停全部',
  reopen: '恢复',
  reschedule: '改期',
  cancelFixture: '取消赛事',
  confirmSuspendAll: '确认暂停本场全部盘口？',
  suspendAllEffect: '暂停后玩家不能投注本场任何盘口，已接受的注单不受影响。',
  suspended: '已暂停',
  reopened: '已恢复',
  confirmReopen: '确认恢复本场投注？',
  reopenEffect: '恢复后本场开盘的盘口重新接受投注。',
  rescheduleTitle: '改期',
  newStart: '新的开赛时间（北京时间）',
  rescheduled: '开赛时间已修改',
  confirmCancel: '确认取消本场赛事？',
  cancelEffect:
    '取消后本场所有盘口的注单按无效处理（串关中该场按赔率 1.00 计），退还本金。此操作需另一位操作员在「赛果录入与复核」中复核通过后才生效。',
  cancelOk: '提交取消',
  cancelSubmitted: '取消申请已提交，等待另一位操作员复核',
  // markets
  line: '盘口线',
  margin: '利润率',
  price: '原始赔率',
  odds: '显示赔率',
  selStakes: '投注额',
  selBets: '注数',
  payout: '若胜出赔付',
  net: '平台盈亏',
  worst: '最坏情况',
  marketStakes: '单注投注额',
  editPrices: '调整赔率',
  suspend: '暂停',
  reopenMarket: '恢复',
  void: '作废',
  confirmSuspend: (name: string) => `确认暂停「${name}」？`,
  suspendEffect: '暂停后玩家不能投注该盘口，已接受的注单不受影响。',
  confirmReopenMarket: (name: string) => `确认恢复「${name}」？`,
  confirmVoid: (name: string) => `确认作废「${name}」？`,
  voidEffect:
    '作废后该盘口的所有注单按无效处理：单注退还本金，串关中该场按赔率 1.00 计。此操作不可撤销。',
  voidOk: '作废',
  addLine: '新增盘口线',
  liabilityNote:
    '平台盈亏 = 该选项胜出时，本盘口未结算单注的投注额 − 赔付（含本金）；负数为平台可能的亏损。投注额含串关在该选项上的本金。',
} as const;

/** features/sports/components/PriceDialog.tsx */
export const PRICE_DIALOG = {
  title: (name: string) => `调整赔率：${name}`,
  margin: '利润率（%）',
  marginHelp: '0%~30%；显示赔率 = 原始赔率按利润率调整后的赔率',
  price: '原始赔率',
  shown: '调整后显示赔率',
  now: '当前显示赔率',
  pricesInvalid: MSG.sportsPricesInvalid,
  marginInvalid: MSG.sportsMarginInvalid,
  save: '保存',
  confirmTitle: (name: string) => `确认调整「${name}」的赔率？`,
  confirmNote: '保存后立即生效，由人工定价（数据源不再更新该盘口的赔率）。',
  oddsLine: (sel: string, from: string, to: string) => `${sel}：${from} → ${to}`,
  marginLine: (from: string, to: string) => `利润率：${from} → ${to}`,
  nothingChanged: '没有修改',
  saved: '赔率已更新',
} as const;

/** features/sports/components/AddLineDialog.tsx */
export const ADD_LINE = {
  title: '新增盘口线',
  type: '盘口类型',
  line: '盘口线',
  lineHelp: '让球/让分为主队的盘口线（如 -0.25、+1.5），大小为总数（如 2.5）；须为 0.25 的倍数',
  lineInvalid: MSG.sportsLineInvalid,
  save: '新增',
  saved: '盘口线已新增',
} as const;

/** features/sports/components/ResultsPanel.tsx */
export const RESULTS = {
  title: '赛果录入与复核',
  enter: '录入赛果',
  correct: '更正赛果',
  openCorrection: '更正赛果…',
  home: (team: string) => `主队 ${team}`,
  away: (team: string) => `客队 ${team}`,
  scoreInvalid: MSG.sportsScoreInvalid,
  submit: '提交复核',
  submitted: '赛果已录入，等待另一位操作员复核',
  cancelInstead: '赛事取消（全部注单无效）',
  correctionWarning: '将重新结算所有相关注单',
  correctionEffect:
    '本场已按原赛果结算。更正经另一位操作员复核通过后，将重新结算所有相关注单，差额以账变调整记入玩家余额（不修改历史记录）。',
  confirmCorrection: '确认提交更正赛果？',
  confirmEnter: '确认提交赛果？',
  enterEffect: '提交后需另一位操作员复核通过才会结算。',
  submitOk: '提交',
  pendingTitle: '待复核赛果',
  proposal: '录入内容',
  enteredBy: '录入人',
  enteredAt: '录入时间',
  checkedBy: '复核人',
  checkedAt: '复核时间',
  correctionTag: '更正',
  approve: '复核通过',
  reject: '驳回',
  ownEntry: '您录入的赛果须由另一位操作员复核',
  confirmApprove: '确认复核通过？',
  approveEffect: '通过后立即按此赛果结算本场所有注单。',
  approveCorrectionEffect: '通过后将重新结算所有相关注单，差额以账变调整。',
  confirmReject: '确认驳回此赛果？',
  rejectEffect: '驳回后此录入作废，需重新录入。',
  rejected: '赛果已驳回',
  summaryTitle: '复核通过，已结算',
  settled: '结算注单',
  moved: '派彩金额',
  movedCorrection: '调整金额',
  inForce: '当前生效赛果',
  history: '赛果记录',
  noHistory: '暂无赛果记录',
  state: '状态',
  noResultYet: '尚未录入赛果',
} as const;

/** features/sports/pages/BetsPage.tsx */
export const BETS_PAGE = {
  title: '大额注单',
  byStake: '按投注额',
  byPotential: '按可赢金额',
  recent: '最新',
  allStates: '全部',
  open: '未结算',
  settled: '已结算',
  fixture: '赛事ID',
  betNo: '注单号',
  player: '玩家',
  parlay: (n: number) => `串关 ${n} 串 1`,
  legs: '投注内容',
  odds: '赔率',
  stake: '投注额',
  potential: '可赢（含本金）',
  paid: '派彩',
  adjusted: '调整',
  state: '状态',
  inPlay: '滚球',
  empty: '暂无注单',
  showTotal: (n: number) => `共 ${n} 注`,
} as const;

/** features/sports/pages/LimitsPage.tsx */
export const LIMITS_PAGE = {
  title: '限额设置',
  minStake: '单注最低投注（元）',
  maxStake: '单注最高投注（元）',
  maxPayout: '单注最高可赢（元，含本金）',
  dailyStake: '每位玩家每日投注上限（元）',
  dailyPayout: '每位玩家每日可赢上限（元）',
  liveDelay: '滚球确认延迟（秒）',
  liveDelayHelp: '0~30 秒；滚球投注在延迟后确认，期间盘口有变化则不接受',
  margin: '新盘口默认利润率（%）',
  marginHelp: '0%~30%，只影响之后新建的盘口',
  dailyHelp: '按北京时间自然日统计',
  required: '请填写',
  order: MSG.sportsLimitsInvalid,
  marginInvalid: MSG.sportsMarginInvalid,
  save: '保存',
  confirmTitle: '确认保存体育限额？',
  confirmNote: '保存后立即对新投注生效。',
  nothingChanged: '没有修改',
  saved: '限额已保存',
  line: (label: string, from: string, to: string) => `${label}：${from} → ${to}`,
} as const;
