/** The tables the operators module owns: back-office accounts, their sessions and recovery codes. */
export const OPERATORS_TABLES = [
  'operators',
  'operator_sessions',
  'operator_recovery_codes',
] as const;
