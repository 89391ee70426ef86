/**
 * Messages of the agent programme and the invite page (spec part 1 §5: the agent application's
 * two messages are quoted; the rest is ours). Merged into MSG (messages.ts).
 */
export const AGENTS_MSG = {
  /** spec part 1 §5. */
  agentMobileInvalid: '请输入正确手机号',
  /** spec part 1 §5. */
  agentReasonRequired: '请输入申请理由',
  agentReasonTooLong: '申请理由最多200字', // ours
  agentApplied: '申请已提交，请等待审核', // ours
  agentApplicationPending: '您的代理申请正在审核中，请耐心等待', // ours
  agentAlready: '您已经是代理，无需重复申请', // ours
  agentOnly: '仅代理可进入代理后台，请先申请成为代理', // ours: getAgentLoginUrl for a non-agent
  agentApplicationUnknown: '申请记录不存在', // ours
  agentApplicationReviewed: '该申请已审核', // ours
  agentRefuseRemark: '拒绝申请请填写原因', // ours
  agentLevelUnknown: '代理等级不存在', // ours
  agentLevelInvalid: '代理等级须为1~10', // ours
  agentLevelNameInvalid: '请输入1~16字的等级名称', // ours
  agentRateInvalid: '佣金比例须为0~10000个基点（0%~100%）', // ours
  agentNewLevelIncomplete: '新增等级须填写名称和佣金比例，且等级须连续', // ours
  agentNotAgent: '该玩家还不是代理', // ours
  agentUserUnknown: '玩家不存在', // ours
  agentDepthInvalid: '结算层级须为1~10', // ours
  agentBasisInvalid: '佣金基数须为有效投注或净输赢', // ours
  agentIntroInvalid: '奖金介绍图片须为 https:// 或站内地址，最多8张', // ours
  agentIntroTextInvalid: '奖金介绍文字最多2000字', // ours
  inviteTypeInvalid: '记录类型无效', // ours
  invitePeriodInvalid: '统计周期无效', // ours
} as const;
