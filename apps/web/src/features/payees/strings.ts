import { MSG } from '@app/contract/messages';

/** Texts of card management and the add-card screens; the spec's messages come from MSG. */
export const PAYEES_TEXT = {
  // card management (/cards; spec part 2 "Card management")
  cardsTitle: '卡片管理',
  tabUsdt: '虚拟币',
  tabBank: '银行卡',
  addUsdt: '添加USDT地址',
  addBank: '添加银行卡',
  count: (n: number, max: number) => `已绑定 ${n}/${max}`, // ours
  emptyUsdt: '暂未绑定USDT地址', // ours
  emptyBank: '暂未绑定银行卡', // ours
  loadFailed: '加载失败，下拉重试', // ours
  retry: '重新加载', // ours
  loading: '加载中…',
  unbind: '解除绑定',
  unbindConfirm: MSG.unbindConfirm,
  unbound: MSG.unbound,
  confirm: '确定',
  cancel: '取消',
  maxUsdt: MSG.maxUsdtAddresses,
  maxBank: MSG.maxBankCards,
  usdtName: 'USDT',
  protocolOf: (protocol: string) => `${protocol} 协议`,
  // add USDT (/addUsdtCard, /withdrawAccount)
  addUsdtTitle: '添加USDT地址',
  withdrawAccountTitle: '添加钱包地址',
  currency: '币种',
  protocol: '钱包协议',
  address: 'USDT地址',
  addressPlaceholder: (protocol: string) =>
    protocol === 'ERC20' ? '请输入以0x开头的ERC20地址' : '请输入以T开头的TRC20地址', // ours
  usdtTips: [
    '请仔细核对地址与协议是否一致，协议选错将导致资产无法到账。', // ours
    'TRC20 地址以 T 开头，ERC20 地址以 0x 开头。', // spec part 2 §5
    '最多可绑定5个USDT地址。', // spec part 2 §5
  ],
  // add bank card (/addBankCard)
  addBankTitle: '添加银行卡',
  holder: '持卡人',
  holderPlaceholder: '请输入持卡人姓名',
  bank: '开户银行',
  bankPlaceholder: '请选择开户银行',
  bankListTitle: '选择开户银行',
  bankAddress: '开户行地址',
  bankAddressPlaceholder: '请输入开户行地址',
  cardNo: '银行卡号',
  cardNoPlaceholder: '请输入银行卡号',
  payPassword: '支付密码',
  payPasswordPlaceholder: '请输入6-18位支付密码',
  bankTips: [
    '持卡人姓名须与银行卡开户姓名一致。', // ours
    '最多可绑定5张银行卡。', // spec part 2 §5
  ],
  submit: '确认绑定',
  bound: MSG.bound,
  /** Used when /api/banklist fails or is empty (ours). */
  fallbackBanks: [
    '中国工商银行',
    '中国建设银行',
    '中国农业银行',
    '中国银行',
    '交通银行',
    '招商银行',
    '中国邮政储蓄银行',
    '兴业银行',
    '中信银行',
    '上海浦东发展银行',
  ],
} as const;
