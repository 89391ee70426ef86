// Written from areas/*.ts by endpoint-routes.test.ts; do not edit. After changing an area:
// WRITE_ROUTES=1 npx vitest run packages/contract/src/endpoint-routes.test.ts
import type { EndpointRefs, Route } from './endpoint.ts';
import type {
  adminEndpoints,
  demoVenueEndpoints,
  endpoints,
  systemEndpoints,
} from './endpoints.ts';

/**
 * Where every call lives and how a client sends it (method, path; `idempotent`: it moves money
 * and takes an Idempotency-Key; `multipart`: form data), without schemas: this module loads no
 * zod, so the player app's screens import it (the first route must not carry the schemas, DESIGN
 * §10). `calls`, `adminCalls`, `demoVenueCalls` and `systemCalls` at the end are these same
 * objects typed by the schemas of endpoints.ts, for clients (`PayloadOf<typeof calls.balance>`).
 * Names follow the spec's paths (`/api/getcard` is `getCard`).
 */

// ---- the player app's calls (spec parts 1 and 2, §7) ---------------------------------------------

export const playerRoutes = {
  // areas/session.ts
  captcha: { method: 'GET', path: '/api/captcha' },
  register: { method: 'POST', path: '/api/register' },
  loginPc: { method: 'POST', path: '/api/login_pc' },
  guestLogin: { method: 'POST', path: '/api/guest_login' },
  telegramLogin: { method: 'POST', path: '/api/telegram_login' },
  logoff: { method: 'POST', path: '/api/logoff' },
  // areas/account.ts
  app: { method: 'POST', path: '/api/app' },
  user: { method: 'POST', path: '/api/user' },
  balance: { method: 'POST', path: '/api/balance' },
  editPassword: { method: 'POST', path: '/api/editPassword' },
  editPayPassword: { method: 'POST', path: '/api/editPayPassword' },
  // areas/payees.ts
  getCard: { method: 'POST', path: '/api/getcard' },
  bindCard: { method: 'POST', path: '/api/bindcard' },
  delCard: { method: 'POST', path: '/api/delcard' },
  // areas/venue-wallets.ts
  balanceList: { method: 'POST', path: '/api/balancelist' },
  transfer: { method: 'POST', path: '/api/transfer', idempotent: true },
  transAll: { method: 'POST', path: '/api/transall', idempotent: true },
  upTransferStatus: { method: 'POST', path: '/api/uptransferstatus' },
  refreshUserMoney: { method: 'POST', path: '/api/refreshusermoney' },
  // areas/funds.ts
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
  // areas/games.ts
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
  // areas/bets.ts
  betRecord: { method: 'POST', path: '/api/betrecord' },
  // areas/lottery.ts
  lotteryRoom: { method: 'GET', path: '/api/lotteryRoom' },
  lotteryOrder: { method: 'POST', path: '/api/lotteryOrder', idempotent: true },
  lotteryVerify: { method: 'GET', path: '/api/lotteryVerify' },
  lotteryLobby: { method: 'GET', path: '/api/lotteryLobby' },
  lotteryTrend: { method: 'GET', path: '/api/lotteryTrend' },
  // areas/rewards.ts
  userVip: { method: 'POST', path: '/api/uservip' },
  vipProgress: { method: 'POST', path: '/api/vipProgress' },
  getFanshui: { method: 'POST', path: '/api/getfanshui' },
  doFanshui: { method: 'POST', path: '/api/dofanshui', idempotent: true },
  userRedPacket: { method: 'GET', path: '/api/userredpacket' },
  doUserRedPacket: { method: 'POST', path: '/api/douserredpacket', idempotent: true },
  redPacket: { method: 'POST', path: '/api/redpacket' },
  // areas/site.ts
  getVisitUrl: { method: 'GET', path: '/api/getVisitUrl' },
  getPayBank: { method: 'POST', path: '/api/getpaybank' },
  sponsorList: { method: 'POST', path: '/api/sponsorList' },
  // areas/protection.ts
  responsible: { method: 'POST', path: '/api/responsible' },
  responsibleLimit: { method: 'POST', path: '/api/responsible/limit' },
  responsibleSession: { method: 'POST', path: '/api/responsible/session' },
  responsibleReality: { method: 'POST', path: '/api/responsible/reality' },
  responsibleConfirm: { method: 'POST', path: '/api/responsible/confirm' },
  responsibleCancel: { method: 'POST', path: '/api/responsible/cancel' },
  responsibleTimeout: { method: 'POST', path: '/api/responsible/timeout' },
  responsibleExclude: { method: 'POST', path: '/api/responsible/exclude' },
  responsibleStop: { method: 'POST', path: '/api/responsible/stop' },
  // areas/inbox.ts
  messageList: { method: 'POST', path: '/api/messageList' },
  messageUnread: { method: 'POST', path: '/api/messageUnread' },
  messageRead: { method: 'POST', path: '/api/messageRead' },
  // areas/activities.ts
  activityType: { method: 'POST', path: '/api/activitytype' },
  activityList: { method: 'POST', path: '/api/activitylist' },
  activityDetail: { method: 'POST', path: '/api/activitydeatil' },
  doActivityApply: { method: 'POST', path: '/api/doactivityapply' },
  activityApplyLog: { method: 'POST', path: '/api/activityApplyLog' },
  // areas/agents.ts
  applyAgentDo: { method: 'POST', path: '/api/applyagentdo' },
  applyAgentInfo: { method: 'POST', path: '/api/applyagentinfo' },
  inviteInfo: { method: 'POST', path: '/api/inviteInfo' },
  inviteRecords: { method: 'POST', path: '/api/inviteRecords' },
  inviteIntro: { method: 'POST', path: '/api/inviteIntro' },
  // areas/profile.ts
  article: { method: 'POST', path: '/api/article' },
  uploadImg: { method: 'POST', path: '/api/uploadimg', multipart: true },
  updateUserInfo: { method: 'POST', path: '/api/updateuserinfo' },
  userSettings: { method: 'POST', path: '/api/userSettings' },
  userSettingsUpdate: { method: 'POST', path: '/api/userSettingsUpdate' },
  // areas/support.ts
  supportOpen: { method: 'POST', path: '/api/supportOpen' },
  supportMessages: { method: 'POST', path: '/api/supportMessages' },
  supportSend: { method: 'POST', path: '/api/supportSend' },
  supportRead: { method: 'POST', path: '/api/supportRead' },
  // areas/house.ts
  houseSeeds: { method: 'GET', path: '/api/house/seeds' },
  houseSeedsRotate: { method: 'POST', path: '/api/house/seeds/rotate' },
  houseVerify: { method: 'GET', path: '/api/house/verify' },
  houseLobby: { method: 'GET', path: '/api/house/games' },
  houseSlot: { method: 'GET', path: '/api/house/slot' },
  houseSpin: { method: 'POST', path: '/api/house/slot/spin', idempotent: true },
  houseFishing: { method: 'GET', path: '/api/house/fishing' },
  houseShoot: { method: 'POST', path: '/api/house/fishing/shoot', idempotent: true },
  houseCards: { method: 'GET', path: '/api/house/cards' },
  houseCardsPlay: { method: 'POST', path: '/api/house/cards/play', idempotent: true },
  houseBets: { method: 'GET', path: '/api/house/bets' },
  houseTables: { method: 'GET', path: '/api/house/tables' },
  houseTable: { method: 'GET', path: '/api/house/table' },
  houseTableBet: { method: 'POST', path: '/api/house/table/bet', idempotent: true },
  // areas/sports.ts
  sportsFixtures: { method: 'GET', path: '/api/sports/fixtures' },
  sportsFixture: { method: 'GET', path: '/api/sports/fixture' },
  sportsBet: { method: 'POST', path: '/api/sports/bet', idempotent: true },
  sportsBets: { method: 'GET', path: '/api/sports/bets' },
} as const satisfies Record<string, Route>;

// ---- the operator's calls (back office, ours) ----------------------------------------------------

export const adminRoutes = {
  // areas/admin-session.ts
  login: { method: 'POST', path: '/api/admin/login' },
  logout: { method: 'POST', path: '/api/admin/logout' },
  me: { method: 'POST', path: '/api/admin/me' },
  twoFactorSetup: { method: 'POST', path: '/api/admin/two-factor/setup' },
  twoFactorConfirm: { method: 'POST', path: '/api/admin/two-factor/confirm' },
  // areas/admin-operators.ts
  operators: { method: 'POST', path: '/api/admin/operators' },
  operatorsCreate: { method: 'POST', path: '/api/admin/operators/create' },
  operatorsUpdate: { method: 'POST', path: '/api/admin/operators/update' },
  operatorsResetPassword: { method: 'POST', path: '/api/admin/operators/reset-password' },
  operatorsResetTwoFactor: { method: 'POST', path: '/api/admin/operators/reset-two-factor' },
  // areas/admin-queues.ts
  deposits: { method: 'POST', path: '/api/admin/deposits' },
  depositsReview: { method: 'POST', path: '/api/admin/deposits/review' },
  withdrawals: { method: 'POST', path: '/api/admin/withdrawals' },
  withdrawalsReview: { method: 'POST', path: '/api/admin/withdrawals/review' },
  playerRecent: { method: 'POST', path: '/api/admin/players/recent' },
  // areas/admin-settings.ts
  settings: { method: 'POST', path: '/api/admin/settings' },
  settingsUpdate: { method: 'POST', path: '/api/admin/settings/update' },
  payBanks: { method: 'POST', path: '/api/admin/pay-banks' },
  payBanksCreate: { method: 'POST', path: '/api/admin/pay-banks/create' },
  payBanksUpdate: { method: 'POST', path: '/api/admin/pay-banks/update' },
  payBanksDelete: { method: 'POST', path: '/api/admin/pay-banks/delete' },
  // areas/admin-audit.ts
  audit: { method: 'POST', path: '/api/admin/audit' },
  auditExport: { method: 'POST', path: '/api/admin/audit/export' },
  // areas/admin-games.ts
  categories: { method: 'POST', path: '/api/admin/categories' },
  categoriesUpdate: { method: 'POST', path: '/api/admin/categories/update' },
  games: { method: 'POST', path: '/api/admin/games' },
  gamesUpdate: { method: 'POST', path: '/api/admin/games/update' },
  gameLinks: { method: 'POST', path: '/api/admin/game-links' },
  gameLinksUpdate: { method: 'POST', path: '/api/admin/game-links/update' },
  venues: { method: 'POST', path: '/api/admin/venues' },
  venuesUpdate: { method: 'POST', path: '/api/admin/venues/update' },
  // areas/admin-content.ts
  banners: { method: 'POST', path: '/api/admin/banners' },
  bannersCreate: { method: 'POST', path: '/api/admin/banners/create' },
  bannersUpdate: { method: 'POST', path: '/api/admin/banners/update' },
  bannersDelete: { method: 'POST', path: '/api/admin/banners/delete' },
  notices: { method: 'POST', path: '/api/admin/notices' },
  noticesCreate: { method: 'POST', path: '/api/admin/notices/create' },
  noticesUpdate: { method: 'POST', path: '/api/admin/notices/update' },
  noticesDelete: { method: 'POST', path: '/api/admin/notices/delete' },
  sponsors: { method: 'POST', path: '/api/admin/sponsors' },
  sponsorsUpdate: { method: 'POST', path: '/api/admin/sponsors/update' },
  playerCounts: { method: 'POST', path: '/api/admin/player-counts' },
  playerCountsUpdate: { method: 'POST', path: '/api/admin/player-counts/update' },
  articles: { method: 'POST', path: '/api/admin/articles' },
  articlesUpdate: { method: 'POST', path: '/api/admin/articles/update' },
  uploadImage: { method: 'POST', path: '/api/admin/uploads', multipart: true },
  // areas/admin-jobs.ts
  jobs: { method: 'GET', path: '/api/admin/jobs' },
  jobsRetry: { method: 'POST', path: '/api/admin/jobs/retry' },
  // areas/admin-lottery.ts
  lotteryRooms: { method: 'POST', path: '/api/admin/lottery/rooms' },
  lotteryRoomUpdate: { method: 'POST', path: '/api/admin/lottery/rooms/update' },
  lotteryRulesUpdate: { method: 'POST', path: '/api/admin/lottery/rules/update' },
  lotterySealUpdate: { method: 'POST', path: '/api/admin/lottery/seal/update' },
  lotteryIssues: { method: 'POST', path: '/api/admin/lottery/issues' },
  lotteryChat: { method: 'POST', path: '/api/admin/lottery/chat' },
  lotteryChatRemove: { method: 'POST', path: '/api/admin/lottery/chat/remove' },
  lotteryMute: { method: 'POST', path: '/api/admin/lottery/mute' },
  // areas/admin-rewards.ts
  vipLevels: { method: 'POST', path: '/api/admin/vip/levels' },
  vipLevelsUpdate: { method: 'POST', path: '/api/admin/vip/levels/update' },
  redPacketRules: { method: 'POST', path: '/api/admin/redpacket/rules' },
  redPacketRulesUpdate: { method: 'POST', path: '/api/admin/redpacket/rules/update' },
  rewardsPlayer: { method: 'POST', path: '/api/admin/rewards/player' },
  // areas/admin-inbox.ts
  inbox: { method: 'POST', path: '/api/admin/inbox' },
  inboxSend: { method: 'POST', path: '/api/admin/inbox/send' },
  // areas/admin-activities.ts
  activityTypes: { method: 'POST', path: '/api/admin/activities/types' },
  activityTypesCreate: { method: 'POST', path: '/api/admin/activities/types/create' },
  activityTypesUpdate: { method: 'POST', path: '/api/admin/activities/types/update' },
  activityTypesDelete: { method: 'POST', path: '/api/admin/activities/types/delete' },
  activities: { method: 'POST', path: '/api/admin/activities' },
  activitiesCreate: { method: 'POST', path: '/api/admin/activities/create' },
  activitiesUpdate: { method: 'POST', path: '/api/admin/activities/update' },
  activitiesDelete: { method: 'POST', path: '/api/admin/activities/delete' },
  activityApplications: { method: 'POST', path: '/api/admin/activities/applications' },
  activityApplicationsReview: { method: 'POST', path: '/api/admin/activities/applications/review' },
  // areas/admin-agents.ts
  agentApplications: { method: 'POST', path: '/api/admin/agents/applications' },
  agentApplicationsReview: { method: 'POST', path: '/api/admin/agents/applications/review' },
  agentLevels: { method: 'POST', path: '/api/admin/agents/levels' },
  agentLevelsUpdate: { method: 'POST', path: '/api/admin/agents/levels/update' },
  agentSettingsUpdate: { method: 'POST', path: '/api/admin/agents/settings/update' },
  agentSetLevel: { method: 'POST', path: '/api/admin/agents/level' },
  agentCommissions: { method: 'POST', path: '/api/admin/agents/commissions' },
  agentIntro: { method: 'POST', path: '/api/admin/agents/intro' },
  agentIntroUpdate: { method: 'POST', path: '/api/admin/agents/intro/update' },
  // areas/admin-support.ts
  supportConversations: { method: 'POST', path: '/api/admin/support/conversations' },
  supportConversation: { method: 'POST', path: '/api/admin/support/conversation' },
  supportReply: { method: 'POST', path: '/api/admin/support/reply' },
  supportClose: { method: 'POST', path: '/api/admin/support/close' },
  // areas/admin-players.ts
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
  // areas/admin-dashboard.ts
  dashboard: { method: 'POST', path: '/api/admin/dashboard' },
  // areas/admin-protection.ts
  playerProtection: { method: 'POST', path: '/api/admin/players/protection' },
  playerProtectionLimit: { method: 'POST', path: '/api/admin/players/protection/limit' },
  playerProtectionBlock: { method: 'POST', path: '/api/admin/players/protection/block' },
  // areas/admin-house.ts
  adminHouseTables: { method: 'POST', path: '/api/admin/house/tables' },
  adminHouseTableUpdate: { method: 'POST', path: '/api/admin/house/tables/update' },
  adminHouseExposure: { method: 'POST', path: '/api/admin/house/exposure' },
  adminHouseRtp: { method: 'POST', path: '/api/admin/house/rtp' },
  adminHouseRecords: { method: 'POST', path: '/api/admin/house/records' },
  // areas/admin-sports.ts
  adminSportsFixtures: { method: 'POST', path: '/api/admin/sports/fixtures' },
  adminSportsFixture: { method: 'POST', path: '/api/admin/sports/fixture' },
  adminSportsFixtureCreate: { method: 'POST', path: '/api/admin/sports/fixtures/create' },
  adminSportsFixtureUpdate: { method: 'POST', path: '/api/admin/sports/fixtures/update' },
  adminSportsMarketCreate: { method: 'POST', path: '/api/admin/sports/markets/create' },
  adminSportsMarketUpdate: { method: 'POST', path: '/api/admin/sports/markets/update' },
  adminSportsBets: { method: 'POST', path: '/api/admin/sports/bets' },
  adminSportsResultEnter: { method: 'POST', path: '/api/admin/sports/results/enter' },
  adminSportsResultConfirm: { method: 'POST', path: '/api/admin/sports/results/confirm' },
  adminSportsResultReject: { method: 'POST', path: '/api/admin/sports/results/reject' },
  adminSportsLimits: { method: 'POST', path: '/api/admin/sports/limits' },
  adminSportsLimitsUpdate: { method: 'POST', path: '/api/admin/sports/limits/update' },
  // areas/admin-providers.ts
  adminProviders: { method: 'POST', path: '/api/admin/providers' },
  adminProviderSave: { method: 'POST', path: '/api/admin/providers/save' },
  adminProviderCredentials: { method: 'POST', path: '/api/admin/providers/credentials' },
  adminProviderTest: { method: 'POST', path: '/api/admin/providers/test' },
  adminProviderSync: { method: 'POST', path: '/api/admin/providers/sync' },
  adminProviderReconcile: { method: 'POST', path: '/api/admin/providers/reconcile' },
  // areas/admin-chain.ts
  adminChains: { method: 'POST', path: '/api/admin/chain/chains' },
  adminChainSettings: { method: 'POST', path: '/api/admin/chain/settings' },
  adminChainAddresses: { method: 'POST', path: '/api/admin/chain/addresses' },
  adminChainTransfers: { method: 'POST', path: '/api/admin/chain/transfers' },
  adminWithdrawalPayout: { method: 'POST', path: '/api/admin/withdrawals/payout' },
  // areas/agent-centre.ts
  agentCentreLogin: { method: 'POST', path: '/api/admin/agent/login' },
  agentCentreLogout: { method: 'POST', path: '/api/admin/agent/logout' },
  agentCentreMe: { method: 'POST', path: '/api/admin/agent/me' },
  agentCentreDaily: { method: 'POST', path: '/api/admin/agent/daily' },
  agentCentreMembers: { method: 'POST', path: '/api/admin/agent/members' },
  agentCentreCommissions: { method: 'POST', path: '/api/admin/agent/commissions' },
} as const satisfies Record<string, Route>;

// ---- the demo venue's own calls (its game page) --------------------------------------------------

export const demoVenueRoutes = {
  // areas/demo-venue.ts
  session: { method: 'POST', path: '/venue/demo/api/session' },
  slotSpin: { method: 'POST', path: '/venue/demo/api/slot/spin' },
  diceRoll: { method: 'POST', path: '/venue/demo/api/dice/roll' },
} as const satisfies Record<string, Route>;

// ---- machines: monitoring and payment providers --------------------------------------------------

export const systemRoutes = {
  // areas/system.ts
  healthz: { method: 'GET', path: '/healthz' },
  payCallback: { method: 'POST', path: '/api/pay/callback/:provider' },
  // areas/provider-wallet.ts
  providerBalance: { method: 'POST', path: '/api/providers/:code/balance' },
  providerBet: { method: 'POST', path: '/api/providers/:code/bet' },
  providerWin: { method: 'POST', path: '/api/providers/:code/win' },
  providerRollback: { method: 'POST', path: '/api/providers/:code/rollback' },
} as const satisfies Record<string, Route>;

// ---- the same routes, typed by their schemas, for clients ----------------------------------------

/** The player app's calls: `call(calls.balance)`; types from endpoints.ts, no zod at run time. */
export const calls: EndpointRefs<typeof endpoints> = playerRoutes;
export const adminCalls: EndpointRefs<typeof adminEndpoints> = adminRoutes;
export const demoVenueCalls: EndpointRefs<typeof demoVenueEndpoints> = demoVenueRoutes;
export const systemCalls: EndpointRefs<typeof systemEndpoints> = systemRoutes;
