/**
 * Every text of the house venue's screens (/house, /house/slot/:game, /house/fishing,
 * /house/tables, /house/table/:code, /house/verify). All ours: the spec has no such screens (DESIGN §6). The server's messages
 * (未找到该游戏, 下注金额无效…, 余额不足, …) come with its answers. The games', symbols' and fish's
 * names are the contract's (`house-constants.ts`), the same the server answers.
 */
import {
  HOUSE_FISH_NAMES,
  HOUSE_SLOT_NAMES,
  HOUSE_TABLE_AREA_NAMES,
  HOUSE_TABLE_GAME_NAMES,
  houseGameName,
  type HouseTableGame,
} from '@app/contract/house-constants';

/** The symbols' names, by game: what a screen reader says for each drawn symbol. */
export const SYMBOL_NAMES: Record<string, Readonly<Record<string, string>>> = Object.fromEntries(
  Object.entries(HOUSE_SLOT_NAMES).map(([code, slot]) => [code, slot.symbols]),
);

/** The fish's names: what a screen reader says for each drawn fish. */
export const FISH_NAMES = HOUSE_FISH_NAMES;

export const HOUSE_TEXT = {
  unknownSymbol: '符号',
  lobbyTitle: '自营游戏',
  slotTitle: '电子游戏',
  fishingTitle: '捕鱼',
  verifyTitle: '注单验证',
  loading: '加载中…',
  loadFailed: '加载失败',
  retry: '重试',
  close: '关闭',
  yuan: (amount: string) => `¥${amount}`,
  // the wallet and money
  balance: '自营余额',
  lowBalance: '自营场馆余额不足，请先转入',
  transferIn: '转入资金',
  stake: '注额',
  stakeLabel: (amount: string) => `注额 ¥${amount}`,
  stakeDown: '减少注额',
  stakeUp: '增加注额',
  rtp: (rtp: string) => `返还率 ${rtp}`,
  // the lobby
  lobbyIntro: '平台自营，每一局都可用种子验证',
  play: '开始游戏',
  kinds: { slot: '电子', fishing: '捕鱼', cards: '棋牌' } as Record<string, string>,
  lines: (n: number) => `${n}条线`,
  noGames: '暂无自营游戏',
  // the slot
  spin: '旋转',
  topPay: (pay: number) => `五连最高 ×${pay}`,
  spinning: '旋转中…',
  reels: '转轴',
  paytable: '赔付表',
  fairness: '公平验证',
  records: '记录',
  auto: '自动',
  autoSpin: '自动旋转',
  autoStop: '停止自动',
  autoLeft: (n: number) => `自动 ${n}`,
  autoCount: '旋转次数',
  autoWinLimit: '单次赢得超过此金额时停止（可不填）',
  autoWinLimitPlaceholder: '例如 100',
  autoLowBalance: '余额低于注额或出错时自动停止',
  autoStart: (n: number) => `开始自动旋转 ${n} 次`,
  autoBadLimit: '请输入有效的金额',
  autoStopped: {
    done: '自动旋转已完成',
    bigWin: '赢得超过设定金额，自动旋转已停止',
    lowBalance: '余额不足，自动旋转已停止',
    error: '出错了，自动旋转已停止',
    player: '自动旋转已停止',
  } as Record<string, string>,
  win: '赢得',
  totalWin: (amount: string) => `赢得 ¥${amount}`,
  noWin: '未中奖，再接再厉',
  lineWin: (line: number, symbol: string, count: number, amount: string) =>
    `第${line}线 ${symbol}×${count} 赢 ¥${amount}`,
  placeBet: '选择注额后点击旋转',
  // the paytable
  symbol: '符号',
  paysFor: (count: number) => `${count}连`,
  paysNote: (lineBet: string) => `赔付为线注的倍数；当前线注 ¥${lineBet}（注额 ÷ 线数）`,
  wildNote: '百搭可替代任意符号',
  wildPays: '百搭自身连线也有赔付',
  paylines: '中奖线',
  paylineName: (n: number) => `第${n}线`,
  paylinesNote: '从最左边的转轴起连续相同符号即中奖，每条线只取最高赔付',
  rtpExact: (rtp: string, numerator: string, denominator: string) =>
    `理论返还率 ${rtp}（精确值 ${numerator}/${denominator}，由转轴符号排列算出）`,
  // fairness
  commit: '服务端种子哈希',
  clientSeed: '客户端种子',
  nonce: '下一局序号',
  newClientSeed: '新的客户端种子（留空则随机生成）',
  rotate: '换一组种子',
  rotated: '已换新种子，旧种子已公开',
  previousSeed: '已公开的服务端种子',
  previousPair: '上一组种子',
  fairnessNote:
    '每局结果由 HMAC-SHA256(服务端种子, 客户端种子:序号) 算出。服务端种子在下注前以哈希承诺，换种子后公开，可逐局验证。',
  // records
  recordsTitle: '自营游戏记录',
  verify: '验证',
  recordBet: (bet: string) => `注额 ¥${bet}`,
  recordWin: (win: string) => `赢得 ¥${win}`,
  noRecords: '暂无记录',
  more: '加载更多',
  // fishing
  fishTable: '鱼表',
  fishTableTitle: '鱼表与倍率',
  fishTableNote: (rtp: string) =>
    `击中即按鱼的倍率赔付（注额 × 倍率），每发子弹的理论返还率均为 ${rtp}`,
  multiplier: (m: number) => `×${m}`,
  sea: '渔场，点击鱼儿发射',
  aimAt: (name: string, m: number) => `瞄准${name}（×${m}）`,
  targets: '可瞄准的鱼',
  tooManyShots: '子弹飞行中，请稍候',
  caught: (name: string, win: string) => `捕获${name}，赢得 ¥${win}`,
  missed: (name: string) => `${name}逃走了`,
  shotFailed: (message: string) => `射击失败：${message}`,
  // the card game (炸金花 against the banker)
  cardsTitle: '炸金花',
  banker: '庄家',
  player: '闲家（你）',
  playerShort: '闲家',
  cardsRules: '规则',
  cardsRulesTitle: '炸金花规则',
  deal: '发牌',
  again: '再来一局',
  dealing: '发牌中…',
  cardsPrompt: '选择筹码，点击发牌',
  chips: '筹码',
  chipLabel: (amount: string) => `筹码 ¥${amount}`,
  faceDown: '背面朝下的牌',
  handOf: (who: string, category: string) => `${who}：${category}`,
  playerWins: (win: string) => `你赢了 ¥${win}（含本金）`,
  bankerWins: '庄家赢',
  tieToBanker: '牌型点数完全相同，庄家赢',
  verifyHand: '验证本局',
  cardsFailed: (message: string) => `发牌失败：${message}`,
  cardsRtp: (rtp: string) => `返还率 ${rtp} · 闲家赢赔 0.95 倍（抽水 5%）`,
  cardsRuleLines: [
    '一副 52 张牌，每局重新洗牌：第 1–3 张为闲家（你），第 4–6 张为庄家。',
    '牌型从大到小：豹子 > 同花顺 > 同花 > 顺子 > 对子 > 散牌。',
    'A 最大；A-2-3 是最小的顺子，A-K-Q 是最大的顺子（K-A-2 不算顺子）。',
    '同牌型比点数：顺子比最大一张；对子先比对子再比单张；其余从大到小逐张比。花色不比大小。',
    '点数完全相同时庄家赢。',
    '闲家牌大即赢，赔付为注额的 0.95 倍（1 赔 1，抽水 5%），连同本金返还；否则输掉注额。',
  ],
  cardsRtpExact: (rtp: string, numerator: string, denominator: string) =>
    `理论返还率 ${rtp}（精确值 ${numerator}/${denominator}，由全部 407,170,400 种发牌算出）`,
  // verification
  betNo: '注单号',
  game: '游戏',
  betAmount: '注额',
  noBet: '缺少注单号',
  seed: '服务端种子',
  seedSecret: '该组种子尚未公开：换一组种子后，服务端种子即公开，即可验证本局。',
  checking: '验证中…',
  pass: '✓',
  fail: '✗',
  passWord: '一致',
  failWord: '不一致',
  item: '项目',
  checkResult: '验证结果',
  nonceOf: '序号',
  recomputedWindow: '本机重算的转轴画面',
  gameName: houseGameName,
  checkCommit: 'SHA-256(服务端种子) 与下注前的哈希一致',
  recomputed: '本机重算',
  published: '服务端结果',
  stops: '停轮位置',
  winAmount: '赢得',
  fish: '目标',
  caughtLabel: '是否捕获',
  yes: '是',
  no: '否',
  rtpPpm: '返还率（百万分比）',
  oddsBp: '闲家赢赔付（万分比）',
  dealtCards: '牌面',
  hands: '牌型',
  winner: '胜方',
  winnerName: { player: '闲家', banker: '庄家' } as Record<string, string>,
  recomputedHands: '本机重算的牌面',
  outcomeSame: '本机重算结果与服务端一致',
  outcomeDiffers: '本机重算结果与服务端不一致',
  verifyScheme: [
    '下注前，服务端公布服务端种子的 SHA-256 哈希；换种子后公开种子本身。',
    '随机数 = HMAC-SHA256(服务端种子, "客户端种子:序号:k")，本页在浏览器内按同一规则重算。',
  ],
} as const;

/** A table game's name by its code (百家乐, 龙虎, 百人牛牛); the code itself when unknown. */
export function tableGameName(game: string): string {
  return HOUSE_TABLE_GAME_NAMES[game as HouseTableGame] ?? game;
}

/** A bet area's name (庄, 闲, 和, 龙, 天…); the code itself when unknown. */
export function tableAreaName(area: string): string {
  return HOUSE_TABLE_AREA_NAMES[area] ?? area;
}

/** 无牛, 牛1 … 牛9, 牛牛 (niu 0 … 10). */
export function niuName(niu: number): string {
  return niu === 0 ? '无牛' : niu === 10 ? '牛牛' : `牛${niu}`;
}

/** The tables' texts (真人: /house/tables, /house/table/:code, a table round's verification). */
export const TABLE_TEXT = {
  lobbyTitle: '真人视讯',
  lobbyIntro: '平台自营牌桌，每局开牌前公布种子哈希，开牌后公开种子，可逐局验证',
  noTables: '暂无开放的牌桌',
  limits: (min: string, max: string) => `限红 ${min}–${max}`,
  phase: { betting: '下注中', dealing: '开牌中', closed: '暂停' } as Record<string, string>,
  seconds: (n: number) => `${n}秒`,
  enter: '进入',
  noResults: '暂无开奖',
  lobbyRoad: '近期结果',
  // the table
  round: (n: number) => `第${n}局`,
  closed: '牌桌暂停开放',
  countdown: '下注倒计时',
  bettingLeft: (n: number) => `下注剩余${n}秒`,
  waitDeal: '停止下注，等待开牌',
  dealing: '开牌中…',
  nextRound: '即将开始下一局',
  placeBets: '请选择筹码并点击下注区域',
  felt: '下注区域',
  areaLabel: (name: string, odds: string) => `${name}，赔率${odds}`,
  limitsShort: (min: string, max: string) => `${min}-${max}`,
  players: (n: number) => `${n}人`,
  total: (amount: string) => `¥${amount}`,
  mine: (amount: string) => `我 ${amount}`,
  pendingOn: (amount: string) => `待确认 ${amount}`,
  chips: '筹码',
  wan: '万',
  chip: (amount: string) => `筹码 ${amount}`,
  confirm: '确认下注',
  undo: '撤销',
  repeat: '重复',
  double: '加倍',
  noChips: '请先点击下注区域放置筹码',
  nothingToRepeat: '暂无上局下注可重复',
  placed: '下注成功',
  pendingTotal: (amount: string) => `待确认 ¥${amount}`,
  myTotal: (amount: string) => `本局已下注 ¥${amount}`,
  // the deal
  cardsArea: '牌面',
  faceDown: '未翻开的牌',
  card: (label: string) => label,
  points: (n: number) => `${n}点`,
  hands: {
    player: '闲',
    banker: '庄',
    dragon: '龙',
    tiger: '虎',
    niuBanker: '庄家',
  },
  // the result
  winners: {
    player: '闲赢',
    banker: '庄赢',
    tie: '和',
    dragon: '龙赢',
    tiger: '虎赢',
  } as Record<string, string>,
  pairs: { playerPair: '闲对', bankerPair: '庄对' },
  seatWin: '赢',
  seatLose: '输',
  seatResult: (seat: string, won: boolean) => `${seat}${won ? '赢' : '输'}`,
  paid: (amount: string) => `派彩 ¥${amount}`,
  net: (sign: string, amount: string) => `本局输赢 ${sign}¥${amount}`,
  noBetThisRound: '本局未下注',
  // roads and history
  roads: '路单',
  roadNames: {
    bead: '珠盘路',
    big: '大路',
    bigEye: '大眼仔',
    small: '小路',
    cockroach: '曱甴路',
    seats: '输赢走势',
  } as Record<string, string>,
  roadEmpty: '暂无路单',
  beadShort: { player: '闲', banker: '庄', tie: '和', dragon: '龙', tiger: '虎' } as Record<
    string,
    string
  >,
  ties: (n: number) => `和${n}`,
  roadCell: (round: number, text: string) => `第${round}局 ${text}`,
  derivedMark: { red: '红', blue: '蓝' } as Record<string, string>,
  history: '历史',
  historyRow: (round: number) => `第${round}局`,
  verify: '验证',
  // verification of a round
  verifyTitle: '牌局验证',
  table: '牌桌',
  roundNo: '局号',
  beacon: '信标',
  noBeacon: '无',
  cards: '牌',
  outcome: '结果',
  drawnCards: '本机重算的牌',
  checkCommit: 'SHA-256(服务端种子) 与开局前公布的哈希一致',
  verifyScheme: [
    '每局开始下注前，服务端公布本局服务端种子的 SHA-256 哈希；开牌后公开种子本身。',
    '随机数 = HMAC-SHA256(服务端种子, "牌桌:局号:信标:k")，洗牌与发牌按公开规则，本页在浏览器内重算。',
  ],
  noRound: '缺少牌桌或局号',
} as const;
