import type { Generated } from 'kysely';

/**
 * The tables the activities module owns: the types (tabs), the activities, and the players'
 * applications, one per (activity, player).
 */
export const ACTIVITIES_TABLES = ['activity_types', 'activities', 'activity_applications'] as const;

/** An activity type (activities module): the tabs of /activity after 全部优惠. */
export interface ActivityTypesTable {
  id: Generated<number>;
  name: string;
  sort: number;
  enabled: number;
  created_at: number;
}

/** An activity (activities module); `content` is HTML sanitised when it was saved. */
export interface ActivitiesTable {
  id: Generated<number>;
  type_id: number;
  banner: string;
  title: string;
  content: string;
  /** The rules, plain text. */
  memo: string;
  sort: number;
  enabled: number;
  /** Paid on approval; 0: none. */
  bonus_minor: bigint;
  /** The bonus × this is added to the withdrawal turnover requirement. */
  turnover_multiple: number;
  created_at: number;
  updated_at: number;
}

/**
 * A player's application to an activity (activities module), unique per (activity, player):
 * state 1 pending, 2 approved, 3 rejected. On approval `bonus_minor` was paid and
 * `turnover_minor` (= bonus × multiple, fixed then) added to the withdrawal requirement.
 */
export interface ActivityApplicationsTable {
  id: Generated<number>;
  activity_id: number;
  user_id: number;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  bonus_minor: bigint;
  turnover_minor: bigint;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    activity_types: ActivityTypesTable;
    activities: ActivitiesTable;
    activity_applications: ActivityApplicationsTable;
  }
}
