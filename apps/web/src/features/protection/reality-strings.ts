/**
 * The reality check's texts (DESIGN §12): apart from the /responsible screen's, so that the check
 * every signed-in screen loads after idle stays small.
 */
/** 90 → '1.5小时', 45 → '45分钟'. */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes}分钟`;
  const hours = minutes / 60;
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)}小时`;
}

export const REALITY_TEXT = {
  realityTitle: '游戏提醒',
  realityPlayed: (minutes: number) => `您本次已连续游戏 ${minutes} 分钟`,
  realityNet: '本次输赢',
  realityAsk: '休息一下吧。是否继续游戏？',
  realityContinue: '继续游戏',
  realityQuit: '退出游戏',
  sessionEndTitle: '本次游戏已结束',
  sessionEnded: (limit: number) =>
    `已达到您设定的单次游戏时长上限（${minutesText(limit)}），本次游戏已结束。请休息30分钟后再继续。`,
  sessionEndOk: '返回首页',
  yuan: (net: string) => `${net.startsWith('-') ? '' : '+'}${net} 元`,
} as const;
