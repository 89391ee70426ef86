import { PROTECTION_MSG as MSG } from '@app/contract/messages-protection';
import { minutesText, REALITY_TEXT } from './reality-strings.ts';
import type { ExclusionTerm, LimitKind, LimitPeriod } from '@app/contract/protection-constants';

/**
 * Texts of player protection (ours: the spec has no such screen; DESIGN §12): the /responsible
 * screen and the reality check. The refusals and the lowered / queued words are the contract's.
 */
export const PROTECTION_TEXT = {
  title: '责任博彩',
  intro: '理性娱乐，量力而行。降低限额立即生效；提高或取消限额需等待24小时后再次确认。',
  kind: { deposit: '充值限额', loss: '亏损限额' } satisfies Record<LimitKind, string>,
  kindHint: {
    deposit: '在所选时间内最多可以充值的金额，以最低的一项为准',
    loss: '在所选时间内最多可以输掉的金额（投注减去派彩），达到后不能继续投注',
  } satisfies Record<LimitKind, string>,
  period: { day: MSG.periodDay, week: MSG.periodWeek, month: MSG.periodMonth } satisfies Record<
    LimitPeriod,
    string
  >,
  noLimit: '未设置',
  limitOf: (amount: string) => `¥${amount}`,
  used: (used: string) => `已用 ¥${used}`,
  usedLoss: (used: string) => `已亏损 ¥${used}`,
  edit: '修改',
  set: '设置',
  save: '保存',
  cancel: '取消',
  remove: '取消限额',
  amountLabel: (kind: string, period: string) => `${period}${kind}（元）`,
  amountPlaceholder: '请输入金额',
  pendingRaise: (value: string | null) =>
    value === null ? '取消限额待确认' : `提高至 ¥${value} 待确认`,
  pendingSession: (value: string | null) =>
    value === null ? '取消时长上限待确认' : `延长至 ${minutesText(Number(value))} 待确认`,
  pendingWait: (at: string) => `${at.slice(0, 16)} 后可确认`,
  pendingReady: '等待期已过，请确认是否生效',
  confirmChange: '确认',
  cancelChange: '取消',
  confirmed: MSG.protectionLowered,
  cancelled: '已取消该变更',
  lowered: MSG.protectionLowered,
  queued: MSG.protectionRaiseQueued,
  amountInvalid: MSG.protectionAmountInvalid,
  // time
  timeTitle: '游戏时长',
  timeHint: '给每次游戏设定时长上限，并定时提醒自己休息',
  sessionLimit: '单次游戏时长上限',
  sessionHint: '连续游戏达到上限后本次游戏结束，休息30分钟后可再次游戏',
  unlimited: '不限',
  reality: '现实提醒间隔',
  realityHint: '游戏中每隔一段时间提醒您已玩多久、输赢多少',
  realitySaved: '提醒间隔已更新',
  // blocks
  timeoutTitle: '冷静期',
  timeoutHint:
    '暂停游戏24小时至6周。期间不能充值、投注或参与优惠，提现不受影响；开始后不能提前结束或缩短。',
  timeoutStart: '开始冷静期',
  timeoutAsk: (length: string) => `确定开始${length}冷静期吗？`,
  timeoutMeaning: (until: string) =>
    `冷静期将持续到 ${until}。在此之前您不能充值、投注、进入游戏或参与优惠；冷静期开始后不能提前结束或缩短，客服也无法解除。您仍可正常登录和提现。`,
  timeoutStarted: '冷静期已开始',
  timeoutLonger: '延长暂停（只能延长，不能缩短）',
  exclusionTitle: '自我禁入',
  exclusionHint:
    '需要更长时间远离博彩时使用（也称自我排除）。期间不能充值、投注，也不会收到优惠；提现不受影响；到期前任何人都不能解除。',
  exclusionStart: '自我禁入',
  exclusionAsk: (length: string) => `确定自我禁入${length}吗？`,
  exclusionMeaning: (until: string | null) =>
    `${until === null ? '自我禁入将永久有效' : `自我禁入将持续到 ${until}`}。期间您不能充值、投注、进入游戏，也不会收到任何优惠；一经生效不能缩短或撤销，客服也无法解除。您仍可正常登录和提现。`,
  exclusionAgain: '请再次确认',
  exclusionAgainText: '自我禁入生效后无法撤销。确定继续吗？',
  exclusionStarted: '自我禁入已生效',
  exclusionLonger: '自我禁入（只能延长，不能缩短）',
  ok: '确定',
  goOn: '我再想想',
  startAnyway: '确认禁入',
  days: (d: number) => (d === 1 ? '24小时' : d === 42 ? '6周' : `${d}天`),
  term: {
    '6m': '6个月',
    '1y': '1年',
    '5y': '5年',
    forever: '永久',
  } satisfies Record<ExclusionTerm, string>,
  // the block in force
  blockTimeout: (until: string | null) => `冷静期中，至 ${until ?? ''} 结束`,
  blockExclusion: (until: string | null) =>
    until === null ? '已永久自我禁入' : `自我禁入中，至 ${until} 结束`,
  blockRules: '期间不能充值、投注或参与优惠，可正常提现。',
  blockByOperator: '（由平台设置）',
  lengthen: '如需延长，可在下方选择更长的期限。',
  // states
  loadFailed: '加载失败',
  retry: '重新加载',
  pullToRefresh: '下拉刷新',
  releaseToRefresh: '释放立即刷新',
  refreshing: '加载中…',
  refreshed: '刷新成功',
  ...REALITY_TEXT,
  settingsLink: '设置限额',
} as const;

export { minutesText };
