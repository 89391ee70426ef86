import type { PayloadOf } from '@app/contract/endpoint';
import type { adminCalls } from '@app/contract/endpoint-routes';
import type { AdminProvider, PROVIDER_CATEGORIES } from '@app/contract/admin-providers';
import {
  PROVIDER_CURRENCY,
  type ProviderMode,
  type ProviderSigning,
  type ProviderStatus,
} from '@app/contract/provider-protocol';

/** The form's values, the payload a save sends, and the Beijing day: the feature's small rules. */

export type ProviderCategory = (typeof PROVIDER_CATEGORIES)[number];
export type SavePayload = PayloadOf<typeof adminCalls.adminProviderSave>;

/** One row of the error-code mapping: our status → the provider's name for it. */
export interface ErrorCodeRow {
  status?: ProviderStatus;
  theirs?: string;
}

export interface ProviderValues {
  code: string;
  name: string;
  mode: ProviderMode;
  signing: ProviderSigning;
  base_url: string;
  currencies: string[];
  categories: ProviderCategory[];
  enabled: boolean;
  error_codes: ErrorCodeRow[];
}

/** A new provider's form: seamless, HMAC, CNY, off until it is configured and tested. */
export const NEW_PROVIDER: ProviderValues = {
  code: '',
  name: '',
  mode: 'seamless',
  signing: 'hmac-sha256',
  base_url: '',
  currencies: [PROVIDER_CURRENCY],
  categories: [],
  enabled: false,
  error_codes: [],
};

/** A provider's record as the form's values. */
export function valuesOf(row: AdminProvider): ProviderValues {
  return {
    code: row.code,
    name: row.name,
    mode: row.mode,
    signing: row.signing,
    base_url: row.base_url,
    currencies: [...row.currencies],
    categories: [...row.categories],
    enabled: row.enabled,
    error_codes: Object.entries(row.error_codes).map(([status, theirs]) => ({
      status: status as ProviderStatus,
      theirs,
    })),
  };
}

/**
 * What a save sends. The mapping goes only when there is one (or there was one, to clear it):
 * the record's other fields are always sent whole. `row`: the provider being edited (its code
 * is kept, whatever the read-only field holds).
 */
export function payloadOf(values: ProviderValues, row?: AdminProvider): SavePayload {
  const mapping: Record<string, string> = {};
  for (const line of values.error_codes ?? []) {
    if (line.status && line.theirs?.trim()) mapping[line.status] = line.theirs.trim();
  }
  const hadMapping = row !== undefined && Object.keys(row.error_codes).length > 0;
  const payload: SavePayload = {
    code: row?.code ?? values.code.trim(),
    name: values.name.trim(),
    mode: values.mode,
    signing: values.signing,
    base_url: values.base_url.trim(),
    currencies: values.currencies.map((c) => c.trim().toUpperCase()),
    categories: values.categories,
    enabled: values.enabled,
  };
  if (Object.keys(mapping).length > 0 || hadMapping)
    payload.error_codes = mapping as SavePayload['error_codes'];
  return payload;
}

/** A provider's record, sent back with only `enabled` changed (启用 / 停用). */
export const toggledOf = (row: AdminProvider): SavePayload =>
  payloadOf({ ...valuesOf(row), enabled: !row.enabled }, row);

const BEIJING_MS = 8 * 3600 * 1000;

/** The Beijing day of a moment, YYYY-MM-DD (today by default). */
export const beijingDay = (ms: number = Date.now()): string =>
  new Date(ms + BEIJING_MS).toISOString().slice(0, 10);
