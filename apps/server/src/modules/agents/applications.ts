import {
  AGENT_APPLICATION_STATE_NAMES,
  AGENT_APPLICATION_STATES as STATE,
  AGENT_LIMITS,
  type AdminAgentApplication,
  type AgentApplication,
  type ApplyAgentInfo,
} from '@app/contract/agents';
import type { Page } from '@app/contract/envelope';
import { fillMessage, MSG } from '@app/contract/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Store, Tx } from '../../platform/db/database.ts';
import { inTransaction, isUniqueViolation } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { pageOf } from '../../platform/http/paging.ts';
import { formatBeijing } from '../../platform/time.ts';
import { recordAudit, type Actor } from '../audit/index.ts';
import { sendInbox } from '../inbox/index.ts';
import { lockUser } from '../users/index.ts';
import { agentFlag, referralRows } from './agent-flags.ts';

/**
 * Agent applications (spec part 1 §2 /applyagent, §3, §5, §7 applyagentdo): one open (pending)
 * application per player, decided by an operator; approval makes the player an agent
 * (a row in `agents`, level 1). Each decision is audited and tells the player through the inbox,
 * in the same transaction.
 */

type Db = Tx | Store['db'];

interface ApplicationRow {
  id: number;
  user_id: number;
  mobile: string;
  apply_info: string;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

const COLUMNS = [
  'id',
  'user_id',
  'mobile',
  'apply_info',
  'state',
  'remark',
  'reviewed_by',
  'reviewed_at',
  'created_at',
] as const;

function view(row: ApplicationRow): AgentApplication {
  return {
    id: row.id,
    mobile: row.mobile,
    apply_info: row.apply_info,
    state: row.state,
    state_name: AGENT_APPLICATION_STATE_NAMES[row.state] ?? '',
    remark: row.remark,
    created_at: formatBeijing(row.created_at),
    reviewed_at: row.reviewed_at === null ? '' : formatBeijing(row.reviewed_at),
  };
}

async function latestOf(db: Db, userId: number): Promise<ApplicationRow | undefined> {
  return db
    .selectFrom('agent_applications')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** POST /api/applyagentinfo: whether the player is an agent, and their latest application. */
export async function applyInfo(ctx: AppContext, userId: number): Promise<ApplyAgentInfo> {
  const [isagent, latest] = await Promise.all([
    agentFlag(ctx.store, userId),
    latestOf(ctx.store.db, userId),
  ]);
  return { isagent, application: latest ? view(latest) : null };
}

/**
 * POST /api/applyagentdo {mobile, apply_info}: an agent is told they already are one; a pending
 * application is told to wait. The partial unique index (one pending row per player) decides a
 * race: the loser gets the same 409.
 */
export async function apply(
  ctx: AppContext,
  userId: number,
  input: { mobile: string; apply_info: string },
): Promise<AgentApplication> {
  try {
    return await inTransaction(ctx.store, async (tx) => {
      await lockUser(ctx.store, tx, userId);
      const [user] = await referralRows(tx, [userId]);
      if (user?.is_agent === 1) throw new DomainError('agent_already');
      const pending = await tx
        .selectFrom('agent_applications')
        .select('id')
        .where('user_id', '=', userId)
        .where('state', '=', STATE.pending)
        .executeTakeFirst();
      if (pending) throw new DomainError('agent_application_pending');
      const row = await tx
        .insertInto('agent_applications')
        .values({
          user_id: userId,
          mobile: input.mobile,
          apply_info: [...input.apply_info].slice(0, AGENT_LIMITS.reasonMax).join(''),
          state: STATE.pending,
          remark: '',
          reviewed_by: null,
          reviewed_at: null,
          created_at: ctx.clock.now(),
        })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return view(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('agent_application_pending');
    throw error;
  }
}

/** POST /api/admin/agents/applications {page, state?}: newest first. */
export async function applicationsPage(
  ctx: AppContext,
  page: number,
  state: number | undefined,
): Promise<Page<AdminAgentApplication>> {
  const size = AGENT_LIMITS.pageSize;
  let base = ctx.store.db.selectFrom('agent_applications');
  if (state !== undefined) base = base.where('state', '=', state);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const rowsOut = await adminViews(ctx.store.db, rows);
  return pageOf(rowsOut, Number(count.n), page, size);
}

async function adminViews(db: Db, rows: ApplicationRow[]): Promise<AdminAgentApplication[]> {
  const users = new Map(
    (
      await referralRows(
        db,
        rows.map((r) => r.user_id),
      )
    ).map((u) => [u.id, u]),
  );
  return rows.map((row) => adminView(row, users.get(row.user_id)));
}

function adminView(
  row: ApplicationRow,
  user: { username: string; realname: string } | undefined,
): AdminAgentApplication {
  return {
    ...view(row),
    user_id: row.user_id,
    username: user?.username ?? '',
    realname: user?.realname ?? '',
    reviewed_by: row.reviewed_by,
  };
}

/**
 * POST /api/admin/agents/applications/review {id, approve, remark}: a pending application only
 * (409 once decided); refusing needs a remark. Approval makes the player an agent: their
 * `agents` row (level 1); audit row and inbox message in the same transaction.
 */
export async function review(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; approve: boolean; remark: string },
): Promise<AdminAgentApplication> {
  if (!input.approve && input.remark === '') throw new DomainError('agent_refuse_remark');
  return inTransaction(ctx.store, async (tx) => {
    const found = await tx
      .selectFrom('agent_applications')
      .select(COLUMNS)
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!found) throw new DomainError('agent_application_unknown');
    const now = ctx.clock.now();
    const state = input.approve ? STATE.approved : STATE.refused;
    const updated = await tx
      .updateTable('agent_applications')
      .set({ state, remark: input.remark, reviewed_by: actor.operatorId, reviewed_at: now })
      .where('id', '=', found.id)
      .where('state', '=', STATE.pending)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) throw new DomainError('agent_application_reviewed');
    if (input.approve) {
      await tx
        .insertInto('agents')
        .values({ user_id: found.user_id, level: 1, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
    }
    await recordAudit(ctx, tx, actor, 'agent.application.review', `agent_application:${found.id}`, {
      user_id: found.user_id,
      approve: input.approve,
      remark: input.remark,
    });
    await sendInbox(ctx, tx, {
      userId: found.user_id,
      kind: 'agent',
      title: input.approve ? MSG.inboxAgentApprovedTitle : MSG.inboxAgentRefusedTitle,
      content: input.approve
        ? MSG.inboxAgentApproved
        : fillMessage(MSG.inboxAgentRefused, { remark: input.remark }),
    });
    const after = await tx
      .selectFrom('agent_applications')
      .select(COLUMNS)
      .where('id', '=', found.id)
      .executeTakeFirstOrThrow();
    const [user] = await referralRows(tx, [after.user_id]);
    return adminView(after, user);
  });
}

/** Agent applications waiting for the operator's decision (the dashboard's queue count). */
export async function pendingAgentApplicationCount(ctx: AppContext): Promise<number> {
  const row = await ctx.store.db
    .selectFrom('agent_applications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('state', '=', STATE.pending)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
