import { sql } from 'kysely';
import type { AdminHouseRtp, AdminHouseRtpGame } from '@app/contract/admin-house';
import {
  HOUSE_TABLE_GAME_NAMES,
  HOUSE_TABLE_GAMES,
  houseGameName,
  type HouseTableGame,
} from '@app/contract/house-constants';
import { formatMinor } from '@app/contract/money';
import {
  BACCARAT_DECKS,
  bankerDraws,
  DEFAULT_BACCARAT_ODDS,
  DEFAULT_DRAGON_TIGER_ODDS,
  DRAGON_TIGER_DECKS,
  ODDS_SCALE,
} from '@app/domain/house/index';
import type { AppContext } from '../../platform/context.ts';
import {
  exactCardsRtp,
  exactRtpOf,
  FISHING_CODE,
  FISHING_RTP_PPM,
  formatPpm,
  HOUSE_CARDS,
  HOUSE_SLOTS,
} from './catalogue.ts';

/**
 * Observed RTP against stated (house.admin.ts): per house game and Beijing day, the rounds, the
 * stakes, what was paid back (stakes included) and paid / staked, from the module's own rows —
 * `house_bets` for the personal games, `house_table_records` for the tables (百人牛牛 counted on the
 * stake, not the amount held: paid − (held − stake)). The stated figures: a slot's exact RTP from
 * its strips, fishing's RTP in force, and each table's main area from the domain's rules and odds
 * by exact enumeration (baccarat and dragon tiger on 8 decks; 百人牛牛 by symmetry).
 */

const DAY_MS = 86_400_000;
const BEIJING_MS = 8 * 3_600_000;

/** `part / whole` as a percentage with 2 places; null when nothing was staked. */
export function percent(part: bigint, whole: bigint): string | null {
  if (whole <= 0n) return null;
  const hundredths = (part * 10_000n + whole / 2n) / whole;
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}%`;
}

const pct = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * Baccarat's outcome probabilities on a fresh 8-deck shoe, exactly (every sequence of card values
 * weighed by its chance without replacement, the domain's drawing rules): [banker, player, tie].
 */
export function baccaratChances(): { banker: number; player: number; tie: number } {
  const counts = Array.from({ length: 10 }, (_, v) => (v === 0 ? 16 : 4) * BACCARAT_DECKS);
  let left = 52 * BACCARAT_DECKS;
  const chances = { banker: 0, player: 0, tie: 0 };
  const take = (v: number) => {
    const p = counts[v]! / left;
    counts[v]! -= 1;
    left -= 1;
    return p;
  };
  const give = (v: number) => {
    counts[v]! += 1;
    left += 1;
  };
  const settle = (player: number, banker: number, weight: number) => {
    if (player === banker) chances.tie += weight;
    else if (player > banker) chances.player += weight;
    else chances.banker += weight;
  };
  const eachValue = (weight: number, then: (v: number, w: number) => void) => {
    for (let v = 0; v < 10; v++) {
      if (counts[v] === 0) continue;
      const p = take(v);
      then(v, weight * p);
      give(v);
    }
  };
  eachValue(1, (p1, w1) =>
    eachValue(w1, (b1, w2) =>
      eachValue(w2, (p2, w3) =>
        eachValue(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) return settle(player, banker, w4);
          if (player >= 6) {
            if (!bankerDraws(banker, null)) return settle(player, banker, w4);
            return eachValue(w4, (b3, w5) => settle(player, (banker + b3) % 10, w5));
          }
          eachValue(w4, (p3, w5) => {
            const drawn = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return settle(drawn, banker, w5);
            eachValue(w5, (b3, w6) => settle(drawn, (banker + b3) % 10, w6));
          });
        }),
      ),
    ),
  );
  return chances;
}

interface Stated {
  stated: string | null;
  note: string;
}

function tableStated(): Record<HouseTableGame, Stated> {
  const b = baccaratChances();
  const odds = DEFAULT_BACCARAT_ODDS;
  const bankerRtp = b.banker * (1 + odds.banker / ODDS_SCALE) + b.tie;
  const playerRtp = b.player * (1 + odds.player / ODDS_SCALE) + b.tie;
  const tieRtp = b.tie * (1 + odds.tie / ODDS_SCALE);
  // Dragon tiger: the tiger's card matches the dragon's rank with 4·decks − 1 of the cards left.
  const cards = 52 * DRAGON_TIGER_DECKS;
  const tie = (4 * DRAGON_TIGER_DECKS - 1) / (cards - 1);
  const dt = DEFAULT_DRAGON_TIGER_ODDS;
  const dragonRtp =
    ((1 - tie) / 2) * (1 + dt.dragon / ODDS_SCALE) + tie * (dt.tieRefund / ODDS_SCALE);
  const dtTieRtp = tie * (1 + dt.tie / ODDS_SCALE);
  return {
    baccarat: {
      stated: pct(bankerRtp),
      note: `庄（闲 ${pct(playerRtp)}，和 ${pct(tieRtp)}）：8副牌精确计算`,
    },
    dragon_tiger: {
      stated: pct(dragonRtp),
      note: `龙/虎（和 ${pct(dtTieRtp)}）：8副牌精确计算`,
    },
    niuniu: {
      stated: '100.00%',
      note: '天/地/玄/黄：与庄家的牌对称且无抽水，期望返还等于下注（精确）',
    },
  };
}

let tableStatedCache: Record<HouseTableGame, Stated> | null = null;

/** Every house game known to this version, with its stated RTP. */
function knownGames(): (Pick<AdminHouseRtpGame, 'game' | 'name' | 'kind'> & Stated)[] {
  tableStatedCache ??= tableStated();
  const stated = tableStatedCache;
  return [
    ...HOUSE_SLOTS.map((slot) => {
      const exact = exactRtpOf(slot);
      return {
        game: slot.code,
        name: slot.name,
        kind: 'slot' as const,
        stated: percent(exact.numerator, exact.denominator),
        note: `按卷轴精确计算（标称 ${slot.engine.statedRtp}）`,
      };
    }),
    {
      game: FISHING_CODE,
      name: houseGameName(FISHING_CODE),
      kind: 'fishing' as const,
      stated: formatPpm(FISHING_RTP_PPM),
      note: '每次射击的返还率（当前设定）',
    },
    {
      game: HOUSE_CARDS.code,
      name: HOUSE_CARDS.name,
      kind: 'cards' as const,
      stated: percent(exactCardsRtp().numerator, exactCardsRtp().denominator),
      note: '每一种发牌组合精确计算（赢按 1:0.95 派彩）',
    },
    ...HOUSE_TABLE_GAMES.map((game) => ({
      game,
      name: HOUSE_TABLE_GAME_NAMES[game],
      kind: 'table' as const,
      ...stated[game],
    })),
  ];
}

interface DayRow {
  game: string;
  day: number;
  rounds: number;
  staked: bigint;
  paid: bigint;
}

/** The Beijing day's number (days since 1970-01-01 in UTC+8): literals, so PostgreSQL sees the
 * grouped expression and the selected one as the same. */
const dayOf = sql<number>`(created_at + ${sql.lit(BEIJING_MS)}) / ${sql.lit(DAY_MS)}`;

async function dayRows(ctx: AppContext, from: number): Promise<DayRow[]> {
  const db = ctx.store.db;
  const [bets, records] = await Promise.all([
    db
      .selectFrom('house_bets')
      .select((eb) => [
        'game',
        dayOf.as('day'),
        eb.fn.countAll<number>().as('rounds'),
        eb.fn.sum<bigint>('stake_minor').as('stake_minor'),
        eb.fn.sum<bigint>('win_minor').as('win_minor'),
      ])
      .where('created_at', '>=', from)
      .groupBy(['game', dayOf])
      .execute(),
    db
      .selectFrom('house_table_records')
      .select((eb) => [
        'game',
        dayOf.as('day'),
        eb.fn.countAll<number>().as('rounds'),
        eb.fn.sum<bigint>('stake_minor').as('stake_minor'),
        eb.fn.sum<bigint>('held_minor').as('held_minor'),
        eb.fn.sum<bigint>('paid_minor').as('paid_minor'),
      ])
      .where('created_at', '>=', from)
      .groupBy(['game', dayOf])
      .execute(),
  ]);
  return [
    ...bets.map((r) => ({
      game: r.game,
      day: Number(r.day),
      rounds: Number(r.rounds),
      staked: BigInt(r.stake_minor),
      paid: BigInt(r.win_minor),
    })),
    ...records.map((r) => ({
      game: r.game,
      day: Number(r.day),
      rounds: Number(r.rounds),
      staked: BigInt(r.stake_minor),
      paid: BigInt(r.paid_minor) - BigInt(r.held_minor) + BigInt(r.stake_minor),
    })),
  ];
}

function figures(rows: readonly DayRow[]) {
  const rounds = rows.reduce((t, r) => t + r.rounds, 0);
  const staked = rows.reduce((t, r) => t + r.staked, 0n);
  const paid = rows.reduce((t, r) => t + r.paid, 0n);
  return {
    rounds,
    staked: formatMinor(staked),
    paid: formatMinor(paid),
    rtp: percent(paid, staked),
  };
}

/** POST /api/admin/house/rtp: the last `days` Beijing days, today included. */
export async function rtpReport(ctx: AppContext, days: number): Promise<AdminHouseRtp> {
  const today = Math.floor((ctx.clock.now() + BEIJING_MS) / DAY_MS);
  const first = today - days + 1;
  const dayIndexes = Array.from({ length: days }, (_, i) => first + i);
  const rows = await dayRows(ctx, first * DAY_MS - BEIJING_MS);
  const games = knownGames();
  const extra = [...new Set(rows.map((r) => r.game))].filter(
    (code) => !games.some((g) => g.game === code),
  );
  const all = [
    ...games,
    ...extra.map((game) => ({
      game,
      name: houseGameName(game),
      kind: 'other' as const,
      stated: null,
      note: '此版本未知该游戏的理论返还率',
    })),
  ];
  return {
    days: dayIndexes.map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10)),
    games: all.map((g) => {
      const mine = rows.filter((r) => r.game === g.game);
      return {
        game: g.game,
        name: g.name,
        kind: g.kind,
        stated: g.stated,
        stated_note: g.note,
        days: dayIndexes.map((d) => figures(mine.filter((r) => r.day === d))),
        total: figures(mine),
      };
    }),
  };
}
