/**
 * The rules of a money limit over a rolling window, pure (DESIGN §12). A flow is an amount that
 * counts against the limit at a moment: a deposit counts its amount; for losses a stake counts its
 * amount and a payout or a transfer back counts minus its amount, and the loss is never below 0.
 */
export interface Flow {
  at: number;
  usage: bigint;
}

export interface LimitCheck {
  limit: bigint;
  windowMs: number;
  now: number;
  /** What the admission adds. */
  amount: bigint;
  /** Losses: a net win does not make room beyond the limit. */
  floorAtZero: boolean;
}

export type Verdict =
  | { ok: true; used: bigint }
  /** `until`: the earliest moment the amount fits, or null when it never will (amount > limit). */
  | { ok: false; used: bigint; until: number | null };

const floor = (v: bigint, atZero: boolean) => (atZero && v < 0n ? 0n : v);

/**
 * What counts against the limit now: the flows after now − window (a flow stamped later than `now`
 * by another clock still counts).
 */
export function windowUsage(
  flows: readonly Flow[],
  now: number,
  windowMs: number,
  atZero: boolean,
) {
  let sum = 0n;
  for (const flow of flows) if (flow.at > now - windowMs) sum += flow.usage;
  return floor(sum, atZero);
}

/** Whether `amount` more fits under the limit now, and if not, from when (no new flows assumed). */
export function checkLimit(flows: readonly Flow[], check: LimitCheck): Verdict {
  const inside = flows.filter((f) => f.at > check.now - check.windowMs).sort((a, b) => a.at - b.at);
  let sum = inside.reduce((acc, f) => acc + f.usage, 0n);
  const used = floor(sum, check.floorAtZero);
  if (used + check.amount <= check.limit) return { ok: true, used };
  if (check.amount > check.limit) return { ok: false, used, until: null };
  // Flows leave the window oldest first; the first moment the rest plus the amount fits.
  for (const flow of inside) {
    sum -= flow.usage;
    if (floor(sum, check.floorAtZero) + check.amount <= check.limit) {
      return { ok: false, used, until: flow.at + check.windowMs };
    }
  }
  return { ok: false, used, until: check.now + check.windowMs };
}

/**
 * The play session after a stake at `now`: it continues while stakes come less than `breakMs`
 * apart, and starts afresh after a longer pause.
 */
export function nextPlaySession(
  current: { startedAt: number | null; lastAt: number | null },
  now: number,
  breakMs: number,
): { startedAt: number; lastAt: number } {
  if (current.startedAt === null || current.lastAt === null || now - current.lastAt >= breakMs) {
    return { startedAt: now, lastAt: now };
  }
  return { startedAt: current.startedAt, lastAt: now };
}
