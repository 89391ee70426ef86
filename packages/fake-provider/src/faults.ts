import { z } from 'zod';

/**
 * The faults the fake injects (packages/fake-provider/CONTEXT.md).
 *
 * Seamless (the fake calls the platform): named per control round, alone or together.
 * Transfer (the platform calls the fake): counts armed by the control API, each spent by the next
 * money call (deposit, withdraw) or the next `bets` page.
 */

export const SEAMLESS_FAULTS = [
  /** Every request is sent twice at once. */
  'duplicate',
  /** The first answer of each request is dropped and the same request sent again. */
  'timeout_after_work',
  /** A rollback of the bet's id is sent before the bet; the bet must then be refused. */
  'rollback_before_bet',
  /** The win waits `late_ms` after the bet. */
  'late_win',
  /** One request with a corrupted signature goes first; it must be refused. */
  'bad_signature',
  /** The win goes before its bet (refused), then the bet, then the win again. */
  'out_of_order',
] as const;
export type SeamlessFault = (typeof SEAMLESS_FAULTS)[number];

const count = z.number().int().min(0).max(1000);

export const transferFaultsInput = z.object({
  /** Do the work, then hold the answer `delay_ms` (the caller times out). */
  timeout_after_work: count.optional(),
  /** Answer 503 before doing anything. */
  unavailable: count.optional(),
  /** The next `bets` pages give each record twice. */
  duplicate_records: count.optional(),
  /** The next `bets` pages give a settled record before its open copy. */
  out_of_order_records: count.optional(),
  delay_ms: z.number().int().min(0).max(600_000).optional(),
});
export type TransferFaultsInput = z.infer<typeof transferFaultsInput>;

export const DEFAULT_DELAY_MS = 10_000;

export class TransferFaults {
  timeoutAfterWork = 0;
  unavailable = 0;
  duplicateRecords = 0;
  outOfOrderRecords = 0;
  delayMs = DEFAULT_DELAY_MS;

  /** Sets the given counts (the others stay as they were). */
  arm(input: TransferFaultsInput): void {
    this.timeoutAfterWork = input.timeout_after_work ?? this.timeoutAfterWork;
    this.unavailable = input.unavailable ?? this.unavailable;
    this.duplicateRecords = input.duplicate_records ?? this.duplicateRecords;
    this.outOfOrderRecords = input.out_of_order_records ?? this.outOfOrderRecords;
    this.delayMs = input.delay_ms ?? this.delayMs;
  }

  /** What the next money call suffers: 'unavailable' wins over 'timeout_after_work'. */
  takeMoneyFault(): 'unavailable' | 'timeout_after_work' | null {
    if (this.unavailable > 0) {
      this.unavailable -= 1;
      return 'unavailable';
    }
    if (this.timeoutAfterWork > 0) {
      this.timeoutAfterWork -= 1;
      return 'timeout_after_work';
    }
    return null;
  }

  /** Reshapes the next `bets` page as armed. */
  shapeRecords<T extends { status: number }>(records: T[]): T[] {
    let page = records;
    if (this.outOfOrderRecords > 0 && page.length > 0) {
      this.outOfOrderRecords -= 1;
      // Later copies first: a settled record comes before its open one.
      page = [...page].reverse();
    }
    if (this.duplicateRecords > 0 && page.length > 0) {
      this.duplicateRecords -= 1;
      page = page.flatMap((record) => [record, record]);
    }
    return page;
  }

  view() {
    return {
      timeout_after_work: this.timeoutAfterWork,
      unavailable: this.unavailable,
      duplicate_records: this.duplicateRecords,
      out_of_order_records: this.outOfOrderRecords,
      delay_ms: this.delayMs,
    };
  }
}
