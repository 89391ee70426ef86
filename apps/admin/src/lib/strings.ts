/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** lib/query.ts */
export const QUERY = {
  success: '操作成功',
} as const;

/** lib/api.ts */
export const API_TEXT_TEXT = {
  network: '网络错误，请检查网络后重试',
  failed: '请求失败，请稍后重试',
  server: '服务器繁忙，请稍后重试',
  expired: '后台登录已失效，请重新登录',
} as const;

/** lib/console-route.ts */
export const CONSOLE_ROUTE = {
  overview: '概览',
  queues: '审核队列',
  players: '玩家',
  content: '内容',
  rules: '规则',
  lottery: '彩票',
  house: '自营游戏',
  sports: '体育',
  providers: '游戏厂商',
  chain: '链上充值',
  support: '客服',
  system: '系统',
} as const;
