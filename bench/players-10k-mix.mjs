// The screens of bench/players-10k.mjs and how each polls, as the player app does it (spec part 1
// §7, §9 and part 2's calls table; apps/web: api/app-info.ts, features/home/use-home-balance.ts
// and api/categories.ts, features/venues/pages/WalletPage.tsx and TransferPage.tsx,
// features/lottery/pages/LotteryPage.tsx and use-room-socket.ts; the contract's LIMITS,
// VENUE_LIMITS and REALTIME_PING_INTERVAL_MS).
//
// Every screen: POST /api/app, /api/user and /api/balance on arrival, /api/app every 60 s (the
// repair gate). Then:
//  - home: /api/typel on arrival and every 10 s (the categories' real player counts); the
//    balance's own poll is 2,500,000 ms, so it is not asked again within a run;
//  - wallet (the wallet, withdrawal and money screens): /api/balance and /api/balancelist on
//    arrival and every 3.5 s;
//  - transfer: the same every 1.5 s;
//  - room (a lottery room): GET /api/lotteryRoom on arrival and on the socket's welcome, the
//    room's WebSocket with a `ping` every 3 s; `open` and `result` messages move the room without
//    a call (they carry the new issue and the draw); when the countdown passes the draw and no
//    `open` moved the room, the room again after a random part of 2 s (then at most every 2 s
//    until the next issue shows); the balance on the `result` of an issue one has an order in and
//    3 s later (the settlement), and on one's own `win`. Of the room players, the funded ones (the
//    last tokens) place one order per issue (POST /api/lotteryOrder, 10 yuan, at a random moment
//    of the open window) and one in 20 of the others chats over the socket every 20 s.
import { LIMITS } from '@app/contract/limits';
import { REALTIME_PING_INTERVAL_MS } from '@app/contract/realtime';
import { VENUE_LIMITS } from '@app/contract/venues';

/** Shares of the players by screen, in this order over the token list (rooms last). */
export const MIX = { home: 0.55, wallet: 0.15, transfer: 0.05, room: 0.25 };
/** The lottery rooms of the demo data: 1–2 极速六合彩, 3–4 幸运28. */
export const ROOMS = [1, 2, 3, 4];

export const INTERVALS = {
  app: 60_000,
  home: { typel: LIMITS.renumPollMs, balance: LIMITS.balancePollMs },
  wallet: { balances: VENUE_LIMITS.walletPollMs },
  transfer: { balances: VENUE_LIMITS.transferPollMs },
  // reloadEvery and reloadSpread: RELOAD_EVERY_MS and RELOAD_SPREAD_MS of LotteryPage.tsx.
  room: { ping: REALTIME_PING_INTERVAL_MS, chat: 20_000, reloadEvery: 2_000, reloadSpread: 2_000 },
};

/** Whether issue a comes after issue b (apps/web features/lottery/room-update.ts). */
export function issueAfter(a, b) {
  return a.length !== b.length ? a.length > b.length : a > b;
}

/** What player g of n does: its screen, its room, whether it bets (the funded) or chats. */
export function playerPlan(g, n, bettors = Number(process.env.BETTORS ?? 0)) {
  const home = Math.round(n * MIX.home);
  const wallet = home + Math.round(n * MIX.wallet);
  const transfer = wallet + Math.round(n * MIX.transfer);
  // The countdown's one-second tick starts when the page mounts: its phase is the player's own.
  const tickPhase = (g * 7919) % 1000;
  if (g < home) return { screen: 'home', tickPhase };
  if (g < wallet) return { screen: 'wallet', tickPhase };
  if (g < transfer) return { screen: 'transfer', tickPhase };
  const bettor = g >= n - bettors;
  return {
    screen: 'room',
    room: ROOMS[g % ROOMS.length],
    bettor,
    chatter: !bettor && g % 20 === 0,
    tickPhase,
  };
}
