/** The tables the operators module owns: back-office accounts and their sessions. */
export const OPERATORS_TABLES = ['operators', 'operator_sessions'] as const;
