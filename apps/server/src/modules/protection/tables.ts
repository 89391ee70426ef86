/** The tables the protection module owns; no other module queries them (DESIGN §2, §12). */
export const PROTECTION_TABLES = ['protection_profiles', 'protection_changes'] as const;
