/** The table the audit module owns: one row per operator action (DESIGN §9). */
export const AUDIT_TABLES = ['audit_log', 'audit_head'] as const;
