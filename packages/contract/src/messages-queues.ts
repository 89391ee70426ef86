/**
 * Messages of the operator's review queues and of the agent centre (ours: the spec describes
 * neither). Merged into MSG (messages.ts).
 */
export const QUEUES_MSG = {
  queueRefuseRemark: '拒绝时请填写原因', // ours: a refused deposit or withdrawal names why
  queuePlayerInvalid: '请选择玩家', // ours
  queuePlayerUnknown: '玩家不存在', // ours
  agentCentreDaysInvalid: '统计天数须为1~90', // ours
} as const;
