/** Texts of /zhanzhu and /zhanzhuye. */
export const SPONSOR_TEXT = {
  title: '赞助',
  detailTitle: '赞助详情',
  intro: '我们与以下合作伙伴开展品牌赞助合作', // ours
  sample: '示例内容', // ours: the partners below are demo content until the operator sets real ones
  more: '了解详情', // ours
  empty: '空空如也', // spec part 1 §2
  backToList: '查看全部合作伙伴', // ours
} as const;
