import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_ROUTES, type RouteKey, type RouteSpec } from '@horizon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.js';
import { type TestApp, startTestApp, testDatabase, verifySession } from './support/test-app.js';

let db: Database;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  db = await testDatabase();
  t = await startTestApp({ db });
  cookie = await verifySession(t.app);
}, 120_000);
afterAll(async () => {
  await t.close();
  await db.close();
});

const APP_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self' ws://127.0.0.1:6006; worker-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; " +
  "form-action 'self'; frame-ancestors 'none'; require-trusted-types-for 'script'";

describe('security headers', () => {
  it('send a strict CSP and the usual protections on every answer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/wallet' });
    expect(page.headers).toMatchObject({
      'content-security-policy': APP_CSP,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const api = await t.app.inject({ method: 'GET', url: '/api/verify_status' });
    expect(api.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
  });
});

describe('the network', () => {
  it("gives the browser the ledger's WebSocket the CSP allows (the preview's simulate)", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/network' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ledger_ws_url: 'ws://127.0.0.1:6006' });
    expect(APP_CSP).toContain('ws://127.0.0.1:6006');
  });
});

describe('not found', () => {
  it('answers JSON 404s for unknown API paths and, without a built web app, for pages', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found: GET /api/nope' });
    const page = await t.app.inject({ method: 'GET', url: '/token/USD:rX' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({
      detail: 'The web app is not built here: build packages/web, or point WEB_DIR at its dist folder',
    });
  });
});

describe('the built web app', () => {
  it('serves files, and index.html for the app routes', async () => {
    const web = await mkdtemp(path.join(os.tmpdir(), 'horizon-web-'));
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Horizon</title>');
    await writeFile(path.join(web, 'assets', 'app-1234.js'), 'export {};');
    const served = await startTestApp({ db, env: { WEB_DIR: web } });
    const home = await served.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe('<!doctype html><title>Horizon</title>');
    expect(home.headers['content-security-policy']).toBe(APP_CSP);
    const route = await served.app.inject({ method: 'GET', url: '/view-wallet?address=rX' });
    expect(route.body).toBe('<!doctype html><title>Horizon</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
    const asset = await served.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.body).toBe('export {};');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await served.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found: GET /assets/gone.js' });
    await served.close();
  });
});

describe('the API contract', () => {
  it('serves the OpenAPI document made from the route table', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { 'x-access': string }>>;
    }>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/api/wallet_proof']?.['post']?.['x-access']).toBe('verified');
    expect(Object.keys(doc.paths).length).toBe(new Set(Object.values(API_ROUTES).map((r) => r.path)).size);
  });

  it('answers 400 with a detail to a bad body on every POST route, never a 500', async () => {
    const posts = (Object.keys(API_ROUTES) as RouteKey[]).filter(
      (key) => (API_ROUTES[key] as RouteSpec).body,
    );
    expect(posts.length).toBeGreaterThan(40);
    for (const key of posts) {
      const url = key.slice('POST '.length).replace('{launch_id}', 'launch-1');
      for (const payload of [[], { classic_address: 'not an address', token_id: 'x' }]) {
        const response = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
        expect(response.statusCode, `${key} with ${JSON.stringify(payload)}`).toBe(400);
        expect(response.json<{ detail: string }>().detail, key).toMatch(/\S/);
      }
    }
  });

  it('answers 400 to a bad query or path parameter', async () => {
    const challenge = await t.app.inject({
      method: 'GET',
      url: '/api/wallet_challenge?classic_address=rBad',
      headers: { cookie },
    });
    expect(challenge.json()).toEqual({ detail: 'Invalid wallet address', field: 'classic_address' });
    const token = await t.app.inject({ method: 'GET', url: '/api/tokens/nonsense' });
    expect(token.json()).toEqual({ detail: 'Invalid token id', field: 'token_id' });
  });

  it('answers JSON errors to a body that is not JSON', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/verify_cf_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cf_token=1',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().detail).toMatch(/Unsupported Media Type/);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/verify_cf_token',
      headers: { 'content-type': 'application/json' },
      payload: '{"cf_token":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toMatch(/JSON/);
  });

  it('says server-side wallets are not implemented for the legacy premium check', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/check_if_premium_wallet',
      headers: { cookie },
      payload: { encrypted_credentials: 'abc', password: 'hunter2' },
    });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ detail: 'Server-side wallet operations are not implemented' });
  });
});

describe('internal errors', () => {
  it('answer 500 with the spec message, and log the whole error', async () => {
    const own = await testDatabase();
    const broken = await startTestApp({ db: own });
    const session = await verifySession(broken.app);
    await own.close();
    const response = await broken.app.inject({
      method: 'GET',
      url: '/api/wallet_challenge?classic_address=rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
      headers: { cookie: session },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Server error. Please try again in a moment.' });
    const errorLine = broken.logs.lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'request failed');
    expect(errorLine?.level).toBe(50);
    expect(errorLine?.err?.stack).toMatch(/Error/);
    await broken.app.close();
  }, 60_000);
});
