/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** app/router.tsx */
export const ROUTER = {
  notFound: '页面不存在',
} as const;

/** app/ConsoleLayout.tsx */
export const CONSOLE_LAYOUT = {
  home: '首页',
  loadFailed: '无法加载后台',
  retry: '重试',
  brand: '运营后台',
  logout: '退出',
  forbidden: '无权访问',
  subTitle: '当前角色无权打开此页面',
} as const;
