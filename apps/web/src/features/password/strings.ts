import { MSG } from '@app/contract/messages';

/** Texts of /password (spec part 2 "Change password"); the spec's messages come from MSG. */
export const PASSWORD_TEXT = {
  loginTitle: '修改登录密码',
  payTitle: '修改支付密码',
  oldPassword: '旧密码',
  newPassword: '新密码',
  confirmPassword: '确认密码',
  oldPlaceholder: '请输入旧密码',
  newPlaceholder: (min: number, max: number) => `请输入${min}-${max}位新密码`,
  confirmPlaceholder: '请再次输入新密码',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  submit: '确认修改',
  changed: MSG.passwordChanged,
  loginNote: '修改成功后需要使用新密码重新登录。', // ours
  payNote: '支付密码用于取款和绑定银行卡。如从未设置过支付密码，旧密码请填写登录密码。', // ours
  toPay: '修改支付密码',
  toLogin: '修改登录密码',
} as const;
