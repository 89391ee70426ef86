import {
  HOUSE_EXPOSURE_ROUNDS,
  type AdminHouseExposure,
  type AdminHouseExposureRound,
} from '@app/contract/admin-house';
import type { HouseTableGame } from '@app/contract/house-constants';
import { formatMinor } from '@app/contract/money';
import {
  NIU_NIU,
  type BaccaratOutcome,
  type NiuniuOutcome,
  type TableOutcomes,
} from '@app/domain/house/index';
import type { AppContext } from '../../platform/context.ts';
import type { HouseTable } from './table-registry.ts';
import { dealtRoundOf, ROUND_COLUMNS, type Db, type RoundRow } from './table-rounds.ts';
import { areaName, areasOf, heldFor, paidFor } from './table-rules.ts';
import { currentRound, tableOrRefuse } from './table-state.ts';

/**
 * A table's exposure (house.admin.ts): for the round under way and the last ones, per area the
 * stakes, the players and what the house pays back if the area wins at its best odds; and the
 * house's net (stakes − payouts) if the round ends in each main outcome, with the worst outcome of
 * all (pairs and 百人牛牛's multipliers included). Payouts are the domain's (`paidFor`), on
 * outcomes made up for the purpose: nothing here re-implements a game's odds.
 */

type Outcome = TableOutcomes[HouseTableGame];
interface Scenario {
  key: string;
  name: string;
  outcome: Outcome;
}

interface AreaStake {
  area: string;
  stake: bigint;
  held: bigint;
  players: number;
}

const bac = (winner: BaccaratOutcome['winner'], playerPair = false, bankerPair = false) =>
  ({ winner, player: 0, banker: 0, playerPair, bankerPair }) satisfies BaccaratOutcome;

const WINNER_NAMES: Readonly<Record<string, string>> = {
  banker: '庄赢',
  player: '闲赢',
  tie: '和局',
  dragon: '龙赢',
  tiger: '虎赢',
};

/** All four seats win (or lose) with this hand: the winning hand's multiplier applies. */
const niuniu = (winner: 'seat' | 'banker', niu: number): NiuniuOutcome => ({
  banker: niu,
  seats: [0, 1, 2, 3].map(() => ({ niu, winner })),
});

/** The main outcomes shown, and every outcome the worst is sought among. */
function scenariosOf(game: HouseTableGame): { shown: Scenario[]; all: Scenario[] } {
  if (game === 'baccarat') {
    const shown = (['banker', 'player', 'tie'] as const).map((w) => ({
      key: w,
      name: WINNER_NAMES[w]!,
      outcome: bac(w),
    }));
    const all = (['banker', 'player', 'tie'] as const).flatMap((w) =>
      [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ].map(([pp, bp]) => ({
        key: `${w}${pp ? '+player_pair' : ''}${bp ? '+banker_pair' : ''}`,
        name: `${WINNER_NAMES[w]!}${pp ? ' + 闲对' : ''}${bp ? ' + 庄对' : ''}`,
        outcome: bac(w, pp, bp),
      })),
    );
    return { shown, all };
  }
  if (game === 'dragon_tiger') {
    const shown = (['dragon', 'tiger', 'tie'] as const).map((w) => ({
      key: w,
      name: WINNER_NAMES[w]!,
      outcome: { winner: w },
    }));
    return { shown, all: shown };
  }
  const shown = [
    { key: 'banker_all_x1', name: '庄家通杀（×1）', outcome: niuniu('banker', 1) },
    { key: 'seats_all_x1', name: '庄家通赔（×1）', outcome: niuniu('seat', 1) },
    { key: 'seats_all_x3', name: '庄家通赔（牛牛 ×3）', outcome: niuniu('seat', NIU_NIU) },
  ];
  return { shown, all: shown };
}

/** The outcome in which `area` wins at its best odds. */
function areaWins(game: HouseTableGame, area: string): Outcome {
  if (game === 'baccarat') {
    if (area === 'player_pair') return bac('banker', true, false);
    if (area === 'banker_pair') return bac('banker', false, true);
    return bac(area as BaccaratOutcome['winner']);
  }
  if (game === 'dragon_tiger') return { winner: area as 'dragon' | 'tiger' | 'tie' };
  return niuniu('seat', NIU_NIU);
}

/** What the house pays back on the areas (stakes included, of the stake: not the held part). */
function payoutOn(game: HouseTableGame, stakes: readonly AreaStake[], outcome: Outcome): bigint {
  let payout = 0n;
  for (const s of stakes) {
    if (s.stake <= 0n) continue;
    payout += paidFor(game, s.area, s.stake, outcome) - (s.held - s.stake);
  }
  return payout;
}

function roundView(
  table: HouseTable,
  row: RoundRow,
  stakes: readonly AreaStake[],
  extra: { players: number; actualNet: bigint | null; now: number },
): AdminHouseExposureRound {
  const { game } = table;
  const total = stakes.reduce((t, s) => t + s.stake, 0n);
  const scenario = (s: Scenario) => {
    const payout = payoutOn(game, stakes, s.outcome);
    return {
      key: s.key,
      name: s.name,
      payout: formatMinor(payout),
      net: formatMinor(total - payout),
    };
  };
  const { shown, all } = scenariosOf(game);
  const worst = all
    .map((s) => ({ s, payout: payoutOn(game, stakes, s.outcome) }))
    .reduce((w, x) => (x.payout > w.payout ? x : w));
  const dealt = dealtRoundOf(row);
  return {
    round: row.round,
    state: row.state === 'settled' ? 'settled' : extra.now < row.closes_at ? 'betting' : 'dealing',
    opens_at: row.opens_at,
    closes_at: row.closes_at,
    stake: formatMinor(total),
    players: extra.players,
    areas: areasOf(game).map((area) => {
      const s = stakes.find((x) => x.area === area);
      const stake = s?.stake ?? 0n;
      return {
        area,
        name: areaName(area),
        stake: formatMinor(stake),
        players: s?.players ?? 0,
        worst_payout: formatMinor(
          stake > 0n
            ? paidFor(game, area, stake, areaWins(game, area)) - (heldFor(game, stake) - stake)
            : 0n,
        ),
      };
    }),
    scenarios: shown.map(scenario),
    worst: scenario(worst.s),
    result: dealt ? resultText(game, dealt.outcome) : null,
    actual_net: extra.actualNet === null ? null : formatMinor(extra.actualNet),
  };
}

/** A dealt outcome in words: '庄赢 6:3 闲对', '龙赢', '天 玄 赢' / '庄家通杀'. */
export function resultText(game: HouseTableGame, outcome: Outcome): string {
  if (game === 'baccarat') {
    const o = outcome as BaccaratOutcome;
    const pairs = `${o.playerPair ? ' 闲对' : ''}${o.bankerPair ? ' 庄对' : ''}`;
    return `${WINNER_NAMES[o.winner]} 闲${o.player}:庄${o.banker}${pairs}`;
  }
  if (game === 'dragon_tiger') return WINNER_NAMES[(outcome as { winner: string }).winner] ?? '';
  const seats = (outcome as NiuniuOutcome).seats;
  const won = areasOf('niuniu').filter((_, i) => seats[i]?.winner === 'seat');
  return won.length === 0 ? '庄家通杀' : `${won.map(areaName).join(' ')} 赢`;
}

async function roundFigures(db: Db, ids: number[]) {
  if (ids.length === 0) return { stakes: [], players: [], records: [] };
  const [stakes, players, records] = await Promise.all([
    db
      .selectFrom('house_table_bets')
      .select((eb) => [
        'round_id',
        'area',
        eb.fn.sum<bigint>('stake_minor').as('stake_minor'),
        eb.fn.sum<bigint>('held_minor').as('held_minor'),
        eb.fn.count<number>('user_id').as('players'),
      ])
      .where('round_id', 'in', ids)
      .groupBy(['round_id', 'area'])
      .execute(),
    db
      .selectFrom('house_table_bets')
      .select((eb) => ['round_id', eb.fn.count<number>('user_id').distinct().as('players')])
      .where('round_id', 'in', ids)
      .groupBy('round_id')
      .execute(),
    db
      .selectFrom('house_table_records')
      .select((eb) => [
        'round_id',
        eb.fn.sum<bigint>('held_minor').as('held_minor'),
        eb.fn.sum<bigint>('paid_minor').as('paid_minor'),
      ])
      .where('round_id', 'in', ids)
      .groupBy('round_id')
      .execute(),
  ]);
  return { stakes, players, records };
}

/** POST /api/admin/house/exposure. */
export async function tableExposure(ctx: AppContext, code: string): Promise<AdminHouseExposure> {
  const db = ctx.store.db;
  const table = await tableOrRefuse(db, code);
  const now = ctx.clock.now();
  await currentRound(ctx, table, now); // the round under way has its row (as a player's view makes it)
  const rows = await db
    .selectFrom('house_table_rounds')
    .select([...ROUND_COLUMNS])
    .where('table_code', '=', code)
    .where('opens_at', '<=', now)
    .orderBy('round', 'desc')
    .limit(HOUSE_EXPOSURE_ROUNDS)
    .execute();
  const figures = await roundFigures(
    db,
    rows.map((r) => r.id),
  );
  const rounds = rows.map((row) => {
    const stakes: AreaStake[] = figures.stakes
      .filter((s) => s.round_id === row.id)
      .map((s) => ({
        area: s.area,
        stake: BigInt(s.stake_minor),
        held: BigInt(s.held_minor),
        players: Number(s.players),
      }));
    const record = figures.records.find((r) => r.round_id === row.id);
    return roundView(table, row, stakes, {
      players: Number(figures.players.find((p) => p.round_id === row.id)?.players ?? 0),
      actualNet:
        row.state === 'settled'
          ? record
            ? BigInt(record.held_minor) - BigInt(record.paid_minor)
            : 0n
          : null,
      now,
    });
  });
  return { code: table.code, game: table.game, name: table.name, open: table.open, now, rounds };
}
