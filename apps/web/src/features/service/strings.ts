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
  unreadReplies: '{n}条新回复', // ours: customer service's replies not yet read
} as const;

/** Texts of the built-in chat (/kefu?chat=1; ours: the spec shows no chat). */
export const CHAT_TEXT = {
  title: '在线客服',
  back: '返回',
  greeting: '您好，请问有什么可以帮您？',
  greetingHint: '客服人员会尽快回复您，可发送文字或图片（GIF、PNG、JPG，不超过 5MB）。',
  agent: '客服',
  me: '我',
  placeholder: '请输入您的问题',
  inputLabel: '输入消息',
  send: '发送',
  sending: '发送中…',
  pickImage: '发送图片',
  chooseFile: '选择图片',
  uploading: '图片上传中…',
  imageAlt: '聊天图片',
  viewImage: '查看大图',
  closeImage: '关闭大图',
  loadOlder: '查看更早的消息',
  loadingOlder: '加载中…',
  loading: '正在打开客服会话…',
  loadFailed: '客服会话加载失败',
  retry: '重试',
  conversationEnded: '本次会话已结束',
  closedNotice: '会话已结束，发送新消息将开始新的会话',
  connecting: '正在连接客服…',
  reconnecting: '连接已断开，正在重新连接…',
  messages: '聊天记录',
  pullToLoad: '下拉查看更早的消息',
  release: '释放加载',
  noOlder: '没有更早的消息了',
} as const;
