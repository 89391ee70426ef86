/** The tables the users module owns: the player's identity, credentials and switches. */
export const USERS_TABLES = ['users', 'user_settings'] as const;
