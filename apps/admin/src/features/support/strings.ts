/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** features/support/routes.ts */
export const ROUTES = {
  support: '客服会话',
  group: '客服',
} as const;

/** features/support/pages/SupportPage.tsx */
export const SUPPORT_PAGE = {
  open: '实时',
  connecting: '连接中',
  closed: '已断开',
  support: '客服会话',
  all: '全部',
  inProgress: '进行中',
  ended: '已结束',
  conversations: '会话列表',
  noConversations: '暂无会话',
  pickConversation: '选择左侧的会话',
  sent: '已发送',
  conversationEnded: '会话已结束',
  error: '上传失败',
  loadFailed: '加载失败：',
  playerOf: (username: unknown, user_id: unknown) => `${username}（ID ${user_id}）`,
  confirmEnd: '结束这个会话？',
  endHint: '玩家再发消息会开启新的会话',
  end: '结束',
  cancelText: '取消',
  endConversation: '结束会话',
  messages: '会话消息',
  loading: '加载中…',
  noMessages: '暂无消息',
  reply: '回复内容',
  replyHint: '输入回复，Ctrl+Enter 发送',
  send: '发送',
  sendImage: '发送图片',
  operator: '客服',
  player: '玩家',
  alt: '图片消息',
} as const;
