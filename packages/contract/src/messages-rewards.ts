/**
 * Messages of the rewards (spec part 1 §4, §5, §8; part 2 §5): VIP, rebates, red packets. Quoted
 * where the spec gives the Chinese; translated where it gives only English (marked); ours marked.
 */
export const REWARDS_MSG = {
  /** spec part 2 §5. */
  rebateNothing: '暂无领取额度！',
  rebateClaimed: '领取成功', // ours
  /** spec part 1 §8 'red packet closed' (translated). */
  redPacketClosed: '红包已关闭',
  /** spec part 1 §4 'you have not yet met the conditions, go complete them' (translated). */
  redPacketNotQualified: '您还未达到条件，快去完成吧',
  redPacketNotStarted: '红包活动尚未开始，{start} 开抢', // ours
  redPacketFinished: '今日红包活动已结束', // ours
  redPacketNoneLeft: '今日红包次数已用完', // ours
  redPacketRulesInvalid: '红包规则有误：结束时间须晚于开始时间，金额下限不高于上限', // ours
  vipLevelInvalid: 'VIP等级门槛须逐级递增', // ours
} as const;
