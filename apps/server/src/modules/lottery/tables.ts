import type { Generated } from 'kysely';

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

/** A lottery: its type (1 six-plus-one, 2 sum of three), schedule (Beijing hours) and rules (JSON). */
export interface LotteriesTable {
  id: Generated<number>;
  /** Part of every draw's HMAC message: never changes once a draw exists. */
  code: string;
  title: string;
  type: number;
  period_seconds: number;
  seal_seconds: number;
  /** 'HH:MM' Beijing time; open_to may be '24:00'. */
  open_from: string;
  open_to: string;
  /** JSON: the domain's Type1Rules or Type2Rules. */
  rules: string;
  updated_at: number;
  created_at: number;
}

/** A room of a lottery: its odds (JSON {playId: odds}), stake limits, anti-abuse rules, chat rate. */
export interface LotteryRoomsTable {
  id: Generated<number>;
  lottery_id: number;
  title: string;
  status: number;
  sort: number;
  odds: string;
  bet_min_minor: bigint;
  bet_max_minor: bigint;
  play_issue_max_minor: bigint;
  issue_max_minor: bigint;
  /** JSON: {refuse_opposites, refuse_all_combos, max_totals}. */
  abuse: string;
  chat_per_minute: number;
  updated_at: number;
  created_at: number;
}

/**
 * One issue of a lottery: the commitment published before betting, the seed (revealed through
 * /api/lotteryVerify only after the draw) and the numbers ('' until drawn; comma-separated).
 */
export interface LotteryDrawsTable {
  lottery_id: number;
  expect: string;
  seed: string;
  commitment: string;
  beacon_round: number | null;
  beacon: string;
  numbers: string;
  seal_at: number;
  draw_at: number;
  drawn_at: number | null;
  created_at: number;
}

/** A bet order as the player sent it (lines JSON), unique per (player, order number). */
export interface LotteryOrdersTable {
  id: Generated<number>;
  user_id: number;
  room_id: number;
  expect: string;
  order_no: string;
  total_minor: bigint;
  lines: string;
  created_at: number;
}

/** One line of an order: a play (with its picks, 'NN,NN'), the stake and the odds it was taken at. */
export interface LotteryBetsTable {
  id: Generated<number>;
  order_id: number;
  /** Its place in the order, from 0: the bet record's id is `<order_id>-<line_no>`. */
  line_no: number;
  user_id: number;
  room_id: number;
  expect: string;
  play: string;
  picks: string;
  label: string;
  amount_minor: bigint;
  odds: string;
  created_at: number;
}

/** A room's issue once settled: written last, so its presence means every payout is posted. */
export interface LotterySettlementsTable {
  room_id: number;
  expect: string;
  lines: number;
  stake_minor: bigint;
  payout_minor: bigint;
  settled_at: number;
}

/** A room's recent messages (chat, bets, system), the JSON of the socket's message. */
export interface LotteryChatTable {
  id: Generated<number>;
  room_id: number;
  user_id: number;
  kind: string;
  message: string;
  created_at: number;
  /** Set when an operator removed the message (the feed and history no longer show it). */
  removed_at: number | null;
  removed_by: number | null;
}

/** A player muted in a room (chat refused, bets allowed) until `until`. */
export interface LotteryMutesTable {
  room_id: number;
  user_id: number;
  until: number;
  operator_id: number;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    lotteries: LotteriesTable;
    lottery_rooms: LotteryRoomsTable;
    lottery_draws: LotteryDrawsTable;
    lottery_orders: LotteryOrdersTable;
    lottery_bets: LotteryBetsTable;
    lottery_settlements: LotterySettlementsTable;
    lottery_chat: LotteryChatTable;
    lottery_mutes: LotteryMutesTable;
  }
}
