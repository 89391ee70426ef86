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
