import { HOUSE_BETS_PAGE_SIZE, type HouseBet, type HouseVerifyData } from '@app/contract/house';
import { formatMinor } from '@app/contract/money';
import type { Page } from '@app/contract/envelope';
import type { AppContext } from '../../platform/context.ts';
import type { Store } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { formatBeijing } from '../../platform/time.ts';
import { playerRefFor, VenueError, type BetRecord } from '../venues/index.ts';
import { HOUSE_TABLES_LOBBY, houseGameOf } from './catalogue.ts';
import { lockBets } from './rounds.ts';
import type { HouseRecordSource, RecordReader } from './record-sources.ts';
import type { CardsDetail } from './cards-play.ts';
import type { ShotDetail } from './fishing-shot.ts';
import type { SlotDetail } from './slot-spin.ts';

/**
 * The house bets as others read them: the player's own list, the public verification of one bet,
 * and the bet records the venues module pulls (DESIGN §6: they become /betRecord, turnover,
 * rebates and VIP like any venue's). Bets are never changed once written.
 */

/** The bet's seed pair: its commitment always, its seed once rotated. */
const BET_COLUMNS = [
  'b.bet_no',
  'b.game',
  'b.kind',
  'b.client_seed',
  'b.nonce',
  'b.stake_minor',
  'b.win_minor',
  'b.detail',
  'b.created_at',
  'p.commitment',
  'p.server_seed',
  'p.revealed_at',
] as const;

function betsWithPairs(db: Store['db']) {
  return db
    .selectFrom('house_bets as b')
    .innerJoin('house_seed_pairs as p', 'p.id', 'b.seed_pair_id')
    .select([...BET_COLUMNS]);
}

/** The player's house bets, newest first, a page at a time. */
export async function playerHouseBets(
  ctx: Pick<AppContext, 'store'>,
  userId: number,
  page: number,
): Promise<Page<HouseBet>> {
  const size = HOUSE_BETS_PAGE_SIZE;
  const [rows, counted] = await Promise.all([
    betsWithPairs(ctx.store.db)
      .where('b.user_id', '=', userId)
      .orderBy('b.id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    ctx.store.db
      .selectFrom('house_bets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const data = rows.map((row): HouseBet => ({
    bet_no: row.bet_no,
    game: row.game,
    game_name: houseGameOf(row.game)?.name ?? row.game,
    kind: row.kind === 'fishing' || row.kind === 'cards' ? row.kind : 'slot',
    bet: formatMinor(row.stake_minor),
    win: formatMinor(row.win_minor),
    commit: row.commitment,
    seed: row.revealed_at === null ? null : row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    created_at: formatBeijing(row.created_at),
  }));
  return pageOf(data, Number(counted.n), page, size);
}

/**
 * What recomputes one bet (house-games.md: game, commit, seed once revealed, client seed, nonce,
 * outcome), for anyone holding its number; 404 when there is no such bet.
 */
export async function verifyHouseBet(
  ctx: Pick<AppContext, 'store'>,
  betNo: string,
): Promise<HouseVerifyData> {
  const row = await betsWithPairs(ctx.store.db).where('b.bet_no', '=', betNo).executeTakeFirst();
  if (!row) throw new DomainError('house_bet_not_found');
  const common = {
    bet_no: row.bet_no,
    game: row.game,
    commit: row.commitment,
    seed: row.revealed_at === null ? null : row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    bet: formatMinor(row.stake_minor),
    created_at: formatBeijing(row.created_at),
  };
  const win = formatMinor(row.win_minor);
  if (row.kind === 'fishing') {
    const detail = JSON.parse(row.detail) as ShotDetail;
    return {
      kind: 'fishing',
      ...common,
      fish: detail.fish,
      multiplier: detail.multiplier,
      rtp_ppm: detail.rtp_ppm,
      outcome: { caught: detail.caught, win },
    };
  }
  if (row.kind === 'cards') {
    const detail = JSON.parse(row.detail) as CardsDetail;
    return {
      kind: 'cards',
      ...common,
      odds_bp: detail.odds_bp,
      outcome: {
        cards: detail.cards,
        player: detail.player,
        banker: detail.banker,
        winner: detail.winner,
        win,
      },
    };
  }
  const detail = JSON.parse(row.detail) as SlotDetail;
  return { kind: 'slot', ...common, outcome: { stops: detail.stops, win } };
}

/** Records answered per fetchBetRecords call. */
export const BET_RECORDS_PAGE = 500;

/**
 * `<last personal bet id>`, then `:<last table record id>`, then one `:<last id>` per registered
 * record source (record-sources.ts); parts left out are 0.
 */
const CURSOR_PATTERN = /^\d{1,15}(?::\d{1,15}){0,8}$/;

type Reader = RecordReader;

function personalSince(db: Reader, after: number, limit: number) {
  return db
    .selectFrom('house_bets')
    .select(['id', 'bet_no', 'user_id', 'game', 'stake_minor', 'win_minor', 'created_at'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

function tableSince(db: Reader, after: number, limit: number) {
  return db
    .selectFrom('house_table_records')
    .select([
      'id',
      'bet_no',
      'user_id',
      'table_code',
      'stake_minor',
      'valid_minor',
      'held_minor',
      'paid_minor',
      'created_at',
    ])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The bets after a cursor ('' = from the start), at most BET_RECORDS_PAGE, as bet records, and
 * the cursor to ask from next (unchanged when none). Sources, each in id order: the personal
 * rounds (valid bet = stake, win/loss = win − stake), the tables' settled records (one per player
 * and round: valid bet = the stakes not returned at par, win/loss = paid − held), then each
 * registered source (the sportsbook's records: record-sources.ts); the cursor is `<personal
 * id>:<table record id>:<source id>…` (a plain number, as earlier cursors were, is a personal id).
 * On PostgreSQL the read waits for the rounds and settlements in flight (`lockBets`, and each
 * source's own lock), so the cursor never passes a row that commits later.
 */
export async function houseBetsSince(
  store: Store,
  cursor: string,
  sources: readonly HouseRecordSource[] = [],
): Promise<{ records: BetRecord[]; cursor: string }> {
  if (cursor !== '' && !CURSOR_PATTERN.test(cursor)) {
    throw new VenueError('refused', 'house: bad cursor', 'cursor');
  }
  const parts = cursor === '' ? [] : cursor.split(':').map(Number);
  const afterPersonal = parts[0] ?? 0;
  const afterTable = parts[1] ?? 0;
  const afterSource = sources.map((_, i) => parts[2 + i] ?? 0);
  const read = async (db: Reader) => {
    const personal = await personalSince(db, afterPersonal, BET_RECORDS_PAGE);
    let room = BET_RECORDS_PAGE - personal.length;
    const table = room > 0 ? await tableSince(db, afterTable, room) : [];
    room -= table.length;
    const extra: { id: number; record: BetRecord }[][] = [];
    for (const [i, source] of sources.entries()) {
      const rows = room > 0 ? await source.since(store, db, afterSource[i] ?? 0, room) : [];
      room -= rows.length;
      extra.push(rows);
    }
    return { personal, table, extra };
  };
  const { personal, table, extra } =
    store.dialect === 'postgres'
      ? await inTransaction(store, async (tx) => {
          await lockBets(store, tx, 'exclusive');
          return read(tx);
        })
      : await read(store.db);
  const records = [
    ...personal.map((row): BetRecord => ({
      betId: row.bet_no,
      playerRef: playerRefFor(row.user_id),
      gameCode: row.game,
      betMinor: row.stake_minor,
      validBetMinor: row.stake_minor,
      winLossMinor: row.win_minor - row.stake_minor,
      status: 1,
      betAt: row.created_at,
    })),
    ...table.map((row): BetRecord => ({
      betId: row.bet_no,
      playerRef: playerRefFor(row.user_id),
      // The tables' catalogue entry (真人): reports and /betRecord name it; the bet id names the
      // table and round.
      gameCode: HOUSE_TABLES_LOBBY.code,
      betMinor: row.stake_minor,
      validBetMinor: row.valid_minor,
      winLossMinor: row.paid_minor - row.held_minor,
      status: 1,
      betAt: row.created_at,
    })),
    ...extra.flatMap((rows) => rows.map((row) => row.record)),
  ];
  if (records.length === 0) return { records, cursor };
  const next = [
    personal.at(-1)?.id ?? afterPersonal,
    table.at(-1)?.id ?? afterTable,
    ...extra.map((rows, i) => rows.at(-1)?.id ?? afterSource[i] ?? 0),
  ];
  return { records, cursor: next.join(':') };
}
