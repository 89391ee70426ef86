import type { adminRoutes } from './endpoint-routes.ts';
import { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

export { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

/**
 * Who may make each back-office call (DESIGN §1, issue "operator console"). The server checks it
 * on every /api/admin call (operatorRoute), the console hides what a role cannot open, and a test
 * walks every admin call with every role and asserts this table.
 *
 * Operators have one role each: admin (everything the staff can do, and operator management),
 * finance (money: deposits, withdrawals, adjustments, bonuses, reports), support (players'
 * questions: support chat, messages, room chat moderation), content (what players read and play:
 * banners, notices, activities, articles, games). The fifth role, agent, is not an operator: it is
 * a player the operator made an agent, signed in to the agent centre with their player account.
 */
export const ROLES = [...STAFF_ROLES, 'agent'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: '管理员',
  finance: '财务',
  support: '客服',
  content: '运营',
  agent: '代理',
};

/**
 * - `public`: anyone (the sign-in itself);
 * - `staff`: any signed-in operator, whatever the role (logout, me, two-factor enrolment);
 * - `agent`: an agent's player session (the agent centre); no operator token opens it;
 * - a list of staff roles: those roles and admin (admin may make every staff call).
 */
export type Access = 'public' | 'staff' | 'agent' | readonly StaffRole[];

type AdminCallName = keyof typeof adminRoutes;

const FINANCE = ['finance'] as const;
const SUPPORT = ['support'] as const;
const CONTENT = ['content'] as const;
const ADMIN_ONLY = [] as const;

/** Every admin call's access; a call missing here is a build error. */
export const ADMIN_ACCESS = {
  login: 'public',
  logout: 'staff',
  me: 'staff',
  twoFactorSetup: 'staff',
  twoFactorConfirm: 'staff',
  operators: ADMIN_ONLY,
  operatorsCreate: ADMIN_ONLY,
  operatorsUpdate: ADMIN_ONLY,
  operatorsResetPassword: ADMIN_ONLY,
  operatorsResetTwoFactor: ADMIN_ONLY,
  deposits: FINANCE,
  depositsReview: FINANCE,
  withdrawals: FINANCE,
  withdrawalsReview: FINANCE,
  settings: FINANCE,
  settingsUpdate: ADMIN_ONLY,
  payBanks: FINANCE,
  payBanksCreate: ADMIN_ONLY,
  payBanksUpdate: ADMIN_ONLY,
  payBanksDelete: ADMIN_ONLY,
  audit: ADMIN_ONLY,
  auditExport: ADMIN_ONLY,
  categories: CONTENT,
  categoriesUpdate: CONTENT,
  games: CONTENT,
  gamesUpdate: CONTENT,
  banners: CONTENT,
  bannersCreate: CONTENT,
  bannersUpdate: CONTENT,
  bannersDelete: CONTENT,
  notices: CONTENT,
  noticesCreate: CONTENT,
  noticesUpdate: CONTENT,
  noticesDelete: CONTENT,
  gameLinks: CONTENT,
  gameLinksUpdate: CONTENT,
  jobs: ADMIN_ONLY,
  jobsRetry: ADMIN_ONLY,
  lotteryRooms: ['content', 'finance', 'support'],
  lotteryRoomUpdate: ADMIN_ONLY,
  lotteryRulesUpdate: ADMIN_ONLY,
  lotterySealUpdate: ADMIN_ONLY,
  lotteryIssues: ['content', 'finance'],
  lotteryChat: SUPPORT,
  lotteryChatRemove: SUPPORT,
  lotteryMute: SUPPORT,
  vipLevels: CONTENT,
  vipLevelsUpdate: ADMIN_ONLY,
  redPacketRules: CONTENT,
  redPacketRulesUpdate: ADMIN_ONLY,
  rewardsPlayer: ['finance', 'support'],
  sponsors: CONTENT,
  sponsorsUpdate: CONTENT,
  playerCounts: CONTENT,
  playerCountsUpdate: CONTENT,
  inbox: SUPPORT,
  inboxSend: SUPPORT,
  activityTypes: CONTENT,
  activityTypesCreate: CONTENT,
  activityTypesUpdate: CONTENT,
  activityTypesDelete: CONTENT,
  activities: CONTENT,
  activitiesCreate: CONTENT,
  activitiesUpdate: CONTENT,
  activitiesDelete: CONTENT,
  activityApplications: FINANCE,
  activityApplicationsReview: FINANCE,
  agentApplications: FINANCE,
  agentApplicationsReview: FINANCE,
  agentLevels: FINANCE,
  agentLevelsUpdate: ADMIN_ONLY,
  agentSettingsUpdate: ADMIN_ONLY,
  agentSetLevel: FINANCE,
  agentCommissions: FINANCE,
  agentIntro: CONTENT,
  agentIntroUpdate: CONTENT,
  articles: CONTENT,
  articlesUpdate: CONTENT,
  supportConversations: SUPPORT,
  supportConversation: SUPPORT,
  supportReply: SUPPORT,
  supportClose: SUPPORT,
  uploadImage: ['content', 'support'],
  venues: CONTENT,
  venuesUpdate: CONTENT,
  // players: finance and support read; support and finance freeze (both meet fraud and
  // complaints); support resets passwords (players ask support); money is finance's.
  players: ['finance', 'support'],
  player: ['finance', 'support'],
  playerLedger: ['finance', 'support'],
  playerBets: ['finance', 'support'],
  playerDeposits: ['finance', 'support'],
  playerWithdrawals: ['finance', 'support'],
  playerLogins: ['finance', 'support'],
  playerDownline: ['finance', 'support'],
  playerFreeze: ['finance', 'support'],
  playerPassword: SUPPORT,
  playerAdjust: FINANCE,
  adjustments: FINANCE,
  adjustmentsReview: FINANCE,
  adjustmentsThreshold: ADMIN_ONLY,
  dashboard: FINANCE,
  playerRecent: FINANCE,
  // player protection: support meets the players who ask for it; finance sees the money side.
  // Both may only make things stricter (the server refuses a raise or an early end).
  playerProtection: ['finance', 'support'],
  playerProtectionLimit: ['finance', 'support'],
  playerProtectionBlock: ['finance', 'support'],
  // the house venue: content and finance read the tables, the admin changes them; the money side
  // (exposure, RTP) is finance's; a player's records are read by finance and support.
  adminHouseTables: ['content', 'finance'],
  adminHouseTableUpdate: ADMIN_ONLY,
  adminHouseExposure: FINANCE,
  adminHouseRtp: FINANCE,
  adminHouseRecords: ['finance', 'support'],
  // the sportsbook: trading (fixtures, prices, suspension) and results are the admin's and
  // finance's; finance reads the book and sets the limits; results need a second operator.
  adminSportsFixtures: ['content', 'finance', 'support'],
  adminSportsFixture: ['content', 'finance', 'support'],
  adminSportsFixtureCreate: FINANCE,
  adminSportsFixtureUpdate: FINANCE,
  adminSportsMarketCreate: FINANCE,
  adminSportsMarketUpdate: FINANCE,
  adminSportsBets: ['finance', 'support'],
  adminSportsResultEnter: FINANCE,
  adminSportsResultConfirm: FINANCE,
  adminSportsResultReject: FINANCE,
  adminSportsLimits: FINANCE,
  adminSportsLimitsUpdate: ADMIN_ONLY,
  // game providers: credentials and the catalogue are the admin's; finance reads and reconciles
  adminProviders: FINANCE,
  adminProviderSave: ADMIN_ONLY,
  adminProviderCredentials: ADMIN_ONLY,
  adminProviderTest: ADMIN_ONLY,
  adminProviderSync: ADMIN_ONLY,
  adminProviderReconcile: FINANCE,
  // USDT on chain: finance watches the chains and checks payouts; the settings are the admin's
  adminChains: FINANCE,
  adminChainSettings: ADMIN_ONLY,
  adminChainAddresses: FINANCE,
  adminChainTransfers: FINANCE,
  adminWithdrawalPayout: FINANCE,
  agentCentreLogin: 'public',
  agentCentreLogout: 'agent',
  agentCentreMe: 'agent',
  agentCentreDaily: 'agent',
  agentCentreMembers: 'agent',
  agentCentreCommissions: 'agent',
} as const satisfies Record<AdminCallName, Access>;

/** Whether a signed-in operator of `role` may make a call of `access` (admin: every staff call). */
export function staffMayCall(role: StaffRole, access: Access): boolean {
  if (access === 'public' || access === 'staff') return true;
  if (access === 'agent') return false;
  return role === 'admin' || (access as readonly StaffRole[]).includes(role);
}
