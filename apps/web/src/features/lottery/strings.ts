/**
 * Every text of the lottery screens (/lottery, /lotteryVerify, /lotteryTrend). The spec's and the
 * server's messages (请登录！, 封盘中禁止投注, 投注成功, …) come from `@app/contract/messages`.
 */
import { INPUT_HINTS } from './input-hints.ts';

export const LOTTERY_TEXT = {
  title: '彩票',
  verifyTitle: '开奖验证', // ours
  trendTitle: '走势', // ours
  trend: '走势',
  history: '历史',
  help: '玩法说明',
  loading: '加载中…',
  loadFailed: '加载失败',
  retry: '重试',
  noRoom: '缺少房间号',
  // the draw panel
  issue: (expect: string) => `第${expect}期`,
  nextIssue: '距下期',
  countdownLabel: '截止',
  sealed: '封盘中', // spec part 1 §4
  drawing: '开奖中', // spec part 1 §4
  closed: '休市中', // ours: outside the opening hours
  balance: '余额',
  balanceRefreshed: '余额已更新', // spec part 1 §8 'balance updated'
  lastResult: (expect: string) => `第${expect}期开奖`,
  noResult: '暂无开奖',
  special: '特码',
  // history drop-down
  historyEmpty: '暂无开奖记录',
  verify: '验证',
  // chat
  chatLog: '聊天记录', // ours: the chat's accessible name
  chatPlaceholder: INPUT_HINTS.chat,
  commandPlaceholder: INPUT_HINTS.command,
  send: '发送',
  bet: '投注',
  betTotal: (total: string) => `合计 ¥${total}`,
  betLines: (count: number) => `共${count}注`,
  you: '我',
  system: '系统',
  winners: (count: number) => `共${count}位玩家中奖`,
  on: '开',
  off: '关',
  systemLines: '系统消息', // the switch that shows or hides the round's lines in the chat
  connecting: '连接中…',
  offline: '连接已断开，正在重连…',
  // bet panel
  panelTitle: '投注',
  pickPlays: '选择玩法（可多选）',
  pickNumbers: '选择号码',
  picksNeeded: (k: number) => `每注${k}个号码`,
  amount: '单注金额',
  amountInvalid: '请输入正确的金额',
  clear: '清空',
  confirmBet: '确认投注',
  preview: (count: number, amount: string, total: string) => `${count}注 × ¥${amount} = ¥${total}`,
  tooManyLines: (max: number) => `最多${max}注，请减少号码`,
  notEnoughNumbers: (k: number) => `请至少选择${k}个号码`,
  // confirmation
  confirmTitle: '确认投注',
  confirmIssue: (expect: string) => `投注期号：${expect}`,
  confirm: '确认',
  cancel: '取消',
  sending: '投注中…',
  // text commands
  commandHelpTitle: '下注格式',
  // help dialog
  helpTitle: '玩法说明',
  helpClose: '知道了',
  helpSections: [
    {
      title: '如何投注',
      lines: [
        '点击「投注」打开投注面板，选择玩法（特殊玩法先选玩法再选号码），设置单注金额后点「确认投注」。',
        '多号码玩法（如二全中、三中二、五不中）会把所选号码展开为全部组合，每个组合一注。',
        '每期在开奖前封盘，封盘中禁止投注；开奖后中奖金额自动派发到余额。',
      ],
    },
    {
      title: '文字下注（和值玩法房间）',
      lines: [
        '在聊天框输入「玩法+金额」即可下注，多注用空格分开，例如：大100　单50　大单10　13点50。',
        '金额在前或在后都可以，可加冒号：100大、大：100。支持拼音简写：da、xiao、dan、shuang、dd、ds、xd、xs、jd、jx、bz、sz、dz。',
        '发送后会先弹出确认，确认后才下注；无法识别的内容不会下注，并提示正确格式。',
      ],
    },
    {
      title: '13/14 规则',
      lines: [
        '和值为13或14时，中奖的组合（大单、大双、小单、小双）只退还本金；部分房间的大小单双在单注较大时同样处理。具体以房间规则为准。',
      ],
    },
    {
      title: '公平可验证',
      lines: [
        '每期开盘时先公布服务器种子的哈希（承诺），开奖后公开种子；任何人都可以用种子重新计算开奖号码，并核对哈希与承诺一致。点击历史开奖中的「验证」即可在浏览器中自行验算。',
      ],
    },
  ],
  // verification page
  verifyScheme: [
    '开盘时公布承诺 commit = SHA-256(服务器种子)，此时种子保密，谁也无法改动。',
    '开奖号码由 HMAC-SHA256(种子, "彩种:期号:信标:k") 逐个生成，无取模偏差；若使用公开随机信标（drand），信标轮次在封盘之后，运营方无法事先知道结果。',
    '开奖后公开种子：下面的检查在您的浏览器里重新计算，与服务器无关。',
  ],
  commitment: '承诺（SHA-256）',
  sealTime: '封盘时间',
  drawTime: '开奖时间',
  seed: '服务器种子',
  beacon: '随机信标',
  beaconUnused: '未使用',
  beaconRound: (round: number) => `drand 第${round}轮`,
  publishedNumbers: '公布的开奖号码',
  checkCommit: 'SHA-256(种子) = 承诺',
  checkNumbers: '重新计算的号码 = 公布的号码',
  recomputed: '重新计算',
  pass: '✓ 一致',
  fail: '✗ 不一致',
  checking: '计算中…',
  notDrawn: '本期尚未开奖：种子将在开奖后公开，届时可在此验证。',
  // trend page
  trendEmpty: '暂无开奖记录',
  trendTotals: '和值走势',
  trendSpecial: '特码走势',
  trendBigSmall: '大小',
  trendOddEven: '单双',
  streak: (length: number) => `${length}连`, // ours: a run longer than a road's column
  trendColour: '波色',
  trendZodiac: '生肖',
  trendTable: '开奖记录',
  colIssue: '期号',
  colTime: '时间',
  colResult: '结果',
  colAttrs: '属性',
  big: '大',
  small: '小',
  odd: '单',
  even: '双',
  tie: '和',
  colourName: { red: '红', blue: '蓝', green: '绿', gray: '灰' } as Record<string, string>,
  drawCount: (n: number) => `最近${n}期`,
  zodiacOrder: ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'],
} as const;
