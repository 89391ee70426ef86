/** The sign-in and security screens' words (one place per feature, so a locale can follow). */
export const AUTH_TEXT = {
  title: '运营后台',
  name: '账号',
  password: '密码',
  nameRequired: '请输入管理员账号',
  passwordRequired: '请输入密码',
  login: '登录',
  codeTitle: '两步验证',
  codeHint:
    '请打开验证器（如 Google Authenticator、Microsoft Authenticator），输入“游戏平台后台”下显示的6位验证码。',
  code: '动态验证码',
  codeRequired: '请输入6位数字动态验证码',
  recovery: '恢复码',
  recoveryHint: '无法使用验证器时，可输入一个未用过的恢复码（每个只能使用一次）。',
  recoveryRequired: '请输入恢复码',
  useRecovery: '使用恢复码',
  useCode: '使用动态验证码',
  verify: '验证并登录',
  back: '返回',
  failed: '登录失败',
  // 安全设置
  securityTitle: '安全设置',
  twoFactor: '两步验证',
  enrolled: '已开启',
  notEnrolled: '未开启',
  mustEnrol: '根据安全要求，所有操作员必须开启两步验证；开启前无法进行其他操作。',
  enrolStart: '开启两步验证',
  enrolStep1: '用验证器扫描二维码（或手动输入密钥）',
  enrolStep2: '输入验证器显示的6位验证码',
  secret: '密钥',
  confirm: '确认开启',
  cancel: '取消',
  enrolledDone: '两步验证已开启',
  recoveryLeft: '剩余可用恢复码',
  resetByAdmin: '如需更换手机或停用两步验证，请联系管理员在“操作员管理”中重置。',
  codesTitle: '请保存恢复码',
  codesHint:
    '以下10个恢复码只显示这一次。无法使用验证器时，每个恢复码可代替验证码登录一次。请复制或下载后妥善保存。',
  copy: '复制',
  copied: '已复制',
  copyFailed: '复制失败，请手动选择文本复制',
  download: '下载',
  saved: '我已保存',
  // 操作员管理
  operatorsTitle: '操作员管理',
  create: '新建操作员',
  role: '角色',
  status: '状态',
  active: '启用',
  disabled: '停用',
  lastLogin: '最近登录',
  createdAt: '创建时间',
  actions: '操作',
  changeRole: '修改角色',
  disable: '停用',
  enable: '启用',
  resetPassword: '重置密码',
  resetTwoFactor: '重置两步验证',
  newPassword: '新密码',
  passwordRule: '密码须为8~64个字符',
  nameRule: '账号须为3~32位字母、数字或 _ . @ -',
  roleRequired: '请选择角色',
  empty: '暂无操作员',
  you: '（我）',
} as const;

/** features/auth/routes.ts */
export const ROUTES = {
  security: '安全设置',
  group: '系统',
  operators: '操作员管理',
} as const;

/** features/auth/pages/OperatorsPage.tsx */
export const OPERATORS_PAGE = {
  created: '操作员已创建',
  saved: '已保存',
  passwordReset: '密码已重置，该操作员需重新登录',
  twoFactorReset: '两步验证已重置，该操作员下次登录后需重新绑定',
  confirmDisable: (name: unknown) => `停用 ${name}？`,
  confirmEnable: (name: unknown) => `启用 ${name}？`,
  disableWarning: '停用后该操作员立即退出且无法登录。',
  ok: '确定',
  cancel: '取消',
  confirmResetTwoFactor: (name: unknown) => `重置 ${name} 的两步验证？`,
  resetTwoFactorWarning:
    '将关闭其两步验证并作废全部恢复码，该操作员立即退出，下次登录后需重新绑定。',
  reset: '重置',
  loadFailed: '加载失败',
  create: '创建',
  changeRoleOf: (changeRole: unknown, name: unknown) => `${changeRole}：${name}`,
  save: '保存',
  resetPasswordOf: (resetPassword: unknown, name: unknown) => `${resetPassword}：${name}`,
} as const;

/** features/auth/pages/SecurityPage.tsx */
export const SECURITY_PAGE = {
  qrCode: '两步验证二维码',
  recoveryCodes: '恢复码',
} as const;
