/**
 * Messages of the operator console's house venue calls (ours: the spec has no back office):
 * the tables' settings, exposure, RTP and a player's house-game records.
 */
export const ADMIN_HOUSE_MSG = {
  adminHouseTableRequired: '请选择牌桌', // ours
  adminHouseNameInvalid: '牌桌名称须为1~32个字符', // ours
  adminHouseStatusInvalid: '牌桌状态无效', // ours
  adminHouseLengthsInvalid: '下注时间须为5~60秒，每局时长须比下注时间至少多5秒且不超过120秒', // ours
  adminHouseLimitsInvalid: '每个区域的限额须大于0，且最低不高于最高', // ours
  adminHouseSchedulePending: '上次修改的局时将在第{round}局生效，生效后才能再次修改', // ours
  adminHouseNothingToChange: '没有要修改的内容', // ours
  adminHouseDaysInvalid: '天数须为1~31', // ours
  adminHousePlayerRequired: '请输入玩家账号或ID', // ours
  adminHousePlayerNotFound: '未找到该玩家', // ours
  adminHouseRecordKindInvalid: '记录类型无效', // ours
} as const;
