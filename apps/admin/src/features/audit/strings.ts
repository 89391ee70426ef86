/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** features/audit/routes.ts */
export const ROUTES = {
  audit: '审计日志',
  group: '系统',
} as const;

/** features/audit/audit-detail.ts */
export const AUDIT_DETAIL = {
  field: '值',
} as const;

/** features/audit/pages/AuditPage.tsx */
export const AUDIT_PAGE = {
  audit: '审计日志',
  operator: '操作人',
  operatorHint: '账号或ID',
  action: '操作',
  actionHint: '全部操作',
  target: '对象',
  targetHint: '如 deposit:12',
  range: '时间',
  from: '开始日期',
  to: '结束日期',
  search: '查询',
  reset: '重置',
  empty: '没有符合条件的记录',
  field: '字段',
  before: '变更前',
  after: '变更后',
  detail: '详情',
  truncated: (exportMax: unknown, exportMax2: unknown) =>
    `符合条件的记录超过 ${exportMax} 条，仅导出最新的 ${exportMax2} 条`,
  total: (n: unknown) => `共 ${n} 条`,
  searchForm: '审计日志查询',
} as const;
