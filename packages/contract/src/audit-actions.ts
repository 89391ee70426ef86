/**
 * The closed list of audit actions (`audit_log.action`, DESIGN §9): what an operator did, named
 * `<thing>.<verb>` (a few sign-in events have no thing). The server's audit functions take an
 * `AuditAction`, so an action missing here is a build error where it is written, and the audit
 * search accepts only an action of this list or a group of them (`deposit.`), so a typo is a 400,
 * never a silent empty list. Values are stored as they are and hashed into the audit chain: never
 * rename one (the rows already written keep their names).
 *
 * Plain values, no zod and no imports: the console and the server read it alike.
 */
export const AUDIT_ACTION_LABELS = {
  // operators' own sessions
  login: '登录',
  login_failed: '登录失败',
  logout: '退出登录',
  'two_factor.setup': '两步验证：开始绑定',
  'two_factor.enable': '两步验证：启用',
  // operator management
  'operator.create': '操作员：新建',
  'operator.update': '操作员：修改',
  'operator.reset_password': '操作员：重置密码',
  'operator.reset_two_factor': '操作员：重置两步验证',
  // money queues
  'deposit.approve': '充值审核：通过',
  'deposit.reject': '充值审核：拒绝',
  'withdrawal.approve': '提现审核：通过',
  'withdrawal.reject': '提现审核：拒绝',
  'withdrawal.payout': '提现审核：提交链上交易',
  // players
  'player.freeze': '玩家：冻结',
  'player.unfreeze': '玩家：解冻',
  'player.reset_login_password': '玩家：重置登录密码',
  'player.reset_pay_password': '玩家：重置支付密码',
  'adjustment.request': '人工调整：申请',
  'adjustment.post': '人工调整：入账',
  'adjustment.approve': '人工调整：批准',
  'adjustment.refuse': '人工调整：拒绝',
  'adjustment.threshold': '人工调整：审批门槛',
  'protection.limit': '理性游戏：限额',
  'protection.timeout': '理性游戏：暂停',
  'protection.exclusion': '理性游戏：禁入',
  'inbox.send': '站内信：发送',
  'support.reply': '客服：回复',
  'support.close': '客服：结束会话',
  // rewards and agents
  'vip.level.update': 'VIP等级：修改',
  'redpacket.rules.update': '红包规则：修改',
  'activity.type.create': '活动类型：新建',
  'activity.type.update': '活动类型：修改',
  'activity.type.delete': '活动类型：删除',
  'activity.create': '优惠活动：新建',
  'activity.update': '优惠活动：修改',
  'activity.delete': '优惠活动：删除',
  'activity.application.approve': '活动申请：通过',
  'activity.application.refuse': '活动申请：拒绝',
  'agent.application.review': '代理申请：审核',
  'agent.level.set': '代理：设置等级',
  'agent.level.update': '代理等级：修改',
  'agent.settings.update': '代理佣金设置：修改',
  'agent.intro.update': '代理邀请介绍：修改',
  // lottery rooms
  'lottery.room.update': '彩票房间：修改',
  'lottery.rules.update': '彩票规则：修改',
  'lottery.seal.update': '彩票封盘：修改',
  'lottery.chat.remove': '房间聊天：删除消息',
  'lottery.mute': '房间聊天：禁言',
  'lottery.unmute': '房间聊天：解除禁言',
  // house venue
  'house.table.update': '自营牌桌：修改',
  'house.table.open': '自营牌桌：开启',
  'house.table.close': '自营牌桌：关闭',
  // sportsbook
  'sports.fixture.create': '体育赛事：新建',
  'sports.fixture.suspend': '体育赛事：暂停',
  'sports.fixture.reopen': '体育赛事：恢复',
  'sports.fixture.reschedule': '体育赛事：改期',
  'sports.fixture.cancel': '体育赛事：取消',
  'sports.market.create': '体育盘口：新建',
  'sports.market.price': '体育盘口：调整赔率',
  'sports.market.suspend': '体育盘口：暂停',
  'sports.market.reopen': '体育盘口：恢复',
  'sports.market.void': '体育盘口：作废',
  'sports.result.enter': '体育赛果：录入',
  'sports.result.confirm': '体育赛果：复核通过',
  'sports.result.reject': '体育赛果：驳回',
  'sports.limits.update': '体育限额：修改',
  // content and games
  'banner.create': '轮播图：新建',
  'banner.update': '轮播图：修改',
  'banner.delete': '轮播图：删除',
  'notice.create': '公告：新建',
  'notice.update': '公告：修改',
  'notice.delete': '公告：删除',
  'article.update': '帮助文章：修改',
  'sponsors.update': '赞助页：修改',
  'upload.create': '图片：上传',
  'category.update': '游戏分类：修改',
  'game.update': '游戏：修改',
  'game_links.update': '客服与代理链接：修改',
  'player_counts.update': '在线人数显示：修改',
  'venue.update': '场馆：修改',
  'provider.create': '游戏厂商：新增',
  'provider.update': '游戏厂商：修改',
  'provider.credentials': '游戏厂商：设置密钥',
  'provider.sync': '游戏厂商：同步游戏',
  'chain.settings': '链上充值：修改设置',
  'pay_bank.create': '收款银行账户：新增',
  'pay_bank.update': '收款银行账户：修改',
  'pay_bank.delete': '收款银行账户：删除',
  // system
  'settings.update': '系统设置：修改',
  'job.retry': '任务：重试',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The thing of a `<thing>.<verb>` action: the groups the audit search offers. */
export type AuditActionGroup = ThingOf<AuditAction>;
type ThingOf<A> = A extends `${infer Thing}.${string}` ? Thing : never;

export const AUDIT_ACTION_GROUP_LABELS: Record<AuditActionGroup, string> = {
  two_factor: '两步验证',
  operator: '操作员',
  deposit: '充值审核',
  withdrawal: '提现审核',
  player: '玩家',
  adjustment: '人工调整',
  protection: '理性游戏',
  inbox: '站内信',
  support: '客服',
  vip: 'VIP等级',
  redpacket: '红包',
  activity: '优惠活动',
  agent: '代理',
  lottery: '彩票',
  house: '自营游戏',
  sports: '体育',
  banner: '轮播图',
  notice: '公告',
  article: '帮助文章',
  sponsors: '赞助页',
  upload: '图片',
  category: '游戏分类',
  game: '游戏',
  game_links: '客服与代理链接',
  player_counts: '在线人数显示',
  venue: '场馆',
  provider: '游戏厂商',
  chain: '链上充值',
  pay_bank: '收款银行账户',
  settings: '系统设置',
  job: '任务',
};

/**
 * What the audit search's `action` filter accepts: one action (that action only), or a group
 * written `<thing>.` (every action of that thing: `deposit.` finds deposit.approve and
 * deposit.reject).
 */
export type AuditActionFilter = AuditAction | `${AuditActionGroup}.`;

export const AUDIT_ACTION_FILTERS: readonly AuditActionFilter[] = [
  ...(Object.keys(AUDIT_ACTION_GROUP_LABELS) as AuditActionGroup[]).map(
    (group) => `${group}.` as const,
  ),
  ...AUDIT_ACTIONS,
];

const ACTIONS: ReadonlySet<string> = new Set(AUDIT_ACTIONS);
const FILTERS: ReadonlySet<string> = new Set(AUDIT_ACTION_FILTERS);

export function isAuditAction(value: string): value is AuditAction {
  return ACTIONS.has(value);
}

export function isAuditActionFilter(value: string): value is AuditActionFilter {
  return FILTERS.has(value);
}

/** The label of a stored action; an action this version does not know shows as stored. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTION_LABELS[action] : action;
}

/** The label of a filter: an action's, or its group's with （全部）. */
export function auditActionFilterLabel(filter: AuditActionFilter): string {
  if (filter.endsWith('.')) {
    return `${AUDIT_ACTION_GROUP_LABELS[filter.slice(0, -1) as AuditActionGroup]}（全部）`;
  }
  return AUDIT_ACTION_LABELS[filter as AuditAction];
}
