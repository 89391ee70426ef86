/**
 * Messages of the sportsbook (ours: the spec shows the 体育 and 电竞 tiles only; issue
 * "sportsbook"): the lists, the slip, the bet's refusals, the trader's console.
 */
export const SPORTS_MSG = {
  sportsSportInvalid: '请选择有效的体育项目', // ours
  sportsStateInvalid: '请选择有效的状态', // ours
  sportsFixtureUnknown: '赛事不存在', // ours
  sportsMarketUnknown: '盘口不存在', // ours
  sportsSelectionUnknown: '请选择有效的投注选项', // ours
  sportsOddsInvalid: '赔率格式不正确', // ours
  sportsAcceptInvalid: '请选择赔率变化的处理方式', // ours
  sportsNoLegs: '请先选择投注项', // ours
  sportsTooManyLegs: '串关最多10场', // ours
  sportsSameFixture: '串关不能包含同一场赛事的多个选项', // ours
  sportsMarketClosed: '{market}已关闭，请重新选择', // ours
  sportsMarketSuspended: '{market}暂停投注，请稍后再试', // ours
  sportsOddsChanged: '赔率已变动：{changes}，请确认新赔率后再投注', // ours
  sportsInPlayRejected: '确认期间盘口有变化，投注未被接受，请重新投注', // ours
  sportsStakeBelowMin: '单注最低{amount}元', // ours
  sportsStakeAboveMax: '单注最高{amount}元', // ours
  sportsPayoutAboveMax: '单注最高可赢{amount}元，请降低投注金额', // ours
  sportsDailyStakeLimit: '今日投注已达上限，今日还可投注{amount}元', // ours
  sportsDailyPayoutLimit: '今日可赢金额已达上限，今日还可赢{amount}元', // ours
  sportsStakeInvalid: '请输入有效的投注金额', // ours
  sportsBetUnknown: '注单不存在', // ours
  // the console
  sportsLeagueInvalid: '请输入1~32个字的联赛名称', // ours
  sportsTeamInvalid: '请输入1~32个字的队名，主客队不能相同', // ours
  sportsStartInvalid: '请选择有效的开赛时间', // ours
  sportsLineInvalid: '盘口线须为0.25的倍数', // ours
  sportsMarginInvalid: '利润率须在0%~30%之间', // ours
  sportsPricesInvalid: '请为每个选项填写1.01~1000之间的赔率', // ours
  sportsScoreInvalid: '请输入有效的比分', // ours
  sportsFixtureFinal: '赛事已结束或已取消，不能再修改', // ours
  sportsResultPending: '该赛事已有待复核的赛果，请先复核或驳回', // ours
  sportsResultUnknown: '赛果记录不存在或已处理', // ours
  sportsResultSameOperator: '录入赛果的操作员不能复核自己的录入', // ours
  sportsResultUnchanged: '新赛果与已结算赛果相同', // ours
  sportsResultNotStarted: '赛事尚未开赛，只能录入取消', // ours
  sportsLimitsInvalid: '限额设置不正确：最低投注不能高于最高投注', // ours
} as const;
