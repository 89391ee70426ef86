/**
 * Messages of the site content an operator edits (sponsor pages, player-count threshold, pay
 * banks). The spec shows none of these; every wording is ours. Merged into MSG (messages.ts).
 */
export const SITE_MSG = {
  sponsorListInvalid: '赞助内容格式错误：最多6个合作伙伴，编号为1~99且不能重复',
  sponsorTextInvalid: '赞助内容的文字不能为空，且不能超过长度限制',
  sponsorThemeInvalid: '赞助卡片配色无效',
  sponsorLogoInvalid: '赞助标志图片地址须以 https:// 或 / 开头', // ours
  playerCountThresholdInvalid: '在玩人数显示门槛必须是1~100000的整数',
  payBankInvalid: '收款银行账户格式错误：银行、户名、卡号必填，最多5个账户',
  payBankNameInvalid: '请填写收款银行（不超过64个字）',
  payBankOwnerInvalid: '请填写收款户名（不超过64个字）',
  payBankNoInvalid: '请填写正确的收款卡号（8~40位数字，可含空格）',
  payBankAddressInvalid: '开户行地址不能超过128个字',
  payBankIdInvalid: '收款账户编号无效',
  payBankNotFound: '收款账户不存在，可能已被删除',
  payBanksFull: '最多设置5个收款账户',
  /** POST /api/recharge with paytype bank while no receiving account is set (or the way is off). */
  bankDepositClosed: '暂未设置收款账户，银行卡存款暂不可用，请选择其他存款方式',
} as const;
