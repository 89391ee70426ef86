import type { EndpointRefs, Method, Route } from './endpoint.ts';
import type {
  adminEndpoints,
  demoVenueEndpoints,
  endpoints,
  systemEndpoints,
} from './endpoints.ts';

/**
 * Where every call lives and how it is sent, without schemas: this module loads no zod, so the
 * player app's screens import it (the first route must not carry the schemas, DESIGN §10).
 * endpoints.ts adds each call's payload and response schemas to these routes; `calls`,
 * `adminCalls` and `demoVenueCalls` below are these same objects typed by those schemas, for
 * clients (`PayloadOf<typeof calls.balance>`, `ResponseOf<…>`).
 *
 * Names follow the spec's paths (`/api/getcard` is `getCard`). Adding a call: its route here, its
 * schemas in its area's file, the pair in endpoints.ts.
 */

const route = <const R extends Route>(r: R): R => r;
const player = <const M extends Method, const P extends string>(
  method: M,
  path: P,
  summary: string,
) => route({ method, path, auth: 'player', summary });
const open = <const M extends Method, const P extends string>(
  method: M,
  path: P,
  summary: string,
) => route({ method, path, auth: 'none', summary });

// ---- the player app's calls (spec parts 1 and 2, §7) ---------------------------------------------

export const playerRoutes = {
  // auth
  captcha: open('GET', '/api/captcha', 'A one-time captcha challenge (image as a data: URL)'),
  register: open('POST', '/api/register', 'Registers a player and starts a session'),
  loginPc: open('POST', '/api/login_pc', 'Logs in with name and password'),
  guestLogin: open('POST', '/api/guest_login', 'Starts a one-day trial account'),
  telegramLogin: open('POST', '/api/telegram_login', 'Logs in with Telegram Mini App initData'),
  logoff: player('POST', '/api/logoff', 'Ends this session (the token is revoked)'),
  // site and player
  app: open('POST', '/api/app', 'Site settings, including the repair switch'),
  user: player('POST', '/api/user', "The player's profile (userInfo)"),
  balance: player('POST', '/api/balance', "The player's central (platform) wallet"),
  editPassword: player('POST', '/api/editPassword', 'Changes the login password'),
  editPayPassword: player('POST', '/api/editPayPassword', 'Changes the payment password'),
  // payees
  getCard: player('POST', '/api/getcard', "The player's saved bank cards or USDT addresses"),
  bindCard: player('POST', '/api/bindcard', 'Saves a bank card or a USDT address'),
  delCard: player('POST', '/api/delcard', 'Removes one of the saved cards'),
  // venue wallets
  balanceList: player('POST', '/api/balancelist', "The player's wallet at each venue"),
  transfer: route({
    method: 'POST',
    path: '/api/transfer',
    auth: 'player',
    idempotent: true,
    summary: 'Moves money between the platform wallet and a venue',
  }),
  transAll: route({
    method: 'POST',
    path: '/api/transall',
    auth: 'player',
    idempotent: true,
    summary: "Brings every venue's balance back to the platform wallet",
  }),
  upTransferStatus: player('POST', '/api/uptransferstatus', 'Turns automatic transfer on or off'),
  refreshUserMoney: player('POST', '/api/refreshusermoney', "The player's profile, fresh"),
  // deposits, withdrawals, records
  uploadToOss: route({
    method: 'POST',
    path: '/api/uploadToOss',
    auth: 'player',
    multipart: true,
    summary: 'Uploads a transfer screenshot (GIF, PNG or JPEG, at most 5 MB)',
  }),
  usdtInfo: open('POST', '/api/app/usdt_info', "The platform's USDT receiving wallet"),
  uploadForm: route({
    method: 'POST',
    path: '/api/uploadform',
    auth: 'player',
    idempotent: true,
    summary: 'A manual USDT deposit (screenshot), pending review',
  }),
  recharge: route({
    method: 'POST',
    path: '/api/recharge',
    auth: 'player',
    idempotent: true,
    summary: "Creates a deposit order; the answer's message is its number",
  }),
  payInfo: player('POST', '/api/payinfo', 'A deposit order and where to pay it'),
  sandboxPay: player('POST', '/api/pay/sandbox/pay', 'Demo only: the sandbox provider pays'),
  getPayWay: open('GET', '/api/get_pay_way', 'Pay ways of the older deposit screen'),
  getPayRange: open('POST', '/api/getPayRange', 'The deposit range of a pay type'),
  bankList: open('POST', '/api/banklist', 'Banks offered on the bank card screens'),
  getBetAmount: player('POST', '/api/getBetAmount', 'Turnover still required to withdraw'),
  withdraw: route({
    method: 'POST',
    path: '/api/withdraw',
    auth: 'player',
    idempotent: true,
    summary: 'Requests a withdrawal to a saved payee, pending review',
  }),
  getTransRecord: player('POST', '/api/gettransrecord', "The player's money movements"),
  // catalogue, launch, links
  typel: open('POST', '/api/typel', 'Game categories with their player counts'),
  typelist: open('POST', '/api/typelist', 'The games of a category'),
  gamelistBycode: open('POST', '/api/gamelistBycode', 'The games of a platform list'),
  bannerList: open('POST', '/api/bannerList', 'Banners'),
  homeNotice: open('POST', '/api/homenotice', 'The scrolling announcements'),
  noticeList: open('POST', '/api/noticeList', 'Notices, a page'),
  getGameUrl: route({
    method: 'POST',
    path: '/api/getGameUrl',
    auth: 'player',
    idempotent: true,
    summary: 'Launches a game (automatic transfer may move money into the venue)',
  }),
  getGametgUrl: route({
    method: 'POST',
    path: '/api/getGametgUrl',
    auth: 'player',
    idempotent: true,
    summary: 'Launches a slot game of category 4 (same answer as getGameUrl)',
  }),
  gameHeartbeat: player('POST', '/api/gameHeartbeat', 'The open game still counts as open'),
  getServicerUrl: open('POST', '/api/getservicerurl', 'Customer service link of a shift'),
  getAgentLoginUrl: player('GET', '/api/getAgentLoginUrl', 'The agent back office link'),
  // bets
  betRecord: player('POST', '/api/betrecord', "The player's bet records and their statistics"),
} as const;

// ---- the operator's calls (back office, ours) ----------------------------------------------------

const operator = <const P extends string>(path: P, summary: string) =>
  route({ method: 'POST', path: `/api/admin/${path}`, auth: 'operator', summary });

export const adminRoutes = {
  login: route({
    method: 'POST',
    path: '/api/admin/login',
    auth: 'none',
    summary: 'Operator login',
  }),
  logout: operator('logout', 'Operator logout'),
  me: operator('me', 'The operator behind the token'),
  deposits: operator('deposits', 'Deposits, a page, newest first'),
  depositsReview: operator('deposits/review', 'Approves or rejects a pending deposit'),
  withdrawals: operator('withdrawals', 'Withdrawals, a page, newest first'),
  withdrawalsReview: operator('withdrawals/review', 'Pays or rejects a pending withdrawal'),
  settings: operator('settings', 'Site and wallet settings'),
  settingsUpdate: operator('settings/update', 'Changes site and wallet settings'),
  audit: operator('audit', 'The audit log, a page, newest first'),
  categories: operator('categories', 'Every game category'),
  categoriesUpdate: operator('categories/update', 'Edits a category'),
  games: operator('games', 'Games, a page'),
  gamesUpdate: operator('games/update', 'Edits a game'),
  banners: operator('banners', 'Banners'),
  bannersCreate: operator('banners/create', 'Adds a banner'),
  bannersUpdate: operator('banners/update', 'Edits a banner'),
  bannersDelete: operator('banners/delete', 'Removes a banner'),
  notices: operator('notices', 'Notices and scrolling announcements, a page'),
  noticesCreate: operator('notices/create', 'Adds a notice or announcement'),
  noticesUpdate: operator('notices/update', 'Edits a notice or announcement'),
  noticesDelete: operator('notices/delete', 'Removes a notice or announcement'),
  gameLinks: operator('game-links', 'Customer service and agent links'),
  gameLinksUpdate: operator('game-links/update', 'Changes customer service and agent links'),
  jobs: route({
    method: 'GET',
    path: '/api/admin/jobs',
    auth: 'operator',
    summary: 'The latest runs of the scheduled jobs',
  }),
} as const;

// ---- the demo venue's own calls (its game page) --------------------------------------------------

const venue = <const P extends string>(path: P, summary: string) =>
  route({ method: 'POST', path: `/venue/demo/api/${path}`, auth: 'venue-session', summary });

export const demoVenueRoutes = {
  session: venue('session', 'What the venue page shows: venue, game, stakes, balance'),
  slotSpin: venue('slot/spin', 'Plays one slot round'),
  diceRoll: venue('dice/roll', 'Plays one dice round'),
} as const;

// ---- machines: monitoring and payment providers --------------------------------------------------

export const systemRoutes = {
  healthz: open('GET', '/healthz', 'The node is up and reaches its database'),
  payCallback: route({
    method: 'POST',
    path: '/api/pay/callback/:provider',
    auth: 'signature',
    summary: 'A payment provider confirms a deposit (signed; idempotent by order)',
  }),
} as const;

// ---- the same routes, typed by their schemas, for clients ----------------------------------------

/** The player app's calls: `call(calls.balance)`; types from endpoints.ts, no zod at run time. */
export const calls: EndpointRefs<typeof endpoints> = playerRoutes;
export const adminCalls: EndpointRefs<typeof adminEndpoints> = adminRoutes;
export const demoVenueCalls: EndpointRefs<typeof demoVenueEndpoints> = demoVenueRoutes;
export const systemCalls: EndpointRefs<typeof systemEndpoints> = systemRoutes;
