/**
 * The closed list of ledger transfer kinds (`ledger_transfers.kind`, DESIGN §5). The ledger's
 * verbs take a `LedgerKind`, so a kind missing here is a build error where money moves, and the
 * reports that filter on kinds (the operator's dashboard, player protection's play flows) can only
 * name kinds that are written. Values are stored as they are: never rename one (a stored transfer
 * keeps its kind, and a replayed idempotency key is compared with it).
 *
 * Plain values, no zod and no imports: the console and the server read it alike.
 */
export const LEDGER_KINDS = [
  // wallet: deposits and withdrawals
  'deposit',
  'withdraw_hold',
  'withdraw_pay',
  'withdraw_return',
  // venues: the player's wallet <-> their wallet at a venue
  'venue_in',
  'venue_out',
  'venue_in_reversed',
  // lottery rooms
  'lottery_stake',
  'lottery_payout',
  // the house venue (our own games): its wallet <-> the venues' transfers, its games' stakes and wins
  'house_in',
  'house_out',
  'house_stake',
  'house_win',
  // the sportsbook (a house venue game): stakes, returns, and a corrected result's adjustments
  'sports_stake',
  'sports_return',
  'sports_adjust',
  // seamless-wallet game providers: the player's wallet <-> the providers' pool
  'provider_bet',
  'provider_win',
  'provider_rollback',
  // rewards
  'rebate',
  'redpacket',
  'activity_bonus',
  'agent_commission',
  // operators and credits
  'adjustment',
  'trial_credit',
  'demo_credit',
] as const;

export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How the console names each kind (the player page's wallet movements). */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  deposit: '充值',
  withdraw_hold: '提现冻结',
  withdraw_pay: '提现出款',
  withdraw_return: '提现退回',
  venue_in: '转入场馆',
  venue_out: '转出场馆',
  venue_in_reversed: '转入场馆退回',
  lottery_stake: '彩票投注',
  lottery_payout: '彩票派奖',
  house_in: '自营场馆转入',
  house_out: '自营场馆转出',
  house_stake: '自营游戏投注',
  house_win: '自营游戏派彩',
  sports_stake: '体育投注',
  sports_return: '体育派彩',
  sports_adjust: '体育赛果更正',
  provider_bet: '厂商游戏投注',
  provider_win: '厂商游戏派彩',
  provider_rollback: '厂商游戏撤单',
  rebate: '返水',
  redpacket: '红包',
  activity_bonus: '活动奖金',
  agent_commission: '代理佣金',
  adjustment: '人工调整',
  trial_credit: '试玩金',
  demo_credit: '演示金',
};

const KINDS: ReadonlySet<string> = new Set(LEDGER_KINDS);

export function isLedgerKind(value: string): value is LedgerKind {
  return KINDS.has(value);
}

/** The label of a stored kind; a kind this version does not know shows as stored. */
export function ledgerKindLabel(kind: string): string {
  return isLedgerKind(kind) ? LEDGER_KIND_LABELS[kind] : kind;
}
