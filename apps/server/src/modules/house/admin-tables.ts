import type { z } from 'zod';
import {
  houseLengthsProblem,
  type AdminHouseTable,
  type adminHouseTableUpdatePayload,
} from '@app/contract/admin-house';
import type { AuditAction } from '@app/contract/audit-actions';
import { HOUSE_TABLE_GAME_NAMES } from '@app/contract/house-constants';
import { formatMinor } from '@app/contract/money';
import { tableRoundAt, tableRoundTimes, type TableSchedule } from '@app/domain/house/index';
import type { AppContext } from '../../platform/context.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { diff, recordAudit, type Actor } from '../audit/index.ts';
import './admin-errors.ts';
import {
  limitsJson,
  loadTables,
  previousJson,
  readTable,
  type AreaLimits,
  type HouseTable,
} from './table-registry.ts';
import { publishTableChanged } from './table-room.ts';
import { areaName, areasOf, oddsText } from './table-rules.ts';
import type { Db } from './table-rounds.ts';

/**
 * The operator's edits of a house table (house.admin.ts): name, open or closed, each area's
 * limits, the round and betting lengths. A change of lengths never moves a round already open: it
 * anchors the new lengths two rounds after the one under way (every node re-reads the tables
 * within REFRESH_MS, far less than a round), the rounds before keep the old schedule's times (the
 * domain's `previous`). Every change is audited in its transaction and announced to the table's
 * room (`{type: 'table'}`) so players refetch.
 */

/** The highest limit an area may have: 10,000,000.00 yuan. */
const LIMIT_CAP_MINOR = 1_000_000_000n;

type TableUpdate = z.output<typeof adminHouseTableUpdatePayload>;

const seconds = (ms: number) => Math.round(ms / 1000);

/** The schedule whose lengths are in force now (the previous one until a change's anchor). */
function inForce(schedule: TableSchedule, now: number): TableSchedule {
  return schedule.previous && now < schedule.anchorAt ? schedule.previous : schedule;
}

export function adminTableView(table: HouseTable, now: number): AdminHouseTable {
  const { schedule } = table;
  const current = inForce(schedule, now);
  const at = tableRoundAt(schedule, now);
  const pending = schedule.previous && now < schedule.anchorAt;
  return {
    code: table.code,
    game: table.game,
    game_name: HOUSE_TABLE_GAME_NAMES[table.game],
    name: table.name,
    open: table.open,
    round_seconds: seconds(current.roundMs),
    betting_seconds: seconds(current.bettingMs),
    limits: areasOf(table.game).map((area) => {
      const [min, max] = table.limits[area] ?? [0n, 0n];
      return {
        area,
        name: areaName(area),
        odds: oddsText(table.game, area),
        min: formatMinor(min),
        max: formatMinor(max),
      };
    }),
    current: {
      round: at.round,
      phase: at.phase,
      opens_at: at.opensAt,
      closes_at: at.closesAt,
      ends_at: at.endsAt,
    },
    pending: pending
      ? {
          from_round: schedule.anchorRound,
          opens_at: schedule.anchorAt,
          round_seconds: seconds(schedule.roundMs),
          betting_seconds: seconds(schedule.bettingMs),
        }
      : null,
  };
}

/** The limits after the update's areas; refuses an area the game lacks or limits out of order. */
function mergedLimits(table: HouseTable, body: TableUpdate): AreaLimits {
  const limits: Record<string, readonly [bigint, bigint]> = { ...table.limits };
  for (const [area, { min, max }] of Object.entries(body.limits ?? {})) {
    if (!areasOf(table.game).includes(area)) throw new DomainError('house_area_unknown');
    if (min <= 0n || min > max || max > LIMIT_CAP_MINOR) {
      throw new DomainError('house_table_limits_invalid');
    }
    limits[area] = [min, max];
  }
  return limits;
}

/** The new schedule for changed lengths, anchored two rounds after the one under way; or null. */
export function rescheduled(
  schedule: TableSchedule,
  roundSeconds: number,
  bettingSeconds: number,
  now: number,
): TableSchedule | null {
  if (schedule.previous && now < schedule.anchorAt) {
    throw new DomainError('house_table_schedule_pending', { round: schedule.anchorRound });
  }
  if (houseLengthsProblem(roundSeconds, bettingSeconds)) {
    throw new DomainError('house_table_lengths_invalid');
  }
  const roundMs = roundSeconds * 1000;
  const bettingMs = bettingSeconds * 1000;
  if (schedule.roundMs === roundMs && schedule.bettingMs === bettingMs) return null;
  const old: TableSchedule = {
    anchorRound: schedule.anchorRound,
    anchorAt: schedule.anchorAt,
    roundMs: schedule.roundMs,
    bettingMs: schedule.bettingMs,
  };
  const anchorRound = tableRoundAt(old, now).round + 2;
  return {
    anchorRound,
    anchorAt: tableRoundTimes(old, anchorRound).opensAt,
    roundMs,
    bettingMs,
    previous: old,
  };
}

/** What an audit row shows of a table. */
function auditView(table: HouseTable) {
  return {
    name: table.name,
    open: table.open,
    limits: Object.fromEntries(
      Object.entries(table.limits).map(([a, [min, max]]) => [
        a,
        [formatMinor(min), formatMinor(max)],
      ]),
    ),
    round_seconds: seconds(table.schedule.roundMs),
    betting_seconds: seconds(table.schedule.bettingMs),
  };
}

/** Locks the table's row for the transaction (PostgreSQL) and reads it. */
async function lockedTable(ctx: AppContext, tx: Db, code: string): Promise<HouseTable> {
  let query = tx.selectFrom('house_tables').select('id').where('code', '=', code);
  if (ctx.store.dialect === 'postgres') query = query.forUpdate();
  if (!(await query.executeTakeFirst())) throw new DomainError('house_table_unknown');
  const table = await readTable(tx, code);
  if (!table) throw new DomainError('house_table_unknown');
  return table;
}

/** The audit action of a change: opening or closing alone, else an update. */
function actionOf(before: HouseTable, after: HouseTable): AuditAction {
  const onlyStatus =
    JSON.stringify({ ...auditView(before), open: null }) ===
    JSON.stringify({ ...auditView(after), open: null });
  if (onlyStatus && before.open !== after.open) {
    return after.open ? 'house.table.open' : 'house.table.close';
  }
  return 'house.table.update';
}

/** POST /api/admin/house/tables/update: one table's change, audited in its transaction. */
export async function updateTable(
  ctx: AppContext,
  body: TableUpdate,
  actor: Actor,
): Promise<AdminHouseTable> {
  const now = ctx.clock.now();
  await inTransaction(ctx.store, async (tx) => {
    const before = await lockedTable(ctx, tx, body.code);
    const limits = mergedLimits(before, body);
    const lengths =
      body.round_seconds !== undefined || body.betting_seconds !== undefined
        ? rescheduled(
            before.schedule,
            body.round_seconds ?? seconds(inForce(before.schedule, now).roundMs),
            body.betting_seconds ?? seconds(inForce(before.schedule, now).bettingMs),
            now,
          )
        : null;
    const after: HouseTable = {
      ...before,
      name: body.name ?? before.name,
      open: body.open ?? before.open,
      limits,
      schedule: lengths ?? before.schedule,
    };
    const changes = diff(auditView(before), auditView(after));
    if (changes === undefined) throw new DomainError('house_table_nothing_to_change');
    await tx
      .updateTable('house_tables')
      .set({
        name: after.name,
        status: after.open ? 1 : 0,
        limits: limitsJson(after.limits),
        ...(lengths
          ? {
              round_ms: lengths.roundMs,
              betting_ms: lengths.bettingMs,
              anchor_round: lengths.anchorRound,
              anchor_at: lengths.anchorAt,
              previous_schedule: previousJson(lengths.previous!),
            }
          : {}),
        updated_at: now,
      })
      .where('code', '=', body.code)
      .execute();
    await recordAudit(ctx, tx, actor, actionOf(before, after), `house_table:${body.code}`, {
      changes,
      ...(lengths ? { from_round: lengths.anchorRound, from_at: lengths.anchorAt } : {}),
    });
  });
  await loadTables(ctx);
  await publishTableChanged(ctx, body.code);
  const table = await readTable(ctx.store.db, body.code);
  if (!table) throw new DomainError('house_table_unknown');
  return adminTableView(table, ctx.clock.now());
}
