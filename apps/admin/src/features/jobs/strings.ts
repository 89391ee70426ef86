/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** features/jobs/use-jobs.ts */
export const USE_JOBS = {
  success: '已重新执行该任务',
} as const;

/** features/jobs/routes.ts */
export const ROUTES = {
  jobs: '任务',
  group: '系统',
} as const;

/** features/jobs/pages/JobsPage.tsx */
export const JOBS_PAGE = {
  pending: '等待中',
  running: '运行中',
  done: '成功',
  failed: '失败',
  jobs: '任务',
  allJobs: '全部任务',
  state: '状态',
  allStates: '全部状态',
  slot: '时段',
  attempt: '尝试',
  node: '节点',
  scheduled: '计划时间',
  started: '开始时间',
  duration: '耗时',
  error: '错误',
  actions: '操作',
  retry: '重试',
  retryTitle: '重新执行这次失败的任务？',
  retryBody: (job: unknown, slot: unknown) =>
    `任务 ${job}（时段 ${slot}）将在本节点重新执行一次；该操作会记入审计日志。`,
  empty: '暂无任务记录',
  hint: '显示最近 200 条记录',
  milliseconds: (ms: unknown) => `${ms} 毫秒`,
  seconds: (value: unknown) => `${value} 秒`,
  minutesSeconds: (value: unknown, value2: unknown) => `${value} 分 ${value2} 秒`,
  cancelText: '取消',
  csvName: '任务记录',
  showTotal: (n: unknown) => `共 ${n} 条`,
} as const;
