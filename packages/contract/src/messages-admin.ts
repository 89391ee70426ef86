/**
 * Messages of the operator API (the back office). The spec does not describe the back office, so
 * every wording here is ours. Merged into MSG (messages.ts).
 */
export const ADMIN_MSG = {
  // session
  adminLoginRequired: '请输入管理员账号和密码',
  adminLoginFailed: '管理员账号或密码错误',
  adminLoginLocked: '登录失败次数过多，请15分钟后再试',
  adminDisabled: '该管理员账号已停用',
  adminPleaseLogin: '请先登录后台',
  adminSessionExpired: '后台登录已失效，请重新登录',
  adminForbidden: '当前角色无权进行此操作',
  // reviews
  adminReviewIdInvalid: '请选择要审核的记录',
  adminApproveRequired: '请选择通过或拒绝',
  adminRemarkTooLong: '备注最多255个字符',
  adminStateInvalid: '状态筛选无效',
  adminPageInvalid: '页码无效',
  // settings
  adminSettingUnknown: '存在未知的设置项',
  adminSettingInvalid: '设置项格式错误',
  adminTrc20Address: 'TRC20地址格式错误：应以T开头，共34位',
  adminErc20Address: 'ERC20地址格式错误：应以0x开头，后接40位十六进制字符',
  adminRateInvalid: '汇率必须大于0，最多两位小数',
  adminFeeInvalid: '手续费不能小于0，最多两位小数',
  adminAmountInvalid: '金额必须大于0，最多两位小数',
  adminRangeInvalid: '充值范围须填写最小和最大金额（大于0，最多两位小数），且最小金额小于最大金额',
  adminDailyCountInvalid: '每日提现次数必须是1~100的整数',
  adminTurnoverInvalid: '流水倍数必须在0~100之间，最多两位小数',
  adminSwitchInvalid: '开关只能是0或1',
  adminUrlInvalid: '链接格式错误：应以http://、https://或/开头',
  adminTitleInvalid: '站点名称不能为空，最多64个字符',
} as const;
