import type { LotteryAbuse, LotteryGroup, LotteryLimits } from '@app/contract/lottery';
import { formatMinor } from '@app/contract/money';
import type { LotterySchedule } from '@app/domain/lottery/schedule';
import { defaultPlaybox, displayOdds, type LotteryType } from '@app/domain/lottery/plays';
import { parseRules, type Type1Rules, type Type2Rules } from '@app/domain/lottery/rules';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { LotteriesTable, LotteryRoomsTable } from './tables.ts';
import type { Tx } from '../../platform/db/database.ts';

/** A lottery as the rules see it: its schedule and the rules that vary between operators. */
export interface Lottery {
  id: number;
  code: string;
  title: string;
  type: LotteryType;
  schedule: LotterySchedule;
  rules: Type1Rules | Type2Rules;
}

export interface RoomLimits {
  betMinMinor: bigint;
  betMaxMinor: bigint;
  playIssueMaxMinor: bigint;
  issueMaxMinor: bigint;
}

/** A room of a lottery: its odds by play id, stake limits, anti-abuse rules and chat rate. */
export interface Room {
  id: number;
  lotteryId: number;
  title: string;
  status: number;
  sort: number;
  odds: Record<string, string>;
  limits: RoomLimits;
  abuse: LotteryAbuse;
  chatPerMinute: number;
}

type Db = Kysely<Database> | Tx;

export const NO_ABUSE_RULES: LotteryAbuse = {
  refuse_opposites: false,
  refuse_all_combos: false,
  max_totals: 0,
};

export function lotteryOf(row: LotteryRow): Lottery {
  const type = row.type === 1 ? 1 : 2;
  const rules = parseRules(type, JSON.parse(row.rules));
  if (rules === null) throw new Error(`lottery ${row.code}: stored rules do not parse`);
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    type,
    schedule: {
      periodSeconds: row.period_seconds,
      sealSeconds: row.seal_seconds,
      openFrom: row.open_from,
      openTo: row.open_to,
    },
    rules,
  };
}

export function roomOf(row: RoomRow): Room {
  return {
    id: row.id,
    lotteryId: row.lottery_id,
    title: row.title,
    status: row.status,
    sort: row.sort,
    odds: JSON.parse(row.odds) as Record<string, string>,
    limits: {
      betMinMinor: row.bet_min_minor,
      betMaxMinor: row.bet_max_minor,
      playIssueMaxMinor: row.play_issue_max_minor,
      issueMaxMinor: row.issue_max_minor,
    },
    abuse: { ...NO_ABUSE_RULES, ...(JSON.parse(row.abuse) as Partial<LotteryAbuse>) },
    chatPerMinute: row.chat_per_minute,
  };
}

const LOTTERY_COLUMNS = [
  'id',
  'code',
  'title',
  'type',
  'period_seconds',
  'seal_seconds',
  'open_from',
  'open_to',
  'rules',
] as const;

const ROOM_COLUMNS = [
  'id',
  'lottery_id',
  'title',
  'status',
  'sort',
  'odds',
  'bet_min_minor',
  'bet_max_minor',
  'play_issue_max_minor',
  'issue_max_minor',
  'abuse',
  'chat_per_minute',
] as const;

type LotteryRow = Pick<Selectable<LotteriesTable>, (typeof LOTTERY_COLUMNS)[number]>;
type RoomRow = Pick<Selectable<LotteryRoomsTable>, (typeof ROOM_COLUMNS)[number]>;

/** A room and its lottery; undefined when the room does not exist. */
export async function findRoom(
  db: Db,
  roomId: number,
): Promise<{ room: Room; lottery: Lottery } | undefined> {
  const row = await db
    .selectFrom('lottery_rooms')
    .select(ROOM_COLUMNS)
    .where('id', '=', roomId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const lottery = await db
    .selectFrom('lotteries')
    .select(LOTTERY_COLUMNS)
    .where('id', '=', row.lottery_id)
    .executeTakeFirstOrThrow();
  return { room: roomOf(row), lottery: lotteryOf(lottery) };
}

export async function allLotteries(db: Db): Promise<Lottery[]> {
  const rows = await db.selectFrom('lotteries').select(LOTTERY_COLUMNS).orderBy('id').execute();
  return rows.map(lotteryOf);
}

export async function roomsOfLottery(db: Db, lotteryId: number): Promise<Room[]> {
  const rows = await db
    .selectFrom('lottery_rooms')
    .select(ROOM_COLUMNS)
    .where('lottery_id', '=', lotteryId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(roomOf);
}

export async function allRooms(db: Db): Promise<Room[]> {
  const rows = await db
    .selectFrom('lottery_rooms')
    .select(ROOM_COLUMNS)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(roomOf);
}

/** The odds a room takes for a play: the room's own, else the catalogue's default. */
export function oddsOf(room: Room, playId: string, fallback: string): string {
  return room.odds[playId] ?? fallback;
}

/** The bet panel of a room (spec part 1 §3 playbox): the catalogue's groups with the room's odds. */
export function playboxOf(lottery: Lottery, room: Room, atMs: number): LotteryGroup[] {
  return defaultPlaybox(lottery.type).map((group) => ({
    name: group.name,
    desc: group.desc,
    special: group.special,
    childrens: group.plays.map((play) => {
      const odds = oddsOf(room, play.id, play.odds);
      return {
        id: play.id,
        name: play.name,
        playtitle: play.name,
        odds: displayOdds(lottery.type, play.id, odds, atMs),
        picks: play.picks,
      };
    }),
  }));
}

export function limitsView(limits: RoomLimits): LotteryLimits {
  return {
    bet_min: formatMinor(limits.betMinMinor),
    bet_max: formatMinor(limits.betMaxMinor),
    play_issue_max: formatMinor(limits.playIssueMaxMinor),
    issue_max: formatMinor(limits.issueMaxMinor),
  };
}
