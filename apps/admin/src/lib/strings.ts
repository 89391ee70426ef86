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
  text: '概览',
  text2: '审核队列',
  text3: '玩家',
  text4: '内容',
  text5: '规则',
  text6: '彩票',
  text7: '客服',
  text8: '系统',
} as const;
