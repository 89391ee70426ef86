import { MSG } from '@app/contract/messages';

/**
 * Texts of the deposit, withdrawal and transaction-record screens (spec part 2 §2, §5, §8). The
 * spec's messages come from MSG; wording the spec does not give is marked "ours".
 */
export const FUNDS_TEXT = {
  // shared
  currency: '¥',
  usdt: 'USDT',
  copy: '复制',
  copied: '复制成功！', // spec part 1 §8 'copy successful!'
  copyFailed: '复制失败，请长按地址手动复制', // ours
  submit: '提交',
  loading: '加载中…',
  loadFailed: '加载失败', // ours
  retry: '重试',
  contactSupport: '联系客服',
  guestNotAllowed: MSG.guestNotAllowed,
  guestRegister: '注册正式账号', // ours
  submitted: MSG.submitted,
  protocol: '协议',
  protocolHint: '请确认转账网络与所选协议一致', // ours

  // deposit (/recharge1)
  depositTitle: '充值',
  tabManual: '人工审核',
  tabAuto: '自动到账',
  walletAddress: '收款地址',
  walletName: '收款钱包',
  qrAlt: '收款二维码',
  quantity: '充值数量',
  quantityPlaceholder: '请输入充值数量（USDT）', // ours
  screenshot: '转账截图',
  screenshotHint: '支持 GIF、PNG、JPG，最大 5MB', // ours
  uploading: '上传中…',
  reupload: '重新上传',
  uploadPreviewAlt: '转账截图预览',
  submitManual: '提交审核',
  submitAuto: '立即充值',
  manualSteps: [
    '复制收款地址或扫描二维码，使用所选协议转账 USDT', // ours
    '上传转账成功截图并填写充值数量', // ours
    '提交后等待后台审核，审核通过后自动到账', // ours
  ],
  usdtInfoFailed: MSG.usdtInfoFailed,
  orderCreated: '订单已创建，请尽快完成支付', // ours
  autoNote: '提交后将生成专属订单，请在 1 小时内完成支付', // ours
  usdtMore: 'TRC20 与 ERC20 有什么区别？',
  depositHelp: '充值遇到问题？',

  // older deposit (/recharge)
  oldDepositTitle: '存款',
  payWay: '存款方式',
  payWays: { card: '银行卡', usdt: 'USDT', wechat: '微信', alipay: '支付宝' } as Record<
    string,
    string
  >,
  amount: '存款金额',
  amountPlaceholder: (min: string, max: string) => `单笔 ${min} - ${max}`,
  depositor: '存款人姓名',
  depositorPlaceholder: '请输入存款人姓名',
  bankType: '银行类型',
  bankTypePlaceholder: '请输入或选择银行',
  chooseBank: '选择',
  bankListTitle: '选择银行',
  bankListEmpty: '暂无可选银行，请手动输入', // ours
  cardNo: '银行卡号',
  cardNoPlaceholder: '请输入银行卡号',
  bankAddress: '开户行地址',
  bankAddressPlaceholder: '请输入银行开户行地址',
  noPayWay: '暂无可用的存款方式，请联系客服', // ours
  submitDeposit: '立即存款',

  // order info (/payInfo)
  payInfoTitle: '订单详情',
  fundDetails: '资金明细',
  payAmount: '支付金额',
  countdown: '剩余支付时间',
  timedOut: '已超时',
  payTimeOver: MSG.payTimeOver,
  paid: '已到账',
  paidNote: '充值已到账，请前往资金明细查看', // ours
  closed: '订单已关闭', // ours: state 3
  orderNo: '订单号',
  orderTime: '交易时间',
  payMethod: '支付方式',
  credited: '到账金额',
  networkFee: '网络手续费',
  finishPayment: '完成支付',
  simulatePayment: '模拟支付（演示）',
  simulated: '模拟支付已提交', // ours
  payNote: '请务必使用所选协议转账，并在倒计时结束前完成支付', // ours
  noOrder: '缺少订单号', // ours
  // the order's address on chain (issue "USDT on chain"; the texts are the contract's)
  chainWaiting: MSG.chainWaiting,
  chainSeen: (n: number, N: number) =>
    MSG.chainSeen.replace('{n}', String(n)).replace('{N}', String(N)),
  chainCredited: MSG.chainCredited,
  chainReview: MSG.chainReview,
  chainRejected: MSG.chainRejected,
  chainDropped: MSG.chainDropped,
  chainAutoUnavailable: MSG.chainAutoUnavailable,
  chainProgress: '确认进度', // ours
  chainReceived: '已收到', // ours
  chainCreditedAmount: (yuan: string) => `到账金额 ¥${yuan}`, // ours
  chainTransfers: '链上转账', // ours
  chainConfirming: (n: number, N: number) => `${n}/${N} 确认`, // ours

  // withdrawal (/withdrawal)
  withdrawalTitle: '取款',
  tabUsdt: 'USDT提现',
  tabBank: '银行卡提现',
  centralWallet: '中心钱包',
  gameWallet: '游戏钱包',
  refresh: '刷新',
  refreshed: '余额已更新', // spec part 1 §8 'balance updated'
  recoverAll: '一键回收',
  recovered: '回收成功', // ours
  expand: '展开',
  collapse: '收起',
  venuesPartial: '部分场馆暂未响应，游戏钱包仅含已响应场馆', // ours
  venueBalancesFailed: '场馆余额暂不可用', // ours
  payeeUsdt: '收款地址',
  payeeBank: '收款银行卡',
  choosePayeeUsdt: '请选择USDT地址',
  choosePayeeBank: '请选择您要提现到的银行卡',
  payeeListTitleUsdt: '选择USDT地址',
  payeeListTitleBank: '选择银行卡',
  noPayeeUsdt: '您还没有添加USDT地址', // ours
  noPayeeBank: '您还没有绑定银行卡', // ours
  addUsdt: '添加USDT地址',
  addBank: '添加银行卡',
  turnover: '打码量',
  turnoverLeft: '剩余打码量', // ours: the spec's bet_amount, what is still required
  turnoverFigures: (done: string, required: string, left: string) =>
    `已完成 ${done} / 需完成 ${required}，还差 ${left}`, // ours
  turnoverNote: '完成打码量后方可取款', // ours
  turnoverDone: '打码量已完成，可以取款', // ours
  withdrawAmount: '取款金额',
  withdrawAmountPlaceholder: '单笔最低100元', // ours, from spec §9
  max: '最大',
  fee: '手续费',
  feePer: (fee: string) => `${fee} USDT/笔`,
  // The two USDT rates differ (operator settings): each is named for the way it applies. Ours.
  rate: '提现汇率',
  rateValue: (rate: string) => `1 USDT = ${rate} 元`,
  depositRate: '充值汇率',
  depositRateValue: (rate: string) => `1 USDT = ${rate} 元，按此汇率折算入账（提现汇率另计）`,
  usdtEquivalent: 'USDT数量',
  received: '实际到账',
  payPassword: '支付密码',
  payPasswordPlaceholder: '请输入支付密码',
  submitWithdraw: '立即取款',
  withdrawHelp: '取款遇到问题？',
  lastDigits: (last4: string) => `**** ${last4}`,

  // records (/transRecord)
  recordsTitle: '交易记录',
  recordFilters: '筛选', // ours
  recordTypes: [
    { value: 1, label: '充值' },
    { value: 2, label: '取款' },
    { value: 3, label: '转入场馆' },
    { value: 4, label: '转出场馆' },
  ],
  recordDates: [
    { value: 1, label: '今天' },
    { value: 2, label: '近7天' },
    { value: 3, label: '近15天' },
    { value: 4, label: '近30天' },
  ],
  recordsFailed: '记录加载失败', // ours
  remark: '备注',
  // the bank way's receiving accounts (getpaybank; ours)
  payBanksTitle: '收款账户',
  payBanksEmpty: '暂未设置收款账户，请先联系客服再转账',
  payBanksFailed: '收款账户加载失败',
  payBanksHint: '请先向以上账户转账，再填写下方的存款信息提交，审核通过后到账。',
  payBankOwner: '户名',
  payBankNo: '卡号',
  payBankAddress: '开户行',
  /**
   * A record's amount with its unit: yuan (¥360.00), and for a USDT deposit or withdrawal the USDT
   * too (50.00 USDT · ¥360.00: what was paid, what the wallet was credited or debited). Ours.
   */
  recordAmount: (record: { amount: string; currency: string; usdt_amount: string }) =>
    record.currency === 'USDT' && record.usdt_amount !== ''
      ? `${record.usdt_amount} USDT · ¥${record.amount}`
      : `¥${record.amount}`,

  // /usdtmore
  usdtMoreTitle: 'USDT协议说明',
} as const;
