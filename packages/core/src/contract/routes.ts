/**
 * API_ROUTES: every route of the API, keyed "METHOD /path", with its request and response schemas.
 * The server registers its routes from this table and the web calls through it; one source for both.
 */
import type { z } from 'zod';
import {
  COPYTRADE_ROUTES,
  ESCROW_POOL_ROUTES,
  PAYOUT_ROUTES,
  SNIPER_ROUTES,
  VOTING_ROUTES,
} from './programs/index.js';
import { APP_ROUTES } from './routes-app.js';
import { TRADE_ROUTES } from './routes-trade.js';
import { WALLET_ROUTES } from './routes-wallet.js';
import { keyRoutes, type RouteSpec } from './route-spec.js';

export const API_ROUTES = keyRoutes([
  ...APP_ROUTES,
  ...WALLET_ROUTES,
  ...TRADE_ROUTES,
  ...SNIPER_ROUTES,
  ...COPYTRADE_ROUTES,
  ...VOTING_ROUTES,
  ...ESCROW_POOL_ROUTES,
  ...PAYOUT_ROUTES,
]);

export type ApiRoutes = typeof API_ROUTES;
export type RouteKey = keyof ApiRoutes;

type SchemaOf<K extends RouteKey, F extends 'body' | 'query' | 'params' | 'response'> = ApiRoutes[K] extends {
  readonly [P in F]: infer S extends z.ZodType;
}
  ? S
  : never;

/** What a caller sends as the JSON body (defaults may be left out). */
export type RouteBody<K extends RouteKey> = z.input<SchemaOf<K, 'body'>>;
/** The body as the server sees it after parsing (defaults filled in). */
export type ParsedRouteBody<K extends RouteKey> = z.output<SchemaOf<K, 'body'>>;
export type RouteQuery<K extends RouteKey> = z.input<SchemaOf<K, 'query'>>;
export type ParsedRouteQuery<K extends RouteKey> = z.output<SchemaOf<K, 'query'>>;
export type RouteParams<K extends RouteKey> = z.input<SchemaOf<K, 'params'>>;
/** What the server may send. */
export type RouteReply<K extends RouteKey> = z.input<SchemaOf<K, 'response'>>;
/** What the caller holds after parsing the answer. */
export type RouteResponse<K extends RouteKey> = z.output<SchemaOf<K, 'response'>>;

/** Every route as a list, in table order. */
export function listRoutes(): RouteSpec[] {
  return Object.values(API_ROUTES) as RouteSpec[];
}

/** The concrete path of a route: `{name}` parameters filled in, URL-encoded. */
export function routePath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The path in Fastify's notation: `{name}` becomes `:name`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
