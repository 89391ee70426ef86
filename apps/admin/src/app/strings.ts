/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** app/router.tsx */
export const ROUTER = {
  title: '页面不存在',
} as const;

/** app/ConsoleLayout.tsx */
export const CONSOLE_LAYOUT = {
  label: '首页',
  title: '无法加载后台',
  text: '重试',
  text2: '运营后台',
  text3: '退出',
  title2: '无权访问',
  subTitle: '当前角色无权打开此页面',
} as const;
