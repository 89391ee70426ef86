/**
 * Messages of the console's player calls (search, player page, freeze, passwords, adjustments).
 * Ours (the spec does not describe the back office). Merged into MSG (messages.ts).
 */
export const PLAYERS_MSG = {
  adminPlayerIdInvalid: '请选择玩家',
  adminPlayerNotFound: '玩家不存在',
  adminKeywordInvalid: '搜索内容最多64个字符',
  adminReasonRequired: '请填写原因（至少2个字）',
  adminReasonTooLong: '原因最多255个字符',
  adminReasonInvalid: '内容包含无效字符',
  adminFrozenRequired: '请选择冻结或解冻',
  adminAlreadyFrozen: '该玩家已是冻结状态',
  adminNotFrozen: '该玩家未被冻结',
  adminPasswordKindInvalid: '请选择重置登录密码或支付密码',
  adminGuestNoPassword: '试玩账号没有密码可重置',
  adminAdjustAmountInvalid: '调整金额必须大于0，最多两位小数，单笔不超过10,000,000.00',
  adminAdjustDirectionInvalid: '请选择增加或扣减',
  adminRequestKeyInvalid: '请求编号无效，请重新打开调整窗口',
  adminRequestKeyReused: '该请求编号已用于另一笔调整，请重新打开调整窗口',
  adminAdjustmentNotFound: '调整申请不存在',
  adminAdjustmentDecided: '该调整申请已处理',
  adminAdjustSelfApprove: '不能审批自己提交的调整申请，请由另一位财务或管理员审批',
  adminAdjustInsufficient: '玩家余额不足，扣减后不能低于0',
  adminThresholdInvalid: '审批门槛须为0~10,000,000.00之间的金额，最多两位小数',
  inboxAdjustCreditTitle: '账户资金调整',
  inboxAdjustCredit: '您的账户已增加 {amount} 元，原因：{reason}',
  inboxAdjustDebitTitle: '账户资金调整',
  inboxAdjustDebit: '您的账户已扣减 {amount} 元，原因：{reason}',
} as const;
