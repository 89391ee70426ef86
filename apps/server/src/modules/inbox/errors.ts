/**
 * The inbox module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Inbox message invalid. */
    inbox_message_invalid: true;
    /** Inbox user unknown. */
    inbox_user_unknown: true;
  }
}

export {};
