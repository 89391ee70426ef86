import type { z } from 'zod';
import {
  HOUSE_RECORDS_PAGE,
  type AdminHouseRecord,
  type AdminHouseRecords,
  type adminHouseRecordsPayload,
} from '@app/contract/admin-house';
import { HOUSE_TABLE_GAME_NAMES, houseGameName } from '@app/contract/house-constants';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { DomainError } from '../../platform/errors.ts';
import { findUser, findUserByName } from '../users/index.ts';
import './admin-errors.ts';

/**
 * A player's house-game records for the console (house.admin.ts): the personal rounds
 * (`house_bets`) or the settled table rounds (`house_table_records`), newest first, each with the
 * player app's verification path. The player is found by username, else by id, through the users
 * module; this module reads only its own tables.
 */

type RecordsQuery = z.output<typeof adminHouseRecordsPayload>;

/** The player by username, or by id when the text is digits and no username matches. */
async function playerOf(ctx: AppContext, text: string): Promise<{ id: number; username: string }> {
  const byName = await findUserByName(ctx, text);
  const id = byName ? Number(byName.id) : /^\d{1,15}$/.test(text) ? Number(text) : null;
  const user = id !== null ? await findUser(ctx.store, id) : undefined;
  if (!user) throw new DomainError('house_player_not_found');
  return { id: Number(user.id), username: user.username };
}

async function personalPage(ctx: AppContext, userId: number, page: number) {
  const db = ctx.store.db;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('house_bets')
      .select(['bet_no', 'game', 'stake_minor', 'win_minor', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(HOUSE_RECORDS_PAGE)
      .offset((page - 1) * HOUSE_RECORDS_PAGE)
      .execute(),
    db
      .selectFrom('house_bets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r): AdminHouseRecord => ({
    bet_no: r.bet_no,
    game: r.game,
    game_name: houseGameName(r.game),
    table: null,
    round: null,
    stake: formatMinor(r.stake_minor),
    paid: formatMinor(r.win_minor),
    net: formatMinor(r.win_minor - r.stake_minor),
    created_at: r.created_at,
    verify_path: `/#/house/verify?bet=${encodeURIComponent(r.bet_no)}`,
  }));
  return { records, total: Number(count.n) };
}

async function tablePage(ctx: AppContext, userId: number, page: number) {
  const db = ctx.store.db;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('house_table_records')
      .select([
        'bet_no',
        'game',
        'table_code',
        'round',
        'stake_minor',
        'held_minor',
        'paid_minor',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(HOUSE_RECORDS_PAGE)
      .offset((page - 1) * HOUSE_RECORDS_PAGE)
      .execute(),
    db
      .selectFrom('house_table_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r): AdminHouseRecord => {
    // 百人牛牛 holds more than the stake: what came back is counted on the stake.
    const paid = r.paid_minor - (r.held_minor - r.stake_minor);
    return {
      bet_no: r.bet_no,
      game: r.game,
      game_name: HOUSE_TABLE_GAME_NAMES[r.game as keyof typeof HOUSE_TABLE_GAME_NAMES] ?? r.game,
      table: r.table_code,
      round: Number(r.round),
      stake: formatMinor(r.stake_minor),
      paid: formatMinor(paid),
      net: formatMinor(r.paid_minor - r.held_minor),
      created_at: r.created_at,
      verify_path: `/#/house/verify?table=${encodeURIComponent(r.table_code)}&round=${r.round}`,
    };
  });
  return { records, total: Number(count.n) };
}

/** POST /api/admin/house/records. */
export async function playerRecords(
  ctx: AppContext,
  query: RecordsQuery,
): Promise<AdminHouseRecords> {
  const player = await playerOf(ctx, query.player);
  const { records, total } =
    query.kind === 'personal'
      ? await personalPage(ctx, player.id, query.page)
      : await tablePage(ctx, player.id, query.page);
  return {
    player,
    player_app: ctx.config.publicUrl ?? '',
    records: {
      data: records,
      total,
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / HOUSE_RECORDS_PAGE)),
    },
  };
}
