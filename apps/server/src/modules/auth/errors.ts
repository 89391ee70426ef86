/**
 * The auth module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** The account is frozen: it may not sign in or play. */
    account_disabled: true;
    /** A frozen player's token: the freeze ended its sessions. */
    account_disabled_session: true;
    /** Adult required. */
    adult_required: true;
    /** A validation rule refused the input; `facts.message` is the catalogue text it chose. */
    auth_input_invalid: true;
    /** Captcha wrong. */
    captcha_wrong: true;
    /** Guest not allowed. */
    guest_not_allowed: true;
    /** Guest too many. */
    guest_too_many: true;
    /** The payload breaks a rule its schema cannot express. */
    input_invalid: true;
    /** Login failed. */
    login_failed: true;
    /** Login locked. */
    login_locked: true;
    /** Name taken. */
    name_taken: true;
    /** Old password wrong. */
    old_password_wrong: true;
    /** A validation rule refused the input; `facts.message` is the catalogue text it chose. */
    password_input_invalid: true;
    /** Password tries exceeded. */
    password_tries_exceeded: true;
    /** No token was given. */
    please_login: true;
    /** The token is unknown, revoked or expired. */
    session_expired: true;
    /** Telegram invalid. */
    telegram_invalid: true;
    /** Telegram unavailable. */
    telegram_unavailable: true;
  }
}

export {};
