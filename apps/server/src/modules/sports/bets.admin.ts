import type { FastifyInstance } from 'fastify';
import {
  ADMIN_SPORTS_PAGE,
  type AdminSportsBetRow,
  type AdminSportsBetsPayload,
} from '@app/contract/admin-sports';
import type { Page } from '@app/contract/envelope';
import { adminEndpoints } from '@app/contract/endpoints';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { serve } from '../../platform/http/route.ts';
import { usernames } from '../users/index.ts';
import { BET_COLUMNS, betView, legsOfBets } from './bet-views.ts';
import { entryOf, confirmResult, enterResult, rejectResult } from './results.ts';

/**
 * The console's calls of the money side (contract area admin-sports, roles in ADMIN_ACCESS): the
 * largest or latest bets with their player, adjustments and shortfall; results entered, confirmed
 * and rejected by maker–checker (results.ts, audited).
 */

type Query = {
  fixture?: number | undefined;
  state?: 'open' | 'settled' | undefined;
  order: 'stake' | 'potential' | 'recent';
  page: number;
};

export async function adminSportsBets(
  ctx: AppContext,
  query: Query,
): Promise<Page<AdminSportsBetRow>> {
  const db = ctx.store.db;
  const size = ADMIN_SPORTS_PAGE;
  const base = () =>
    db
      .selectFrom('sports_bets')
      .$if(query.state !== undefined, (q) => q.where('state', '=', query.state!))
      .$if(query.fixture !== undefined, (q) =>
        q.where('id', 'in', (eb) =>
          eb
            .selectFrom('sports_bet_legs')
            .select('bet_id')
            .where('fixture_id', '=', query.fixture!),
        ),
      );
  const ordered = base().select([...BET_COLUMNS]);
  const page = await (
    query.order === 'recent'
      ? ordered.orderBy('id', 'desc')
      : ordered
          .orderBy(query.order === 'stake' ? 'stake_minor' : 'potential_minor', 'desc')
          .orderBy('id', 'desc')
  )
    .limit(size)
    .offset((query.page - 1) * size)
    .execute();
  const counted = await base()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const ids = page.map((b) => b.id);
  const [legs, names, adjustments] = await Promise.all([
    legsOfBets(db, ids),
    usernames(
      db,
      page.map((b) => b.user_id),
    ),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('sports_records as r')
          .innerJoin('sports_bets as b', 'b.id', 'r.bet_id')
          .select(['r.bet_id', 'r.win_loss_minor'])
          .where('r.bet_id', 'in', ids)
          .whereRef('r.record_no', '<>', 'b.bet_no')
          .execute(),
  ]);
  const adjusted = new Map<number, bigint>();
  for (const a of adjustments) {
    adjusted.set(a.bet_id, (adjusted.get(a.bet_id) ?? 0n) + a.win_loss_minor);
  }
  const data = page.map((row) => ({
    ...betView(row, legs.get(row.id) ?? []),
    user_id: row.user_id,
    username: names.get(row.user_id) ?? '',
    adjusted: formatMinor(adjusted.get(row.id) ?? 0n),
    shortfall: formatMinor(row.shortfall_minor),
  }));
  return pageOf(data, Number(counted.n), query.page, size);
}

export function registerSportsMoneyAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.adminSportsBets, async (_request, body) =>
    adminSportsBets(ctx, body as AdminSportsBetsPayload & Query),
  );
  serve(app, adminEndpoints.adminSportsResultEnter, async (_request, body, actor) =>
    enterResult(ctx, actor, entryOf(body)),
  );
  serve(app, adminEndpoints.adminSportsResultConfirm, async (_request, body, actor) =>
    confirmResult(ctx, actor, body.id),
  );
  serve(app, adminEndpoints.adminSportsResultReject, async (_request, body, actor) =>
    rejectResult(ctx, actor, body.id),
  );
}
