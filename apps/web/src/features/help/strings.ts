/** Texts of the help centre (/boutBallBet, /boutBallBetInfo). */
export const HELP_TEXT = {
  title: '帮助中心',
  infoTitle: '帮助详情',
  articles: '帮助文章', // ours
  service: '人工客服',
  serviceHint: '在线客服 00:00-24:00 分两班为您服务', // ours
  updated: (date: string) => `更新于 ${date}`, // ours
  failed: '加载失败', // ours
  retry: '重新加载', // ours
  responsibleSettings: '设置我的限额', // ours: under the 责任博彩 article
} as const;
