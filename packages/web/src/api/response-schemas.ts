/**
 * The response schema of each API call, loaded when first needed: building zod schemas is main-thread work
 * (the whole route table's take about half a second of a throttled phone), so none is built before the first
 * paint. The calls a first visit makes take their schemas from a small chunk (startup-schemas.ts); any other
 * call loads the route table. test/api/response-schemas.test.ts checks each is the table's own schema.
 */
import type { RouteKey, RouteSpec } from '@horizon/core';

type Schema = RouteSpec['response'];
type SchemaTable = { readonly [K in RouteKey]?: Schema };

/** The routes whose schemas startup-schemas.ts holds. */
export const STARTUP_ROUTE_KEYS = [
  'GET /api/tokens',
  'GET /api/rate/xrp-usd',
  'GET /api/verify_status',
] as const;
const STARTUP_KEYS: ReadonlySet<RouteKey> = new Set(STARTUP_ROUTE_KEYS);

let startup: Promise<SchemaTable> | undefined;
let table: Promise<SchemaTable> | undefined;

function loadSchemas(key: RouteKey): Promise<SchemaTable> {
  if (STARTUP_KEYS.has(key)) {
    startup ??= import('./startup-schemas.js').then((m) => m.STARTUP_RESPONSE_SCHEMAS);
    return startup;
  }
  table ??= import('./route-table.js').then((m) => {
    const routes: Readonly<Record<string, RouteSpec>> = m.API_ROUTES;
    return Object.fromEntries(Object.entries(routes).map(([k, route]) => [k, route.response])) as SchemaTable;
  });
  return table;
}

/** The schema of `key`'s answer; a load that failed (e.g. offline) is tried again on the next call. */
export async function responseSchema(key: RouteKey): Promise<Schema> {
  try {
    const schema = (await loadSchemas(key))[key];
    if (!schema) throw new Error(`No response schema for ${key}`);
    return schema;
  } catch (error) {
    if (STARTUP_KEYS.has(key)) startup = undefined;
    else table = undefined;
    throw error;
  }
}

/** Starts loading `key`'s schema while its call is in flight, so the answer does not wait for it after. */
export function prepareResponseSchema(key: RouteKey): void {
  void loadSchemas(key).catch(() => undefined);
}

/** A route's method and path, read from its key ("METHOD /path", as core's keyRoutes builds them). */
export function routeOfKey(key: RouteKey): { readonly method: 'GET' | 'POST'; readonly path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as 'GET' | 'POST', path: key.slice(space + 1) };
}

/**
 * The concrete path of a route: `{name}` parameters filled in, URL-encoded. As core's routePath, which lives
 * beside the route table and would pull every schema into the first paint.
 */
export function routePath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
