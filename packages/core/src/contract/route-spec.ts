/** What one API route is: the shape of the route table's entries, and the helpers that build them. */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call a route. public: anyone. verified: a verified session (else 403 with requiresVerification).
 * wallet_proof: a verified session to which the wallet in `classic_address` was bound by POST /api/wallet_proof.
 */
export type RouteAccess = 'public' | 'verified' | 'wallet_proof';

export interface RouteSpec {
  readonly method: HttpMethod;
  /** OpenAPI style: path parameters in braces, e.g. /api/tokens/{token_id}. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: RouteAccess;
  /** JSON body (POST). */
  readonly body?: z.ZodType;
  /** Query string fields (GET). */
  readonly query?: z.ZodObject;
  /** Path parameters, named as in `path`. */
  readonly params?: z.ZodObject;
  /** The 200 answer; for a stream, the payload of each event. */
  readonly response: z.ZodType;
  /** Server-sent events instead of one JSON answer. */
  readonly stream?: true;
  /** Kept for the spec's legacy callers only. */
  readonly deprecated?: true;
}

type RouteDetails = Omit<RouteSpec, 'method' | 'path'>;

/** A POST /api/trustless/{name} call of spec §7. */
export function trustless<const N extends string, const S extends RouteDetails>(
  name: N,
  details: S,
): S & { readonly method: 'POST'; readonly path: `/api/trustless/${N}` } {
  return { ...details, method: 'POST', path: `/api/trustless/${name}` };
}

/** The route table's key for a route: method, a space, the path. */
export type RouteKeyOf<R extends RouteSpec> = `${R['method']} ${R['path']}`;

/** A list of routes as an object keyed by "METHOD /path". */
export function keyRoutes<const T extends readonly RouteSpec[]>(
  routes: T,
): { readonly [R in T[number] as RouteKeyOf<R>]: R } {
  return Object.fromEntries(routes.map((route) => [`${route.method} ${route.path}`, route])) as {
    readonly [R in T[number] as RouteKeyOf<R>]: R;
  };
}
