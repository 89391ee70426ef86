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
