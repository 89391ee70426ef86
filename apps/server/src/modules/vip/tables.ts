/** The tables the vip module owns: the ten levels and the history of players' level changes. */
export const VIP_TABLES = ['vip_levels', 'vip_changes'] as const;
