import { REWARDS_MSG } from '@app/contract/messages-rewards';

/**
 * Texts of the red packet screens (/hongbao, /welfare; spec part 1 §2 Red packet, §4, §8; part 2
 * §2 Welfare centre). Wording the spec does not give is marked "ours".
 */
export const REDPACKETS_TEXT = {
  title: '红包',
  welfareTitle: '福利中心',
  closed: REWARDS_MSG.redPacketClosed,
  notQualified: REWARDS_MSG.redPacketNotQualified,
  won: '恭喜您抢到红包', // ours
  wonAmount: (money: string) => `¥${money}`,
  ok: '知道了', // ours
  counts: '抢红包次数', // ours
  sendnums: '剩余次数',
  acquirednum: '已抢次数',
  maxTimes: '最多次数',
  window: (start: string, end: string) =>
    `每日 ${start} - ${end}（北京时间）开抢，当日存款与有效投注达到条件即可获得抢红包次数`, // ours
  draw: '抢红包',
  shutNotStarted: '未开始', // ours: the disc outside the window
  shutFinished: '已结束', // ours
  opensToday: (start: string, end: string) =>
    `红包活动尚未开始，今日 ${start} - ${end}（北京时间）开抢`, // ours
  opensTomorrow: (start: string, end: string) =>
    `今日红包活动已结束，下一场：明日 ${start} - ${end}（北京时间）`, // ours
  drawing: '抢红包中…',
  rulesTitle: '活动规则',
  rules: {
    time: '活动时间',
    recharge: '当日存款',
    dayFlow: '当日流水',
    nums: '红包个数',
    money: '红包金额',
  },
  range: (min: string, max: string) => `${min}~${max}`,
  failed: '获取数据失败',
  retry: '重试',
  // /welfare
  recordsTitle: '红包记录', // ours
  remaining: '剩余红包',
  used: '已使用',
  goDraw: '去抢红包', // ours
  packetMoney: '红包金额',
  depositMoney: '当日存款', // ours
  createdAt: '领取时间', // ours
  usetime: '到账时间', // ours
  noFigure: '--',
} as const;
