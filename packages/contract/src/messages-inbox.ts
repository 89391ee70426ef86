/**
 * Messages of the inbox (ours: the spec shows the 站内信 tab but no wording). The system messages'
 * titles and texts are templates filled with `fillMessage` ({amount}, {name} …).
 */
export const INBOX_MSG = {
  inboxMessageInvalid: '消息不存在',
  inboxUserInvalid: '玩家ID有误',
  inboxUserUnknown: '玩家不存在',
  inboxTitleInvalid: '请输入1~64字的标题',
  inboxContentInvalid: '请输入1~2000字的内容',
  // system messages (title | text)
  inboxDepositApprovedTitle: '充值到账',
  inboxDepositApproved: '您的充值订单 {order} 已审核通过，{amount} 元已存入您的钱包。',
  inboxDepositRejectedTitle: '充值未通过',
  inboxDepositRejected:
    '您的充值订单 {order}（{amount} 元）未通过审核：{remark}。如有疑问请联系客服。',
  inboxWithdrawalPaidTitle: '提现已出款',
  inboxWithdrawalPaid: '您的提现订单 {order} 已出款，金额 {amount} 元，请留意到账。',
  inboxWithdrawalRejectedTitle: '提现未通过',
  inboxWithdrawalRejected:
    '您的提现订单 {order}（{amount} 元）未通过审核：{remark}。款项已退回您的钱包。',
  inboxActivityApprovedTitle: '活动申请已通过',
  inboxActivityApproved: '您申请的活动「{name}」已审核通过。{bonus}',
  inboxActivityRejectedTitle: '活动申请未通过',
  inboxActivityRejected: '您申请的活动「{name}」未通过审核：{remark}。',
  inboxVipPromotedTitle: 'VIP等级提升',
  inboxVipPromoted: '恭喜您由 VIP{from} 晋升为 VIP{to}，返水比例随之提高。',
  inboxVipDemotedTitle: 'VIP等级调整',
  inboxVipDemoted: '由于上一季度流水未达到保级要求，您的等级由 VIP{from} 调整为 VIP{to}。',
  inboxRebateReadyTitle: '返水可领取',
  inboxRebateReady: '您 {day} 的返水 {amount} 元已到账返水中心，请前往领取。',
} as const;
