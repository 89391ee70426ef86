/**
 * The support module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Support conversation closed. */
    support_conversation_closed: true;
    /** Support conversation unknown. */
    support_conversation_unknown: true;
    /** Support image invalid. */
    support_image_invalid: true;
    /** Support too fast. */
    support_too_fast: true;
    /** Support too many conversations. */
    support_too_many_conversations: true;
  }
}

export {};
