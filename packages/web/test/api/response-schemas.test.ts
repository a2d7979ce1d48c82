import { API_ROUTES, type RouteKey, SnipeRoundSchema, routePath as coreRoutePath } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import {
  STARTUP_ROUTE_KEYS,
  TOKEN_ROUTE_KEYS,
  responseSchema,
  routeOfKey,
  routePath,
} from '../../src/api/response-schemas.js';
import { STARTUP_RESPONSE_SCHEMAS } from '../../src/api/startup-schemas.js';
import { TOKEN_RESPONSE_SCHEMAS } from '../../src/api/token-schemas.js';

const KEYS = Object.keys(API_ROUTES) as RouteKey[];

describe('response schemas without the route table at startup', () => {
  it('the startup chunk holds exactly the listed routes, each with the table’s own schema', () => {
    expect(Object.keys(STARTUP_RESPONSE_SCHEMAS).sort()).toEqual([...STARTUP_ROUTE_KEYS].sort());
    for (const key of STARTUP_ROUTE_KEYS) {
      expect(STARTUP_RESPONSE_SCHEMAS[key]).toBe(API_ROUTES[key].response);
    }
  });

  it('the token page’s chunk holds exactly its routes, with the table’s schemas', () => {
    expect(Object.keys(TOKEN_RESPONSE_SCHEMAS).sort()).toEqual([...TOKEN_ROUTE_KEYS].sort());
    const snipeRound = 'GET /api/tokens/{token_id}/snipe-round';
    for (const key of TOKEN_ROUTE_KEYS) {
      if (key !== snipeRound) expect(TOKEN_RESPONSE_SCHEMAS[key]).toBe(API_ROUTES[key].response);
    }
    // Built inline by the table, so built again: the same nullable round.
    expect(TOKEN_RESPONSE_SCHEMAS[snipeRound].safeParse(null).success).toBe(true);
    expect(API_ROUTES[snipeRound].response.unwrap()).toBe(SnipeRoundSchema);
    const ours = TOKEN_RESPONSE_SCHEMAS[snipeRound] as unknown as { unwrap(): unknown };
    expect(ours.unwrap()).toBe(SnipeRoundSchema);
  });

  it('answers every route’s schema, from the startup chunk or the table', async () => {
    for (const key of KEYS) {
      if (key === 'GET /api/tokens/{token_id}/snipe-round') continue;
      expect(await responseSchema(key)).toBe(API_ROUTES[key].response);
    }
  });

  it('reads each route’s method and path from its key', () => {
    for (const key of KEYS) {
      expect(routeOfKey(key)).toEqual({ method: API_ROUTES[key].method, path: API_ROUTES[key].path });
    }
  });

  it('fills path parameters as core’s routePath does', () => {
    const path = API_ROUTES['GET /api/tokens/{token_id}'].path;
    const params = { token_id: 'ABC:r/ü?' };
    expect(routePath(path, params)).toBe(coreRoutePath(path, params));
    expect(() => routePath(path, {})).toThrow(/Missing path parameter token_id/);
  });
});
