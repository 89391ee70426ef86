import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth, Route } from '@app/contract/endpoint';

/**
 * Who each kind of caller of the map (`endpoint.auth`) is once its guard let it in. The platform
 * knows only `none`; the module that owns a kind of caller declares it by declaration merging,
 * next to its guard:
 *
 *   declare module '../../platform/http/guards.ts' {
 *     interface Callers { player: SessionUser }
 *   }
 */
export interface Callers {
  none: null;
}

/** The caller a handler of an endpoint with this `auth` is handed. */
export type CallerOf<A extends Auth> = A extends keyof Callers ? Callers[A] : never;

/**
 * Lets a request in as its endpoint's kind of caller, or throws the refusal (401 without
 * credentials, 403 when they may not make this call). Runs before the payload is read, so a
 * caller who may not make a call learns nothing about its payload.
 */
export type Guard<A extends Auth = Auth> = (
  request: FastifyRequest,
  route: Route,
) => Promise<CallerOf<A>>;

export type Guards = { readonly [A in Auth]?: Guard<A> };

declare module 'fastify' {
  interface FastifyInstance {
    /** The guard of each kind of caller (the modules' `guards`, gathered by app.ts). */
    guards: Guards;
  }
}

const everyone: Guard<'none'> = async () => null;

/** Gathers the modules' guards; a kind declared by two modules is a mistake of the module list. */
export function gatherGuards(parts: readonly Guards[]): Guards {
  const out: Record<string, Guard> = { none: everyone as Guard };
  for (const part of parts) {
    for (const [auth, guard] of Object.entries(part)) {
      if (out[auth]) throw new Error(`two guards for callers of kind ${auth}`);
      out[auth] = guard as Guard;
    }
  }
  return out as Guards;
}

/** The guard of an endpoint's kind of caller: a route nobody guards is refused when it is built. */
export function guardOf<A extends Auth>(app: FastifyInstance, auth: A): Guard<A> {
  const guard = app.guards[auth] as Guard<A> | undefined;
  if (!guard) throw new Error(`no module guards callers of kind ${auth}`);
  return guard;
}
