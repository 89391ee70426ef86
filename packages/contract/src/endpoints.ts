import {
  adminAuditPage,
  adminAuditPayload,
  adminDepositPage,
  adminDepositRow,
  adminFundListPayload,
  adminLoginData,
  adminLoginPayload,
  adminMe,
  adminReviewPayload,
  adminSettings,
  adminSettingsUpdatePayload,
  adminWithdrawalPage,
  adminWithdrawalRow,
} from './admin.ts';
import {
  appInfo,
  balanceData,
  captchaData,
  empty,
  healthData,
  loginPayload,
  noData,
  registerPayload,
  telegramLoginPayload,
  tokenData,
  userInfo,
} from './api.ts';
import { betRecordData, betRecordPayload } from './bets.ts';
import {
  demoRoll,
  demoRollPayload,
  demoSession,
  demoSessionPayload,
  demoSpin,
  demoSpinPayload,
} from './demo-venue.ts';
import { defineEndpoint } from './endpoint.ts';
import { adminJobsData, adminJobsPayload } from './jobs-admin.ts';
import {
  adminLotteryRoom,
  adminLotteryRoomUpdatePayload,
  adminLotteryRooms,
  adminLotteryRulesUpdatePayload,
  lotteryOrderData,
  lotteryOrderPayload,
  lotteryRoomData,
  lotteryRoomPayload,
  lotteryTrendData,
  lotteryTrendPayload,
  lotteryVerifyData,
  lotteryVerifyPayload,
} from './lottery.ts';
import { adminRoutes, demoVenueRoutes, playerRoutes, systemRoutes } from './endpoint-routes.ts';
import {
  bankListData,
  betAmount,
  payCallbackData,
  payCallbackPayload,
  payInfo,
  payInfoPayload,
  payRange,
  payRangePayload,
  payWays,
  rechargeData,
  rechargePayload,
  transRecordPage,
  transRecordPayload,
  uploadData,
  uploadFormData,
  uploadFormPayload,
  uploadPayload,
  usdtInfo,
  usdtInfoPayload,
  withdrawData,
  withdrawPayload,
} from './funds.ts';
import {
  bannerListData,
  bannerListPayload,
  gameHeartbeatData,
  gameHeartbeatPayload,
  gamelistBycodeData,
  gamelistBycodePayload,
  gameUrlData,
  gameUrlPayload,
  homenoticeData,
  noticeListPayload,
  noticePage,
  serviceUrlPayload,
  typelData,
  typelistData,
  typelistPayload,
  urlData,
} from './games.ts';
import {
  adminBannerCreatePayload,
  adminBannerList,
  adminBanner,
  adminBannersPayload,
  adminBannerUpdatePayload,
  adminCategory,
  adminCategoryList,
  adminCategoryUpdatePayload,
  adminDeleted,
  adminDeletePayload,
  adminGame,
  adminGameLinksUpdatePayload,
  adminGamePage,
  adminGamesPayload,
  adminGameUpdatePayload,
  adminNotice,
  adminNoticeCreatePayload,
  adminNoticePage,
  adminNoticesPayload,
  adminNoticeUpdatePayload,
  gameLinks,
} from './games-admin.ts';
import {
  bindCardPayload,
  card,
  cardList,
  delCardPayload,
  getCardPayload,
  passwordChangePayload,
} from './payees.ts';
import {
  balanceListData,
  transAllData,
  transferData,
  transferPayload,
  upTransferStatusData,
  upTransferStatusPayload,
} from './venues.ts';

/**
 * Every HTTP call the server answers, as {method, path, payload, response} (DESIGN §2): `payload`
 * is the schema the server validates the body (POST) or query (GET) with before any handler runs;
 * `response` is the schema of `data` in the envelope {code, message, data} of a success.
 *
 * The routes (method, path, who may call, money-moving) are in endpoint-routes.ts, which clients
 * import without zod; this module adds the schemas. The server registers its routes from these
 * maps, openapi.ts documents them, and the player app's tests type their mocked answers by them.
 */

const r = playerRoutes;

/** The player app's calls (the spec's). */
export const endpoints = {
  captcha: defineEndpoint({
    ...r.captcha,
    auth: 'none',
    summary: 'A one-time captcha challenge (image as a data: URL)',
    payload: empty,
    response: captchaData,
  }),
  register: defineEndpoint({
    ...r.register,
    auth: 'none',
    summary: 'Registers a player and starts a session',
    payload: registerPayload,
    response: tokenData,
  }),
  loginPc: defineEndpoint({
    ...r.loginPc,
    auth: 'none',
    summary: 'Logs in with name and password',
    payload: loginPayload,
    response: tokenData,
  }),
  guestLogin: defineEndpoint({
    ...r.guestLogin,
    auth: 'none',
    summary: 'Starts a one-day trial account',
    payload: empty,
    response: tokenData,
  }),
  telegramLogin: defineEndpoint({
    ...r.telegramLogin,
    auth: 'none',
    summary: 'Logs in with Telegram Mini App initData',
    payload: telegramLoginPayload,
    response: tokenData,
  }),
  logoff: defineEndpoint({
    ...r.logoff,
    auth: 'player',
    summary: 'Ends this session (the token is revoked)',
    payload: empty,
    response: noData,
  }),

  app: defineEndpoint({
    ...r.app,
    auth: 'none',
    summary: 'Site settings, including the repair switch',
    payload: empty,
    response: appInfo,
  }),
  user: defineEndpoint({
    ...r.user,
    auth: 'player',
    summary: "The player's profile (userInfo)",
    payload: empty,
    response: userInfo,
  }),
  balance: defineEndpoint({
    ...r.balance,
    auth: 'player',
    summary: "The player's central (platform) wallet",
    payload: empty,
    response: balanceData,
  }),
  editPassword: defineEndpoint({
    ...r.editPassword,
    auth: 'player',
    summary: 'Changes the login password',
    payload: passwordChangePayload,
    response: noData,
  }),
  editPayPassword: defineEndpoint({
    ...r.editPayPassword,
    auth: 'player',
    summary: 'Changes the payment password',
    payload: passwordChangePayload,
    response: noData,
  }),

  getCard: defineEndpoint({
    ...r.getCard,
    auth: 'player',
    summary: "The player's saved bank cards or USDT addresses",
    payload: getCardPayload,
    response: cardList,
  }),
  bindCard: defineEndpoint({
    ...r.bindCard,
    auth: 'player',
    summary: 'Saves a bank card or a USDT address',
    payload: bindCardPayload,
    response: card,
  }),
  delCard: defineEndpoint({
    ...r.delCard,
    auth: 'player',
    summary: 'Removes one of the saved cards',
    payload: delCardPayload,
    response: noData,
  }),

  balanceList: defineEndpoint({
    ...r.balanceList,
    auth: 'player',
    summary: "The player's wallet at each venue",
    payload: empty,
    response: balanceListData,
  }),
  transfer: defineEndpoint({
    ...r.transfer,
    auth: 'player',
    summary: 'Moves money between the platform wallet and a venue',
    payload: transferPayload,
    response: transferData,
  }),
  transAll: defineEndpoint({
    ...r.transAll,
    auth: 'player',
    summary: "Brings every venue's balance back to the platform wallet",
    payload: empty,
    response: transAllData,
  }),
  upTransferStatus: defineEndpoint({
    ...r.upTransferStatus,
    auth: 'player',
    summary: 'Turns automatic transfer on or off',
    payload: upTransferStatusPayload,
    response: upTransferStatusData,
  }),
  refreshUserMoney: defineEndpoint({
    ...r.refreshUserMoney,
    auth: 'player',
    summary: "The player's profile, fresh",
    payload: empty,
    response: userInfo,
  }),

  uploadToOss: defineEndpoint({
    ...r.uploadToOss,
    auth: 'player',
    summary: 'Uploads a transfer screenshot (GIF, PNG or JPEG, at most 5 MB)',
    payload: uploadPayload,
    response: uploadData,
  }),
  usdtInfo: defineEndpoint({
    ...r.usdtInfo,
    auth: 'none',
    summary: "The platform's USDT receiving wallet",
    payload: usdtInfoPayload,
    response: usdtInfo,
  }),
  uploadForm: defineEndpoint({
    ...r.uploadForm,
    auth: 'player',
    summary: 'A manual USDT deposit (screenshot), pending review',
    payload: uploadFormPayload,
    response: uploadFormData,
  }),
  recharge: defineEndpoint({
    ...r.recharge,
    auth: 'player',
    summary: "Creates a deposit order; the answer's message is its number",
    payload: rechargePayload,
    response: rechargeData,
  }),
  payInfo: defineEndpoint({
    ...r.payInfo,
    auth: 'player',
    summary: 'A deposit order and where to pay it',
    payload: payInfoPayload,
    response: payInfo,
  }),
  sandboxPay: defineEndpoint({
    ...r.sandboxPay,
    auth: 'player',
    summary: 'Demo only: the sandbox provider pays',
    payload: payInfoPayload,
    response: payCallbackData,
  }),
  getPayWay: defineEndpoint({
    ...r.getPayWay,
    auth: 'none',
    summary: 'Pay ways of the older deposit screen',
    payload: empty,
    response: payWays,
  }),
  getPayRange: defineEndpoint({
    ...r.getPayRange,
    auth: 'none',
    summary: 'The deposit range of a pay type',
    payload: payRangePayload,
    response: payRange,
  }),
  bankList: defineEndpoint({
    ...r.bankList,
    auth: 'none',
    summary: 'Banks offered on the bank card screens',
    payload: empty,
    response: bankListData,
  }),
  getBetAmount: defineEndpoint({
    ...r.getBetAmount,
    auth: 'player',
    summary: 'Turnover still required to withdraw',
    payload: empty,
    response: betAmount,
  }),
  withdraw: defineEndpoint({
    ...r.withdraw,
    auth: 'player',
    summary: 'Requests a withdrawal to a saved payee, pending review',
    payload: withdrawPayload,
    response: withdrawData,
  }),
  getTransRecord: defineEndpoint({
    ...r.getTransRecord,
    auth: 'player',
    summary: "The player's money movements",
    payload: transRecordPayload,
    response: transRecordPage,
  }),

  typel: defineEndpoint({
    ...r.typel,
    auth: 'none',
    summary: 'Game categories with their player counts',
    payload: empty,
    response: typelData,
  }),
  typelist: defineEndpoint({
    ...r.typelist,
    auth: 'none',
    summary: 'The games of a category',
    payload: typelistPayload,
    response: typelistData,
  }),
  gamelistBycode: defineEndpoint({
    ...r.gamelistBycode,
    auth: 'none',
    summary: 'The games of a platform list',
    payload: gamelistBycodePayload,
    response: gamelistBycodeData,
  }),
  bannerList: defineEndpoint({
    ...r.bannerList,
    auth: 'none',
    summary: 'Banners',
    payload: bannerListPayload,
    response: bannerListData,
  }),
  homeNotice: defineEndpoint({
    ...r.homeNotice,
    auth: 'none',
    summary: 'The scrolling announcements',
    payload: empty,
    response: homenoticeData,
  }),
  noticeList: defineEndpoint({
    ...r.noticeList,
    auth: 'none',
    summary: 'Notices, a page',
    payload: noticeListPayload,
    response: noticePage,
  }),
  getGameUrl: defineEndpoint({
    ...r.getGameUrl,
    auth: 'player',
    summary: 'Launches a game (automatic transfer may move money into the venue)',
    payload: gameUrlPayload,
    response: gameUrlData,
  }),
  getGametgUrl: defineEndpoint({
    ...r.getGametgUrl,
    auth: 'player',
    summary: 'Launches a slot game of category 4 (same answer as getGameUrl)',
    payload: gameUrlPayload,
    response: gameUrlData,
  }),
  gameHeartbeat: defineEndpoint({
    ...r.gameHeartbeat,
    auth: 'player',
    summary: 'The open game still counts as open',
    payload: gameHeartbeatPayload,
    response: gameHeartbeatData,
  }),
  getServicerUrl: defineEndpoint({
    ...r.getServicerUrl,
    auth: 'none',
    summary: 'Customer service link of a shift',
    payload: serviceUrlPayload,
    response: urlData,
  }),
  getAgentLoginUrl: defineEndpoint({
    ...r.getAgentLoginUrl,
    auth: 'player',
    summary: 'The agent back office link',
    payload: empty,
    response: urlData,
  }),

  betRecord: defineEndpoint({
    ...r.betRecord,
    auth: 'player',
    summary: "The player's bet records and their statistics",
    payload: betRecordPayload,
    response: betRecordData,
  }),

  lotteryRoom: defineEndpoint({
    ...r.lotteryRoom,
    auth: 'player',
    summary: 'A lottery room: its lottery, odds, recent chat and draw data',
    payload: lotteryRoomPayload,
    response: lotteryRoomData,
  }),
  lotteryOrder: defineEndpoint({
    ...r.lotteryOrder,
    auth: 'player',
    summary: 'Bets an order on the open issue of a room (one ledger transfer, all lines or none)',
    payload: lotteryOrderPayload,
    response: lotteryOrderData,
  }),
  lotteryVerify: defineEndpoint({
    ...r.lotteryVerify,
    auth: 'none',
    summary: "An issue's commitment, and after the draw its seed, beacon and numbers",
    payload: lotteryVerifyPayload,
    response: lotteryVerifyData,
  }),
  lotteryTrend: defineEndpoint({
    ...r.lotteryTrend,
    auth: 'none',
    summary: "The last draws of a room's lottery, newest first",
    payload: lotteryTrendPayload,
    response: lotteryTrendData,
  }),
} as const;

const a = adminRoutes;

/** The operator's calls (the back office): POST, JSON, an operator token but for login. */
export const adminEndpoints = {
  login: defineEndpoint({
    ...a.login,
    auth: 'none',
    summary: 'Operator login',
    payload: adminLoginPayload,
    response: adminLoginData,
  }),
  logout: defineEndpoint({
    ...a.logout,
    auth: 'operator',
    summary: 'Operator logout',
    payload: empty,
    response: noData,
  }),
  me: defineEndpoint({
    ...a.me,
    auth: 'operator',
    summary: 'The operator behind the token',
    payload: empty,
    response: adminMe,
  }),
  deposits: defineEndpoint({
    ...a.deposits,
    auth: 'operator',
    summary: 'Deposits, a page, newest first',
    payload: adminFundListPayload,
    response: adminDepositPage,
  }),
  depositsReview: defineEndpoint({
    ...a.depositsReview,
    auth: 'operator',
    summary: 'Approves or rejects a pending deposit',
    payload: adminReviewPayload,
    response: adminDepositRow,
  }),
  withdrawals: defineEndpoint({
    ...a.withdrawals,
    auth: 'operator',
    summary: 'Withdrawals, a page, newest first',
    payload: adminFundListPayload,
    response: adminWithdrawalPage,
  }),
  withdrawalsReview: defineEndpoint({
    ...a.withdrawalsReview,
    auth: 'operator',
    summary: 'Pays or rejects a pending withdrawal',
    payload: adminReviewPayload,
    response: adminWithdrawalRow,
  }),
  settings: defineEndpoint({
    ...a.settings,
    auth: 'operator',
    summary: 'Site and wallet settings',
    payload: empty,
    response: adminSettings,
  }),
  settingsUpdate: defineEndpoint({
    ...a.settingsUpdate,
    auth: 'operator',
    summary: 'Changes site and wallet settings',
    payload: adminSettingsUpdatePayload,
    response: adminSettings,
  }),
  audit: defineEndpoint({
    ...a.audit,
    auth: 'operator',
    summary: 'The audit log, a page, newest first',
    payload: adminAuditPayload,
    response: adminAuditPage,
  }),

  categories: defineEndpoint({
    ...a.categories,
    auth: 'operator',
    summary: 'Every game category',
    payload: empty,
    response: adminCategoryList,
  }),
  categoriesUpdate: defineEndpoint({
    ...a.categoriesUpdate,
    auth: 'operator',
    summary: 'Edits a category',
    payload: adminCategoryUpdatePayload,
    response: adminCategory,
  }),
  games: defineEndpoint({
    ...a.games,
    auth: 'operator',
    summary: 'Games, a page',
    payload: adminGamesPayload,
    response: adminGamePage,
  }),
  gamesUpdate: defineEndpoint({
    ...a.gamesUpdate,
    auth: 'operator',
    summary: 'Edits a game',
    payload: adminGameUpdatePayload,
    response: adminGame,
  }),
  banners: defineEndpoint({
    ...a.banners,
    auth: 'operator',
    summary: 'Banners',
    payload: adminBannersPayload,
    response: adminBannerList,
  }),
  bannersCreate: defineEndpoint({
    ...a.bannersCreate,
    auth: 'operator',
    summary: 'Adds a banner',
    payload: adminBannerCreatePayload,
    response: adminBanner,
  }),
  bannersUpdate: defineEndpoint({
    ...a.bannersUpdate,
    auth: 'operator',
    summary: 'Edits a banner',
    payload: adminBannerUpdatePayload,
    response: adminBanner,
  }),
  bannersDelete: defineEndpoint({
    ...a.bannersDelete,
    auth: 'operator',
    summary: 'Removes a banner',
    payload: adminDeletePayload,
    response: adminDeleted,
  }),
  notices: defineEndpoint({
    ...a.notices,
    auth: 'operator',
    summary: 'Notices and scrolling announcements, a page',
    payload: adminNoticesPayload,
    response: adminNoticePage,
  }),
  noticesCreate: defineEndpoint({
    ...a.noticesCreate,
    auth: 'operator',
    summary: 'Adds a notice or announcement',
    payload: adminNoticeCreatePayload,
    response: adminNotice,
  }),
  noticesUpdate: defineEndpoint({
    ...a.noticesUpdate,
    auth: 'operator',
    summary: 'Edits a notice or announcement',
    payload: adminNoticeUpdatePayload,
    response: adminNotice,
  }),
  noticesDelete: defineEndpoint({
    ...a.noticesDelete,
    auth: 'operator',
    summary: 'Removes a notice or announcement',
    payload: adminDeletePayload,
    response: adminDeleted,
  }),
  gameLinks: defineEndpoint({
    ...a.gameLinks,
    auth: 'operator',
    summary: 'Customer service and agent links',
    payload: empty,
    response: gameLinks,
  }),
  gameLinksUpdate: defineEndpoint({
    ...a.gameLinksUpdate,
    auth: 'operator',
    summary: 'Changes customer service and agent links',
    payload: adminGameLinksUpdatePayload,
    response: gameLinks,
  }),
  jobs: defineEndpoint({
    ...a.jobs,
    auth: 'operator',
    summary: 'The latest runs of the scheduled jobs',
    payload: adminJobsPayload,
    response: adminJobsData,
  }),
  lotteryRooms: defineEndpoint({
    ...a.lotteryRooms,
    auth: 'operator',
    summary: 'The lottery rooms with their lottery, odds, limits and rules',
    payload: empty,
    response: adminLotteryRooms,
  }),
  lotteryRoomUpdate: defineEndpoint({
    ...a.lotteryRoomUpdate,
    auth: 'operator',
    summary: "Edits a room's title, status, odds, limits, anti-abuse rules or chat rate (audited)",
    payload: adminLotteryRoomUpdatePayload,
    response: adminLotteryRoom,
  }),
  lotteryRulesUpdate: defineEndpoint({
    ...a.lotteryRulesUpdate,
    auth: 'operator',
    summary: "Edits a lottery's rules (13/14, 极大/极小, 顺子, 49) (audited)",
    payload: adminLotteryRulesUpdatePayload,
    response: adminLotteryRooms,
  }),
} as const;

const v = demoVenueRoutes;

/** The demo venue's own calls, made by its game page with the launch session's token. */
export const demoVenueEndpoints = {
  session: defineEndpoint({
    ...v.session,
    auth: 'venue-session',
    summary: 'What the venue page shows: venue, game, stakes, balance',
    payload: demoSessionPayload,
    response: demoSession,
  }),
  slotSpin: defineEndpoint({
    ...v.slotSpin,
    auth: 'venue-session',
    summary: 'Plays one slot round',
    payload: demoSpinPayload,
    response: demoSpin,
  }),
  diceRoll: defineEndpoint({
    ...v.diceRoll,
    auth: 'venue-session',
    summary: 'Plays one dice round',
    payload: demoRollPayload,
    response: demoRoll,
  }),
} as const;

const s = systemRoutes;

/** Calls made by machines: health checks and payment providers. */
export const systemEndpoints = {
  healthz: defineEndpoint({
    ...s.healthz,
    auth: 'none',
    summary: 'The node is up and reaches its database',
    payload: empty,
    response: healthData,
  }),
  payCallback: defineEndpoint({
    ...s.payCallback,
    auth: 'signature',
    summary: 'A payment provider confirms a deposit (signed; idempotent by order)',
    payload: payCallbackPayload,
    response: payCallbackData,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type AdminEndpoints = typeof adminEndpoints;
export type DemoVenueEndpoints = typeof demoVenueEndpoints;
export type SystemEndpoints = typeof systemEndpoints;
