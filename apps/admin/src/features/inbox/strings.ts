/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** features/inbox/use-inbox.ts */
export const USE_INBOX = {
  success: '站内信已发送',
} as const;

/** features/inbox/routes.ts */
export const ROUTES = {
  inbox: '站内信',
  group: '客服',
} as const;

/** features/inbox/pages/InboxPage.tsx */
export const INBOX_PAGE = {
  deposit: '充值',
  withdrawal: '提现',
  activity: '活动',
  rebate: '返水',
  agent: '代理',
  operator: '人工发送',
  send: '发送站内信',
  to: '收件人',
  one: '指定玩家',
  all: '全部玩家',
  player: '玩家',
  playerHint: '玩家ID或账号',
  playerRequired: '请输入玩家ID或账号',
  title: '标题',
  titleRequired: '请输入标题',
  content: '内容',
  contentRequired: '请输入内容',
  submit: '发送',
  confirmAllTitle: '发送给全部玩家？',
  confirmAll: '这条站内信将发给当前所有已注册的玩家，发出后无法撤回。',
  sent: '已发送的站内信',
  filterUser: '按玩家ID筛选',
  kind: '类型',
  time: '发送时间',
  empty: '暂无站内信',
  cancelText: '取消',
  showTotal: (n: unknown) => `共 ${n} 条`,
} as const;
