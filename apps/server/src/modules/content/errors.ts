/**
 * The content module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Article content invalid. */
    article_content_invalid: true;
    /** Article unknown. */
    article_unknown: true;
    /** Catalogue nothing to change. */
    catalogue_nothing_to_change: true;
    /** The row asked for does not exist. */
    not_found: true;
    /** Notice title invalid. */
    notice_title_invalid: true;
  }
}

export {};
