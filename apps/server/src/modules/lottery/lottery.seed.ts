import { CATEGORY, GAME_TYPE } from '@app/contract/games';
import { defaultPlaybox, type LotteryType } from '@app/domain/lottery/plays';
import { DEFAULT_TYPE1_RULES, DEFAULT_TYPE2_RULES } from '@app/domain/lottery/rules';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { claimOnce } from '../content/index.ts';
import { listOwnGame } from '../games/index.ts';
import { NO_ABUSE_RULES } from './catalogue.ts';

/**
 * The lotteries and rooms every new database starts with (the issue's demo): a six-plus-one
 * drawing every 5 minutes and a sum of three every 210 s, each sealing 30 s before its draw, open
 * all day, each with two rooms of different limits; every room is listed in the 彩票 category.
 * Seeded once per database (a marker in settings), so an operator's edits stay.
 */

export const LOTTERY_SEED_KEY = 'lottery.seed';
/** The platform name of the rooms in the game catalogue and the bet records. */
export const LOTTERY_PLATNAME = 'lottery';

const yuan = (n: number) => BigInt(n) * 100n;

interface RoomSeed {
  title: string;
  betMin: number;
  betMax: number;
  playIssueMax: number;
  issueMax: number;
  chatPerMinute: number;
  abuse: typeof NO_ABUSE_RULES;
}

interface LotterySeed {
  code: string;
  title: string;
  type: LotteryType;
  periodSeconds: number;
  sealSeconds: number;
  rules: unknown;
  rooms: RoomSeed[];
}

export function lotterySeed(demoPeriodSeconds: number | undefined): LotterySeed[] {
  const period = (seconds: number) => demoPeriodSeconds ?? seconds;
  const seal = (seconds: number) =>
    demoPeriodSeconds === undefined ? seconds : Math.min(30, Math.floor(demoPeriodSeconds / 4));
  return [
    {
      code: 'mark6',
      title: '极速六合彩',
      type: 1,
      periodSeconds: period(300),
      sealSeconds: seal(30),
      rules: DEFAULT_TYPE1_RULES,
      rooms: [
        {
          title: '新手房',
          betMin: 1,
          betMax: 2_000,
          playIssueMax: 5_000,
          issueMax: 20_000,
          chatPerMinute: 20,
          abuse: NO_ABUSE_RULES,
        },
        {
          title: '高手房',
          betMin: 10,
          betMax: 50_000,
          playIssueMax: 100_000,
          issueMax: 500_000,
          chatPerMinute: 20,
          abuse: NO_ABUSE_RULES,
        },
      ],
    },
    {
      code: 'pc28',
      title: '幸运28',
      type: 2,
      periodSeconds: period(210),
      sealSeconds: seal(30),
      rules: DEFAULT_TYPE2_RULES,
      rooms: [
        {
          title: '新手房',
          betMin: 1,
          betMax: 5_000,
          playIssueMax: 10_000,
          issueMax: 50_000,
          chatPerMinute: 20,
          abuse: { refuse_opposites: true, refuse_all_combos: true, max_totals: 10 },
        },
        {
          title: '高手房',
          betMin: 10,
          betMax: 100_000,
          playIssueMax: 200_000,
          issueMax: 1_000_000,
          chatPerMinute: 20,
          abuse: { refuse_opposites: true, refuse_all_combos: true, max_totals: 6 },
        },
      ],
    },
  ];
}

/** The default odds of every play of a type, by play id. */
export function defaultOdds(type: LotteryType): Record<string, string> {
  const odds: Record<string, string> = {};
  for (const group of defaultPlaybox(type))
    for (const play of group.plays) odds[play.id] = play.odds;
  return odds;
}

/** Seeds the lotteries and rooms once per database, at start. */
export async function ensureLotteries(ctx: AppContext): Promise<{ seeded: boolean }> {
  const seeded = await inTransaction(ctx.store, async (tx) => {
    if (!(await claimOnce(tx, LOTTERY_SEED_KEY))) return false;
    const now = ctx.clock.now();
    let sort = 0;
    for (const seed of lotterySeed(ctx.config.lotteryDemoPeriodSeconds)) {
      const lottery = await tx
        .insertInto('lotteries')
        .values({
          code: seed.code,
          title: seed.title,
          type: seed.type,
          period_seconds: seed.periodSeconds,
          seal_seconds: seed.sealSeconds,
          open_from: '00:00',
          open_to: '24:00',
          rules: JSON.stringify(seed.rules),
          updated_at: now,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const room of seed.rooms) {
        sort += 10;
        const inserted = await tx
          .insertInto('lottery_rooms')
          .values({
            lottery_id: lottery.id,
            title: room.title,
            status: 1,
            sort,
            odds: JSON.stringify(defaultOdds(seed.type)),
            bet_min_minor: yuan(room.betMin),
            bet_max_minor: yuan(room.betMax),
            play_issue_max_minor: yuan(room.playIssueMax),
            issue_max_minor: yuan(room.issueMax),
            abuse: JSON.stringify(room.abuse),
            chat_per_minute: room.chatPerMinute,
            updated_at: now,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await listOwnGame(
          tx,
          {
            category: CATEGORY.lottery,
            platname: LOTTERY_PLATNAME,
            catecode: LOTTERY_PLATNAME,
            name: `${seed.title}·${room.title}`,
            gameType: GAME_TYPE.lottery,
            gameCode: String(inserted.id),
          },
          now,
        );
      }
    }
    return true;
  });
  return { seeded };
}
