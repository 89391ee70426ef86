/**
 * Player protection (ours: the spec has no such screen; DESIGN §12). Refusals say why and until
 * when: {until} is Beijing time 'YYYY-MM-DD HH:mm', {limit} and {used} yuan, {period} 24小时 /
 * 7天 / 30天.
 */
export const PROTECTION_MSG = {
  adultRequired: '请确认您已年满18周岁',
  protectionLimitInvalid: '请选择有效的限额',
  protectionAmountInvalid: '请输入0.01~10000000之间的金额',
  protectionChangeInvalid: '该变更不存在',
  protectionChangeNotReady: '提高或取消限额需等待24小时后再次确认，请于{until}后确认',
  protectionTimeoutInvalid: '请选择暂停时长',
  protectionTermInvalid: '请选择自我禁入期限',
  protectionOverLimit: '该金额超过您设定的{period}{kind}限额 {limit} 元',
  kindDeposit: '充值',
  kindLoss: '亏损',
  protectionReasonRequired: '请填写1~200字的原因',
  protectionOperatorRaise: '只能设置或降低限额，不能提高玩家的限额',
  protectionExclusionShorter: '禁入期间只能延长，不能缩短',
  protectionLowered: '已生效',
  protectionRaiseQueued: '已提交，24小时后需再次确认方可生效',
  // refusals (each says why and until when)
  protectionTimeoutActive: '您已暂停游戏至{until}，期间不能充值、投注或参与优惠，可正常提现',
  protectionExcluded: '您已自我禁入至{until}，期间不能充值、投注或参与优惠，可正常提现',
  protectionExcludedForever: '您已永久自我禁入，不能充值、投注或参与优惠，可正常提现',
  protectionDepositLimit:
    '已达到您设定的{period}充值限额 {limit} 元（已用 {used} 元），{until}后可再充值',
  protectionLossLimit:
    '已达到您设定的{period}亏损限额 {limit} 元（已亏损 {used} 元），{until}后可继续',
  protectionSessionLimit:
    '本次游戏已达到您设定的时长上限（{minutes}分钟），请休息，{until}后可继续',
  periodDay: '24小时',
  periodWeek: '7天',
  periodMonth: '30天',
} as const;
