import type { ResponseOf } from '@app/contract/endpoint';
import type { calls } from '@app/contract/endpoint-routes';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@app/contract/protection-constants';

export type Status = ResponseOf<typeof calls.responsible>;
export type Limit = Status['limits'][number];

/** A player with nothing set (the screen's empty state), at `now`. */
export function emptyStatus(now = Date.UTC(2026, 10, 26, 2, 0, 0)): Status {
  return {
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => ({ kind, period, amount: null, used: '0.00', pending: null })),
    ),
    session_minutes: null,
    session_pending: null,
    reality_minutes: 60,
    block: null,
    play: { started_at: null, net: '0.00' },
    now,
  };
}

/** `status` with one limit replaced. */
export function withLimit(status: Status, limit: Partial<Limit> & Pick<Limit, 'kind' | 'period'>) {
  return {
    ...status,
    limits: status.limits.map((l) =>
      l.kind === limit.kind && l.period === limit.period ? { ...l, ...limit } : l,
    ),
  };
}
