/**
 * The agents module's domain errors: its rules throw `new DomainError(reason, facts?)`, and
 * platform/http/domain-errors.ts (the one mapping) answers each with its status and catalogue message.
 */
declare module '../../platform/errors.ts' {
  interface DomainErrorReasons {
    /** Agent already. */
    agent_already: true;
    /** Agent application pending. */
    agent_application_pending: true;
    /** Agent application reviewed. */
    agent_application_reviewed: true;
    /** Agent application unknown. */
    agent_application_unknown: true;
    /** Agent level unknown. */
    agent_level_unknown: true;
    /** Agent new level incomplete. */
    agent_new_level_incomplete: true;
    /** Agent not agent. */
    agent_not_agent: true;
    /** Agent only. */
    agent_only: true;
    /** Agent refuse remark. */
    agent_refuse_remark: true;
    /** Agent user unknown. */
    agent_user_unknown: true;
  }
}

export {};
