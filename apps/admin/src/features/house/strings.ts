/** This folder's wording (DESIGN §9: one place per feature, so that a locale can follow). */

/** features/house/routes.ts */
export const ROUTES = {
  group: '自营游戏',
  tables: '牌桌管理',
  exposure: '实时风险',
  rtp: 'RTP 监控',
  records: '玩家游戏记录',
} as const;

/** Shared by the pages. */
export const HOUSE = {
  pickTable: '选择牌桌',
  phase: { waiting: '未开始', betting: '下注中', dealing: '开牌中', settled: '已结算' } as Record<
    string,
    string
  >,
  round: (n: number) => `第 ${n} 局`,
  tableLabel: (name: string, game: string, open: boolean) =>
    `${name}（${game}）${open ? '' : ' · 已关闭'}`,
  yuan: '元',
} as const;

/** features/house/pages/TablesPage.tsx */
export const TABLES_PAGE = {
  title: '牌桌管理',
  empty: '暂无牌桌',
  table: '牌桌',
  game: '游戏',
  status: '状态',
  open: '开放',
  closed: '已关闭',
  lengths: '局时',
  lengthsText: (round: number, betting: number) => `每局 ${round} 秒 · 下注 ${betting} 秒`,
  pendingText: (from: number, round: number, betting: number) =>
    `第 ${from} 局起：每局 ${round} 秒 · 下注 ${betting} 秒`,
  limits: '单局限额（元）',
  current: '当前局',
  actions: '操作',
  edit: '编辑',
  close: '关闭牌桌',
  reopen: '开启牌桌',
  adminOnly: '仅管理员可修改',
  confirmClose: (name: string) => `确认关闭「${name}」？`,
  closeEffect:
    '关闭后不再开新局，玩家无法下注；已下注的局照常开牌结算。牌桌内的玩家会立即看到变化。',
  confirmOpen: (name: string) => `确认开启「${name}」？`,
  openEffect: '开启后按排期开新局，玩家可以下注。',
  closeOk: '关闭',
  openOk: '开启',
  cancel: '取消',
  closedDone: '牌桌已关闭',
  openedDone: '牌桌已开启',
  editTitle: (name: string) => `编辑牌桌「${name}」`,
  name: '名称',
  nameRequired: '请输入名称',
  roundSeconds: '每局时长（秒）',
  bettingSeconds: '下注时间（秒）',
  lengthsHelp:
    '下注 5~60 秒，每局须比下注多至少 5 秒、最多 120 秒。新局时从当前局之后的第二局起生效，已开始的局不受影响。',
  area: '区域',
  odds: '赔率',
  min: '最低',
  max: '最高',
  limitsOrder: '最低须大于 0 且不高于最高',
  save: '保存',
  saved: '牌桌设置已保存',
  confirmSave: (name: string) => `确认保存「${name}」的修改？`,
  nothingChanged: '没有修改',
  changeName: (from: string, to: string) => `名称：${from} → ${to}`,
  changeLengths: (round: number, betting: number) =>
    `局时：每局 ${round} 秒 · 下注 ${betting} 秒（当前局之后第二局起生效）`,
  changeLimit: (area: string, min: string, max: string) => `${area}：${min} – ${max} 元`,
} as const;

/** features/house/pages/ExposurePage.tsx */
export const EXPOSURE_PAGE = {
  title: '实时风险',
  refreshNote: '每 3 秒自动刷新',
  noTables: '暂无牌桌',
  noRounds: '该牌桌暂无牌局',
  tableClosed: '该牌桌已关闭：不开新局',
  now: '当前局',
  recent: '最近牌局',
  stake: '总下注',
  players: '下注玩家',
  area: '区域',
  areaStake: '下注额',
  areaPlayers: '玩家数',
  worstPayout: '该区域赢时赔付',
  outcome: '结果',
  payout: '赔付（含本金）',
  net: '平台盈亏',
  worst: '最坏情况',
  worstOf: (name: string) => `最坏情况：${name}`,
  result: '开奖结果',
  actual: '实际盈亏',
  state: '状态',
  roundNo: '局号',
  scenarios: '各结果下的平台盈亏',
  noBets: '本局暂无下注',
} as const;

/** features/house/pages/RtpPage.tsx */
export const RTP_PAGE = {
  title: 'RTP 监控',
  days: (n: number) => `近 ${n} 天`,
  game: '游戏',
  stated: '理论 RTP',
  total: '合计',
  roundsOf: (n: number) => `${n}注`,
  staked: '下注',
  paid: '派彩',
  observed: '实际 RTP',
  empty: '暂无数据',
  cellTip: (rounds: number, staked: string, paid: string) =>
    `${rounds} 注 · 下注 ${staked} · 派彩 ${paid}`,
  none: '—',
  note: '北京时间按日统计；派彩含本金；实际 RTP = 派彩 ÷ 下注。百人牛牛按下注额计（不含预扣的倍数部分）。',
  kind: { slot: '电子', fishing: '捕鱼', cards: '棋牌', table: '牌桌', other: '其他' } as Record<
    string,
    string
  >,
} as const;

/** features/house/pages/RecordsPage.tsx */
export const RECORDS_PAGE = {
  title: '玩家游戏记录',
  search: '玩家账号或ID',
  searchButton: '查询',
  personal: '电子 / 捕鱼',
  table: '牌桌',
  prompt: '输入玩家账号或ID后查询',
  empty: '该玩家暂无记录',
  player: (name: string, id: number) => `玩家 ${name}（ID ${id}）`,
  betNo: '注单号',
  game: '游戏',
  round: '牌桌 / 局号',
  stake: '下注',
  paid: '派彩',
  net: '输赢',
  time: '时间',
  verify: '验证',
  openVerify: '打开验证页',
  showTotal: (n: number) => `共 ${n} 条`,
} as const;
