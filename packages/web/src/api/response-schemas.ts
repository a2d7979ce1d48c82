/**
 * The response schema of each API call, loaded when first needed: building zod schemas is main-thread work
 * (the whole route table's take about half a second of a throttled phone), so none is built before the first
 * paint. The calls of /live-markets and of the token page take their schemas from small chunks
 * (startup-schemas.ts, token-schemas.ts); any other call loads the route table. test/api/response-schemas.test.ts checks each is the table's own schema.
 */
import type { RouteKey, RouteSpec } from '@horizon/core';

type Schema = RouteSpec['response'];
type SchemaTable = { readonly [K in RouteKey]?: Schema };

/** The routes whose schemas startup-schemas.ts holds: those /live-markets calls. */
export const STARTUP_ROUTE_KEYS = [
  'GET /api/tokens',
  'GET /api/rate/xrp-usd',
  'GET /api/verify_status',
] as const;

/** The routes whose schemas token-schemas.ts holds: those the token page calls. */
export const TOKEN_ROUTE_KEYS = [
  'GET /api/tokens/{token_id}',
  'GET /api/tokens/{token_id}/candles',
  'GET /api/tokens/{token_id}/snipe-round',
  'POST /api/trustless/get_top_traders_for_token_id',
  'POST /api/trustless/get_lp_token_info',
  'POST /api/trustless/expected_tokens_received_from_buy',
  'POST /api/trustless/expected_xrp_received_from_sell',
  'POST /api/trustless/expected_tokens_received_from_swap',
] as const;

interface SchemaGroup {
  readonly keys: ReadonlySet<RouteKey>;
  readonly load: () => Promise<SchemaTable>;
  loading?: Promise<SchemaTable> | undefined;
}

const GROUPS: readonly SchemaGroup[] = [
  {
    keys: new Set(STARTUP_ROUTE_KEYS),
    load: () => import('./startup-schemas.js').then((m) => m.STARTUP_RESPONSE_SCHEMAS),
  },
  {
    keys: new Set(TOKEN_ROUTE_KEYS),
    load: () => import('./token-schemas.js').then((m) => m.TOKEN_RESPONSE_SCHEMAS),
  },
];

/** Every other route: the whole table. */
const TABLE: SchemaGroup = {
  keys: new Set(),
  load: () =>
    import('./route-table.js').then((m) => {
      const routes: Readonly<Record<string, RouteSpec>> = m.API_ROUTES;
      return Object.fromEntries(Object.entries(routes).map(([k, r]) => [k, r.response])) as SchemaTable;
    }),
};

function groupOf(key: RouteKey): SchemaGroup {
  return GROUPS.find((g) => g.keys.has(key)) ?? TABLE;
}

function loadSchemas(group: SchemaGroup): Promise<SchemaTable> {
  group.loading ??= group.load();
  return group.loading;
}

/** The schema of `key`'s answer; a load that failed (e.g. offline) is tried again on the next call. */
export async function responseSchema(key: RouteKey): Promise<Schema> {
  const group = groupOf(key);
  try {
    const schema = (await loadSchemas(group))[key];
    if (!schema) throw new Error(`No response schema for ${key}`);
    return schema;
  } catch (error) {
    group.loading = undefined;
    throw error;
  }
}

/** Starts loading `key`'s schema while its call is in flight, so the answer does not wait for it after. */
export function prepareResponseSchema(key: RouteKey): void {
  void loadSchemas(groupOf(key)).catch(() => undefined);
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
