/**
 * Messages of the game areas (spec part 1 §5, §8; part 2 §8): home, catalogue, launch, bet records,
 * service links. Quoted where the spec gives the Chinese; translated from the spec's English where
 * it gives only that (marked "spec, translated"); ours are marked "ours".
 */
export const GAMES_MSG = {
  gameNotFound: '未找到对应游戏项',
  categoriesFailed: '未获取到分类列表',
  /** spec part 1 §5 'current category lacks ID, cannot jump' (translated). */
  categoryNoId: '当前分类缺少ID，无法跳转',
  /** spec part 1 §5, the list screen's wording. */
  listNoCategoryId: '缺少分类ID，无法获取游戏列表',
  /** spec part 1 §8 'already on current page!' (translated). */
  alreadyHere: '已在当前页面！',
  /** spec part 1 §8 'failed to get customer service link' (translated). */
  serviceLinkFailed: '获取客服链接失败',
  /** spec part 1 §8 'please allow pop-ups or open the link manually' (translated). */
  popupBlocked: '请允许弹出窗口或手动打开链接',
  /** spec part 1 §8 'balance updated' (translated). */
  balanceUpdated: '余额已更新',
  /** spec part 1 §8 'copy successful!' (translated). */
  copied: '复制成功！',
  /** spec part 1 §8 'request failed, please try again later' (translated). */
  requestFailed: '请求失败，请稍后再试',
  gameDisabled: '该游戏维护中，请稍后再试', // ours
  venueDisabled: '该场馆维护中，请稍后再试', // ours
  launchFailed: '游戏启动失败，请稍后再试', // ours
  agentLoginClosed: '代理后台暂未开放', // ours
  gameSessionExpired: '游戏会话已失效，请返回重新进入', // ours (demo venue)
  betAmountInvalid: '下注金额无效', // ours (demo venue)
  venueBalanceLow: '场馆余额不足，请先转入', // ours (demo venue)
} as const;
