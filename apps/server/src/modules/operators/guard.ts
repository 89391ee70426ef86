import type { AppContext } from '../../platform/context.ts';
import type { Guards } from '../../platform/http/guards.ts';
import type { Actor } from '../audit/index.ts';
import { requireOperator, type Operator } from './operators.service.ts';

/**
 * An operator let in by the guard: who they are and from where, which is also the actor of the
 * audit rows their call writes.
 */
export type StaffCaller = Operator & Actor;

declare module '../../platform/http/guards.ts' {
  interface Callers {
    /** An operator whose role may make the call (`auth: 'operator'`). */
    operator: StaffCaller;
  }
}

/**
 * The guard of the map's `operator` calls (requireOperator): 401 without a live operator
 * session, 403 when the role may not make this call or two-factor must be enrolled first.
 */
export function operatorGuards(ctx: AppContext): Guards {
  return {
    operator: async (request, route) => ({
      ...(await requireOperator(ctx, request, route)),
      ip: request.ip,
    }),
  };
}
