/**
 * Messages of the audit search and the jobs' retry (back office; every wording is ours). Merged
 * into MSG (messages.ts).
 */
export const AUDIT_MSG = {
  auditOperatorInvalid: '操作人无效',
  auditOperatorUnknown: '没有这个操作人',
  auditActionInvalid: '操作类型最多64个字符',
  auditActionUnknown: '没有这种操作类型，请从列表中选择',
  auditTargetInvalid: '操作对象最多128个字符',
  auditRangeInvalid: '时间范围无效',
  jobRunIdInvalid: '请选择要重试的任务记录',
  jobRunNotFound: '任务记录不存在',
  jobRunNotFailed: '只有失败的任务可以重试',
  jobNotDefined: '该任务在本节点未定义，无法重试',
  jobBusy: '该任务正在运行，请稍后重试',
} as const;
