/** How a caller (the web) turns a route and its input into a request, and an answer into typed data. */
import {
  API_ROUTES,
  routePath,
  type RouteBody,
  type RouteKey,
  type RouteQuery,
  type RouteResponse,
} from './routes.js';
import type { HttpMethod, RouteSpec } from './route-spec.js';

export interface RouteInput<K extends RouteKey> {
  readonly body?: RouteBody<K>;
  readonly query?: RouteQuery<K>;
  readonly params?: Readonly<Record<string, string>>;
}

export interface RouteRequest {
  readonly method: HttpMethod;
  /** Path and query string, e.g. /api/tokens?limit=20 */
  readonly url: string;
  /** JSON text of the body, for POST routes. */
  readonly body?: string;
}

/**
 * The request for a route. Body and query are checked against the contract first (a ZodError says what
 * is wrong) and sent with the contract's defaults filled in.
 */
export function buildRouteRequest<K extends RouteKey>(key: K, input: RouteInput<K> = {}): RouteRequest {
  const route: RouteSpec = API_ROUTES[key];
  const path = routePath(route.path, input.params);
  const query = route.query
    ? queryString(route.query.parse(input.query ?? {}) as Record<string, unknown>)
    : '';
  const url = query ? `${path}?${query}` : path;
  if (!route.body) return { method: route.method, url };
  return { method: route.method, url, body: JSON.stringify(route.body.parse(input.body)) };
}

/** The answer of a route, checked against the contract; throws a ZodError when the server broke it. */
export function parseRouteResponse<K extends RouteKey>(key: K, json: unknown): RouteResponse<K> {
  const route: RouteSpec = API_ROUTES[key];
  return route.response.parse(json) as RouteResponse<K>;
}

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) params.set(name, String(value));
  }
  return params.toString();
}
