/** Texts of the message centre (/message; spec part 1 §2: tab 1 announcements, tab 2 站内信). */
export const MESSAGES_TEXT = {
  title: '消息中心',
  tabNotices: '公告',
  tabInbox: '站内信',
  empty: '暂无消息', // ours
  noticesFailed: '公告加载失败', // ours
  inboxFailed: '消息加载失败', // ours
  unreadMark: '未读', // ours: read out before an unread message's title
  readAll: (unread: number) => (unread > 0 ? `全部已读（${unread}）` : '全部已读'), // ours
  allRead: '已全部标为已读', // ours
  unreadSummary: (unread: number) => (unread > 0 ? `${unread} 条未读` : '没有未读消息'), // ours
  close: '关闭',
  detail: '消息详情', // ours
} as const;
