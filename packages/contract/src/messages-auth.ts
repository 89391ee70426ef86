/**
 * Part of the catalogue (MSG spreads it): the messages of login and registration (part 2 §5),
 * which the login and registration screens and their rules (`@app/domain/registration`) show.
 * Kept apart so that those screens import them without the whole catalogue (DESIGN §10: a visitor
 * sent to the login screen by a deep link fetches the login screen's code, not every topic's text).
 */
export const AUTH_MSG = {
  // login (part 2 §5)
  loginRequired: '请输入您的账号和密码！',
  loginFailed: '账号或密码错误！', // ours: one message, never says which one was wrong
  accountDisabled: '账号已被冻结，请联系客服', // ours
  // registration (part 2 §5)
  nameRule: '请输入6~16位字母或数字的用户名！', // spec: "message says 6~16, letters or digits"
  passwordLength: '请输入正确的密码长度，最少6位！',
  passwordTooLong: '密码长度最多16位！', // ours: the spec caps input at 16
  passwordMismatch: '两次密码不一致！',
  captchaRequired: '请输入验证码！',
  captchaWrong: '验证码错误！',
  nameTaken: '该用户名已被注册！', // ours
  referrerUnknown: '推荐人不存在', // ours
  registerFailed: '注册失败', // spec part 2 §8 (network failure)
} as const;
