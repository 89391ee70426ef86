/** The shared components' wording (the console kit: CrudPage, its fields and columns, PageCard). */
export const S = {
  refresh: '刷新',
  retry: '重试',
  loadFailed: '加载失败',
  exportCsv: '导出CSV',
  save: '保存',
  cancel: '取消',
  close: '关闭',
  edit: '编辑',
  remove: '删除',
  enabled: '启用',
  disabled: '停用',
  sort: '排序',
  sortHelp: '数字越小越靠前',
  status: '状态',
  actions: '操作',
  empty: '暂无数据',
  confirmDelete: '确定删除？',
  confirmDeleteHint: '删除后玩家端不再显示，且无法恢复。',
  required: '请填写此项',
  total: (total: number) => `共 ${total} 条`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字`,
  expand: '展开',
  collapse: '收起',
} as const;

/** components/expandable.tsx */
export const EXPANDABLE = {
  columnTitle: '详情',
  detailsOf: (value: unknown, value2: unknown) => `${value}详情：${value2}`,
} as const;

/** components/PageCard.tsx */
export const PAGE_CARD = {
  refresh: '刷新',
  loadFailed: '加载失败',
  retry: '重试',
} as const;

/** components/CsvButton.tsx */
export const CSV_BUTTON = {
  error: '导出失败',
  exportCsv: '导出CSV',
} as const;

/** components/expandable.tsx */
export const EXPANDABLE_TEXT = {
  collapse: '收起',
  expand: '展开',
} as const;
