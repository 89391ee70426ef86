import { defineEndpoint } from '../endpoint.ts';
import {
  adminAuditExport,
  AUDIT_LIMITS,
  adminAuditExportPayload,
  adminAuditSearchPage,
  adminAuditSearchPayload,
} from '../admin-audit.ts';

/**
 * The operator's calls of the area "admin-audit". Spread into `adminEndpoints` (endpoints.ts); how
 * to add a call: packages/contract/CONTEXT.md.
 */
export const adminAuditArea = {
  audit: defineEndpoint({
    method: 'POST',
    path: '/api/admin/audit',
    auth: 'operator',
    summary:
      'The audit log, a page, newest first; filters: operator (id or name), action prefix, target, from/to (epoch ms)',
    payload: adminAuditSearchPayload,
    response: adminAuditSearchPage,
  }),
  auditExport: defineEndpoint({
    method: 'POST',
    path: '/api/admin/audit/export',
    auth: 'operator',
    summary: `Every audit row the filters match, newest first, at most ${AUDIT_LIMITS.exportMax} (truncated says when more matched)`,
    payload: adminAuditExportPayload,
    response: adminAuditExport,
  }),
} as const;
