/** Texts of the site-state screens. */
export const SITE_TEXT = {
  repairTitle: '系统维护中', // ours
  repairFallback: '系统正在维护，请稍后再来', // ours, when the operator left repair_tips empty
  repairRetry: '重新检查', // ours
  repairAutoCheck: '维护结束后页面将自动恢复', // ours
} as const;
