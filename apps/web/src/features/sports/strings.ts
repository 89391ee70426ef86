/**
 * Every text of the sportsbook's screens (/sports, /sports/fixture/:id, /sports/bets): ours (the
 * spec shows the 体育 and 电竞 tiles only; issue "sportsbook"). The server's refusals come with
 * its answers (`SPORTS_MSG`, the limits); the names of sports, markets, states, outcomes and the
 * odds-change choices are the contract's (`sports-constants.ts`), the same the server answers.
 */
import {
  FIXTURE_STATE_NAMES,
  LEG_OUTCOME_NAMES,
  ODDS_ACCEPT_NAMES,
  SPORT_NAMES,
} from '@app/contract/sports-constants';

export { FIXTURE_STATE_NAMES, LEG_OUTCOME_NAMES, ODDS_ACCEPT_NAMES, SPORT_NAMES };

export const SPORTS_TEXT = {
  title: '体育',
  esportsTitle: '电竞',
  sports: '体育项目',
  leagues: '联赛',
  allLeagues: '全部',
  live: '滚球',
  upcoming: '早盘',
  today: '今日',
  noFixtures: '暂无赛事',
  noFixturesNote: '稍后再来看看吧',
  loading: '加载中',
  loadFailed: '加载失败',
  retry: '重试',
  myBets: '我的注单',
  moreMarkets: (n: number) => `+${n}`,
  moreMarketsLabel: (home: string, away: string) => `${home} 对 ${away} 的全部玩法`,
  vs: 'VS',
  locked: '暂停投注',
  lockedLabel: (name: string) => `${name} 暂停投注`,
  oddsLabel: (name: string, odds: string) => `${name} ${odds}`,
  up: '赔率上升',
  down: '赔率下降',
  notStarted: '未开赛',
  kickoff: (time: string) => `${time} 开赛`,
  // odds display
  oddsFormat: '赔率格式',
  decimal: '欧洲盘',
  hongKong: '香港盘',
  // the fixture page
  fixtureTitle: '赛事详情',
  markets: '全部玩法',
  noMarkets: '暂无可投注的玩法',
  fixtureOver: '赛事已结束',
  back: '返回',
  // the slip
  slip: '投注单',
  slipCount: (n: number) => `投注单 ${n}`,
  openSlip: (n: number) => `打开投注单，已选${n}项`,
  single: '单注',
  parlay: (n: number) => `${n}串1`,
  parlayName: '串关',
  clear: '清空',
  remove: (name: string) => `移除 ${name}`,
  stake: '投注金额',
  stakePlaceholder: '请输入金额',
  max: '最大',
  quick: '快捷金额',
  combinedOdds: '总赔率',
  potential: '预计返还',
  balance: '自营余额',
  yuan: (amount: string) => `¥${amount}`,
  place: '确认投注',
  placing: '投注中…',
  acceptChanges: '接受新赔率',
  oddsChoice: '赔率变化时',
  oddsChanged: '赔率已变化，请确认新赔率后再投注',
  oddsChangedRefused: '投注单已更新为最新赔率，请确认后再投注',
  marketSuspended: '有选项暂停投注，请稍后再试或移除',
  waiting: (s: number) => `等待确认… ${s}秒`,
  waitingNote: '滚球投注需等待确认，请勿离开',
  placed: (id: string) => `投注成功，注单号 ${id}`,
  sameFixtureReplaced: '同一场赛事只能选择一项，已替换为新选项',
  emptySlip: '点击赔率添加投注项',
  parlayNeeds: '串关需要2~10场不同赛事',
  lowBalance: '自营场馆余额不足，请先转入',
  transferIn: '转入资金',
  close: '关闭',
  // my bets
  betsTitle: '我的注单',
  open: '未结算',
  settled: '已结算',
  noBets: '暂无注单',
  betsFailed: '注单加载失败',
  betNo: (id: string) => `注单号 ${id}`,
  betStake: '投注',
  betOdds: '赔率',
  betPotential: '可赢',
  betPaid: '派彩',
  stateOpen: '待结算',
  stateWon: '赢',
  stateLost: '输',
  stateEven: '和',
  inPlay: '滚球',
  settledScore: (home: number, away: number) => `比分 ${home}:${away}`,
  pendingOutcome: '待结算',
  placedAt: '投注时间',
};

/** A page title per sport: 电竞 for esports, else 体育. */
export function sportsTitle(sport: string): string {
  return sport === 'esports' ? SPORTS_TEXT.esportsTitle : SPORTS_TEXT.title;
}
