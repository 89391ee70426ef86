/**
 * Messages of the activities (优惠活动; spec part 1 §2, §4, §7: the spec shows the screens and
 * calls but no wording for these, so every text here is ours).
 */
export const ACTIVITIES_MSG = {
  activityIdInvalid: '活动ID有误',
  activityNotFound: '活动不存在或已下架',
  activityAlreadyApplied: '您已申请过该活动',
  activityApplied: '申请已提交，请等待审核',
  // the operator's editing
  activityTypeInvalid: '活动类型不存在',
  activityTypeNameInvalid: '请输入1~32字的类型名称',
  activityTitleInvalid: '请输入1~64字的活动标题',
  activityBannerInvalid: '横幅须为 http(s) 地址或站内路径，且含文件扩展名（如 .png）',
  activityContentInvalid: '活动内容最多20000个字符',
  activityMemoInvalid: '活动规则最多2000个字符',
  activityBonusInvalid: '奖金须在0~100000元之间，最多两位小数',
  activityTurnoverInvalid: '流水倍数须为0~100的整数',
  activityTypeInUse: '该类型下还有活动，不能删除',
  activityHasApplications: '该活动已有申请记录，不能删除，可改为停用',
  activityApplicationInvalid: '申请记录不存在',
  activityApplicationDecided: '该申请已审核，不能重复操作',
  activityRemarkRequired: '拒绝申请时请填写原因',
  // the {bonus} part of the inbox message of an approved application
  activityBonusPaid: '奖金 {amount} 元已存入您的钱包。',
  activityBonusPaidTurnover:
    '奖金 {amount} 元已存入您的钱包，完成 {turnover} 元有效投注后即可提现。',
} as const;
