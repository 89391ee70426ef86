/** Texts of the shared shell components. */
export const SHELL_TEXT = {
  notOpen: '该功能即将开放，敬请期待', // ours
  alreadyHere: '已在当前页面', // spec part 1 §8 'already on current page!'
  loginPrompt: '精彩内容等你来，立即登录？', // ours: spec part 1 §2 'exciting content awaits, log in now'
  loginNow: '立即登录',
  cancel: '取消',
  loading: '加载中…',
  // Names of icon-only controls (read by screen readers; every icon-only control has one).
  back: '返回',
  close: '关闭',
  refresh: '刷新',
  menu: '菜单',
  banners: '活动横幅', // ours: the banner carousel's name
  retry: '重试',
  empty: '暂无记录',
  loadFailed: '加载失败', // ours
  noMore: '没有更多了',
  // antd-mobile's PullToRefresh texts (components/PullRefresh.tsx draws its own)
  pullToRefresh: '下拉刷新',
  releaseToRefresh: '释放立即刷新',
  refreshing: '加载中…',
  refreshed: '刷新成功',
  unread: (count: number) => `${count} 条未读消息`, // ours
  errorTitle: '页面加载失败', // ours
  errorBody: '请检查网络后重新加载', // ours
  reload: '重新加载', // ours
  tabs: {
    home: '首页',
    activity: '优惠',
    discover: '发现',
    sponsor: '赞助',
    mine: '我的',
  },
} as const;
