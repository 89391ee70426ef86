/**
 * Messages of operator sign-in, two-factor and operator management (the back office). Ours: the
 * spec does not describe the back office. Merged into MSG (messages.ts).
 */
export const ADMIN_AUTH_MSG = {
  adminCodeFormat: '请输入6位数字动态验证码',
  adminCodeInvalid: '动态验证码错误或已使用，请输入验证器上的最新验证码',
  adminRecoveryCodeInvalid: '恢复码错误或已使用',
  adminTwoFactorEnrolFirst: '请先在“安全设置”中绑定两步验证，绑定后才能进行其他操作',
  adminTwoFactorAlreadyOn: '已绑定两步验证；如需更换验证器，请联系管理员重置两步验证',
  adminTwoFactorNoSetup: '请先获取新的密钥并扫描二维码，再输入验证码',
  adminSessionIdle: '长时间未操作，后台登录已失效，请重新登录',
  adminOperatorUnknown: '该操作员不存在',
  adminOperatorNameInvalid: '账号须为3~32位字母、数字或 _ . @ -',
  adminOperatorNameTaken: '该账号已存在',
  adminOperatorPasswordInvalid: '密码须为8~64个字符，且不能包含无效字符',
  adminOperatorRoleInvalid: '请选择有效的角色',
  adminOperatorStatusInvalid: '状态只能是启用或停用',
  adminOperatorSelf: '不能停用自己的账号或取消自己的管理员角色',
  adminOperatorLastAdmin: '至少需要保留一名启用中的管理员',
  adminOperatorNoTwoFactor: '该操作员尚未绑定两步验证',
} as const;
