/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** features/support/routes.ts */
export const ROUTES = {
  title: '客服会话',
  group: '客服',
} as const;

/** features/support/pages/SupportPage.tsx */
export const SUPPORT_PAGE = {
  open: '实时',
  connecting: '连接中',
  closed: '已断开',
  title: '客服会话',
  label: '全部',
  label2: '进行中',
  label3: '已结束',
  ariaLabel: '会话列表',
  emptyText: '暂无会话',
  description: '选择左侧的会话',
  success: '已发送',
  success2: '会话已结束',
  error: '上传失败',
  text: '加载失败：',
  text2: (username: unknown, user_id: unknown) => `${username}（ID ${user_id}）`,
  title2: '结束这个会话？',
  description2: '玩家再发消息会开启新的会话',
  okText: '结束',
  cancelText: '取消',
  text3: '结束会话',
  ariaLabel2: '会话消息',
  text4: '加载中…',
  description3: '暂无消息',
  ariaLabel3: '回复内容',
  placeholder: '输入回复，Ctrl+Enter 发送',
  text5: '发送',
  text6: '发送图片',
  text7: '客服',
  text8: '玩家',
  alt: '图片消息',
} as const;
