/**
 * Messages of the game providers (ours: issue "game providers"; the spec has no provider screens):
 * the console's provider records, credentials, connection test, sync and reconciliation.
 */
export const PROVIDERS_MSG = {
  providerCodeInvalid: '厂商代码为2~16位小写字母或数字，以字母开头', // ours
  providerUrlInvalid: '请输入有效的接口地址（http:// 或 https://）', // ours
  providerCurrencyMissing: '币种必须包含 CNY', // ours
  providerSecretInvalid: '密钥为16~256位可见字符', // ours
  providerPublicKeyInvalid: '厂商公钥格式不正确（PEM）', // ours
  providerUnknown: '厂商不存在', // ours
  providerCodeTaken: '该代码已被其他场馆使用', // ours
  providerModeLocked: '已有玩家资金或注单，不能修改钱包模式', // ours
  providerNoCredentials: '请先设置厂商密钥', // ours
  providerCredentialsKind: '签名方式为 {signing}，请提供对应的密钥', // ours
  providerKeyMissing: '服务器未配置 PROVIDERS_KEY，无法保存或使用厂商密钥', // ours
  providerUnreachable: '无法连接厂商接口：{reason}', // ours
  venueSeamless: '该游戏直接使用中心钱包，无需转账', // ours: a seamless provider's venue
  // the seamless wallet's answers (a provider reads data.status; the message is for people)
  providerSignatureInvalid: '签名验证失败', // ours
  providerPartnerInvalid: '厂商不存在或未启用', // ours
  providerWrongCurrency: '币种不符', // ours
  providerTokenInvalid: '游戏会话无效', // ours
  providerTokenExpired: '游戏会话已过期，请重新进入游戏', // ours
  providerUserDisabled: '账户当前不能游戏', // ours
  providerLimitReached: '已达到您设置的游戏限额', // ours
  providerTxDuplicate: '交易号已使用，内容不符', // ours
  providerTxUnknown: '原投注不存在', // ours
  providerTxRolledBack: '投注已撤销', // ours
  providerBetSettled: '投注已派彩，不能撤销', // ours
  providerNothingChanged: '没有修改任何内容', // ours
} as const;
