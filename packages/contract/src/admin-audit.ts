import { z } from 'zod';
import { MSG } from './messages.ts';
import { pageSchema } from './page.ts';
import { adminAuditRow } from './admin.ts';
import { idOf } from './ids.ts';
import { AUDIT_ACTION_FILTERS } from './audit-actions.ts';
import type { NumberInput, OptionalTextInput } from './wire.ts';

/** Limits of the audit search and its export. */
export const AUDIT_LIMITS = {
  pageSize: 50,
  /** The export answers at most this many rows (newest first) and says when it cut. */
  exportMax: 10_000,
} as const;

/** NUL and lone surrogates never get here: the envelope refuses them in every payload (textInvalid). */
const filterText = (max: number, message: string) =>
  z.preprocess(
    (v: OptionalTextInput) => (v === undefined || v === null ? undefined : v),
    z
      .string({ error: message })
      .trim()
      .max(max, { error: message })
      .transform((s) => (s === '' ? undefined : s))
      .optional(),
  );

/**
 * The action filter: one action of the closed list, or a group of them (`deposit.`); anything
 * else is refused with the list's message, never answered with an empty page.
 */
const actionFilter = z.preprocess(
  (v: OptionalTextInput) => (v === undefined || v === null ? undefined : v),
  z
    .string({ error: MSG.auditActionInvalid })
    .trim()
    .max(64, { error: MSG.auditActionInvalid })
    .transform((s) => (s === '' ? undefined : s))
    .pipe(z.enum(AUDIT_ACTION_FILTERS, { error: MSG.auditActionUnknown }).optional())
    .optional(),
);

const epochMs = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === ''
      ? undefined
      : typeof v === 'string' && /^\d{1,15}$/.test(v)
        ? Number(v)
        : v,
  z
    .number({ error: MSG.auditRangeInvalid })
    .int({ error: MSG.auditRangeInvalid })
    .min(0, { error: MSG.auditRangeInvalid })
    .max(Number.MAX_SAFE_INTEGER, { error: MSG.auditRangeInvalid })
    .optional(),
);

const page = z.preprocess(
  (v: NumberInput) =>
    v === undefined || v === null || v === '' ? 1 : typeof v === 'string' ? Number(v) : v,
  z
    .number({ error: MSG.adminPageInvalid })
    .int({ error: MSG.adminPageInvalid })
    .min(1, { error: MSG.adminPageInvalid })
    .max(100_000, { error: MSG.adminPageInvalid }),
);

/**
 * The audit search's filters, all optional and combined with AND: `operator` (an operator's id or
 * exact name), `action` (an action of audit-actions.ts, or a group of them: `deposit.` finds
 * deposit.approve and deposit.reject), `target`
 * (exact: `deposit:12`), `from` ≤ created_at < `to` (epoch ms).
 */
const filterFields = {
  operator: filterText(32, MSG.auditOperatorInvalid),
  action: actionFilter,
  target: filterText(128, MSG.auditTargetInvalid),
  from: epochMs,
  to: epochMs,
};
const rangeOk = (f: { from?: number | undefined; to?: number | undefined }) =>
  f.from === undefined || f.to === undefined || f.from < f.to;

export const auditFilters = z
  .object(filterFields)
  .refine(rangeOk, { error: MSG.auditRangeInvalid, path: ['to'] });
export type AuditFilters = z.output<typeof auditFilters>;

// POST /api/admin/audit {page, operator?, action?, target?, from?, to?} -> Page<AdminAuditRow>
export const adminAuditSearchPayload = z
  .object({ page, ...filterFields })
  .refine(rangeOk, { error: MSG.auditRangeInvalid, path: ['to'] });

// POST /api/admin/audit/export {filters} -> {data, total, truncated}: every matching row, newest
// first, up to AUDIT_LIMITS.exportMax (truncated tells that more matched).
export const adminAuditExportPayload = auditFilters;
export const adminAuditExport = z.object({
  data: z.array(adminAuditRow),
  /** How many rows matched (may exceed data.length when truncated). */
  total: z.number(),
  truncated: z.boolean(),
});
export type AdminAuditExport = z.infer<typeof adminAuditExport>;
export const adminAuditSearchPage = pageSchema(adminAuditRow);

// POST /api/admin/jobs/retry {id} -> the run, now running: a failed run tried once more (admin).
export const adminJobRetryPayload = z.object({ id: idOf(MSG.jobRunIdInvalid) });
