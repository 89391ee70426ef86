import type { Dayjs } from 'dayjs';
import type { PayloadOf } from '@app/contract/endpoint';
import type { AuditActionFilter } from '@app/contract/audit-actions';
import { adminCalls } from '@app/contract/endpoint-routes';
import { adminCall } from '../../lib/api.ts';
import { useCall } from '../../lib/query.ts';

/** What the search form holds. */
export interface AuditForm {
  operator?: string;
  /** One action of the contract's list, or a group of them (`deposit.`). */
  action?: AuditActionFilter;
  target?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

export type AuditFilters = Omit<PayloadOf<typeof adminCalls.auditExport>, never>;

/** The form as the calls' filters: trimmed text, the range as [start of day, end of day). */
export function filtersOf(form: AuditForm): AuditFilters {
  const text = (value: string | undefined) => {
    const trimmed = value?.trim();
    return trimmed ? trimmed : undefined;
  };
  const [from, to] = form.range ?? [null, null];
  return {
    operator: text(form.operator),
    action: form.action,
    target: text(form.target),
    from: from ? from.startOf('day').valueOf() : undefined,
    to: to ? to.endOf('day').valueOf() + 1 : undefined,
  };
}

/** One page of the audit search. */
export function useAuditSearch(filters: AuditFilters, page: number) {
  return useCall(
    adminCalls.audit,
    { ...filters, page },
    { placeholderData: (previous) => previous },
  );
}

/** Every row the filters match (the server answers at most 10,000, newest first). */
export function exportAudit(filters: AuditFilters) {
  return adminCall(adminCalls.auditExport, filters);
}
