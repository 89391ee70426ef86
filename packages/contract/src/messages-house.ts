/**
 * Messages of the house venue's games (ours: the spec has no such screens; DESIGN §6,
 * shared/domain/house-games.md): slots, fishing, the seed pair and the verification.
 */
export const HOUSE_MSG = {
  houseGameUnknown: '未找到该游戏', // ours
  houseFishUnknown: '未找到该鱼种', // ours
  houseStakeInvalid: '下注金额无效，请选择允许的注额', // ours
  houseClientSeedInvalid: '客户端种子须为1~64位字母、数字或符号，不能含空格和冒号', // ours
  houseBetNoInvalid: '请输入有效的注单号', // ours
  houseBetNotFound: '注单不存在', // ours
  houseVenueDisabled: '自营游戏维护中，请稍后再试', // ours
  houseTableUnknown: '未找到该牌桌', // ours
  houseTableListenOnly: '请在牌桌上点选区域下注', // ours
  houseTableClosed: '该牌桌暂停开放，请选择其他牌桌', // ours
  houseRoundInvalid: '请输入有效的局号', // ours
  houseRoundNotFound: '该局不存在或尚未开奖', // ours
  houseBettingClosed: '本局已停止下注，请等待下一局', // ours
  houseAreaUnknown: '请选择有效的下注区域', // ours
  houseAreaBelowMin: '{area}最低下注{amount}元', // ours
  houseAreaAboveMax: '{area}本局最高下注{amount}元', // ours
} as const;
