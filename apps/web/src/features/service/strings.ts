/** Texts of /discover and /kefu. Spec messages (客服链接, pop-ups) come from the contract. */
export const SERVICE_TEXT = {
  discoverTitle: '发现',
  kefuTitle: '在线客服',
  infoSection: '资讯与服务', // ours
  news: '官方资讯', // spec part 1 §2 'official news'
  newsHint: '公告与站内信', // ours
  service: '在线客服',
  serviceHint: '账户、充值、提现等问题咨询', // ours
  conversation: '会话', // ours: the conversation tab's support shifts
  onDuty: '值班中', // ours: the shift on duty now (Beijing time)
  beijingTime: '北京时间', // ours
  kefuIntro: '客服页面会在新窗口中打开。如未自动打开，请点击下方按钮。', // ours
  openNow: '打开在线客服', // ours
  openingLink: '正在获取客服链接…', // ours
  openedHint: '已在新窗口打开客服页面', // ours
  blockedHint: '弹出窗口被浏览器拦截，请点击下方按钮打开', // ours
  retry: '重试', // ours
  shifts: '客服班次', // ours
} as const;
