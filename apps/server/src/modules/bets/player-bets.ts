import type { Store } from '../../platform/db/database.ts';

/** Every bet record of one player, newest bet first, a page at a time (the operator console). */
export async function betsOfPlayer(store: Store, userId: number, page: number, size: number) {
  const [rows, counted] = await Promise.all([
    store.db
      .selectFrom('bet_records')
      .select([
        'id',
        'platname',
        'bet_id',
        'game_code',
        'bet_minor',
        'valid_bet_minor',
        'win_loss_minor',
        'status',
        'bet_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('bet_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    store.db
      .selectFrom('bet_records')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.n) };
}
