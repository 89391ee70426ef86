import type { Kysely, Selectable } from 'kysely';
import type { LimitKind, LimitPeriod } from '@app/contract/protection';
import { REALITY_CHECK_DEFAULT_MINUTES } from '@app/contract/protection';
import type { Tx } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { ProtectionProfilesTable } from './tables.ts';

export type Db = Kysely<Database> | Tx;
export type Profile = Selectable<ProtectionProfilesTable>;

/** The profile column of each money limit. */
export const LIMIT_COLUMN = {
  'deposit:day': 'deposit_day_minor',
  'deposit:week': 'deposit_week_minor',
  'deposit:month': 'deposit_month_minor',
  'loss:day': 'loss_day_minor',
  'loss:week': 'loss_week_minor',
  'loss:month': 'loss_month_minor',
} as const satisfies Record<`${LimitKind}:${LimitPeriod}`, keyof Profile>;
export type LimitField = keyof typeof LIMIT_COLUMN;

/** A player who never set anything: no limits, the default reality check, not playing. */
export function defaultProfile(userId: number, now: number): Profile {
  return {
    user_id: userId,
    deposit_day_minor: null,
    deposit_week_minor: null,
    deposit_month_minor: null,
    loss_day_minor: null,
    loss_week_minor: null,
    loss_month_minor: null,
    session_minutes: null,
    reality_minutes: REALITY_CHECK_DEFAULT_MINUTES,
    block_kind: null,
    block_until: null,
    block_by: null,
    play_started_at: null,
    play_last_at: null,
    updated_at: now,
  };
}

/** The profile as stored, or the default one (nothing is written). */
export async function readProfile(db: Db, userId: number, now: number): Promise<Profile> {
  const row = await db
    .selectFrom('protection_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? defaultProfile(userId, now);
}

/**
 * The profile, created when missing, and locked for the rest of the transaction: an upsert that
 * changes nothing still takes the row lock on PostgreSQL (SQLite's BEGIN IMMEDIATE already holds
 * the database). Every admission and every change starts here, so two of one player's requests are
 * checked one after the other and a limit is never passed by racing it.
 */
export async function lockProfile(tx: Tx, userId: number, now: number): Promise<Profile> {
  return tx
    .insertInto('protection_profiles')
    .values(defaultProfile(userId, now))
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({ user_id: eb.ref('excluded.user_id') })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The time-out or exclusion in force at `now`, if any. */
export function activeBlock(
  profile: Profile,
  now: number,
): { kind: 'timeout' | 'exclusion'; until: number | null; by: 'player' | 'operator' } | undefined {
  if (profile.block_kind === null) return undefined;
  if (profile.block_until !== null && profile.block_until <= now) return undefined;
  return {
    kind: profile.block_kind === 'timeout' ? 'timeout' : 'exclusion',
    until: profile.block_until,
    by: profile.block_by === 'operator' ? 'operator' : 'player',
  };
}
