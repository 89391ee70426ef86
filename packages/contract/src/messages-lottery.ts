/**
 * Messages of the lottery rooms (spec part 1 §2 Lottery room, §4 Lottery round, §5, §8). Quoted
 * where the spec gives the Chinese; ours are marked "ours". Messages with figures are templates:
 * `fillMessage(template, {x: '10.00'})` (messages.ts).
 */
export const LOTTERY_MSG = {
  /** spec part 1 §4. */
  lotterySealed: '封盘中禁止投注',
  /** spec part 1 §8 'bet successful' (translated). */
  lotteryBetOk: '投注成功',
  lotteryRoomRequired: '缺少房间号', // ours
  lotteryRoomNotFound: '房间不存在或已关闭', // ours
  lotteryIssueNotFound: '该期不存在或未开奖', // ours
  lotteryExpectInvalid: '期号格式错误', // ours
  lotteryExpectPast: '第{expect}期已截止投注，请投注当前期', // ours
  lotteryExpectFuture: '第{expect}期尚未开始投注', // ours
  lotteryNotOpen: '本彩种当前休市，{time} 开盘', // ours
  lotteryOrderInvalid: '注单格式错误', // ours
  lotteryOrderEmpty: '请选择投注内容', // ours
  lotteryTooManyLines: '一次最多投注200注', // ours
  lotteryTotalMismatch: '注单合计金额与明细不符', // ours
  lotteryOrderReplayed: '该注单号已用于其他注单', // ours: the same order id with other lines
  lotteryPlayUnknown: '玩法「{label}」不存在或已关闭', // ours
  lotteryPicksInvalid: '「{label}」{reason}', // ours
  lotteryBetMin: '单注最低{amount}元', // ours
  lotteryBetMax: '单注最高{amount}元', // ours
  lotteryPlayIssueMax: '「{label}」本期累计投注不能超过{amount}元', // ours
  lotteryIssueMax: '本期累计投注不能超过{amount}元', // ours
  lotteryOpposites: '同一期不能同时投注大和小、单和双', // ours
  lotteryAllCombos: '同一期不能同时投注大单、大双、小单、小双四种组合', // ours
  lotteryMaxTotals: '同一期最多投注{count}个和值', // ours
  lotteryChatTooFast: '发言过于频繁，请稍后再试', // ours
  /** The answer to a chat line that looks like a bet but does not parse (ours). */
  lotteryBetFormat: '下注格式：玩法+金额，如 大100、100大、大单10 小双20、13点50',
  lotteryOddsInvalid: '赔率格式错误', // ours
  lotteryRulesInvalid: '规则格式错误', // ours
  lotteryLimitsInvalid: '限额须满足：0 < 单注最低 ≤ 单注最高 ≤ 单玩法每期上限 ≤ 每期上限', // ours
  lotteryPlayNotInRoom: '玩法{play}不存在', // ours (operator)
} as const;

/** Room chat moderation (operator console): ours. */
export const LOTTERY_MODERATION_MSG = {
  lotteryChatMuted: '您已被禁言至{time}（北京时间），暂时不能发言', // ours
  lotteryChatMessageNotFound: '消息不存在或已删除', // ours (operator)
  lotteryChatOnlyChat: '只能删除玩家的聊天消息', // ours (operator)
  lotteryMuteMinutesInvalid: '禁言时长须为0到43200分钟（0为解除禁言）', // ours (operator)
  lotteryPlayerNotFound: '玩家不存在', // ours (operator)
  lotteryChatIdInvalid: '消息编号错误', // ours (operator)
  lotteryOperatorListenOnly: '后台账号只能查看房间消息', // ours
  lotterySealInvalid: '封盘时间须为整数秒，且大于0、小于每期时长', // ours (operator)
} as const;
