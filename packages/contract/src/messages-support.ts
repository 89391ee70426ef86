/**
 * Messages of customer service's chat (ours: the spec shows no chat, only the link per shift).
 * The link messages themselves (获取客服链接失败, 客服链接{n}不存在, pop-ups) are in messages-games.ts.
 */
export const SUPPORT_MSG = {
  supportContentEmpty: '请输入消息内容或选择图片', // ours
  supportContentTooLong: '消息最多1000个字', // ours
  supportOneKind: '文字和图片请分开发送', // ours
  supportImageInvalid: '图片不存在，请重新上传', // ours
  supportTooFast: '发送过于频繁，请稍后再试', // ours
  supportTooManyConversations: '今日咨询次数已达上限，请明天再来', // ours
  supportConversationUnknown: '会话不存在', // ours
  supportConversationClosed: '该会话已结束', // ours
  supportIdInvalid: '会话编号错误', // ours
  supportCursorInvalid: '消息编号错误', // ours
  supportStateInvalid: '会话状态错误', // ours
} as const;
