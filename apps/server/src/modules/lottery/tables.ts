/**
 * The tables the lottery module owns: lotteries (schedule and rules), their rooms (odds, limits),
 * each issue's draw (commitment, seed, numbers), bet orders and their lines, each room-issue's
 * settlement, and the rooms' chat.
 */
export const LOTTERY_TABLES = [
  'lotteries',
  'lottery_rooms',
  'lottery_draws',
  'lottery_orders',
  'lottery_bets',
  'lottery_settlements',
  'lottery_chat',
  'lottery_mutes',
] as const;
