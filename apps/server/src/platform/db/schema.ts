import type { Generated } from 'kysely';

/**
 * Table types. Integer columns read as `number`, except money columns, whose names end in
 * `_minor` and read as `bigint` (see normalize-plugin.ts). Times are epoch milliseconds.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  settings: SettingsTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_entries: LedgerEntriesTable;
  venues: VenuesTable;
  venue_accounts: VenueAccountsTable;
  venue_transfers: VenueTransfersTable;
  demo_venue_wallets: DemoVenueWalletsTable;
  demo_venue_orders: DemoVenueOrdersTable;
  payees: PayeesTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  idempotent_answers: IdempotentAnswersTable;
  game_categories: GameCategoriesTable;
  games: GamesTable;
  banners: BannersTable;
  notices: NoticesTable;
  game_activity: GameActivityTable;
  demo_venue_sessions: DemoVenueSessionsTable;
  demo_venue_rounds: DemoVenueRoundsTable;
  bet_records: BetRecordsTable;
  venue_bet_cursors: VenueBetCursorsTable;
  job_runs: JobRunsTable;
  uploads: UploadsTable;
  lotteries: LotteriesTable;
  lottery_rooms: LotteryRoomsTable;
  lottery_draws: LotteryDrawsTable;
  lottery_orders: LotteryOrdersTable;
  lottery_bets: LotteryBetsTable;
  lottery_settlements: LotterySettlementsTable;
  lottery_chat: LotteryChatTable;
  lottery_mutes: LotteryMutesTable;
  redpacket_rules: RedpacketRulesTable;
  redpacket_draws: RedpacketDrawsTable;
  vip_levels: VipLevelsTable;
  vip_changes: VipChangesTable;
  rebates: RebatesTable;
  rebate_claims: RebateClaimsTable;
  rebate_days: RebateDaysTable;
  inbox_messages: InboxMessagesTable;
  player_adjustments: PlayerAdjustmentsTable;
  players_admin_settings: PlayersAdminSettingsTable;
  inbox_reads: InboxReadsTable;
  protection_profiles: ProtectionProfilesTable;
  protection_changes: ProtectionChangesTable;
  activity_types: ActivityTypesTable;
  activities: ActivitiesTable;
  activity_applications: ActivityApplicationsTable;
  agent_applications: AgentApplicationsTable;
  agent_levels: AgentLevelsTable;
  agents: AgentsTable;
  agent_commissions: AgentCommissionsTable;
  user_settings: UserSettingsTable;
  articles: ArticlesTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  realname: string;
  password_hash: string;
  pay_password_hash: string | null;
  pid: number | null;
  telegram_id: string | null;
  is_guest: number;
  is_agent: number;
  status: number;
  vip: number;
  avatar: string;
  mobile: string;
  email: string;
  birthday: string;
  transferstatus: number;
  created_at: number;
  last_login_at: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** How it began: password, register, guest, telegram ('' before 0020). */
  via: Generated<string>;
  /** The client address it began from ('' before 0020). */
  ip: Generated<string>;
}

export interface CaptchasTable {
  key: string;
  answer: string;
  expires_at: number;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  kind: string;
  user_id: number | null;
  allow_negative: number;
  balance_minor: bigint;
  created_at: number;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  kind: string;
  memo: string;
  reverses_id: number | null;
  created_at: number;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transfer_id: number;
  account_id: number;
  amount_minor: bigint;
}

export interface VenuesTable {
  id: Generated<number>;
  platname: string;
  name: string;
  category: string;
  adapter: string;
  enabled: number;
  sort: number;
  created_at: number;
}

export interface VenueAccountsTable {
  id: Generated<number>;
  user_id: number;
  platname: string;
  player_ref: string;
  created_at: number;
}

/** state: 0 failed, 1 success, 2 pending (spec part 2 §4). direction: 'in' to the venue, 'out'. */
export interface VenueTransfersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  platname: string;
  direction: 'in' | 'out';
  amount_minor: bigint;
  state: number;
  error: string;
  attempts: number;
  created_at: number;
  updated_at: number;
}

export interface DemoVenueWalletsTable {
  id: Generated<number>;
  platname: string;
  player_ref: string;
  balance_minor: bigint;
  created_at: number;
}

export interface DemoVenueOrdersTable {
  id: Generated<number>;
  platname: string;
  order_id: string;
  player_ref: string;
  direction: 'in' | 'out';
  amount_minor: bigint;
  created_at: number;
}

/** type: 1 bank card, 2 USDT address (spec part 2 §3). */
export interface PayeesTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  bank: string;
  bank_owner: string;
  bank_no: string;
  bank_address: string;
  ico: string;
  created_at: number;
  deleted_at: number | null;
}

/** state: 1 pending review, 2 approved (credited), 3 rejected (spec part 2 §4). */
export interface DepositsTable {
  id: Generated<number>;
  deposit_no: string;
  user_id: number;
  method: 'manual' | 'auto' | 'bank';
  paytype: string;
  catepay: string;
  amount_minor: bigint;
  real_money_minor: bigint;
  cash_fee_minor: bigint;
  address: string;
  screenshot_url: string;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: number;
  remark: string;
  provider: string;
  provider_ref: string;
  expires_at: number | null;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

/** state: 1 pending review, 2 paid, 3 rejected (money returned). payee_type as payees.type. */
export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  payee_type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  amount_minor: bigint;
  usdt_rate: string;
  usdt_amount: string;
  usdt_fee: string;
  usdt_receive: string;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

export interface OperatorsTable {
  id: Generated<number>;
  name: string;
  password_hash: string;
  status: number;
  /** One of STAFF_ROLES (contract admin-roles); 'admin' by default. */
  role: Generated<string>;
  last_login_at: number | null;
  created_at: number;
  /** Base32 TOTP secret once two-factor is on; null when off (0018_operator_two_factor). */
  totp_secret: string | null;
  /** A secret handed out by enrolment, waiting for its first code; and when. */
  totp_pending_secret: string | null;
  totp_pending_at: number | null;
  /** The last TOTP time step a code was taken at: a code of it or before is refused. */
  totp_last_step: number | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  token_hash: string;
  operator_id: number;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
  /** The session's last call (idle timeout); null until its first call after login. */
  last_seen_at: number | null;
}

/** An operator's single-use recovery code, stored only as SHA-256 (operators module). */
export interface OperatorRecoveryCodesTable {
  id: Generated<number>;
  operator_id: number;
  code_hash: string;
  used_at: number | null;
  created_at: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target: string;
  detail: string;
  ip: string;
  created_at: number;
  /** Place in the hash chain: 1, 2, 3, … (migration 0019_audit_chain). */
  seq: number;
  /** The hash of the row at seq − 1 (64 zeros for the first). */
  prev_hash: string;
  /** chainHash of this row (modules/audit/audit.chain.ts). */
  hash: string;
}

/** The one row (id 1) every audit writer locks: the chain's last seq and hash. */
export interface AuditHeadTable {
  id: number;
  seq: number;
  hash: string;
}

export interface IdempotentAnswersTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  path: string;
  status: number;
  body: string;
  /** SHA-256 (hex) of the call's method, path and payload; null on rows older than 0005. */
  payload_hash: string | null;
  created_at: number;
}

/** code: the home tab code (0 hot, 1 lobby, 2 live, 3 chess, 4 slots, 5 sports, 6 fishing, …). */
export interface GameCategoriesTable {
  id: Generated<number>;
  code: number;
  slug: string;
  name: string;
  img: string;
  sort: number;
  enabled: number;
  created_at: number;
}

/** catecode: the platform's list code (gamelistBycode, /concise type: obgdy, fgdz, pp, ae, …). */
export interface GamesTable {
  id: Generated<number>;
  category_id: number;
  platname: string;
  catecode: string;
  name: string;
  game_type: number;
  game_code: string;
  img: string;
  hot: number;
  status: number;
  sort: number;
  created_at: number;
}

export interface BannersTable {
  id: Generated<number>;
  type: number;
  src: string;
  link: string;
  sort: number;
  enabled: number;
  created_at: number;
}

/** kind 1: scrolling announcement; kind 2: notice (list and popup). */
export interface NoticesTable {
  id: Generated<number>;
  kind: number;
  title: string;
  content: string;
  popup: number;
  enabled: number;
  created_at: number;
}

export interface GameActivityTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  last_seen_at: number;
  created_at: number;
}

export interface DemoVenueSessionsTable {
  id: Generated<number>;
  token_hash: string;
  platname: string;
  player_ref: string;
  game_code: string;
  expires_at: number;
  created_at: number;
}

/** status as bet records: 0 invalid, 1 settled, 2 unsettled. */
export interface DemoVenueRoundsTable {
  id: Generated<number>;
  platname: string;
  round_no: string;
  player_ref: string;
  game_code: string;
  bet_minor: bigint;
  valid_bet_minor: bigint;
  win_loss_minor: bigint;
  status: number;
  detail: string;
  created_at: number;
}

export interface BetRecordsTable {
  id: Generated<number>;
  user_id: number;
  platname: string;
  bet_id: string;
  game_code: string;
  bet_minor: bigint;
  valid_bet_minor: bigint;
  win_loss_minor: bigint;
  status: number;
  bet_at: number;
  created_at: number;
}

export interface VenueBetCursorsTable {
  platname: string;
  cursor: string;
  updated_at: number;
}

/** One slot of a job (platform/jobs): who claimed it, its attempts, lease and outcome. */
export interface JobRunsTable {
  id: Generated<number>;
  job: string;
  slot: string;
  node: string | null;
  state: 'pending' | 'running' | 'done' | 'failed';
  attempt: number;
  scheduled_at: number;
  started_at: number | null;
  finished_at: number | null;
  lease_until: number | null;
  next_attempt_at: number | null;
  error: string | null;
  created_at: number;
}

/**
 * An uploaded image (a deposit screenshot; later profile pictures): served at `/uploads/<key>.<ext>`
 * from any node. `bytes` is null only when the bytes live in an external object store.
 */
export interface UploadsTable {
  id: Generated<number>;
  /** 32 random hex characters: the unguessable name in the URL. */
  key: string;
  /** The uploader; null for images imported from a node's disk, whose owner is unknown. */
  user_id: number | null;
  /** The operator who uploaded it for content (0024); null for a player's or an imported one. */
  operator_id: Generated<number | null>;
  /**
   * The client address a player uploaded from (0026: `addressKey`, an IPv6 client by its /64),
   * for the per-address daily quota; null for an operator's, an imported one or an older one.
   */
  address: Generated<string | null>;
  /** From the magic bytes: image/gif, image/png or image/jpeg. */
  content_type: string;
  size: number;
  /** Hex SHA-256 of the bytes (also the ETag). */
  sha256: string;
  bytes: Buffer | null;
  /** Set when something keeps it (a deposit cites it); unpinned uploads are deleted after a day. */
  pinned_at: number | null;
  created_at: number;
}

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

/** The red packet rules: one row (id 1): the Beijing window, the daily maximum, the tiers (JSON). */
export interface RedpacketRulesTable {
  id: Generated<number>;
  /** 'HH:MM' Beijing time; end_time may be '24:00' and is excluded. */
  start_time: string;
  end_time: string;
  max_times: number;
  /** JSON: [{recharge, day_flow, nums, min, max}] with fen as decimal strings. */
  tiers: string;
  updated_at: number;
  created_at: number;
}

/**
 * One red packet drawn: unique per (player, Beijing day 'YYYY-MM-DD', seq 1..allowed); paid by
 * the ledger transfer keyed `redpacket:<user>:<day>:<seq>` in the same transaction. The day's
 * deposits and turnover are what qualified it.
 */
export interface RedpacketDrawsTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  seq: number;
  amount_minor: bigint;
  deposits_minor: bigint;
  turnover_minor: bigint;
  created_at: number;
}

/** A VIP level (vip module): thresholds in fen, rebate percents per category in basis points. */
export interface VipLevelsTable {
  level: number;
  vipname: string;
  recharge_minor: bigint;
  flow_minor: bigint;
  retention_minor: bigint;
  realperson_bp: number;
  sport_bp: number;
  e_sport_bp: number;
  joker_bp: number;
  electron_bp: number;
  lottery_bp: number;
  updated_at: number;
}

/** One change of a player's level, decided by a daily job; one per (user, Beijing day). */
export interface VipChangesTable {
  id: Generated<number>;
  user_id: number;
  day: string;
  from_level: number;
  to_level: number;
  kind: 'promotion' | 'demotion';
  created_at: number;
}

/**
 * A settled rebate (rebates module): one per (user, platform, Beijing day of the bets), claimable
 * once settled (state 0), claimed by the player or the auto-wash (state 1, claim_id).
 */
export interface RebatesTable {
  id: Generated<number>;
  user_id: number;
  platname: string;
  category: string;
  day: string;
  valid_minor: bigint;
  rate_bp: number;
  amount_minor: bigint;
  state: number;
  claim_id: number | null;
  created_at: number;
  claimed_at: number | null;
}

/** One claim: every claimable rebate of the player at that moment, paid in one ledger transfer. */
export interface RebateClaimsTable {
  id: Generated<number>;
  user_id: number;
  amount_minor: bigint;
  rows: number;
  by_system: number;
  created_at: number;
}

/** A Beijing day whose accruals the daily job has settled into rebates. */
export interface RebateDaysTable {
  day: string;
  rows: number;
  settled_at: number;
}

export interface InboxMessagesTable {
  id: Generated<number>;
  /** null: every player registered when it was sent. */
  user_id: number | null;
  /** To all: the newest player's id when it was sent (later players do not get it). */
  upto_user_id: number | null;
  kind: string;
  title: string;
  content: string;
  /** The operator who sent it; null for the system's messages. */
  operator_id: number | null;
  created_at: number;
}

export interface InboxReadsTable {
  message_id: number;
  user_id: number;
  read_at: number;
}

/** An activity type (activities module): the tabs of /activity after 全部优惠. */
export interface ActivityTypesTable {
  id: Generated<number>;
  name: string;
  sort: number;
  enabled: number;
  created_at: number;
}

/** An activity (activities module); `content` is HTML sanitised when it was saved. */
export interface ActivitiesTable {
  id: Generated<number>;
  type_id: number;
  banner: string;
  title: string;
  content: string;
  /** The rules, plain text. */
  memo: string;
  sort: number;
  enabled: number;
  /** Paid on approval; 0: none. */
  bonus_minor: bigint;
  /** The bonus × this is added to the withdrawal turnover requirement. */
  turnover_multiple: number;
  created_at: number;
  updated_at: number;
}

/**
 * A player's application to an activity (activities module), unique per (activity, player):
 * state 1 pending, 2 approved, 3 rejected. On approval `bonus_minor` was paid and
 * `turnover_minor` (= bonus × multiple, fixed then) added to the withdrawal requirement.
 */
export interface ActivityApplicationsTable {
  id: Generated<number>;
  activity_id: number;
  user_id: number;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  bonus_minor: bigint;
  turnover_minor: bigint;
  created_at: number;
}

/** An agent application (agents module): 1 pending (one per player), 2 approved, 3 refused. */
export interface AgentApplicationsTable {
  id: Generated<number>;
  user_id: number;
  mobile: string;
  apply_info: string;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

/** An agent level and its commission rate in basis points (agents module). */
export interface AgentLevelsTable {
  level: number;
  name: string;
  rate_bp: number;
  updated_at: number;
}

/** An agent's level (agents module); an agent without a row is level 1. */
export interface AgentsTable {
  user_id: number;
  level: number;
  created_at: number;
  updated_at: number;
}

/** A day's commission paid to an agent, unique per (agent_id, day) (agents module). */
export interface AgentCommissionsTable {
  id: Generated<number>;
  agent_id: number;
  day: string;
  basis_minor: bigint;
  rate_bp: number;
  members: number;
  amount_minor: bigint;
  remark: string;
  created_at: number;
}
/** The player's /userCent switches (users module); no row means the defaults. */
export interface UserSettingsTable {
  user_id: number;
  msg_time: number;
  win_notice: number;
  quiet_mode: number;
  updated_at: number;
}

/** A help-centre article (content module), one per type; `content` is sanitised HTML. */
export interface ArticlesTable {
  id: Generated<number>;
  type: number;
  title: string;
  content: string;
  updated_at: number;
  created_at: number;
}

/**
 * A customer-service conversation (support module): at most one open per player; unread counts
 * of each side; the last message's preview for the operator's list.
 */
export interface SupportConversationsTable {
  id: Generated<number>;
  user_id: number;
  state: 'open' | 'closed';
  unread_player: number;
  unread_operator: number;
  last_message: string;
  last_message_at: number;
  closed_at: number | null;
  closed_by: number | null;
  created_at: number;
}

/** One message of a conversation: a text or an image address, from the player or an operator. */
export interface SupportMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  user_id: number;
  sender: 'player' | 'operator';
  operator_id: number | null;
  content: string;
  image: string;
  created_at: number;
}

/** A manual adjustment of a player's wallet (players-admin): requested, posted or refused. */
export interface PlayerAdjustmentsTable {
  id: Generated<number>;
  user_id: number;
  /** credit (house -> wallet) or debit (wallet -> house). */
  direction: string;
  /** Positive fen. */
  amount_minor: bigint;
  reason: string;
  /** pending, posted, refused. */
  state: string;
  /** `{operator id}:{the console's key}`: a repeat of a request finds its row. */
  request_key: string;
  requested_by: number;
  decided_by: number | null;
  decided_at: number | null;
  remark: Generated<string>;
  transfer_id: number | null;
  created_at: number;
}

/** The players-admin module's settings, by name (money ones in fen). */
export interface PlayersAdminSettingsTable {
  name: string;
  value_minor: bigint;
  updated_by: number;
  updated_at: number;
}

/** A player's protection settings and play session (protection module, DESIGN §12). */
export interface ProtectionProfilesTable {
  user_id: number;
  deposit_day_minor: bigint | null;
  deposit_week_minor: bigint | null;
  deposit_month_minor: bigint | null;
  loss_day_minor: bigint | null;
  loss_week_minor: bigint | null;
  loss_month_minor: bigint | null;
  session_minutes: number | null;
  reality_minutes: number;
  /** 'timeout' | 'exclusion' | null. */
  block_kind: string | null;
  /** Epoch ms the block ends; null with a block_kind: for good. */
  block_until: number | null;
  /** 'player' | 'operator'. */
  block_by: string | null;
  play_started_at: number | null;
  play_last_at: number | null;
  updated_at: number;
}

/** A protection change asked for (protection module): applied, waiting, or cancelled. */
export interface ProtectionChangesTable {
  id: Generated<number>;
  user_id: number;
  /** 'deposit:day' … 'loss:month', 'session', 'reality', 'timeout', 'exclusion'. */
  field: string;
  /** Fen for a money limit, else minutes or the block's end (epoch ms); null: none / for good. */
  value_minor: bigint | null;
  by_kind: string;
  operator_id: number | null;
  reason: string;
  effective_at: number;
  applied_at: number | null;
  cancelled_at: number | null;
  created_at: number;
}
