import type { AdminDashboardData, DashboardDay } from '@app/contract/admin-dashboard';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { beijingDayIndex, beijingDayIndexStart } from '../../platform/db/beijing-day.ts';
import { beijingDate } from '../../platform/time.ts';
import { pendingApplicationCount } from '../activities/index.ts';
import { pendingAgentApplicationCount } from '../agents/index.ts';
import { betFiguresByDay } from '../bets/index.ts';
import { gameKey, reportCategoriesOf } from '../games/index.ts';
import { houseFlowsByDay, type HousePurpose } from '../ledger/index.ts';
import { newPlayersByDay } from '../users/index.ts';
import { fundsByDay, pendingFundReviews } from '../wallet/index.ts';

/** The GGR of bets whose game the catalogue does not know. */
export const OTHER_CATEGORY = { slug: 'other', name: '其他' } as const;

/** House accounts whose outflow the dashboard shows, by figure. */
const REWARD_PURPOSES = {
  rebates: 'rebates',
  bonuses: 'promotions',
  commissions: 'commissions',
} as const satisfies Record<string, HousePurpose>;

/**
 * POST /api/admin/dashboard: the figures of the last `days` Beijing days (today, by the app clock,
 * included and last), each module answering its own part (docs/decisions/console.md "Dashboard
 * figures"): the wallet (deposits and withdrawals, from the ledger), the ledger (house accounts'
 * outflow: rebates, bonuses, commissions), the bet records (valid bets, active players, GGR), the
 * games (each game's category), the users (registrations), and the four queues' pending counts.
 */
export async function dashboard(ctx: AppContext, days: number): Promise<AdminDashboardData> {
  const now = ctx.clock.now();
  const today = beijingDayIndex(now);
  const first = today - days + 1;
  const since = beijingDayIndexStart(first);
  const until = beijingDayIndexStart(today + 1);

  const funds = await fundsByDay(ctx, since, until);
  const players = await newPlayersByDay(ctx.store.db, since, until);
  const bets = await betFiguresByDay(ctx, since, until);
  const rewards = await houseFlowsByDay(ctx.store, {
    purposes: Object.values(REWARD_PURPOSES),
    since,
    until,
  });
  const { categories, of } = await reportCategoriesOf(
    ctx,
    bets.revenue.map((r) => ({ platname: r.platname, gameCode: r.gameCode })),
  );
  const pendingFunds = await pendingFundReviews(ctx);
  const pending = {
    ...pendingFunds,
    activity_applications: await pendingApplicationCount(ctx),
    agent_applications: await pendingAgentApplicationCount(ctx),
  };

  const slugs = [...categories.map((c) => c.slug)];
  const hasOther = bets.revenue.some((r) => !of.has(gameKey(r.platname, r.gameCode)));
  if (hasOther) slugs.push(OTHER_CATEGORY.slug);
  const sumsOf = sumByDay(bets, rewards, of);

  const series: DashboardDay[] = [];
  for (let day = first; day <= today; day++) {
    series.push(dashboardDay(day, sumsOf(day), funds.get(day), players.get(day) ?? 0, slugs));
  }
  return {
    today: beijingDate(now),
    generated_at: now,
    categories: [
      ...categories.map((c) => ({ slug: c.slug, name: c.name })),
      ...(hasOther ? [OTHER_CATEGORY] : []),
    ],
    days: series,
    pending,
  };
}

/** One Beijing day's sums of the bet figures and of the house's outflows. */
interface Sums {
  ggr: bigint;
  byCategory: Map<string, bigint>;
  valid: bigint;
  active: number;
  rebates: bigint;
  bonuses: bigint;
  commissions: bigint;
}

type BetFigures = Awaited<ReturnType<typeof betFiguresByDay>>;
type HouseFlows = Awaited<ReturnType<typeof houseFlowsByDay>>;
type CategoryOf = Awaited<ReturnType<typeof reportCategoriesOf>>['of'];
type DayFunds = ReturnType<Awaited<ReturnType<typeof fundsByDay>>['get']>;

/** The sums of each day (a day without figures: zeros), GGR by category of the bet's game. */
function sumByDay(bets: BetFigures, rewards: HouseFlows, of: CategoryOf): (day: number) => Sums {
  const sums = new Map<number, Sums>();
  const sumsOf = (day: number): Sums => {
    let s = sums.get(day);
    if (!s) {
      s = {
        ggr: 0n,
        byCategory: new Map(),
        valid: 0n,
        active: 0,
        rebates: 0n,
        bonuses: 0n,
        commissions: 0n,
      };
      sums.set(day, s);
    }
    return s;
  };
  for (const row of bets.days) {
    const s = sumsOf(row.day);
    s.valid += row.validMinor;
    s.active += row.activePlayers;
  }
  for (const row of bets.revenue) {
    const s = sumsOf(row.day);
    const slug = of.get(gameKey(row.platname, row.gameCode))?.slug ?? OTHER_CATEGORY.slug;
    s.ggr += row.ggrMinor;
    s.byCategory.set(slug, (s.byCategory.get(slug) ?? 0n) + row.ggrMinor);
  }
  for (const flow of rewards) {
    const s = sumsOf(flow.day);
    // The house account's outflow towards players: minus its entries.
    if (flow.purpose === REWARD_PURPOSES.rebates) s.rebates -= flow.amountMinor;
    else if (flow.purpose === REWARD_PURPOSES.bonuses) s.bonuses -= flow.amountMinor;
    else s.commissions -= flow.amountMinor;
  }
  return sumsOf;
}

/** A day of the dashboard's series, its amounts in yuan. */
function dashboardDay(
  day: number,
  s: Sums,
  f: DayFunds,
  newPlayers: number,
  slugs: string[],
): DashboardDay {
  return {
    date: beijingDate(beijingDayIndexStart(day)),
    deposits: formatMinor(f?.depositsMinor ?? 0n),
    withdrawals: formatMinor(f?.withdrawalsMinor ?? 0n),
    new_players: newPlayers,
    active_players: s.active,
    valid_bets: formatMinor(s.valid),
    ggr: formatMinor(s.ggr),
    ggr_by_category: Object.fromEntries(
      slugs.map((slug) => [slug, formatMinor(s.byCategory.get(slug) ?? 0n)]),
    ),
    rebates: formatMinor(s.rebates),
    bonuses: formatMinor(s.bonuses),
    commissions: formatMinor(s.commissions),
  };
}
