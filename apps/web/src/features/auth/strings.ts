import { LIMITS } from '@app/contract/limits';
import { AUTH_MSG } from '@app/contract/messages-auth';
import { PROTECTION_MSG } from '@app/contract/messages-protection';
import { formatMoneyGrouped } from '@app/contract/money-format';

/** Texts of the login and registration screens; the spec's own messages come from the catalogue (its login and protection parts). */
export const AUTH_TEXT = {
  // login (spec part 1 §2 Login, part 2 §2)
  loginWelcome: '欢迎回来', // ours
  loginSubtitle: '登录后畅享全部精彩内容', // ours
  account: '账号',
  accountPlaceholder: '请输入手机号/用户名',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  autoLogin: '自动登录',
  forgotPassword: '忘记密码?',
  forgotPasswordHelp: '请联系客服找回密码', // ours: the spec shows no action
  login: '登录',
  register: '注册',
  contactSupport: '联系客服',
  guestLogin: '免费试玩',
  guestNote: '试玩账号仅供体验，不能充值、提现或转出', // ours
  // ours: the notice after a guest login, from what the server allows a trial account
  guestNotice: {
    title: '欢迎试玩',
    intro: `您正在使用试玩账号，有效期${LIMITS.guestTokenTtlMs / 3_600_000}小时，到期后账号与余额自动失效。`,
    canTitle: '可以',
    can: [
      `用 ¥${formatMoneyGrouped(LIMITS.guestTrialCreditMinor)} 试玩金体验全部游戏与彩票`,
      '在中心钱包与场馆之间转账',
      '查看投注记录与交易记录',
    ],
    cannotTitle: '不可以',
    cannot: ['充值、提现，试玩金不能兑现', '绑定银行卡或USDT地址、修改密码', '领取红包'],
    outro: '注册正式账号后即可充值、提现并参加全部优惠活动。',
    register: '立即注册',
    later: '先去试玩',
  },
  loginSuccess: '登录成功', // ours
  // registration (spec part 2 §2, §5)
  registerWelcome: '注册新账号', // ours
  registerSubtitle: '只需几步，立即开启精彩旅程', // ours
  namePlaceholder: '请输入6~16位字母或数字',
  registerPasswordPlaceholder: '请输入6~16位密码',
  confirmPassword: '确认密码',
  confirmPasswordPlaceholder: '请再次输入密码',
  captcha: '验证码',
  captchaPlaceholder: '请输入验证码',
  captchaRefresh: '点击刷新验证码',
  captchaLoading: '加载中',
  captchaFailed: '点击重试',
  referrer: '推荐人',
  submitRegister: '立即注册',
  backToLogin: '返回登录',
  haveAccount: '已有账号？',
  goLogin: '去登录',
  payPasswordNote: '支付密码默认与登录密码相同，可在"修改密码"中更改', // ours
  registerSuccess: '注册成功', // ours
  // ours (DESIGN §12): the age confirmation and where the limits are
  adultConfirm: '我已年满18周岁，并承诺理性娱乐、量力而行',
  adultRequired: PROTECTION_MSG.adultRequired,
  limitsTitle: '理性娱乐',
  limitsText: '您可以随时在“我的 → 责任博彩”设置充值限额、亏损限额、游戏时长提醒和冷静期。',
  limitsGo: '去设置',
  limitsLater: '知道了',
  registerFailed: AUTH_MSG.registerFailed,
} as const;
