import {
  AGENT_LIMITS,
  COMMISSION_BASES,
  type AdminAgentLevels,
  type AgentLevel,
  type CommissionBasis,
} from '@app/contract/agents';
import type { Store, Tx } from '../../platform/db/database.ts';
import { readSetting } from '../content/index.ts';

/**
 * Agent levels (commission rate per level, basis points) and the commission settings (basis and
 * depth, a `settings` row under AGENT_SETTINGS_KEY). Pure helpers and reads; edits are in
 * agents.admin.ts.
 */

type Db = Tx | Store['db'];

/** The seeded levels: higher levels earn more; a parent earns the difference to its child agent. */
export const DEFAULT_LEVELS: readonly { level: number; name: string; rate_bp: number }[] = [
  { level: 1, name: '一级代理', rate_bp: 30 },
  { level: 2, name: '二级代理', rate_bp: 50 },
  { level: 3, name: '三级代理', rate_bp: 80 },
  { level: 4, name: '四级代理', rate_bp: 100 },
  { level: 5, name: '五级代理', rate_bp: 150 },
];

export const AGENT_SETTINGS_KEY = 'agents.commission';

export interface CommissionSettings {
  basis: CommissionBasis;
  /** Levels of referrers above a bettor that earn (1 = only the direct referrer). */
  depth: number;
}

export const DEFAULT_SETTINGS: CommissionSettings = { basis: 'valid_bets', depth: 3 };

export async function readCommissionSettings(db: Db): Promise<CommissionSettings> {
  const stored = (await readSetting(db, AGENT_SETTINGS_KEY)) as
    Partial<CommissionSettings> | undefined;
  const basis = COMMISSION_BASES.find((b) => b === stored?.basis) ?? DEFAULT_SETTINGS.basis;
  const depth =
    Number.isInteger(stored?.depth) &&
    (stored?.depth ?? 0) >= 1 &&
    (stored?.depth ?? 0) <= AGENT_LIMITS.depthMax
      ? (stored!.depth as number)
      : DEFAULT_SETTINGS.depth;
  return { basis, depth };
}

/** '0.50' for 50 basis points. */
export function percentOf(rateBp: number): string {
  return (rateBp / 100).toFixed(2);
}

export async function readLevels(db: Db): Promise<AgentLevel[]> {
  const rows = await db
    .selectFrom('agent_levels')
    .select(['level', 'name', 'rate_bp'])
    .orderBy('level')
    .execute();
  return rows.map((r) => ({ ...r, rate: percentOf(r.rate_bp) }));
}

export async function levelsView(db: Db): Promise<AdminAgentLevels> {
  const [levels, settings] = await Promise.all([readLevels(db), readCommissionSettings(db)]);
  return { levels, basis: settings.basis, depth: settings.depth };
}

/** Each agent's level (1 without a row). */
export async function agentLevelsOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const unique = [...new Set(userIds)];
  const levels = new Map<number, number>(unique.map((id) => [id, 1]));
  if (unique.length === 0) return levels;
  const rows = await db
    .selectFrom('agents')
    .select(['user_id', 'level'])
    .where('user_id', 'in', unique)
    .execute();
  for (const row of rows) levels.set(row.user_id, row.level);
  return levels;
}

/** The rate of a level; a level since removed from the table earns as the highest below it. */
export function rateOfLevel(levels: readonly AgentLevel[], level: number): AgentLevel | undefined {
  let found: AgentLevel | undefined;
  for (const l of levels) if (l.level <= level) found = l;
  return found;
}
