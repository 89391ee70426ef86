/** Texts of /usdtmore (ours: the spec names the page, not its words). */
export const USDT_MORE = {
  introTitle: '什么是 USDT 协议？',
  intro:
    'USDT 是与美元 1:1 锚定的稳定币，可以在多条区块链网络上流通。TRC20 是波场（TRON）网络上的 USDT，ERC20 是以太坊（Ethereum）网络上的 USDT。两者价值相同，但网络不同，互不相通。',
  tableTitle: 'TRC20 与 ERC20 对比',
  item: '项目',
  rows: [
    { label: '所属网络', trc20: '波场 TRON', erc20: '以太坊 Ethereum' },
    { label: '地址格式', trc20: '以大写字母 T 开头，共 34 位', erc20: '以 0x 开头，共 42 位' },
    {
      label: '网络手续费',
      trc20: '较低，约 1 USDT 以内',
      erc20: '较高，随网络拥堵浮动，常为数 USDT',
    },
    { label: '到账速度', trc20: '快，通常 1～3 分钟', erc20: '较慢，通常 5～30 分钟' },
    { label: '推荐程度', trc20: '推荐：费用低、速度快', erc20: '适合只持有以太坊网络 USDT 的用户' },
  ],
  adviceTitle: '充值建议',
  advice: [
    '充值时选择的协议必须与您转出钱包（或交易所提币）时选择的网络完全一致。',
    '转账前请核对收款地址：TRC20 地址以 T 开头，ERC20 地址以 0x 开头。',
    '建议复制地址或扫描二维码，不要手动输入地址。',
    '首次充值可先小额测试，确认到账后再进行大额转账。',
  ],
  warningTitle: '重要提示',
  warning:
    '通过错误网络转出的 USDT（例如用 ERC20 网络转到 TRC20 地址）将无法到账且无法找回，由此造成的损失需自行承担。',
  goDeposit: '去充值',
} as const;
