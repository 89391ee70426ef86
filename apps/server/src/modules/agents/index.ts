import type { ServerModule } from '../../platform/module.ts';
import { registerAgentAdminRoutes } from './agents.admin.ts';
import { agentJobs } from './agents.jobs.ts';
import { registerAgentRoutes } from './agents.routes.ts';
import { agentGuards, registerAgentCentreRoutes } from './agent-centre.ts';
import { agentsMigration } from './migrations/0016_agents.ts';
import { agentFlag as agentFlagMigration } from './migrations/0029_agent_flag.ts';
import { AGENTS_TABLES } from './tables.ts';

/**
 * The agent programme and the invite page (spec part 1 §2 /applyagent, /inviter; §3; §5; §7
 * applyagentdo, getAgentLoginUrl): applications reviewed by operators, commission rates per agent
 * level, a daily job paying each agent the differential commission of their downline through the
 * ledger, and the downline's real figures. See CONTEXT.md.
 */
export { pendingAgentApplicationCount } from './applications.ts';
export { commissionsOfDay, payCommissions } from './commission.ts';
export { COMMISSION_JOB } from './agents.jobs.ts';
export { agentFlag, agentFlags } from './agent-flags.ts';

export { commissionKey } from './ledger-keys.ts';

export const agentsModule: ServerModule = {
  name: 'agents',
  tables: AGENTS_TABLES,
  migrations: [agentsMigration, agentFlagMigration],
  guards: agentGuards,
  plugin: (app, ctx) => {
    registerAgentRoutes(app, ctx);
    registerAgentAdminRoutes(app, ctx);
    registerAgentCentreRoutes(app, ctx);
  },
  jobs: agentJobs,
};
