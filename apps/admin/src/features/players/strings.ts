import { MSG } from '@app/contract/messages';

/** The feature's words in one place (DESIGN §9). */
export const STATUS_LABEL: Record<number, string> = { 1: '正常', 0: '冻结' };
export const SEARCH_BY_LABEL = {
  any: '全部',
  name: '用户名',
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
  value: '取消限额',
  text: '元',
  pendingText: (value: unknown) => `${value}（待玩家再次确认）`,
  pendingText2: (value: unknown, effective_at: unknown) => `${value}（${effective_at} 后可确认）`,
  historyValue: '永久',
  historyValue2: (value: unknown) => `至 ${value}`,
  historyValue3: (value: unknown) => `${value} 分钟`,
  historyValue4: (value: unknown) => `${value} 元`,
  useScrollRegion: '限额',
  useScrollRegion2: '变更记录',
  text2: '设置/降低限额',
  text3: '暂停/禁入',
  text4: '刷新',
  message: '加载失败',
  label: '当前游戏',
  text5: '未在游戏中',
  text6: '开始，输赢',
  label2: '单次游戏时长上限',
  text7: '未设置',
  text8: (session_minutes: unknown) => `${session_minutes} 分钟`,
  text9: '· 待生效：',
  pendingText3: '分钟',
  label3: '现实提醒间隔',
  render: (value: unknown, value2: unknown) => `${value}（${value2}）`,
  title: '当前限额（元）',
  title2: '已用（元）',
  title3: '待生效的提高',
  emptyText: '暂无变更',
  title4: '时间',
  title5: '项目',
  title6: '设定',
  title7: '操作方',
  title8: '原因',
  title9: '状态',
  text10: '无',
  text11: '中',
  text12: (until: unknown) => `至 ${until}`,
  text13: '（由',
  text14: '设置）',
  okText: '提交',
  cancelText: '取消',
  text15: '只能设置或降低限额，立即生效；提高限额只能由玩家本人申请。',
  label4: '类型',
  label5: (value: unknown) => `${value}限额`,
  label6: '周期',
  label7: '限额（元）',
  extra: '当前未设置',
  extra2: (value: unknown) => `当前限额 ${value} 元`,
  what: (value: unknown) => `暂停${value}`,
  what2: (value: unknown) => `禁入${value}`,
  title10: (what: unknown) => `确认${what}？`,
  description: '开始后不能提前结束，只能延长。',
  okText2: '确认',
  text16: '玩家正在',
  text17: '（永久）',
  text18: (until: unknown) => `，至 ${until}`,
  text19: '；只能延长，不能缩短。',
  label8: '暂停（24小时~6周）',
  label9: '禁入',
  label10: '暂停时长',
  label11: '禁入期限',
} as const;

/** features/players/PagedTab.tsx */
export const PAGED_TAB = {
  text: '刷新',
  message: '加载失败',
  showTotal: (total: unknown) => `共 ${total} 条`,
} as const;

/** features/players/routes.ts */
export const ROUTES = {
  title: '玩家列表',
  group: '玩家',
  title2: '调整审批',
  title3: '玩家详情',
} as const;

/** features/players/dialogs.tsx */
export const DIALOGS = {
  success: '已解冻',
  success2: '已冻结，玩家的登录已全部失效',
  title: (username: unknown) => `解冻玩家 ${username}`,
  title2: (username: unknown) => `冻结玩家 ${username}`,
  title3: '确认冻结？',
  content: '冻结后该玩家立即下线，不能登录、充值、提现或转账，直到解冻。',
  okText: '确认冻结',
  cancelText: '取消',
  okText2: '解冻',
  okText3: '冻结',
  label: '原因',
  message: '请填写原因（2~255个字）',
  success3: '密码已重置',
  title4: '新的登录密码',
  title5: '新的支付密码',
  text: '临时密码只显示这一次，请告知玩家并提醒其登录后尽快修改：',
  okText4: '我已记下',
  title6: '确认重置？',
  content2: '重置登录密码后，玩家的所有登录立即失效。',
  content3: '重置后玩家需用新的支付密码提现。',
  okText5: '确认重置',
  title7: (username: unknown) => `重置密码：${username}`,
  okText6: '重置',
  label2: '密码类型',
  label3: '登录密码',
  label4: '支付密码',
  success4: '金额超过审批门槛，已提交，待另一位财务审批',
  success5: '调整已入账',
  title8: '确认人工调整？',
  content4: (value: unknown, username: unknown, value2: unknown, reason: unknown) =>
    `${value} ${username} 的余额 ${value2} 元。原因：${reason}`,
  okText7: '确认',
  title9: (username: unknown) => `人工调整：${username}`,
  okText8: '提交',
  text2: '单笔超过',
  text3: '元需另一位财务或管理员审批后入账。',
  label5: '方向',
  label6: '增加余额',
  label7: '扣减余额',
  label8: '金额（元）',
  message2: '请输入金额',
} as const;

/** features/players/pages/AdjustmentsPage.tsx */
export const ADJUSTMENTS_PAGE = {
  title: '编号',
  title2: '玩家',
  title3: '方向',
  title4: '金额',
  title5: '原因',
  title6: '状态',
  title7: '申请人',
  title8: '审批人',
  title9: '申请时间',
  title10: '处理时间',
  success: '审批门槛已保存',
  ariaLabel: '审批门槛',
  title11: '确认修改审批门槛？',
  content: (value: unknown) => `单笔超过 ${value} 元的人工调整将需要第二位操作员审批。`,
  okText: '确认',
  cancelText: '取消',
  text: '保存门槛',
  title12: '确认通过并入账？',
  title13: '确认拒绝？',
  text2: '的余额',
  text3: '元。原因：',
  text4: '（申请人：',
  text5: '）',
  ariaLabel2: '审批备注',
  placeholder: '备注（选填）',
  okText2: '通过',
  okText3: '拒绝',
  success2: '已通过，款项已入账',
  success3: '已拒绝',
  title14: '调整审批',
  name: '人工调整',
  label: '待审批',
  label2: '已入账',
  label3: '全部',
  text6: '审批门槛：单笔超过',
  text7: '元需第二位操作员审批',
  emptyText: '没有待审批的调整',
  emptyText2: '暂无记录',
  showTotal: (total: unknown) => `共 ${total} 笔`,
  title15: '审批',
  text8: (remark: unknown) => `（${remark}）`,
  title16: '不能审批自己提交的申请',
} as const;

/** features/players/pages/PlayersPage.tsx */
export const PLAYERS_PAGE = {
  title: '玩家ID',
  title2: '用户名',
  title3: '姓名',
  title4: '推荐人',
  title5: '余额',
  title6: '状态',
  title7: '注册时间',
  title8: '最后登录',
  title9: '玩家列表',
  ariaLabel: '搜索字段',
  ariaLabel2: '搜索玩家',
  placeholder: '用户名 / 玩家ID / Telegram ID / 推荐人',
  enterButton: '搜索',
  emptyText: '没有找到匹配的玩家',
  emptyText2: '暂无玩家',
  showTotal: (total: unknown) => `共 ${total} 人`,
  text: '试玩',
  text2: '代理',
} as const;

/** features/players/pages/PlayerPage.tsx */
export const PLAYER_PAGE = {
  message: '玩家ID无效',
  title: '玩家详情',
  description: '没有找到该玩家',
  text: '解冻',
  text2: '冻结',
  text3: '重置密码',
  text4: '人工调整',
  text5: '玩家列表',
  message2: (pending_adjustments: unknown) => `该玩家有 ${pending_adjustments} 笔人工调整待审批`,
  text6: '去审批',
  label: '玩家ID',
  label2: '余额',
  label3: '场馆余额',
  label4: '资料',
  label5: '用户名',
  label6: '姓名',
  label7: '账号类型',
  text7: '试玩',
  text8: '代理',
  text9: '玩家',
  label8: '手机',
  label9: '邮箱',
  label10: '生日',
  label11: '支付密码',
  text10: '已设置',
  text11: '未设置',
  label12: '注册时间',
  label13: '最后登录',
  label14: '钱包',
  emptyText: '尚未转入任何场馆',
  platname: '平台钱包',
  title2: '账户',
  label15: '流水',
  empty: '暂无流水',
  title3: '时间',
  title4: '类型',
  title5: '金额',
  title6: '变动后余额',
  title7: '备注',
  title8: '转账号',
  label16: '注单',
  empty2: '暂无注单',
  title9: '下注时间',
  title10: '场馆',
  title11: '游戏',
  title12: '注单号',
  title13: '投注',
  title14: '有效投注',
  title15: '输赢',
  title16: '状态',
  label17: '充值',
  empty3: '暂无充值记录',
  title17: '订单号',
  title18: '方式',
  label18: '提现',
  empty4: '暂无提现记录',
  title19: '收款',
  label19: '登录',
  empty5: '暂无登录记录',
  title20: '登录时间',
  title21: '到期',
  render: (v: unknown) => `已失效 ${v}`,
  render2: '有效',
  label20: '理性游戏',
  label21: '推荐关系',
  label22: '推荐链',
  text12: '无推荐人',
  text13: '级：',
  label23: '直属下级',
  text14: '人',
  empty6: '暂无下级',
  title22: '下级',
  render3: '是',
  render4: '否',
} as const;

/** features/players/dialogs.tsx */
export const DIALOGS_TEXT = {
  content4: '增加',
  content42: '扣减',
} as const;
