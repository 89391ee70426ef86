import type { ServerModule } from '../../platform/module.ts';
import { walletVenuesOperators } from './migrations/0002_wallet_venues_operators.ts';
import { auditChain } from './migrations/0019_audit_chain.ts';
import { AUDIT_TABLES } from './tables.ts';

/**
 * The operators' audit trail: `recordAudit` in the same transaction as the change it records;
 * `listAudit` for the operator API (served by the admin module).
 */
export {
  recordAudit,
  changesOf,
  diff,
  exportAudit,
  listAudit,
  redact,
  type Actor,
  type AuditQuery,
  type AuditRow,
} from './audit.service.ts';
export {
  formatAuditReport,
  verifyAuditChain,
  type AuditBreak,
  type AuditChainReport,
} from './audit.verify.ts';
export { chainHash, GENESIS_HASH } from './audit.chain.ts';

export const auditModule: ServerModule = {
  name: 'audit',
  tables: AUDIT_TABLES,
  migrations: [walletVenuesOperators, auditChain],
};
