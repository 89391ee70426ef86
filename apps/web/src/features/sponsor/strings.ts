/** Texts of /zhanzhu and /zhanzhuye. */
export const SPONSOR_TEXT = {
  title: '赞助',
  detailTitle: '赞助详情',
  intro: '我们与以下合作伙伴开展品牌赞助合作', // ours
  more: '了解详情', // ours
  empty: '空空如也', // spec part 1 §2
  failed: '加载失败', // ours
  retry: '重试',
  backToList: '查看全部合作伙伴', // ours
} as const;
