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
  inboxDepositApproved: '您的充值订单 {order} 已到账，{amount} 元已存入您的钱包。',
  inboxDepositApprovedUsdt:
    '您的充值订单 {order}（{usdt} USDT）已到账，折合 {amount} 元已存入您的钱包。',
  inboxDepositRejectedTitle: '充值未通过',
  /** {paid}: '1000.00 元' or '50.00 USDT'; {reason}: inboxReason filled, or '' without a remark. */
  inboxDepositRejected: '您的充值订单 {order}（{paid}）未通过审核。{reason}如有疑问请联系客服。',
  inboxWithdrawalPaidTitle: '提现已出款',
  inboxWithdrawalPaid: '您的提现订单 {order} 已出款，金额 {amount} 元，请留意银行卡到账。',
  inboxWithdrawalPaidUsdt:
    '您的提现订单 {order} 已出款，金额 {amount} 元，实际到账 {receive} USDT，请留意钱包地址到账。',
  inboxWithdrawalRejectedTitle: '提现未通过',
  inboxWithdrawalRejected:
    '您的提现订单 {order}（{amount} 元）未通过审核。{reason}款项已全额退回您的钱包。',
  /** The operator's remark in a rejection. */
  inboxReason: '原因：{remark}。',
  inboxActivityApprovedTitle: '活动申请已通过',
  inboxActivityApproved: '您申请的活动「{name}」已审核通过。{bonus}',
  inboxActivityRejectedTitle: '活动申请未通过',
  inboxActivityRejected: '您申请的活动「{name}」未通过审核：{remark}。',
  inboxVipPromotedTitle: 'VIP等级提升',
  inboxVipPromoted: '恭喜您由 VIP{from} 晋升为 VIP{to}！新等级的返水比例与权益可在 VIP 页面查看。',
  inboxVipDemotedTitle: 'VIP等级调整',
  inboxVipDemoted:
    '由于上一个保级周期（90天）的有效投注未达到 VIP{from} 的保级要求，您的等级已调整为 VIP{to}。',
  inboxRebateReadyTitle: '返水可领取',
  inboxRebateReady:
    '您 {day} 的返水共 {amount} 元已结算，可前往返水中心领取；未领取的返水将由系统自动发放。',
  inboxAgentApprovedTitle: '代理申请已通过',
  inboxAgentApproved:
    '恭喜您成为代理！您邀请的好友及其下级的投注业绩将按您的代理等级每日结算佣金，可在「邀请好友」的明细中查看。',
  inboxAgentRefusedTitle: '代理申请未通过',
  inboxAgentRefused: '您的代理申请未通过审核：{remark}。如有疑问请联系客服。',
} as const;
