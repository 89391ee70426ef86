/**
 * Messages of the realtime rooms (the WebSocket `{base}/wss`, spec part 1 §7). The spec shows no
 * server wording for the socket; every message here is ours. Each one also travels as a close
 * frame's reason, which WebSocket caps at 123 bytes of UTF-8: keep them under 40 characters.
 */
export const REALTIME_MSG = {
  wsLoginRequired: '请登录！', // spec part 1 §5 'please log in!'
  wsSessionExpired: '登录已失效，请重新登录',
  wsRoomUnknown: '房间不存在',
  wsRoomRequired: '缺少房间号',
  wsMessageTooLarge: '消息过长，未发送',
  wsMessageBad: '消息格式错误',
  wsTooFast: '发送过于频繁，请稍后再试',
  wsFlooding: '发送过于频繁，连接已断开',
  wsTooManyConnections: '同时打开的房间连接过多，请关闭其他页面后重试',
  wsServerBusy: '服务器繁忙，请稍后重连',
  wsSilent: '连接超时，请重新连接',
  wsSlowClient: '网络过慢，连接已断开，请重新连接',
  wsShuttingDown: '服务器维护中，请稍后重连',
  wsServerError: '服务器错误，请稍后再试',
  wsChatEmpty: '请输入消息内容',
  wsChatTooLong: '消息内容过长',
} as const;
