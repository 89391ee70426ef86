import { GAMES_MSG } from '@app/contract/messages-games';

/** Texts of the home screens (/, /home and /index_old). The spec's messages come from the contract. */
export const HOME_TEXT = {
  title: '首页',
  menu: '菜单',
  balance: '余额',
  currency: '¥',
  tapToRefresh: '点击刷新余额',
  login: '登录',
  register: '注册',
  /**
   * The real player count of a category (DESIGN §9). The server answers 0 below the operator's
   * threshold: then nothing is shown, never "0 人在玩" and never an invented number.
   */
  playing: (count: number): string | null => (count > 0 ? `${count} 人在玩` : null),
  empty: '空空如也', // spec part 1 §2
  comingSoon: '即将上线', // ours: 体育 and 电竞 before the sportsbook
  comingSoonNote: (name: string) => `${name}游戏正在筹备中，敬请期待`, // ours
  retry: '重新加载', // ours
  loadFailed: '游戏分类加载失败', // ours
  viewAll: '查看全部', // ours
  // the 彩票 tab (ours): each room with its lottery, countdown and last result
  lottery: {
    listLabel: '彩票房间',
    issue: (expect: string) => `第${expect}期`,
    open: '投注中',
    sealed: '封盘中',
    drawing: '开奖中',
    closed: '未开盘',
    countdownLabel: '距开奖',
    last: (expect: string) => `上期 ${expect.slice(-4)}`,
    noDraw: '暂无开奖结果',
    unavailable: '房间信息暂不可用',
    special: '特码',
    enter: '进入房间',
  },
  enter: '进入游戏', // ours
  rebate: '返水',
  notices: '公告',
  shortcutsLabel: '快捷入口', // ours
  shortcuts: {
    activity: '优惠',
    deposit: '存款',
    withdraw: '取款',
    vip: 'VIP',
    service: '客服',
  },
  oldButtons: {
    deposit: '存款',
    transfer: '转账',
    withdraw: '取款',
    vip: 'VIP',
  },
  menuItems: {
    mine: '个人中心',
    notices: '公告',
    inbox: '站内信', // ours: the inbox, with its unread count
    activity: '优惠',
    level: '等级',
    password: '修改登录密码',
    wallet: '钱包',
    betRecord: '投注记录',
    inviter: '邀请好友',
    service: '客服',
    agentPlan: '代理计划',
    agentLogin: '代理登录',
    settings: '设置',
    logout: '退出登录',
    login: '登录',
  },
  guest: '游客', // ours: the side menu header of a visitor
  guestHint: '登录后畅玩全部游戏', // ours
  vip: (level: number) => `VIP${level}`,
  logoutConfirm: '您确定要退出登录吗?', // spec part 1 §8
  confirm: '确定',
  cancel: '取消',
  // /index_old
  appBanner: '下载APP，游戏更流畅', // ours
  appBannerAction: '立即下载', // ours
  close: '关闭',
  redPacket: '红包',
  redPacketGlyph: '福', // ours: the envelope's face
  gotIt: '我知道了',
  welcome: '欢迎', // ours: title of the welcome modal
  gameTypes: '游戏类型', // ours
  // messages of the spec
  balanceUpdated: GAMES_MSG.balanceUpdated,
  categoryNoId: GAMES_MSG.categoryNoId,
  categoriesFailed: GAMES_MSG.categoriesFailed,
  popupBlocked: GAMES_MSG.popupBlocked,
} as const;
