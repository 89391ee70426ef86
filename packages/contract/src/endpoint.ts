import type { z } from 'zod';

/**
 * One HTTP call of the API (DESIGN §2, §4): where it lives (method, path), what it accepts
 * (`payload`, the zod schema the server validates the body of a POST or the query of a GET with)
 * and what it answers (`response`, the zod schema of `data` in the envelope {code, message, data}).
 *
 * This module holds only types and one identity function: it loads no zod at run time, so a screen
 * may import it (and endpoint-routes.ts) without carrying the schemas into its bundle. Who may
 * call (`auth`) and the `summary` live with the schemas (endpoints.ts): a client needs neither.
 */

export type Method = 'GET' | 'POST';

/** Who may make the call, told by the server from the request: every route runs its guard. */
export type Auth =
  /** Anyone. */
  | 'none'
  /** A player: `Authorization: Bearer <token>` of a player session (401 without one). */
  | 'player'
  /** An operator: `Authorization: Bearer <token>` from /api/admin/login (401 without one). */
  | 'operator'
  /** A player who is an agent (the agent centre): a player's bearer token; 403 for other players. */
  | 'agent'
  /** The demo venue's launch session: header `x-venue-session` (or a `t` field). */
  | 'venue-session'
  /** A payment provider: the payload carries its HMAC signature. */
  | 'signature'
  /**
   * A game provider's wallet call (`/api/providers/:code/…`): the raw body is signed
   * (`X-Signature`, HMAC-SHA256 or RSA-SHA256 per provider); the handler verifies it, because its
   * refusal is an answer of the provider protocol (docs/providers.md).
   */
  | 'provider';

/** What a client needs at run time to make a call: no schema, no zod (endpoint-routes.ts). */
export interface Route {
  readonly method: Method;
  /** Fastify's form: a `:name` segment is a path parameter (`/api/pay/callback/:provider`). */
  readonly path: string;
  /**
   * The call moves money: it accepts an `Idempotency-Key` header, and a repeat with the same key
   * answers the first answer and moves nothing (DESIGN §4). Clients send one per attempt.
   */
  readonly idempotent?: true;
  /** The body is multipart form data (a file upload) instead of JSON. */
  readonly multipart?: true;
}

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends Route {
  readonly auth: Auth;
  /** One line for the API document. */
  readonly summary: string;
  readonly payload: P;
  readonly response: R;
}

/** A map of calls by name. */
export type EndpointMap = Readonly<Record<string, Endpoint>>;

/**
 * Declares a call, keeping its literal method and path and its exact schemas in the type, so the
 * server, the clients and the tests are all typed by the same declaration.
 */
export function defineEndpoint<const R extends Route, P extends z.ZodType, Res extends z.ZodType>(
  endpoint: R & {
    readonly auth: Auth;
    readonly summary: string;
    readonly payload: P;
    readonly response: Res;
  },
): R & Endpoint<P, Res> {
  return endpoint;
}

declare const schemasOf: unique symbol;

/**
 * A call as a client holds it: its route at run time and its schemas as types only (never set).
 * `PayloadOf` and `ResponseOf` read both an Endpoint and an EndpointRef.
 */
export type EndpointRef<E extends Endpoint = Endpoint> = Omit<
  E,
  'auth' | 'summary' | 'payload' | 'response'
> & {
  readonly [schemasOf]?: { readonly payload: E['payload']; readonly response: E['response'] };
};

/** The client-side view of a whole map (see endpoint-routes.ts). */
export type EndpointRefs<M extends EndpointMap> = { readonly [K in keyof M]: EndpointRef<M[K]> };

type Schemas<E> = E extends { readonly payload: infer P; readonly response: infer R }
  ? { payload: P; response: R }
  : E extends { readonly [schemasOf]?: infer S }
    ? NonNullable<S>
    : never;

/**
 * A key whose value may be undefined is a key that may be left out: JSON drops undefined, so the
 * server cannot tell the two apart. Applied to the top level of a payload.
 */
type OmittableUndefined<T> = T extends object
  ? T extends readonly unknown[]
    ? T
    : {
        [K in keyof T as undefined extends T[K] ? never : K]: T[K];
      } & {
        [K in keyof T as undefined extends T[K] ? K : never]?: T[K];
      }
  : T;

type Flatten<T> = T extends object
  ? T extends readonly unknown[]
    ? T
    : { [K in keyof T]: T[K] }
  : T;

/**
 * What a client may send: the payload schema's input type (z.input), where a field the schema
 * accepts as undefined may be left out.
 */
export type PayloadOf<E> =
  Schemas<E> extends { payload: infer P extends z.ZodType }
    ? Flatten<OmittableUndefined<z.input<P>>>
    : never;

/** What the server answers in `data`: the response schema's output type (z.output). */
export type ResponseOf<E> =
  Schemas<E> extends { response: infer R extends z.ZodType } ? z.output<R> : never;
