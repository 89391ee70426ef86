import type { Generated } from 'kysely';

/**
 * The tables the agents module owns: agent applications, the agent levels (commission rate per
 * level), each agent's level, and the daily commissions paid (one per agent and Beijing day).
 */
export const AGENTS_TABLES = [
  'agent_applications',
  'agent_levels',
  'agents',
  'agent_commissions',
] as const;

/** An agent application (agents module): 1 pending (one per player), 2 approved, 3 refused. */
export interface AgentApplicationsTable {
  id: Generated<number>;
  user_id: number;
  mobile: string;
  apply_info: string;
  state: number;
  remark: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

/** An agent level and its commission rate in basis points (agents module). */
export interface AgentLevelsTable {
  level: number;
  name: string;
  rate_bp: number;
  updated_at: number;
}

/**
 * An agent and their level (agents module): a player is an agent when they have a row (written on
 * approval; 0029 gave every agent one, formerly users.is_agent).
 */
export interface AgentsTable {
  user_id: number;
  level: number;
  created_at: number;
  updated_at: number;
}

/** A day's commission paid to an agent, unique per (agent_id, day) (agents module). */
export interface AgentCommissionsTable {
  id: Generated<number>;
  agent_id: number;
  day: string;
  basis_minor: bigint;
  rate_bp: number;
  members: number;
  amount_minor: bigint;
  remark: string;
  created_at: number;
}

/** These tables in the whole database's type (platform/db/schema.ts). */
declare module '../../platform/db/schema.ts' {
  interface Database {
    agent_applications: AgentApplicationsTable;
    agent_levels: AgentLevelsTable;
    agents: AgentsTable;
    agent_commissions: AgentCommissionsTable;
  }
}
