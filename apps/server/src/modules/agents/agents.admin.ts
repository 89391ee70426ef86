import type { InviteIntro } from '@app/contract/agents';
import { adminEndpoints } from '@app/contract/endpoints';
import { formatMinor } from '@app/contract/money';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { formatBeijing } from '../../platform/time.ts';
import { recordAudit, changesOf } from '../audit/index.ts';
import { lockSetting, writeSetting } from '../content/index.ts';
import { usernames } from '../users/index.ts';
import { referralRows } from './agent-flags.ts';
import { applicationsPage, review } from './applications.ts';
import { INVITE_INTRO_KEY, readIntro } from './invite.ts';
import {
  AGENT_SETTINGS_KEY,
  agentLevelsOf,
  levelsView,
  percentOf,
  readCommissionSettings,
  readLevels,
} from './levels.ts';
import { serve } from '../../platform/http/route.ts';

/**
 * The operator's agent calls: applications and their review, the levels' rates, the commission
 * settings, an agent's level, the commissions paid and the invite page's bonus introduction. Every
 * change is audited in its own transaction.
 */
export function registerAgentAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerApplicationRoutes(app, ctx);
  registerLevelRoutes(app, ctx);
  registerAgentSettingRoutes(app, ctx);
  registerCommissionRoutes(app, ctx);
  registerIntroRoutes(app, ctx);
}

/** Applications and their review. */
function registerApplicationRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.agentApplications, async (_request, body) =>
    applicationsPage(ctx, body.page, body.state),
  );

  serve(app, adminEndpoints.agentApplicationsReview, async (_request, body, actor) =>
    review(ctx, actor, body),
  );
}

/** The levels and their rates: a level edited, or the next one added. */
function registerLevelRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.agentLevels, async () => levelsView(ctx.store.db));

  serve(app, adminEndpoints.agentLevelsUpdate, async (_request, body, actor) => {
    const changes = changesOf({ name: body.name, rate_bp: body.rate_bp });
    return inTransaction(ctx.store, async (tx) => {
      let lock = tx.selectFrom('agent_levels').select('level');
      if (ctx.store.dialect === 'postgres') lock = lock.forUpdate();
      await lock.execute();
      const levels = await readLevels(tx);
      const before = levels.find((l) => l.level === body.level);
      const now = ctx.clock.now();
      if (before) {
        await tx
          .updateTable('agent_levels')
          .set({ ...changes, updated_at: now })
          .where('level', '=', body.level)
          .execute();
      } else {
        const next = (levels.at(-1)?.level ?? 0) + 1;
        if (body.level !== next || body.name === undefined || body.rate_bp === undefined) {
          throw new DomainError('agent_new_level_incomplete');
        }
        await tx
          .insertInto('agent_levels')
          .values({ level: body.level, name: body.name, rate_bp: body.rate_bp, updated_at: now })
          .execute();
      }
      await recordAudit(ctx, tx, actor, 'agent.level.update', `agent_level:${body.level}`, {
        before: before ? { name: before.name, rate_bp: before.rate_bp } : null,
        after: changes,
      });
      return levelsView(tx);
    });
  });
}

/** The commission settings, and an agent's level. */
function registerAgentSettingRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.agentSettingsUpdate, async (_request, body, actor) => {
    const changes = changesOf({ basis: body.basis, depth: body.depth });
    return inTransaction(ctx.store, async (tx) => {
      await lockSetting(ctx.store, tx, AGENT_SETTINGS_KEY);
      const before = await readCommissionSettings(tx);
      const after = { ...before, ...changes };
      await writeSetting(tx, AGENT_SETTINGS_KEY, after);
      await recordAudit(ctx, tx, actor, 'agent.settings.update', 'settings:agents.commission', {
        before,
        after,
      });
      return levelsView(tx);
    });
  });

  serve(app, adminEndpoints.agentSetLevel, async (_request, body, actor) =>
    inTransaction(ctx.store, async (tx) => {
      const [user] = await referralRows(tx, [body.user_id]);
      if (!user) throw new DomainError('agent_user_unknown');
      if (user.is_agent !== 1) throw new DomainError('agent_not_agent');
      const levels = await readLevels(tx);
      if (!levels.some((l) => l.level === body.level)) throw new DomainError('agent_level_unknown');
      const before = (await agentLevelsOf(tx, [body.user_id])).get(body.user_id) ?? 1;
      const now = ctx.clock.now();
      await tx
        .insertInto('agents')
        .values({ user_id: body.user_id, level: body.level, created_at: now, updated_at: now })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ level: body.level, updated_at: now }),
        )
        .execute();
      await recordAudit(ctx, tx, actor, 'agent.level.set', `user:${body.user_id}`, {
        before,
        after: body.level,
      });
      return { user_id: body.user_id, level: body.level };
    }),
  );
}

/** The commissions paid, a page at a time. */
function registerCommissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.agentCommissions, async (_request, body) => {
    const size = 15;
    let base = ctx.store.db.selectFrom('agent_commissions');
    if (body.user_id !== undefined) base = base.where('agent_id', '=', body.user_id);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('day', 'desc')
        .orderBy('id', 'desc')
        .limit(size)
        .offset((body.page - 1) * size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const names = await usernames(
      ctx.store.db,
      rows.map((r) => r.agent_id),
    );
    return pageOf(
      rows.map((r) => ({
        id: r.id,
        user_id: r.agent_id,
        username: names.get(r.agent_id) ?? '',
        day: r.day,
        basis: formatMinor(r.basis_minor),
        rate: percentOf(r.rate_bp),
        amount: formatMinor(r.amount_minor),
        remark: r.remark,
        created_at: formatBeijing(r.created_at),
      })),
      Number(count.n),
      body.page,
      size,
    );
  });
}

/** The invite page's bonus introduction. */
function registerIntroRoutes(app: FastifyInstance, ctx: AppContext): void {
  serve(app, adminEndpoints.agentIntro, async () => readIntro(ctx.store.db));

  serve(app, adminEndpoints.agentIntroUpdate, async (_request, body, actor) => {
    const changes = changesOf({ images: body.images, text: body.text });
    return inTransaction(ctx.store, async (tx) => {
      await lockSetting(ctx.store, tx, INVITE_INTRO_KEY);
      const before = await readIntro(tx);
      const after: InviteIntro = { ...before, ...changes };
      await writeSetting(tx, INVITE_INTRO_KEY, after);
      await recordAudit(ctx, tx, actor, 'agent.intro.update', 'settings:agents.invite_intro', {
        images: after.images.map((i) => ({ src: i.src.slice(0, 80), alt: i.alt })),
        text_changed: before.text !== after.text,
      });
      return after;
    });
  });
}
