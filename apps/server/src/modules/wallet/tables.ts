/** The tables the wallet module owns: deposit orders and withdrawal requests. */
export const WALLET_TABLES = ['deposits', 'withdrawals'] as const;
