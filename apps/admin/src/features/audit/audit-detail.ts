import { AUDIT_DETAIL } from './strings.ts';
/** One changed field of an audit row's detail: where it is, and its value before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The before/after pairs of a detail, however deep: `{app: {title: {before, after}}}` (a settings
 * diff) gives `app.title`; `{before: {...}, after: {...}}` (a record's change) gives one field per
 * key that differs. Empty when the detail holds no before/after.
 */
export function fieldChanges(detail: unknown, path = ''): FieldChange[] {
  if (!isObject(detail)) return [];
  if ('before' in detail && 'after' in detail) {
    const { before, after } = detail;
    if (isObject(before) && isObject(after)) {
      const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
      return keys
        .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
        .map((key) => ({
          field: path ? `${path}.${key}` : key,
          before: before[key],
          after: after[key],
        }));
    }
    return [{ field: path || AUDIT_DETAIL.field, before, after }];
  }
  return Object.entries(detail).flatMap(([key, inner]) =>
    fieldChanges(inner, path ? `${path}.${key}` : key),
  );
}

/** A value as one line of text for the table and the CSV. */
export function showValue(value: unknown): string {
  if (value === undefined) return '—';
  if (value === null) return 'null';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
