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
  captcha: defineEndpoint({ ...r.captcha, payload: empty, response: captchaData }),
  register: defineEndpoint({ ...r.register, payload: registerPayload, response: tokenData }),
  loginPc: defineEndpoint({ ...r.loginPc, payload: loginPayload, response: tokenData }),
  guestLogin: defineEndpoint({ ...r.guestLogin, payload: empty, response: tokenData }),
  telegramLogin: defineEndpoint({
    ...r.telegramLogin,
    payload: telegramLoginPayload,
    response: tokenData,
  }),
  logoff: defineEndpoint({ ...r.logoff, payload: empty, response: noData }),

  app: defineEndpoint({ ...r.app, payload: empty, response: appInfo }),
  user: defineEndpoint({ ...r.user, payload: empty, response: userInfo }),
  balance: defineEndpoint({ ...r.balance, payload: empty, response: balanceData }),
  editPassword: defineEndpoint({
    ...r.editPassword,
    payload: passwordChangePayload,
    response: noData,
  }),
  editPayPassword: defineEndpoint({
    ...r.editPayPassword,
    payload: passwordChangePayload,
    response: noData,
  }),

  getCard: defineEndpoint({ ...r.getCard, payload: getCardPayload, response: cardList }),
  bindCard: defineEndpoint({ ...r.bindCard, payload: bindCardPayload, response: card }),
  delCard: defineEndpoint({ ...r.delCard, payload: delCardPayload, response: noData }),

  balanceList: defineEndpoint({ ...r.balanceList, payload: empty, response: balanceListData }),
  transfer: defineEndpoint({ ...r.transfer, payload: transferPayload, response: transferData }),
  transAll: defineEndpoint({ ...r.transAll, payload: empty, response: transAllData }),
  upTransferStatus: defineEndpoint({
    ...r.upTransferStatus,
    payload: upTransferStatusPayload,
    response: upTransferStatusData,
  }),
  refreshUserMoney: defineEndpoint({ ...r.refreshUserMoney, payload: empty, response: userInfo }),

  uploadToOss: defineEndpoint({ ...r.uploadToOss, payload: uploadPayload, response: uploadData }),
  usdtInfo: defineEndpoint({ ...r.usdtInfo, payload: usdtInfoPayload, response: usdtInfo }),
  uploadForm: defineEndpoint({
    ...r.uploadForm,
    payload: uploadFormPayload,
    response: uploadFormData,
  }),
  recharge: defineEndpoint({ ...r.recharge, payload: rechargePayload, response: rechargeData }),
  payInfo: defineEndpoint({ ...r.payInfo, payload: payInfoPayload, response: payInfo }),
  sandboxPay: defineEndpoint({
    ...r.sandboxPay,
    payload: payInfoPayload,
    response: payCallbackData,
  }),
  getPayWay: defineEndpoint({ ...r.getPayWay, payload: empty, response: payWays }),
  getPayRange: defineEndpoint({ ...r.getPayRange, payload: payRangePayload, response: payRange }),
  bankList: defineEndpoint({ ...r.bankList, payload: empty, response: bankListData }),
  getBetAmount: defineEndpoint({ ...r.getBetAmount, payload: empty, response: betAmount }),
  withdraw: defineEndpoint({ ...r.withdraw, payload: withdrawPayload, response: withdrawData }),
  getTransRecord: defineEndpoint({
    ...r.getTransRecord,
    payload: transRecordPayload,
    response: transRecordPage,
  }),

  typel: defineEndpoint({ ...r.typel, payload: empty, response: typelData }),
  typelist: defineEndpoint({ ...r.typelist, payload: typelistPayload, response: typelistData }),
  gamelistBycode: defineEndpoint({
    ...r.gamelistBycode,
    payload: gamelistBycodePayload,
    response: gamelistBycodeData,
  }),
  bannerList: defineEndpoint({
    ...r.bannerList,
    payload: bannerListPayload,
    response: bannerListData,
  }),
  homeNotice: defineEndpoint({ ...r.homeNotice, payload: empty, response: homenoticeData }),
  noticeList: defineEndpoint({ ...r.noticeList, payload: noticeListPayload, response: noticePage }),
  getGameUrl: defineEndpoint({ ...r.getGameUrl, payload: gameUrlPayload, response: gameUrlData }),
  getGametgUrl: defineEndpoint({
    ...r.getGametgUrl,
    payload: gameUrlPayload,
    response: gameUrlData,
  }),
  gameHeartbeat: defineEndpoint({
    ...r.gameHeartbeat,
    payload: gameHeartbeatPayload,
    response: gameHeartbeatData,
  }),
  getServicerUrl: defineEndpoint({
    ...r.getServicerUrl,
    payload: serviceUrlPayload,
    response: urlData,
  }),
  getAgentLoginUrl: defineEndpoint({ ...r.getAgentLoginUrl, payload: empty, response: urlData }),

  betRecord: defineEndpoint({ ...r.betRecord, payload: betRecordPayload, response: betRecordData }),
} as const;

const a = adminRoutes;

/** The operator's calls (the back office): POST, JSON, an operator token but for login. */
export const adminEndpoints = {
  login: defineEndpoint({ ...a.login, payload: adminLoginPayload, response: adminLoginData }),
  logout: defineEndpoint({ ...a.logout, payload: empty, response: noData }),
  me: defineEndpoint({ ...a.me, payload: empty, response: adminMe }),
  deposits: defineEndpoint({
    ...a.deposits,
    payload: adminFundListPayload,
    response: adminDepositPage,
  }),
  depositsReview: defineEndpoint({
    ...a.depositsReview,
    payload: adminReviewPayload,
    response: adminDepositRow,
  }),
  withdrawals: defineEndpoint({
    ...a.withdrawals,
    payload: adminFundListPayload,
    response: adminWithdrawalPage,
  }),
  withdrawalsReview: defineEndpoint({
    ...a.withdrawalsReview,
    payload: adminReviewPayload,
    response: adminWithdrawalRow,
  }),
  settings: defineEndpoint({ ...a.settings, payload: empty, response: adminSettings }),
  settingsUpdate: defineEndpoint({
    ...a.settingsUpdate,
    payload: adminSettingsUpdatePayload,
    response: adminSettings,
  }),
  audit: defineEndpoint({ ...a.audit, payload: adminAuditPayload, response: adminAuditPage }),

  categories: defineEndpoint({ ...a.categories, payload: empty, response: adminCategoryList }),
  categoriesUpdate: defineEndpoint({
    ...a.categoriesUpdate,
    payload: adminCategoryUpdatePayload,
    response: adminCategory,
  }),
  games: defineEndpoint({ ...a.games, payload: adminGamesPayload, response: adminGamePage }),
  gamesUpdate: defineEndpoint({
    ...a.gamesUpdate,
    payload: adminGameUpdatePayload,
    response: adminGame,
  }),
  banners: defineEndpoint({
    ...a.banners,
    payload: adminBannersPayload,
    response: adminBannerList,
  }),
  bannersCreate: defineEndpoint({
    ...a.bannersCreate,
    payload: adminBannerCreatePayload,
    response: adminBanner,
  }),
  bannersUpdate: defineEndpoint({
    ...a.bannersUpdate,
    payload: adminBannerUpdatePayload,
    response: adminBanner,
  }),
  bannersDelete: defineEndpoint({
    ...a.bannersDelete,
    payload: adminDeletePayload,
    response: adminDeleted,
  }),
  notices: defineEndpoint({
    ...a.notices,
    payload: adminNoticesPayload,
    response: adminNoticePage,
  }),
  noticesCreate: defineEndpoint({
    ...a.noticesCreate,
    payload: adminNoticeCreatePayload,
    response: adminNotice,
  }),
  noticesUpdate: defineEndpoint({
    ...a.noticesUpdate,
    payload: adminNoticeUpdatePayload,
    response: adminNotice,
  }),
  noticesDelete: defineEndpoint({
    ...a.noticesDelete,
    payload: adminDeletePayload,
    response: adminDeleted,
  }),
  gameLinks: defineEndpoint({ ...a.gameLinks, payload: empty, response: gameLinks }),
  gameLinksUpdate: defineEndpoint({
    ...a.gameLinksUpdate,
    payload: adminGameLinksUpdatePayload,
    response: gameLinks,
  }),
  jobs: defineEndpoint({ ...a.jobs, payload: adminJobsPayload, response: adminJobsData }),
} as const;

const v = demoVenueRoutes;

/** The demo venue's own calls, made by its game page with the launch session's token. */
export const demoVenueEndpoints = {
  session: defineEndpoint({ ...v.session, payload: demoSessionPayload, response: demoSession }),
  slotSpin: defineEndpoint({ ...v.slotSpin, payload: demoSpinPayload, response: demoSpin }),
  diceRoll: defineEndpoint({ ...v.diceRoll, payload: demoRollPayload, response: demoRoll }),
} as const;

const s = systemRoutes;

/** Calls made by machines: health checks and payment providers. */
export const systemEndpoints = {
  healthz: defineEndpoint({ ...s.healthz, payload: empty, response: healthData }),
  payCallback: defineEndpoint({
    ...s.payCallback,
    payload: payCallbackPayload,
    response: payCallbackData,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type AdminEndpoints = typeof adminEndpoints;
export type DemoVenueEndpoints = typeof demoVenueEndpoints;
export type SystemEndpoints = typeof systemEndpoints;
