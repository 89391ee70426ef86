/**
 * The wallet's ledger idempotency keys, one function per operation (ledger CONTEXT.md): each key
 * derives from the row that explains the movement, so a retried operation finds its transfer.
 * Stored keys are compared byte for byte: never change a format (src/ledger-keys.test.ts holds
 * them, and that no two operations can make the same key).
 */

/** A deposit credited to the wallet (`deposit` kind): one per deposit row. */
export const depositKey = (depositId: number) => `deposit:${depositId}`;

/** A withdrawal's amount moved to the held account when asked (`withdraw_hold`). */
export const withdrawHoldKey = (orderNo: string) => `withdraw-hold:${orderNo}`;

/** A held withdrawal paid out (`withdraw_pay`). */
export const withdrawPayKey = (orderNo: string) => `withdraw-pay:${orderNo}`;

/** A held withdrawal returned to the wallet, reversing its hold (`withdraw_return`). */
export const withdrawReturnKey = (orderNo: string) => `withdraw-return:${orderNo}`;
