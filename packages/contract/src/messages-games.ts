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
  /** spec part 2 §8 'Customer service link missing' ({n}: the shift, 1 or 2). */
  serviceLinkMissing: '客服链接{n}不存在',
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
  gameSessionExpired: '游戏会话已失效，请返回重新进入', // ours (demo venue)
  betAmountInvalid: '下注金额无效', // ours (demo venue)
  venueBalanceLow: '场馆余额不足，请先转入', // ours (demo venue)
  serviceShiftInvalid: '客服线路不存在', // ours: getservicerurl with a type other than '1' or '3'
  // the operator's catalogue editing (ours)
  catalogueIdInvalid: '请选择要修改的记录',
  catalogueNameInvalid: '名称不能为空，最多64个字符',
  catalogueSortInvalid: '排序必须是0~100000的整数',
  catalogueNothingToChange: '没有要修改的内容',
  bannerSrcRequired: '请填写横幅图片地址（以http://、https://或/开头）',
  bannerTypeInvalid: '横幅位置必须是0~99的整数',
  noticeKindInvalid: '公告类型只能是1（滚动公告）或2（公告）',
  noticeTitleInvalid: '公告标题不能为空，最多128个字符',
  noticeContentInvalid: '公告内容不能为空，最多2000个字符',
} as const;
