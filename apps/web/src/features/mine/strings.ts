import { SESSION_MSG } from '@app/contract/messages-session';

/** Texts of the personal centre (/mine). */
export const MINE_TEXT = {
  title: '我的',
  balance: '账户余额',
  currency: '¥',
  tapToRefresh: '点击刷新余额',
  balanceUpdated: '余额已更新', // spec part 1 §8 'balance updated'
  vip: (level: number) => `VIP${level}`,
  vipProgress: 'VIP进度', // ours
  vipNext: (level: number) => `距离 VIP${level}`, // ours
  vipTop: '已达最高等级', // ours
  vipDeposit: (paysum: string, recharge: string) => `累计存款 ${paysum} / ${recharge}`, // ours
  vipFlow: (flow: string, needed: string) => `累计流水 ${flow} / ${needed}`, // ours
  guestBadge: '试玩',
  guestNotice: '您正在使用试玩账号：试玩额度仅供体验，不能充值、提现或转出。', // ours
  guestRegister: '注册正式账号', // ours
  logout: '退出登录',
  logoutConfirm: '您确定要退出登录吗?', // spec part 1 §8 / part 2 §8
  confirm: '确定',
  cancel: '取消',
  loadFailed: '加载失败，下拉重试', // ours
  pullToRefresh: '下拉刷新',
  releaseToRefresh: '释放立即刷新',
  refreshing: '加载中…',
  refreshed: '刷新成功',
  guestNotAllowed: SESSION_MSG.guestNotAllowed,
  entries: {
    messages: '消息中心',
    recharge: '充值',
    withdrawal: '取款',
    transfer: '转账',
    transRecord: '交易记录',
    betRecord: '投注记录',
    fanshui: '返水中心',
    welfare: '福利中心',
    wallet: '我的钱包',
    cards: '卡片管理',
    password: '修改密码',
    userInfo: '个人资料',
    settings: '设置',
    help: '帮助中心',
    responsible: '责任博彩', // ours (DESIGN §12)
    agentLogin: '代理登录', // spec part 1 §6 'agent login'
    agentPlan: '代理计划，加入我们', // spec part 1 §6 'agent plan, join us'
  },
  popupBlocked: '请允许弹出窗口，或手动打开链接', // spec part 1 §8 'please allow pop-ups …'
} as const;
