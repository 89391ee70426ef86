import { adminEndpoints, endpoints } from '@app/contract/endpoints';
import { MSG } from '@app/contract/messages';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { refused } from '../../platform/http/errors.ts';
import { serve } from '../../platform/http/route.ts';
import { recordAudit, diff } from '../audit/index.ts';
import { ladderProblem, levelView, readLevels, withUpdate, writeLevel } from './levels.ts';
import { vipProgress } from './standing.ts';

/**
 * POST /api/uservip (public: the VIP page is open to visitors, spec part 1 §5), POST
 * /api/vipProgress (the player's standing and level changes), and the operator's level calls.
 */
export function registerVipRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, endpoints.userVip, async () => (await readLevels(ctx.store.db)).map(levelView));

  serve(app, endpoints.vipProgress, async (request, _body, user) => {
    return vipProgress(ctx, user.userId);
  });

  serve(app, adminEndpoints.vipLevels, async () => (await readLevels(ctx.store.db)).map(levelView));

  serve(app, adminEndpoints.vipLevelsUpdate, async (_request, body, actor) => {
    const now = ctx.clock.now();
    const after = await inTransaction(ctx.store, async (tx) => {
      // Two operators editing at once: the second reads the first's ladder before checking it.
      if (ctx.store.dialect === 'postgres') {
        await tx.selectFrom('vip_levels').select('level').forUpdate().execute();
      }
      const levels = await readLevels(tx);
      const next = withUpdate(levels, body);
      if (ladderProblem(next) !== undefined) throw refused(MSG.vipLevelInvalid);
      const before = levels.find((l) => l.level === body.level)!;
      const changed = next.find((l) => l.level === body.level)!;
      await writeLevel(tx, changed, now);
      await recordAudit(ctx, tx, actor, 'vip.level.update', `vip_level:${body.level}`, {
        changes: diff(levelView(before), levelView(changed)),
      });
      return next;
    });
    return after.map(levelView);
  });
}
