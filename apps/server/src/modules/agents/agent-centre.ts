import {
  AGENT_CENTRE_LIMITS,
  type AgentCentreDaily,
  type AgentCentreDay,
  type AgentCentreMe,
  type AgentCentreMember,
} from '@app/contract/admin-agent-centre';
import { adminEndpoints } from '@app/contract/endpoints';
import type { Page } from '@app/contract/envelope';
import { formatMinor } from '@app/contract/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { Guards } from '../../platform/http/guards.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { serve } from '../../platform/http/route.ts';
import { beijingDate, beijingDayStart, formatBeijing } from '../../platform/time.ts';
import {
  findSessionUser,
  login,
  logoff,
  requireUser,
  sessionCache,
  type SessionUser,
} from '../auth/index.ts';
import { betTotalsByUser } from '../bets/index.ts';
import { readAppSettings } from '../content/index.ts';
import { findUser } from '../users/index.ts';
import { isAgent } from './agent-flags.ts';
import { approvedDepositsByUser, firstDepositsByUser } from '../wallet/index.ts';
import { downlineOf, inviteInfo, maskName, type Member } from './invite.ts';
import { percentOf, readCommissionSettings } from './levels.ts';

/**
 * The agent centre (issue "operator console" item 11; docs/decisions/agents.md § Agent centre): the
 * console's separate entry where an agent signs in with their PLAYER account and reads their
 * downline per day and per member, their commission records and their invite link. Every call
 * but the sign-in takes a player token whose player is an agent (403 MSG.agentOnly otherwise);
 * an operator token is not a player's and is refused (401).
 */

const DAY_MS = 24 * 60 * 60_000;

/** Where the agent centre is: `<PUBLIC_URL or the request's origin>/admin/#/agent`. */
export function agentCentreUrl(ctx: AppContext, request: FastifyRequest): string {
  return `${siteBase(ctx, request)}/admin/#/agent`;
}

/** The site's own address without a trailing slash: PUBLIC_URL, else the request's origin. */
function siteBase(ctx: AppContext, request: FastifyRequest): string {
  const base = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return base.replace(/\/+$/, '');
}

declare module '../../platform/http/guards.ts' {
  interface Callers {
    /** A player who is an active agent (`auth: 'agent'`, the agent centre). */
    agent: SessionUser;
  }
}

/**
 * The guard of the agent centre's calls: the player behind the request's token (401 as for any
 * player call), who must be an active agent (403 otherwise).
 */
export function agentGuards(ctx: AppContext): Guards {
  return {
    agent: async (request) => {
      const user = await requireUser(ctx, request);
      const row = await findUser(ctx.store, user.userId);
      if (row?.status !== 1 || !(await isAgent(ctx.store.db, row.id))) {
        throw new DomainError('agent_only');
      }
      return user;
    },
  };
}

export function registerAgentCentreRoutes(app: FastifyInstance, ctx: AppContext): void {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: 60_000 };
  serve(
    app,
    adminEndpoints.agentCentreLogin,
    async (request, body) => {
      // The player login itself: its rules, its throttle per (name, address), its messages.
      const session = await login(ctx, body, request.ip);
      const user = await findSessionUser(ctx.store, sessionCache(ctx), session.token);
      const row = user ? await findUser(ctx.store, user.userId) : undefined;
      if (!user || !row || !(await isAgent(ctx.store.db, row.id))) {
        // A player who is not an agent gets no session here.
        if (user) await logoff(ctx, user);
        throw new DomainError('agent_only');
      }
      return { token: session.token, name: row.username };
    },
    { rateLimit },
  );
  serve(app, adminEndpoints.agentCentreLogout, async (_request, _body, agent) => {
    await logoff(ctx, agent);
    return null;
  });
  serve(app, adminEndpoints.agentCentreMe, async (request, _body, agent) =>
    agentMe(ctx, agent.userId, request),
  );
  serve(app, adminEndpoints.agentCentreDaily, async (_request, body, agent) =>
    agentDaily(ctx, agent.userId, body.days),
  );
  serve(app, adminEndpoints.agentCentreMembers, async (_request, body, agent) =>
    agentMembers(ctx, agent.userId, body.days, body.page),
  );
  serve(app, adminEndpoints.agentCentreCommissions, async (_request, body, agent) =>
    agentCommissions(ctx, agent.userId, body.page),
  );
}

async function agentMe(
  ctx: AppContext,
  userId: number,
  request: FastifyRequest,
): Promise<AgentCentreMe> {
  const [info, user, app] = await Promise.all([
    inviteInfo(ctx, userId, 1),
    findUser(ctx.store, userId),
    readAppSettings(ctx),
  ]);
  // The address a player shares (getVisitUrl): the operator's h5_url, else this site.
  const base = app.h5_url !== '' ? app.h5_url.replace(/\/+$/, '') : siteBase(ctx, request);
  return {
    user_id: userId,
    username: user?.username ?? '',
    level: info.level,
    level_name: info.level_name,
    rate: info.rate,
    depth: info.depth,
    members: info.members,
    commission_total: info.commission_total,
    invite_link: `${base}/#/reg2?pid=${userId}`,
  };
}

async function downline(ctx: AppContext, userId: number): Promise<Member[]> {
  const settings = await readCommissionSettings(ctx.store.db);
  return downlineOf(ctx.store.db, userId, settings.depth);
}

/** The last `days` Beijing days, newest first, and their totals. */
async function agentDaily(
  ctx: AppContext,
  userId: number,
  days: number,
): Promise<AgentCentreDaily> {
  const members = await downline(ctx, userId);
  const ids = members.map((m) => m.id);
  const today = beijingDayStart(ctx.clock.now());
  const firsts = await firstDepositsByUser(ctx, ids);
  const rows: AgentCentreDay[] = [];
  const total = { registrations: 0, first_deposits: 0, deposits: 0n, valid: 0n };
  for (let i = 0; i < days; i++) {
    const from = today - i * DAY_MS;
    const to = from + DAY_MS;
    const [deposits, bets] = await Promise.all([
      approvedDepositsByUser(ctx, ids, { from, to }),
      betTotalsByUser(ctx, from, to, ids),
    ]);
    const registrations = members.filter((m) => m.created_at >= from && m.created_at < to).length;
    let firstDeposits = 0;
    for (const at of firsts.values()) if (at >= from && at < to) firstDeposits += 1;
    let depositsMinor = 0n;
    for (const sum of deposits.values()) depositsMinor += sum;
    let validMinor = 0n;
    for (const totals of bets.values()) validMinor += totals.validMinor;
    rows.push({
      day: beijingDate(from),
      registrations,
      first_deposits: firstDeposits,
      deposits: formatMinor(depositsMinor),
      valid_bets: formatMinor(validMinor),
    });
    total.registrations += registrations;
    total.first_deposits += firstDeposits;
    total.deposits += depositsMinor;
    total.valid += validMinor;
  }
  return {
    days: rows,
    total: {
      registrations: total.registrations,
      first_deposits: total.first_deposits,
      deposits: formatMinor(total.deposits),
      valid_bets: formatMinor(total.valid),
    },
  };
}

/** The downline, newest registration first, with each member's last `days` days. */
async function agentMembers(
  ctx: AppContext,
  userId: number,
  days: number,
  page: number,
): Promise<Page<AgentCentreMember>> {
  const size = AGENT_CENTRE_LIMITS.pageSize;
  const members = await downline(ctx, userId);
  const slice = members.slice((page - 1) * size, page * size);
  const ids = slice.map((m) => m.id);
  const from = beijingDayStart(ctx.clock.now()) - (days - 1) * DAY_MS;
  const to = Number.MAX_SAFE_INTEGER;
  const [deposits, bets, firsts] = await Promise.all([
    approvedDepositsByUser(ctx, ids, { from, to }),
    ids.length === 0 ? new Map() : betTotalsByUser(ctx, from, to, ids),
    firstDepositsByUser(ctx, ids),
  ]);
  return pageOf(
    slice.map((m) => {
      const first = firsts.get(m.id);
      return {
        user_id: m.id,
        name: maskName(m.username),
        depth: m.depth,
        registered: beijingDate(m.created_at),
        first_deposit: first === undefined ? '' : beijingDate(first),
        deposits: formatMinor(deposits.get(m.id) ?? 0n),
        valid_bets: formatMinor(bets.get(m.id)?.validMinor ?? 0n),
      };
    }),
    members.length,
    page,
    size,
  );
}

async function agentCommissions(ctx: AppContext, userId: number, page: number) {
  const size = AGENT_CENTRE_LIMITS.pageSize;
  const base = ctx.store.db.selectFrom('agent_commissions').where('agent_id', '=', userId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('day', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((r) => ({
      day: r.day,
      basis: formatMinor(r.basis_minor),
      rate: percentOf(r.rate_bp),
      members: r.members,
      amount: formatMinor(r.amount_minor),
      remark: r.remark,
      created_at: formatBeijing(r.created_at),
    })),
    Number(count.n),
    page,
    size,
  );
}
