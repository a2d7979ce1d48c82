import { API_ROUTES, type RouteKey, routePath as coreRoutePath } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import { STARTUP_ROUTE_KEYS, responseSchema, routeOfKey, routePath } from '../../src/api/response-schemas.js';
import { STARTUP_RESPONSE_SCHEMAS } from '../../src/api/startup-schemas.js';

const KEYS = Object.keys(API_ROUTES) as RouteKey[];

describe('response schemas without the route table at startup', () => {
  it('the startup chunk holds exactly the listed routes, each with the table’s own schema', () => {
    expect(Object.keys(STARTUP_RESPONSE_SCHEMAS).sort()).toEqual([...STARTUP_ROUTE_KEYS].sort());
    for (const key of STARTUP_ROUTE_KEYS) {
      expect(STARTUP_RESPONSE_SCHEMAS[key]).toBe(API_ROUTES[key].response);
    }
  });

  it('answers every route’s schema, from the startup chunk or the table', async () => {
    for (const key of KEYS) expect(await responseSchema(key)).toBe(API_ROUTES[key].response);
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
