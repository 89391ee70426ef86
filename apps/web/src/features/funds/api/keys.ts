import { PLAYER_SCOPE } from '../../../lib/auth.ts';

/** Query keys of this feature: player-scoped, so a new session drops them. */
export const fundsKeys = {
  usdtInfo: (protocol: string) => [PLAYER_SCOPE, 'funds', 'usdt-info', protocol] as const,
  payWay: [PLAYER_SCOPE, 'funds', 'pay-way'] as const,
  payBank: [PLAYER_SCOPE, 'funds', 'pay-bank'] as const,
  payRange: (type: string) => [PLAYER_SCOPE, 'funds', 'pay-range', type] as const,
  payInfo: (depositNo: string) => [PLAYER_SCOPE, 'funds', 'pay-info', depositNo] as const,
  betAmount: [PLAYER_SCOPE, 'funds', 'bet-amount'] as const,
  records: (type: number, date: number) => [PLAYER_SCOPE, 'funds', 'records', type, date] as const,
};
