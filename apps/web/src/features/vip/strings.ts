import { VIP_RETENTION_DAYS } from '@app/contract/rewards-constants';

/**
 * Texts of the VIP screens (/vip, /vip2, /iframepage; spec part 1 §2 VIP, §4). Wording the spec
 * gives only in English is translated; wording it does not give is marked "ours".
 */
export const VIP_TEXT = {
  title: 'VIP特权',
  detailTitle: 'VIP详情',
  level: (level: number) => `VIP${level}`,
  reached: '已达成',
  notReached: '未达成',
  myLevel: (level: number) => `当前等级 VIP${level}`, // ours
  visitor: '登录后查看您的VIP进度', // ours
  login: '立即登录',
  requirements: '晋级条件', // ours
  recharge: '累计存款',
  flow: '累计流水',
  retention: `保级流水（${VIP_RETENTION_DAYS}天）`, // ours
  progress: '晋级进度', // ours: the level's, as the promotion rule combines the conditions
  depositProgress: '存款进度', // ours
  flowProgress: '流水进度', // ours
  progressOf: (have: string, need: string) => `${have} / ${need}`,
  met: '（已满足）', // ours
  bothNeeded: '累计存款与累计流水均达到要求方可晋级，晋级进度以较低的一项为准', // ours
  rebateTable: '返水比例', // ours
  category: '游戏类型',
  maxRate: '最高返水',
  percent: (rate: string) => `${rate}%`,
  rulesTitle: '规则说明',
  rules: [
    '会员累计存款与累计流水同时达到晋级条件后，将于次日24:00前自动晋级；每日最多晋升一级，不可跨级晋升。',
    `晋级后须在${VIP_RETENTION_DAYS}天内完成保级流水；一个季度（${VIP_RETENTION_DAYS}天）内未达到保级流水的，系统将自动降一级。`,
    '返水按北京时间当日（00:00-23:59）的有效投注计算，结算后24小时内发放至福利中心，需手动领取；返水金额只需1倍流水即可提款。',
  ],
  historyTitle: '等级变动记录', // ours
  historyEmpty: '暂无等级变动', // ours
  promotion: '晋级',
  demotion: '降级',
  change: (from: number, to: number) => `VIP${from} → VIP${to}`,
  quarter: (flow: string, ends: string) => `本季度流水 ${flow}，截止 ${ends}`, // ours
  failed: '获取数据失败',
  retry: '重试',
  detailLink: '查看VIP详情', // ours
  allLevels: '全部等级', // ours
} as const;
