/**
 * Messages of USDT on chain (ours: issue "USDT on chain"; the spec shows the order page only):
 * the player's order page while the chain confirms, the console's chains, settings, transfers
 * and payout checks.
 */
export const CHAIN_MSG = {
  // the player's /payInfo (the order's address on chain)
  chainWaiting: '等待付款', // ours
  chainSeen: '已检测到，等待确认 {n}/{N}', // ours
  chainCredited: '已到账', // ours
  chainReview: '到账金额少于订单金额，等待人工审核', // ours
  chainRejected: '到账金额未通过审核，请联系客服处理', // ours
  chainDropped: '交易已失效（区块重组），请勿重复付款，如有疑问请联系客服', // ours
  chainOrderUnpaid: '该订单为链上收款，尚未到账，只能拒绝（到账后自动入账）', // ours
  chainAutoUnavailable: '该协议暂不支持自动到账，请选择其他协议或人工充值', // ours
  // the console
  chainInvalid: '请选择链', // ours
  chainConfirmationsInvalid: '确认数为 1~1000 的整数', // ours
  chainToleranceInvalid: '容差为不超过 6 位小数的 USDT 金额', // ours
  chainTxHashInvalid: '请输入有效的交易哈希（64 位十六进制）', // ours
  chainNotConfigured: '该链未配置（RPC 地址、USDT 合约与 xpub）', // ours
  chainUnreachable: '无法连接区块链节点：{reason}', // ours
  chainPayoutNotUsdt: '该提现不是 USDT 提现', // ours
  chainPayoutTaken: '该交易已用于其他提现', // ours
  chainPayoutNotPending: '该提现已处理', // ours
  // notes the console shows on transfers and deposits paid on chain
  chainNoteDropped: '区块重组：交易已不在链上', // ours
  chainNoteReorgAfterSettle: '已确认后发生区块重组，请核对链上交易', // ours
  chainNoteRewound: '区块重组：回退到区块 {block}', // ours
  chainNoteZero: '金额为 0（地址投毒），不入账', // ours
  chainNoteShort: '少付：应付 {expected} USDT，实到 {received} USDT', // ours
  chainNoteOver: '多付：应付 {expected} USDT，实到 {received} USDT', // ours
  chainNoteCredited: '链上到账', // ours
  chainNoteExtra: '订单 {order} 地址的追加到账', // ours
  chainNoteExtraCredited: '同一地址的追加付款', // ours
  chainNoteBelowMinimum: '低于最低充值金额：实到 {received} USDT', // ours
  chainNoteProtection: '玩家保护限制（存款限额、冷静期或自我排除）', // ours
  chainNotePayout: '链上付款 {hash}', // ours
  // what a payout hash's check found (problems)
  chainTxNotFound: '链上未找到该交易', // ours
  chainTxFailed: '该交易执行失败', // ours
  chainTxNoTransfer: '该交易不是本链 USDT 合约的转账', // ours
  chainTxWrongTo: '收款地址不符：应为 {expected}，实为 {found}', // ours
  chainTxWrongAmount: '金额不符：应为 {expected} USDT，实为 {found} USDT', // ours
} as const;
