/** The tables the auth module owns: player sessions (token hashes) and captcha challenges. */
export const AUTH_TABLES = ['sessions', 'captchas'] as const;
