/**
 * Texts of the game screens (/gameList, /gamePage, /concise). The spec's messages (请登录！,
 * 缺少分类ID…, 未找到对应游戏项, pop-up blocked…) come from `@app/contract/messages`.
 */
export const GAMES_TEXT = {
  listTitle: '游戏列表',
  gameTitle: '游戏',
  conciseTitle: '电子游戏',
  agentTitle: '代理登录', // ours: /gamePage?dailiD=1
  serviceTitle: '在线客服', // ours: /gamePage?dailiD=2
  empty: '空空如也', // spec part 1 §2
  comingSoon: '即将上线', // ours: 体育 and 电竞 before the sportsbook
  comingSoonNote: '该分类的游戏正在筹备中，敬请期待', // ours
  loading: '加载中…',
  loadFailed: '加载失败', // ours
  retry: '重试', // ours
  entering: '正在进入游戏…', // ours
  opening: '正在打开…', // ours
  back: '返回', // ours
  launchFailed: '进入游戏失败', // ours: the failure title; the server's message follows
  linkFailed: '打开失败', // ours
  openInNewWindow: '在新窗口打开', // ours
  /** ours: the launch moved the player's balance into the venue (automatic transfer). */
  transferred: (amount: string) => `已自动转入 ¥${amount}`,
  providerTabs: '电子游戏厂商', // ours: accessible name of the /concise tabs
  gameFrame: '游戏画面', // ours: accessible name of the game frame
  linkFrame: '页面内容', // ours: accessible name of a service / agent page frame
} as const;
