/** States of a withdrawal: 1 pending review, 2 paid, 3 rejected. */
export const WITHDRAWAL_STATE = { pending: 1, paid: 2, rejected: 3 } as const;
