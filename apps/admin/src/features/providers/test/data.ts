import type { AdminProvider } from '@app/contract/admin-providers';
import type { ResponseOf } from '@app/contract/endpoint';
import type { adminCalls } from '@app/contract/endpoint-routes';

export const ADMIN = { operator_id: 1, name: 'boss', role: 'admin' as const };
export const FINANCE = { operator_id: 2, name: 'cash', role: 'finance' as const };
/** `me` answers (two-factor fields the pages do not read). */
export const meOf = (who: { operator_id: number; name: string; role: string }) =>
  ({ ...who, two_factor: false, must_enrol: false, recovery_codes_left: 0 }) as never;

/** A PEM as our key pair's public half would read (not a real key: the console only shows it). */
export const OUR_PEM =
  '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAtest\n-----END PUBLIC KEY-----';

export function makeProvider(code: string, extra: Partial<AdminProvider> = {}): AdminProvider {
  return {
    code,
    name: `厂商${code.toUpperCase()}`,
    mode: 'seamless',
    signing: 'hmac-sha256',
    base_url: `https://${code}.provider.test/api`,
    currencies: ['CNY'],
    categories: ['slots', 'fishing'],
    error_codes: {},
    enabled: true,
    has_credentials: true,
    public_key: '',
    games: 120,
    updated_at: Date.UTC(2026, 10, 24, 12, 0, 0),
    ...extra,
  };
}

type Report = ResponseOf<typeof adminCalls.adminProviderReconcile>;

export function makeReport(extra: Partial<Report> = {}): Report {
  return {
    code: 'alpha',
    day: '2026-11-24',
    ours: { count: 1200, total: '58210.50' },
    theirs: { count: 1201, total: '58310.50' },
    matched: 1198,
    mismatches: [],
    error: '',
    ...extra,
  };
}
