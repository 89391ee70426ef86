import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { prefetchHome } from '../features/home/prefetch.ts';
import { prefetchLottery } from '../features/lottery/prefetch.ts';
import { prefetchMine } from '../features/mine/prefetch.ts';

/**
 * Every route of the spec (part 1 §2 route table; part 2 §2), as data. `screen` loads the screen's
 * code on first visit (its own chunk); a route without one shows the shared "coming soon" page
 * until its issue builds it.
 */
export type Layout = 'main' | 'top';

/** How a login-required route asks a visitor to log in (spec part 1 §2). */
export type LoginPrompt = 'redirect' | 'confirm';

export interface RouteEntry {
  path: string;
  /** Chinese title: the top bar and the document title. */
  title: string;
  requiresLogin: boolean;
  layout: Layout;
  /** 'confirm' for /hongbao and /transfer; otherwise straight to /login. */
  loginPrompt?: LoginPrompt;
  /** Roots of the bottom tabs: no back arrow. */
  tabRoot?: boolean;
  screen?: () => Promise<ComponentType>;
  /** Starts the screen's first calls on arrival, without waiting for its code (never blocks). */
  prefetch?: (queryClient: QueryClient, search: URLSearchParams) => void;
}

const home = () => import('../features/home/pages/HomePage.tsx').then((m) => m.HomePage);
const mine = () => import('../features/mine/pages/MinePage.tsx').then((m) => m.MinePage);
const login = () => import('../features/auth/pages/LoginPage.tsx').then((m) => m.LoginPage);
const reg = () => import('../features/auth/pages/RegPage.tsx').then((m) => m.RegPage);
const reg2 = () => import('../features/auth/pages/Reg2Page.tsx').then((m) => m.Reg2Page);

const main = (path: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  title,
  requiresLogin: false,
  layout: 'main',
  ...extra,
});
const top = (path: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  title,
  requiresLogin: false,
  layout: 'top',
  ...extra,
});
const member = (path: string, title: string, extra: Partial<RouteEntry> = {}): RouteEntry =>
  top(path, title, { requiresLogin: true, ...extra });

export const ROUTES: readonly RouteEntry[] = [
  // main layout children (with the bottom tab bar)
  main('/', '首页', { screen: home, prefetch: prefetchHome, tabRoot: true }),
  main('/home', '首页', { screen: home, prefetch: prefetchHome, tabRoot: true }),
  main('/discover', '发现', {
    tabRoot: true,
    screen: () => import('../features/service/pages/DiscoverPage.tsx').then((m) => m.DiscoverPage),
  }),
  main('/index_old', '首页', {
    screen: () => import('../features/home/pages/IndexOldPage.tsx').then((m) => m.IndexOldPage),
  }),
  main('/hongbao', '红包', {
    requiresLogin: true,
    loginPrompt: 'confirm',
    screen: () => import('../features/redpackets/pages/HongbaoPage.tsx').then((m) => m.HongbaoPage),
  }),
  main('/activity', '优惠活动', {
    tabRoot: true,
    screen: () =>
      import('../features/activities/pages/ActivityPage.tsx').then((m) => m.ActivityPage),
  }),
  main('/activity_old', '优惠活动', {
    screen: () =>
      import('../features/activities/pages/ActivityOldPage.tsx').then((m) => m.ActivityOldPage),
  }),
  main('/zhanzhu', '赞助', {
    tabRoot: true,
    screen: () => import('../features/sponsor/pages/ZhanzhuPage.tsx').then((m) => m.ZhanzhuPage),
  }),
  main('/mine', '我的', {
    requiresLogin: true,
    screen: mine,
    prefetch: prefetchMine,
    tabRoot: true,
  }),
  main('/mine_old', '我的', {
    requiresLogin: true,
    screen: () => import('../features/profile/pages/MineOldPage.tsx').then((m) => m.MineOldPage),
  }),
  main('/app', 'APP下载', {
    requiresLogin: true,
    screen: () =>
      import('../features/site/pages/AppDownloadPage.tsx').then((m) => m.AppDownloadPage),
  }),
  main('/washcode', '实时返水', {
    screen: () => import('../features/rebates/pages/WashcodePage.tsx').then((m) => m.WashcodePage),
  }),
  // top level, public
  top('/account', '账户总览', {
    screen: () => import('../features/venues/pages/WalletPage.tsx').then((m) => m.AccountPage),
  }),
  top('/inviter', '邀请好友', {
    screen: () => import('../features/agents/pages/InviterPage.tsx').then((m) => m.InviterPage),
  }),
  top('/withdrawAccount', '添加钱包地址', {
    screen: () =>
      import('../features/payees/pages/AddUsdtCardPage.tsx').then((m) => m.AddUsdtCardPage),
  }),
  top('/vip2', 'VIP特权', {
    screen: () => import('../features/vip/pages/VipPage.tsx').then((m) => m.Vip2Page),
  }),
  top('/iframepage', 'VIP详情', {
    screen: () => import('../features/vip/pages/VipPage.tsx').then((m) => m.VipDetailPage),
  }),
  top('/kefu', '在线客服', {
    screen: () => import('../features/service/pages/KefuPage.tsx').then((m) => m.KefuPage),
  }),
  top('/login', '登录', { screen: login }),
  top('/reg', '注册', { screen: reg }),
  top('/reg2', '注册', { screen: reg2 }),
  top('/gamePage', '游戏', {
    screen: () => import('../features/games/pages/GamePage.tsx').then((m) => m.GamePage),
  }),
  top('/gameList', '游戏列表', {
    screen: () => import('../features/games/pages/GameListPage.tsx').then((m) => m.GameListPage),
  }),
  top('/lottery', '彩票', {
    prefetch: prefetchLottery,
    screen: () => import('../features/lottery/pages/LotteryPage.tsx').then((m) => m.LotteryPage),
  }),
  // ours: the provably fair check of a draw, and the trend of a room's lottery
  top('/lotteryVerify', '开奖验证', {
    screen: () =>
      import('../features/lottery/pages/LotteryVerifyPage.tsx').then((m) => m.LotteryVerifyPage),
  }),
  top('/lotteryTrend', '走势', {
    screen: () =>
      import('../features/lottery/pages/LotteryTrendPage.tsx').then((m) => m.LotteryTrendPage),
  }),
  top('/activityInfo', '活动详情', {
    screen: () =>
      import('../features/activities/pages/ActivityInfoPage.tsx').then((m) => m.ActivityInfoPage),
  }),
  top('/zhanzhuye', '赞助详情', {
    screen: () =>
      import('../features/sponsor/pages/ZhanzhuyePage.tsx').then((m) => m.ZhanzhuyePage),
  }),
  top('/vip', 'VIP特权', {
    screen: () => import('../features/vip/pages/VipPage.tsx').then((m) => m.VipPage),
  }),
  top('/applyagent', '代理加盟', {
    screen: () =>
      import('../features/agents/pages/ApplyAgentPage.tsx').then((m) => m.ApplyAgentPage),
  }),
  top('/boutBallBet', '帮助中心', {
    screen: () => import('../features/help/pages/HelpPage.tsx').then((m) => m.HelpPage),
  }),
  top('/boutBallBetInfo', '帮助详情', {
    screen: () => import('../features/help/pages/HelpInfoPage.tsx').then((m) => m.HelpInfoPage),
  }),
  top('/usdtmore', 'USDT协议说明', {
    screen: () => import('../features/funds/pages/UsdtMorePage.tsx').then((m) => m.UsdtMorePage),
  }),
  top('/payInfo', '订单详情', {
    screen: () => import('../features/funds/pages/PayInfoPage.tsx').then((m) => m.PayInfoPage),
  }),
  top('/concise', '电子游戏', {
    screen: () => import('../features/games/pages/ConcisePage.tsx').then((m) => m.ConcisePage),
  }),
  // top level, login required
  member('/message', '消息中心', {
    screen: () => import('../features/messages/pages/MessagePage.tsx').then((m) => m.MessagePage),
  }),
  member('/fanshui', '返水中心', {
    screen: () => import('../features/rebates/pages/FanshuiPage.tsx').then((m) => m.FanshuiPage),
  }),
  member('/washcodeRecords', '洗码记录', {
    screen: () =>
      import('../features/rebates/pages/WashcodeRecordsPage.tsx').then(
        (m) => m.WashcodeRecordsPage,
      ),
  }),
  member('/userInfo', '个人资料', {
    screen: () => import('../features/profile/pages/UserInfoPage.tsx').then((m) => m.UserInfoPage),
  }),
  member('/userCent', '设置', {
    screen: () => import('../features/profile/pages/UserCentPage.tsx').then((m) => m.UserCentPage),
  }),
  member('/wallet', '我的钱包', {
    screen: () => import('../features/venues/pages/WalletPage.tsx').then((m) => m.WalletPage),
  }),
  member('/addBankCard', '添加银行卡', {
    screen: () =>
      import('../features/payees/pages/AddBankCardPage.tsx').then((m) => m.AddBankCardPage),
  }),
  member('/addUsdtCard', '添加USDT地址', {
    screen: () =>
      import('../features/payees/pages/AddUsdtCardPage.tsx').then((m) => m.AddUsdtCardPage),
  }),
  member('/cards', '卡片管理', {
    screen: () => import('../features/payees/pages/CardsPage.tsx').then((m) => m.CardsPage),
  }),
  member('/password', '修改密码', {
    screen: () => import('../features/password/pages/PasswordPage.tsx').then((m) => m.PasswordPage),
  }),
  member('/welfare', '福利中心', {
    screen: () => import('../features/redpackets/pages/WelfarePage.tsx').then((m) => m.WelfarePage),
  }),
  member('/betRecord', '投注记录', {
    screen: () => import('../features/bets/pages/BetRecordPage.tsx').then((m) => m.BetRecordPage),
  }),
  member('/activityRecord', '申请记录', {
    screen: () =>
      import('../features/activities/pages/ActivityRecordPage.tsx').then(
        (m) => m.ActivityRecordPage,
      ),
  }),
  member('/transRecord', '交易记录', {
    screen: () =>
      import('../features/funds/pages/TransRecordPage.tsx').then((m) => m.TransRecordPage),
  }),
  member('/money', '我的资金', {
    screen: () => import('../features/venues/pages/WalletPage.tsx').then((m) => m.MoneyPage),
  }),
  member('/recharge', '存款', {
    screen: () =>
      import('../features/funds/pages/OldDepositPage.tsx').then((m) => m.OldDepositPage),
  }),
  member('/recharge1', '充值', {
    screen: () => import('../features/funds/pages/DepositPage.tsx').then((m) => m.DepositPage),
  }),
  member('/withdrawal', '取款', {
    screen: () =>
      import('../features/funds/pages/WithdrawalPage.tsx').then((m) => m.WithdrawalPage),
  }),
  // ours (DESIGN §12): limits, reality checks, time-out and self-exclusion
  member('/responsible', '责任博彩', {
    screen: () =>
      import('../features/protection/pages/ResponsiblePage.tsx').then((m) => m.ResponsiblePage),
  }),
  // ours (DESIGN §6): the house venue's games, screens of this app (`/#/house/<code>` launches)
  member('/house', '自营游戏', {
    screen: () =>
      import('../features/house/pages/HouseLobbyPage.tsx').then((m) => m.HouseLobbyPage),
  }),
  member('/house/:game', '自营游戏', {
    screen: () =>
      import('../features/house/pages/HouseLaunchPage.tsx').then((m) => m.HouseLaunchPage),
  }),
  member('/house/slot/:game', '电子游戏', {
    screen: () => import('../features/house/pages/SlotPage.tsx').then((m) => m.SlotPage),
  }),
  top('/house/verify', '注单验证', {
    screen: () =>
      import('../features/house/pages/HouseVerifyPage.tsx').then((m) => m.HouseVerifyPage),
  }),
  member('/house/fishing', '捕鱼', {
    screen: () => import('../features/house/pages/FishingPage.tsx').then((m) => m.FishingPage),
  }),
  // the house tables (真人): the catalogue's 真人 entry launches `/#/house/tables`
  member('/house/tables', '真人视讯', {
    screen: () =>
      import('../features/house/pages/HouseTablesPage.tsx').then((m) => m.HouseTablesPage),
  }),
  member('/house/table/:code', '真人视讯', {
    screen: () => import('../features/house/pages/TablePage.tsx').then((m) => m.TablePage),
  }),
  member('/house/cards', '炸金花', {
    screen: () => import('../features/house/cards/CardsPage.tsx').then((m) => m.CardsPage),
  }),
  // ours (issue "sportsbook"): the house venue's book; the 体育 and 电竞 tiles open
  // `/#/sports?sport=football` and `?sport=esports` (a launch of `/#/house/sports` leads there)
  member('/sports', '体育', {
    screen: () => import('../features/sports/pages/SportsPage.tsx').then((m) => m.SportsPage),
  }),
  member('/sports/fixture/:id', '赛事详情', {
    screen: () => import('../features/sports/pages/FixturePage.tsx').then((m) => m.FixturePage),
  }),
  member('/sports/bets', '我的注单', {
    screen: () => import('../features/sports/pages/MyBetsPage.tsx').then((m) => m.MyBetsPage),
  }),
  member('/transfer', '场馆转账', {
    loginPrompt: 'confirm',
    screen: () => import('../features/venues/pages/TransferPage.tsx').then((m) => m.TransferPage),
  }),
];
