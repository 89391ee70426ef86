/**
 * The tables the red packet module owns: the operator's rules (one row: the window, the tiers and
 * the daily maximum) and every packet drawn, one row per (player, Beijing day, draw number).
 */
export const REDPACKETS_TABLES = ['redpacket_rules', 'redpacket_draws'] as const;
