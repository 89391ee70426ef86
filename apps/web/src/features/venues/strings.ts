import { MSG } from '@app/contract/messages';

/** Texts of the venue transfer and wallet screens (spec part 2 §2 "Venue transfer", "Wallet overview"). */
export const VENUES_TEXT = {
  platformWallet: '中心钱包',
  currency: '¥',
  unknownBalance: '--',
  // transfer screen
  transferTitle: '场馆转账',
  autoTransfer: '自动免转',
  autoTransferHint: '开启后，进入游戏时余额自动转入对应场馆，无需手动转账', // ours
  autoTransferOnNote: MSG.autoTransferOn,
  autoTransferOnToast: '已开启自动免转', // ours
  autoTransferOffToast: '已关闭自动免转', // ours
  from: '转出',
  to: '转入',
  swap: '交换转出和转入',
  chooseWallet: '请选择钱包',
  amount: '转账金额',
  amountPlaceholder: '请输入转账金额',
  all: '全部',
  available: (balance: string) => `可转余额 ¥${balance}`,
  confirm: '确认转账',
  cancel: '取消',
  pickerConfirm: '确定',
  done: MSG.ok,
  pending: MSG.venueBusy,
  // rules (spec part 2 §5)
  amountRequired: MSG.transferAmountRequired,
  venueToVenue: MSG.venueToVenue,
  sameWallet: MSG.transferSameWallet,
  amountInvalid: MSG.amountInvalid,
  amountPositive: MSG.transferAmountPositive,
  // balances
  venueBalances: '场馆余额',
  recoverAll: '一键回收',
  recovered: (amount: string) => `已回收 ¥${amount}`, // ours
  recoverPending: (n: number) => `${n} 个场馆处理中，请稍后查看`, // ours
  recoverFailed: (n: number) => `${n} 个场馆暂时无法回收，请稍后再试`, // ours
  expand: '展开全部',
  collapse: '收起',
  noVenues: '暂无场馆', // ours
  loadFailed: '加载失败，下拉重试', // ours
  retry: '重试',
  // wallet overview
  totalAssets: '总资产',
  mainBalance: '中心钱包',
  gameBalance: '游戏余额',
  refresh: '刷新余额',
  refreshed: '余额已更新',
  transRecord: '交易记录',
  links: {
    recharge: '充值',
    transfer: '转账',
    withdrawal: '取款',
    wallet: '钱包',
  },
  loginFirst: '登录后查看您的账户', // ours
  login: '立即登录',
  pullToRefresh: '下拉刷新',
  releaseToRefresh: '释放立即刷新',
  refreshing: '加载中…',
  refreshDone: '刷新成功',
} as const;
