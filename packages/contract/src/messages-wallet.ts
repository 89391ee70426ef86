/**
 * Wallet messages of spec part 2 §5 and §8 (deposit, withdrawal, transfer, cards, passwords),
 * quoted exactly. Merged into MSG (messages.ts); ours are marked "ours".
 */
export const WALLET_MSG = {
  // deposit
  depositAmountRequired: '请输入数量',
  uploadFirst: '请先上传图片',
  uploadType: '请选择 GIF, PNG 或 JPG 格式的图片。',
  uploadSize: '图片大小不能超过 5MB。',
  uploadFailed: '网络错误或上传失败。',
  uploadTooFast: '上传过于频繁，请稍后再试', // ours: 429, more than a few uploads a minute
  uploadDailyCount: (max: number) => `今日上传图片已达${max}张上限，请明天再试`, // ours: 422
  uploadDailyBytes: (maxMb: number) => `今日上传图片总大小已达${maxMb}MB上限，请明天再试`, // ours: 422
  uploadAddressDailyBytes: '当前网络今日上传图片已达上限，请明天再试', // ours: 422, per client address
  depositRange: (min: string, max: string) => `请输入金额在${min}-${max}之间！`,
  depositorRequired: '请输入存款人姓名',
  bankTypeRequired: '请输入银行类型',
  bankCardRequired: '请输入银行卡号',
  bankAddressRequired: '请输入银行开户行地址',
  submitted: '提交成功，等待后台审核',
  payTimeOver: '支付时间已结束',
  usdtInfoFailed: '获取USDT信息失败',
  // withdrawal
  chooseUsdtAddress: '请选择USDT地址',
  chooseBankCard: '请选择您要提现到的银行卡',
  withdrawMin: (min: string) => `单笔取款不能低于${min}元`,
  payPasswordRequired: '请输入您的支付密码',
  // transfer
  transferAmountRequired: '请输入操作金额！',
  venueToVenue: '场馆内钱包不支持互转',
  // cards
  usdtAddressRequired: '请输入USDT地址',
  protocolRequired: '请选择钱包协议',
  holderRequired: '请输入姓名',
  bankRequired: '请输入银行',
  openingBankRequired: '请输入开户行地址',
  cardNoRequired: '请输人银行卡号',
  cardPayPasswordRequired: '请输人支付密码',
  cardNoLength: '请输人正确的卡号长度',
  cardPayPasswordLength: '请输人支付密码长度',
  maxUsdtAddresses: '最多支持添加5个地址',
  maxBankCards: '最多支持添加5张银行卡',
  unbindConfirm: '确定要解除绑定该卡片吗？',
  unbound: '解绑成功',
  bound: '绑定成功',
  // passwords
  oldPasswordRequired: '请输入旧密码',
  newPasswordRequired: '请输入新密码',
  confirmPasswordRequired: '请输入确认密码',
  oldPasswordLength: '请输入正确的旧密码长度',
  newPasswordLength: '请输入正确的新密码长度',
  newEqualsOld: '新旧密码不能一致！',
  passwordChanged: '密码修改成功！',
  // ours
  depositNotFound: '订单不存在', // ours
  depositExpired: '订单已超时', // ours
  alreadyReviewed: '该订单已处理', // ours: a repeated review answers 409
  payPasswordWrong: '支付密码错误', // ours
  oldPasswordWrong: '旧密码错误', // ours
  turnoverShort: '打码量不足，暂不能取款', // ours
  dailyWithdrawLimit: '今日取款次数已达上限', // ours
  addressInvalid: 'USDT地址格式不正确', // ours: TRC20 base58 "T…", ERC20 "0x" + 40 hex
  cardNotFound: '卡片不存在', // ours
  venueUnknown: '场馆不存在', // ours
  venueBusy: '场馆处理中，请稍后查看', // ours: transfer pending at the venue
  venueFailed: '场馆转账失败，请稍后再试', // ours
  autoTransferOn: '已开启自动转账，无需手动转账', // ours
  transferAmountPositive: '操作金额必须大于0', // ours
  transferSameWallet: '转出和转入钱包不能相同', // ours
  withdrawBelowFee: '取款金额不足以支付手续费', // ours
  cardNoDigits: '银行卡号只能包含数字', // ours
  cardExists: '该银行卡已绑定，请勿重复添加', // ours
  addressExists: '该地址已绑定，请勿重复添加', // ours
  payPasswordTooLong: '支付密码长度最多18位！', // ours: the spec's pay password is 6 to 18
  passwordTriesExceeded: '密码错误次数过多，请15分钟后再试', // ours
} as const;
