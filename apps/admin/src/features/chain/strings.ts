/** 链上充值's words (one place, so a locale can follow). Messages of the contract come from MSG. */

/** features/chain/routes.ts */
export const ROUTES = {
  group: '链上充值',
  chains: '链与节点',
  addresses: '充值地址',
  transfers: '链上转账',
} as const;

/** shared by the pages */
export const CHAIN_TEXT = {
  allChains: '全部链',
  chainFilter: '链筛选',
  empty: '暂无记录',
  showTotal: (total: unknown) => `共 ${total} 条`,
  copy: '复制',
  usdt: 'USDT',
  playerOf: (username: string, id: number) => `${username}（${id}）`,
} as const;

/** features/chain/pages/ChainsPage.tsx */
export const CHAINS_PAGE = {
  title: '链与节点',
  configured: '已配置',
  notConfigured: '未配置',
  stalled: '停滞',
  stalledBecause: (error: string) => `停滞：${error}`,
  running: '正常',
  source: '数据源',
  token: 'USDT 合约',
  xpub: 'xpub',
  confirmations: '确认数',
  head: '最新区块',
  scannedTo: '已扫描至',
  lag: '落后区块',
  lastScan: '最近扫描',
  never: '从未',
  lastError: '最近错误',
  addresses: '地址数',
  waiting: '待确认',
  review: '待审核',
  endpoints: '节点',
  url: '地址',
  current: '当前',
  healthy: '状态',
  isHealthy: '健康',
  unhealthy: '异常',
  okFailed: '成功/失败',
  latency: '延迟',
  ms: (n: number) => `${n} ms`,
  noEndpoints: '未配置节点',
  noChains: '暂无链',
  ago: (seconds: number) =>
    seconds < 60
      ? `${seconds} 秒前`
      : seconds < 3600
        ? `${Math.floor(seconds / 60)} 分钟前`
        : seconds < 86_400
          ? `${Math.floor(seconds / 3600)} 小时前`
          : `${Math.floor(seconds / 86_400)} 天前`,
} as const;

/** features/chain/components/ChainSettingsForm.tsx */
export const SETTINGS_FORM = {
  title: '设置',
  confirmationsOf: (label: string) => `${label} 确认数`,
  tolerance: '少付容差（USDT）',
  toleranceHelp: '订单少付不超过此金额时仍自动入账，超过则进入人工审核',
  adminOnly: '仅管理员可修改设置',
  save: '保存设置',
  confirmTitle: '确认保存链上充值设置？',
  confirmContent: '确认数与容差将立即影响新到账的转账。',
  ok: '保存',
  cancel: '取消',
  saved: '设置已保存',
  required: '请填写',
} as const;

/** features/chain/pages/AddressesPage.tsx */
export const ADDRESSES_PAGE = {
  title: '充值地址',
  note: '归集请使用离线私钥操作，平台不持有私钥',
  chain: '链',
  index: '序号',
  address: '地址',
  player: '玩家',
  order: '订单号',
  received: '累计到账（USDT）',
  balance: '链上余额（USDT）',
  balanceFailed: '读取失败',
  created: '创建时间',
} as const;

/** features/chain/pages/TransfersPage.tsx */
export const TRANSFERS_PAGE = {
  title: '链上转账',
  allStates: '全部状态',
  stateFilter: '状态筛选',
  chain: '链',
  hash: '交易哈希',
  block: '区块',
  fromTo: '来源 → 收款',
  amount: '金额（USDT）',
  state: '状态',
  confirmations: '确认数',
  player: '玩家',
  order: '订单号',
  credited: '入账（元）',
  note: '备注',
  times: '时间',
  seenAt: (t: string) => `发现 ${t}`,
  settledAt: (t: string) => `结算 ${t}`,
} as const;
