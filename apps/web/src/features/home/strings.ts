/** Texts of the home screen (first version; the catalogue comes with a later issue). */
export const HOME_TEXT = {
  title: '首页',
  greeting: '欢迎回来', // ours
  balance: '余额',
  currency: '¥',
  guestHint: '试玩账号', // ours
  loggedOutTitle: '登录后畅玩全部游戏', // ours
  loggedOutBody: '登录或注册账号，即可充值、游戏并参与优惠活动', // ours
  login: '登录',
  register: '注册',
  catalogue: '游戏大厅', // ours
} as const;
