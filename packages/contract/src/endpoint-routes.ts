import type { EndpointRefs, Route } from './endpoint.ts';
import type {
  adminEndpoints,
  demoVenueEndpoints,
  endpoints,
  systemEndpoints,
} from './endpoints.ts';

/**
 * Where every call lives and how a client sends it (method, path; `idempotent`: it moves money
 * and takes an Idempotency-Key; `multipart`: form data), without schemas: this module loads no zod, so the
 * player app's screens import it (the first route must not carry the schemas, DESIGN §10).
 * endpoints.ts adds each call's payload and response schemas to these routes; `calls`,
 * `adminCalls` and `demoVenueCalls` below are these same objects typed by those schemas, for
 * clients (`PayloadOf<typeof calls.balance>`, `ResponseOf<…>`).
 *
 * Names follow the spec's paths (`/api/getcard` is `getCard`). Adding a call: its route here, its
 * schemas in its area's file, the pair in endpoints.ts.
 */

// ---- the player app's calls (spec parts 1 and 2, §7) ---------------------------------------------

export const playerRoutes = {
  // auth
  captcha: { method: 'GET', path: '/api/captcha' },
  register: { method: 'POST', path: '/api/register' },
  loginPc: { method: 'POST', path: '/api/login_pc' },
  guestLogin: { method: 'POST', path: '/api/guest_login' },
  telegramLogin: { method: 'POST', path: '/api/telegram_login' },
  logoff: { method: 'POST', path: '/api/logoff' },
  // site and player
  app: { method: 'POST', path: '/api/app' },
  user: { method: 'POST', path: '/api/user' },
  balance: { method: 'POST', path: '/api/balance' },
  editPassword: { method: 'POST', path: '/api/editPassword' },
  editPayPassword: { method: 'POST', path: '/api/editPayPassword' },
  // payees
  getCard: { method: 'POST', path: '/api/getcard' },
  bindCard: { method: 'POST', path: '/api/bindcard' },
  delCard: { method: 'POST', path: '/api/delcard' },
  // venue wallets
  balanceList: { method: 'POST', path: '/api/balancelist' },
  transfer: { method: 'POST', path: '/api/transfer', idempotent: true },
  transAll: { method: 'POST', path: '/api/transall', idempotent: true },
  upTransferStatus: { method: 'POST', path: '/api/uptransferstatus' },
  refreshUserMoney: { method: 'POST', path: '/api/refreshusermoney' },
  // deposits, withdrawals, records
  uploadToOss: { method: 'POST', path: '/api/uploadToOss', multipart: true },
  usdtInfo: { method: 'POST', path: '/api/app/usdt_info' },
  uploadForm: { method: 'POST', path: '/api/uploadform', idempotent: true },
  recharge: { method: 'POST', path: '/api/recharge', idempotent: true },
  payInfo: { method: 'POST', path: '/api/payinfo' },
  sandboxPay: { method: 'POST', path: '/api/pay/sandbox/pay' },
  getPayWay: { method: 'GET', path: '/api/get_pay_way' },
  getPayRange: { method: 'POST', path: '/api/getPayRange' },
  bankList: { method: 'POST', path: '/api/banklist' },
  getBetAmount: { method: 'POST', path: '/api/getBetAmount' },
  withdraw: { method: 'POST', path: '/api/withdraw', idempotent: true },
  getTransRecord: { method: 'POST', path: '/api/gettransrecord' },
  // catalogue, launch, links
  typel: { method: 'POST', path: '/api/typel' },
  typelist: { method: 'POST', path: '/api/typelist' },
  gamelistBycode: { method: 'POST', path: '/api/gamelistBycode' },
  bannerList: { method: 'POST', path: '/api/bannerList' },
  homeNotice: { method: 'POST', path: '/api/homenotice' },
  noticeList: { method: 'POST', path: '/api/noticeList' },
  getGameUrl: { method: 'POST', path: '/api/getGameUrl', idempotent: true },
  getGametgUrl: { method: 'POST', path: '/api/getGametgUrl', idempotent: true },
  gameHeartbeat: { method: 'POST', path: '/api/gameHeartbeat' },
  getServicerUrl: { method: 'POST', path: '/api/getservicerurl' },
  getAgentLoginUrl: { method: 'GET', path: '/api/getAgentLoginUrl' },
  // bets
  betRecord: { method: 'POST', path: '/api/betrecord' },
  // lottery rooms
  lotteryRoom: { method: 'GET', path: '/api/lotteryRoom' },
  lotteryOrder: { method: 'POST', path: '/api/lotteryOrder', idempotent: true },
  lotteryVerify: { method: 'GET', path: '/api/lotteryVerify' },
  lotteryTrend: { method: 'GET', path: '/api/lotteryTrend' },
  // rewards: VIP, rebates, red packets
  userVip: { method: 'POST', path: '/api/uservip' },
  vipProgress: { method: 'POST', path: '/api/vipProgress' },
  getFanshui: { method: 'POST', path: '/api/getfanshui' },
  doFanshui: { method: 'POST', path: '/api/dofanshui', idempotent: true },
  userRedPacket: { method: 'GET', path: '/api/userredpacket' },
  doUserRedPacket: { method: 'POST', path: '/api/douserredpacket', idempotent: true },
  redPacket: { method: 'POST', path: '/api/redpacket' },
  // site content and small calls the spec leaves open (ours; docs/decisions.md "Rough edges")
  getVisitUrl: { method: 'GET', path: '/api/getVisitUrl' },
  getPayBank: { method: 'POST', path: '/api/getpaybank' },
  sponsorList: { method: 'POST', path: '/api/sponsorList' },
  // player protection (/responsible; ours, DESIGN §12)
  responsible: { method: 'POST', path: '/api/responsible' },
  responsibleLimit: { method: 'POST', path: '/api/responsible/limit' },
  responsibleSession: { method: 'POST', path: '/api/responsible/session' },
  responsibleReality: { method: 'POST', path: '/api/responsible/reality' },
  responsibleConfirm: { method: 'POST', path: '/api/responsible/confirm' },
  responsibleCancel: { method: 'POST', path: '/api/responsible/cancel' },
  responsibleTimeout: { method: 'POST', path: '/api/responsible/timeout' },
  responsibleExclude: { method: 'POST', path: '/api/responsible/exclude' },
  responsibleStop: { method: 'POST', path: '/api/responsible/stop' },
  // the inbox (站内信; ours)
  messageList: { method: 'POST', path: '/api/messageList' },
  messageUnread: { method: 'POST', path: '/api/messageUnread' },
  messageRead: { method: 'POST', path: '/api/messageRead' },
  // activities (优惠活动)
  activityType: { method: 'POST', path: '/api/activitytype' },
  activityList: { method: 'POST', path: '/api/activitylist' },
  activityDetail: { method: 'POST', path: '/api/activitydeatil' },
  doActivityApply: { method: 'POST', path: '/api/doactivityapply' },
  activityApplyLog: { method: 'POST', path: '/api/activityApplyLog' },
  // the agent programme and the invite page (applyagentdo: spec; the others ours)
  applyAgentDo: { method: 'POST', path: '/api/applyagentdo' },
  applyAgentInfo: { method: 'POST', path: '/api/applyagentinfo' },
  inviteInfo: { method: 'POST', path: '/api/inviteInfo' },
  inviteRecords: { method: 'POST', path: '/api/inviteRecords' },
  inviteIntro: { method: 'POST', path: '/api/inviteIntro' },
  // profile, settings and help centre
  article: { method: 'POST', path: '/api/article' },
  uploadImg: { method: 'POST', path: '/api/uploadimg', multipart: true },
  updateUserInfo: { method: 'POST', path: '/api/updateuserinfo' },
  userSettings: { method: 'POST', path: '/api/userSettings' },
  userSettingsUpdate: { method: 'POST', path: '/api/userSettingsUpdate' },
  // customer service's chat (ours: the spec names no call; see docs/decisions.md)
  supportOpen: { method: 'POST', path: '/api/supportOpen' },
  supportMessages: { method: 'POST', path: '/api/supportMessages' },
  supportSend: { method: 'POST', path: '/api/supportSend' },
  supportRead: { method: 'POST', path: '/api/supportRead' },
} as const satisfies Record<string, Route>;

// ---- the operator's calls (back office, ours) ----------------------------------------------------

export const adminRoutes = {
  login: { method: 'POST', path: '/api/admin/login' },
  logout: { method: 'POST', path: '/api/admin/logout' },
  me: { method: 'POST', path: '/api/admin/me' },
  // two-factor sign-in and operator management (admin-auth.ts)
  twoFactorSetup: { method: 'POST', path: '/api/admin/two-factor/setup' },
  twoFactorConfirm: { method: 'POST', path: '/api/admin/two-factor/confirm' },
  operators: { method: 'POST', path: '/api/admin/operators' },
  operatorsCreate: { method: 'POST', path: '/api/admin/operators/create' },
  operatorsUpdate: { method: 'POST', path: '/api/admin/operators/update' },
  operatorsResetPassword: { method: 'POST', path: '/api/admin/operators/reset-password' },
  operatorsResetTwoFactor: { method: 'POST', path: '/api/admin/operators/reset-two-factor' },
  deposits: { method: 'POST', path: '/api/admin/deposits' },
  depositsReview: { method: 'POST', path: '/api/admin/deposits/review' },
  withdrawals: { method: 'POST', path: '/api/admin/withdrawals' },
  withdrawalsReview: { method: 'POST', path: '/api/admin/withdrawals/review' },
  settings: { method: 'POST', path: '/api/admin/settings' },
  settingsUpdate: { method: 'POST', path: '/api/admin/settings/update' },
  audit: { method: 'POST', path: '/api/admin/audit' },
  auditExport: { method: 'POST', path: '/api/admin/audit/export' },
  categories: { method: 'POST', path: '/api/admin/categories' },
  categoriesUpdate: { method: 'POST', path: '/api/admin/categories/update' },
  games: { method: 'POST', path: '/api/admin/games' },
  gamesUpdate: { method: 'POST', path: '/api/admin/games/update' },
  banners: { method: 'POST', path: '/api/admin/banners' },
  bannersCreate: { method: 'POST', path: '/api/admin/banners/create' },
  bannersUpdate: { method: 'POST', path: '/api/admin/banners/update' },
  bannersDelete: { method: 'POST', path: '/api/admin/banners/delete' },
  notices: { method: 'POST', path: '/api/admin/notices' },
  noticesCreate: { method: 'POST', path: '/api/admin/notices/create' },
  noticesUpdate: { method: 'POST', path: '/api/admin/notices/update' },
  noticesDelete: { method: 'POST', path: '/api/admin/notices/delete' },
  gameLinks: { method: 'POST', path: '/api/admin/game-links' },
  gameLinksUpdate: { method: 'POST', path: '/api/admin/game-links/update' },
  jobs: { method: 'GET', path: '/api/admin/jobs' },
  jobsRetry: { method: 'POST', path: '/api/admin/jobs/retry' },
  lotteryRooms: { method: 'POST', path: '/api/admin/lottery/rooms' },
  lotteryRoomUpdate: { method: 'POST', path: '/api/admin/lottery/rooms/update' },
  lotteryRulesUpdate: { method: 'POST', path: '/api/admin/lottery/rules/update' },
  lotterySealUpdate: { method: 'POST', path: '/api/admin/lottery/seal/update' },
  lotteryIssues: { method: 'POST', path: '/api/admin/lottery/issues' },
  lotteryChat: { method: 'POST', path: '/api/admin/lottery/chat' },
  lotteryChatRemove: { method: 'POST', path: '/api/admin/lottery/chat/remove' },
  lotteryMute: { method: 'POST', path: '/api/admin/lottery/mute' },
  vipLevels: { method: 'POST', path: '/api/admin/vip/levels' },
  vipLevelsUpdate: { method: 'POST', path: '/api/admin/vip/levels/update' },
  redPacketRules: { method: 'POST', path: '/api/admin/redpacket/rules' },
  redPacketRulesUpdate: { method: 'POST', path: '/api/admin/redpacket/rules/update' },
  rewardsPlayer: { method: 'POST', path: '/api/admin/rewards/player' },
  sponsors: { method: 'POST', path: '/api/admin/sponsors' },
  sponsorsUpdate: { method: 'POST', path: '/api/admin/sponsors/update' },
  playerCounts: { method: 'POST', path: '/api/admin/player-counts' },
  playerCountsUpdate: { method: 'POST', path: '/api/admin/player-counts/update' },
  inbox: { method: 'POST', path: '/api/admin/inbox' },
  inboxSend: { method: 'POST', path: '/api/admin/inbox/send' },
  activityTypes: { method: 'POST', path: '/api/admin/activities/types' },
  activityTypesCreate: { method: 'POST', path: '/api/admin/activities/types/create' },
  activityTypesUpdate: { method: 'POST', path: '/api/admin/activities/types/update' },
  activityTypesDelete: { method: 'POST', path: '/api/admin/activities/types/delete' },
  activities: { method: 'POST', path: '/api/admin/activities' },
  activitiesCreate: { method: 'POST', path: '/api/admin/activities/create' },
  activitiesUpdate: { method: 'POST', path: '/api/admin/activities/update' },
  activitiesDelete: { method: 'POST', path: '/api/admin/activities/delete' },
  activityApplications: { method: 'POST', path: '/api/admin/activities/applications' },
  activityApplicationsReview: {
    method: 'POST',
    path: '/api/admin/activities/applications/review',
  },
  agentApplications: { method: 'POST', path: '/api/admin/agents/applications' },
  agentApplicationsReview: { method: 'POST', path: '/api/admin/agents/applications/review' },
  agentLevels: { method: 'POST', path: '/api/admin/agents/levels' },
  agentLevelsUpdate: { method: 'POST', path: '/api/admin/agents/levels/update' },
  agentSettingsUpdate: { method: 'POST', path: '/api/admin/agents/settings/update' },
  agentSetLevel: { method: 'POST', path: '/api/admin/agents/level' },
  agentCommissions: { method: 'POST', path: '/api/admin/agents/commissions' },
  agentIntro: { method: 'POST', path: '/api/admin/agents/intro' },
  agentIntroUpdate: { method: 'POST', path: '/api/admin/agents/intro/update' },
  articles: { method: 'POST', path: '/api/admin/articles' },
  articlesUpdate: { method: 'POST', path: '/api/admin/articles/update' },
  supportConversations: { method: 'POST', path: '/api/admin/support/conversations' },
  supportConversation: { method: 'POST', path: '/api/admin/support/conversation' },
  supportReply: { method: 'POST', path: '/api/admin/support/reply' },
  supportClose: { method: 'POST', path: '/api/admin/support/close' },
  // content in the console (admin-content.ts)
  uploadImage: { method: 'POST', path: '/api/admin/uploads', multipart: true },
  venues: { method: 'POST', path: '/api/admin/venues' },
  venuesUpdate: { method: 'POST', path: '/api/admin/venues/update' },
  // players (search, player page, freeze, passwords, adjustments)
  players: { method: 'POST', path: '/api/admin/players' },
  player: { method: 'POST', path: '/api/admin/players/detail' },
  playerLedger: { method: 'POST', path: '/api/admin/players/ledger' },
  playerBets: { method: 'POST', path: '/api/admin/players/bets' },
  playerDeposits: { method: 'POST', path: '/api/admin/players/deposits' },
  playerWithdrawals: { method: 'POST', path: '/api/admin/players/withdrawals' },
  playerLogins: { method: 'POST', path: '/api/admin/players/logins' },
  playerDownline: { method: 'POST', path: '/api/admin/players/downline' },
  playerFreeze: { method: 'POST', path: '/api/admin/players/freeze' },
  playerPassword: { method: 'POST', path: '/api/admin/players/password' },
  playerAdjust: { method: 'POST', path: '/api/admin/players/adjust' },
  adjustments: { method: 'POST', path: '/api/admin/adjustments' },
  adjustmentsReview: { method: 'POST', path: '/api/admin/adjustments/review' },
  adjustmentsThreshold: { method: 'POST', path: '/api/admin/adjustments/threshold' },
  dashboard: { method: 'POST', path: '/api/admin/dashboard' },
  // review queues: the player's money picture beside a review (admin-queues.ts)
  playerRecent: { method: 'POST', path: '/api/admin/players/recent' },
  // player protection: a player's limits and blocks (admin: protection.ts)
  playerProtection: { method: 'POST', path: '/api/admin/players/protection' },
  playerProtectionLimit: { method: 'POST', path: '/api/admin/players/protection/limit' },
  playerProtectionBlock: { method: 'POST', path: '/api/admin/players/protection/block' },
  // the agent centre: an agent's player session (admin-agent-centre.ts)
  agentCentreLogin: { method: 'POST', path: '/api/admin/agent/login' },
  agentCentreLogout: { method: 'POST', path: '/api/admin/agent/logout' },
  agentCentreMe: { method: 'POST', path: '/api/admin/agent/me' },
  agentCentreDaily: { method: 'POST', path: '/api/admin/agent/daily' },
  agentCentreMembers: { method: 'POST', path: '/api/admin/agent/members' },
  agentCentreCommissions: { method: 'POST', path: '/api/admin/agent/commissions' },
} as const satisfies Record<string, Route>;

// ---- the demo venue's own calls (its game page) --------------------------------------------------

export const demoVenueRoutes = {
  session: { method: 'POST', path: '/venue/demo/api/session' },
  slotSpin: { method: 'POST', path: '/venue/demo/api/slot/spin' },
  diceRoll: { method: 'POST', path: '/venue/demo/api/dice/roll' },
} as const satisfies Record<string, Route>;

// ---- machines: monitoring and payment providers --------------------------------------------------

export const systemRoutes = {
  healthz: { method: 'GET', path: '/healthz' },
  payCallback: { method: 'POST', path: '/api/pay/callback/:provider' },
} as const satisfies Record<string, Route>;

// ---- the same routes, typed by their schemas, for clients ----------------------------------------

/** The player app's calls: `call(calls.balance)`; types from endpoints.ts, no zod at run time. */
export const calls: EndpointRefs<typeof endpoints> = playerRoutes;
export const adminCalls: EndpointRefs<typeof adminEndpoints> = adminRoutes;
export const demoVenueCalls: EndpointRefs<typeof demoVenueEndpoints> = demoVenueRoutes;
export const systemCalls: EndpointRefs<typeof systemEndpoints> = systemRoutes;
