import type { ServerModule } from '../../platform/module.ts';
import { walletVenuesOperators } from './migrations/0002_wallet_venues_operators.ts';
import { AUDIT_TABLES } from './tables.ts';

/**
 * The operators' audit trail: `recordAudit` in the same transaction as the change it records;
 * `listAudit` for the operator API (served by the admin module).
 */
export {
  auditChange,
  changesOf,
  diff,
  listAudit,
  recordAudit,
  redact,
  type Actor,
  type AuditEntry,
  type AuditRow,
} from './audit.service.ts';

export const auditModule: ServerModule = {
  name: 'audit',
  tables: AUDIT_TABLES,
  migrations: [walletVenuesOperators],
};
