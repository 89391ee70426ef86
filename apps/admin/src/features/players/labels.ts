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
export const LEDGER_KIND_LABEL: Record<string, string> = {
  adjustment: '人工调整',
  deposit: '充值',
  trial_credit: '试玩金',
  demo_credit: '演示金',
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
