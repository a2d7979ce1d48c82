import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import {
  type TestApp,
  sessionCookieOf,
  solveAltcha,
  startTestApp,
  testDatabase,
  verifySession,
} from '../support/test-app.js';

const WALLET = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const REQUIRED = { detail: 'Verification required', requiresVerification: true };
const EXPIRED = {
  detail: 'Verification expired. Please complete the challenge again.',
  requiresVerification: true,
};

let db: Database;
let t: TestApp;
beforeAll(async () => {
  db = await testDatabase();
  t = await startTestApp({ db });
}, 120_000);
afterAll(async () => {
  await t.close();
  await db.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('the bot check (ALTCHA) opens a verified session', () => {
  it('reports no session before the check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/verify_status' });
    expect(response.json()).toEqual({ verified: false, session_id: null, expires_at: null });
  });

  it('hands out a signed challenge the widget can load directly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/verify_challenge' });
    const body = response.json();
    expect(body).toMatchObject({ provider: 'altcha', algorithm: 'SHA-256', maxnumber: 2000 });
    expect(body.salt).toContain(`expires=${Math.floor(t.clock.now() / 1000) + 600}`);
  });

  it('accepts a solved challenge once and sets an HttpOnly, SameSite=Strict, expiring cookie', async () => {
    const token = await solveAltcha(t.app);
    const response = await post('/api/verify_cf_token', { cf_token: token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: 'horizon_session', httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.expires?.getTime()).toBe(Math.floor((t.clock.now() + 86_400_000) / 1000) * 1000);

    const status = await t.app.inject({
      method: 'GET',
      url: '/api/verify_status',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(status.json()).toEqual({
      verified: true,
      session_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      expires_at: Math.floor(t.clock.now() / 1000) + 86_400,
    });

    const replay = await post('/api/verify_cf_token', { cf_token: token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ success: false, detail: 'Verification token expired or already used.' });
    expect(replay.cookies).toEqual([]);
  });

  it('refuses a solution with the wrong number, junk, and no token, with the spec messages', async () => {
    const token = await solveAltcha(t.app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString('base64');
    expect((await post('/api/verify_cf_token', { cf_token: wrong })).json()).toEqual({
      success: false,
      detail: 'Verification token is invalid.',
    });
    expect((await post('/api/verify_cf_token', { cf_token: 'not-a-token' })).json().detail).toBe(
      'Verification token is invalid.',
    );
    for (const body of [{}, { cf_token: '' }, { cf_token: 42 }]) {
      const response = await post('/api/verify_cf_token', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Verification token was not provided.', field: 'cf_token' });
    }
  });

  it('refuses a solution posted after its challenge expired (10 minutes)', async () => {
    const token = await solveAltcha(t.app);
    t.clock.advance(10 * 60 * 1000 + 1);
    const response = await post('/api/verify_cf_token', { cf_token: token });
    expect(response.json()).toEqual({
      success: false,
      detail: 'Verification token expired or already used.',
    });
  });
});

describe('gated calls', () => {
  it('answer 403 requiresVerification without a session: registration and transaction builders', async () => {
    const register = await post('/api/trustless/register_wallet_frontend', { classic_address: WALLET });
    expect(register.statusCode).toBe(403);
    expect(register.json()).toEqual(REQUIRED);
    const buy = await post('/api/trustless/buy_token_unsigned', { classic_address: WALLET });
    expect(buy.statusCode).toBe(403);
    expect(buy.json()).toEqual(REQUIRED);
  });

  it('treat a cookie with a forged signature as no session', async () => {
    const cookie = await verifySession(t.app);
    const forged = cookie.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const response = await post(
      '/api/trustless/register_wallet_frontend',
      { classic_address: WALLET },
      { cookie: forged },
    );
    expect(response.json()).toEqual(REQUIRED);
  });

  it('answer 403 "expired" once the session has expired, and verify_status says unverified', async () => {
    const cookie = await verifySession(t.app);
    const ok = await post('/api/trustless/register_wallet_frontend', { classic_address: WALLET }, { cookie });
    expect(ok.statusCode).toBe(200);
    t.clock.advance(86_400_000);
    const response = await post(
      '/api/trustless/register_wallet_frontend',
      { classic_address: WALLET },
      { cookie },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(EXPIRED);
    const status = await t.app.inject({ method: 'GET', url: '/api/verify_status', headers: { cookie } });
    expect(status.json()).toEqual({ verified: false, session_id: null, expires_at: null });
  });

  it('leave public reads open', async () => {
    const response = await post('/api/trustless/check_if_premium_wallet', { classic_address: WALLET });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('false');
  });
});

describe('cross-site request forgery', () => {
  const BLOCKED = { detail: 'Security: Blocked suspicious request' };

  it('refuses a state-changing call another site makes, by Sec-Fetch-Site or by Origin', async () => {
    const token = await solveAltcha(t.app);
    const crossSite = await post(
      '/api/verify_cf_token',
      { cf_token: token },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual(BLOCKED);
    const otherOrigin = await post(
      '/api/verify_cf_token',
      { cf_token: token },
      { origin: 'https://evil.example' },
    );
    expect(otherOrigin.json()).toEqual(BLOCKED);
    const sameSite = await post(
      '/api/verify_cf_token',
      { cf_token: token },
      { 'sec-fetch-site': 'same-site' },
    );
    expect(sameSite.json()).toEqual(BLOCKED);
    // None of them spent the solution.
    const own = await post(
      '/api/verify_cf_token',
      { cf_token: token },
      { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    );
    expect(own.json()).toEqual({ success: true });
  });

  it("accepts the page's own origin when the browser sends only Origin", async () => {
    const token = await solveAltcha(t.app);
    const response = await post(
      '/api/verify_cf_token',
      { cf_token: token },
      { origin: 'http://localhost:80' },
    );
    expect(response.json()).toEqual({ success: true });
  });

  it('leaves reads alone', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/verify_status',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('served over HTTPS (behind a proxy)', () => {
  it('uses a Secure __Host- cookie and sends HSTS', async () => {
    const https = await startTestApp({
      db,
      env: { TRUST_PROXY: 'true', ALLOWED_ORIGINS: 'https://app.example.com' },
    });
    const token = await solveAltcha(https.app);
    const response = await https.app.inject({
      method: 'POST',
      url: '/api/verify_cf_token',
      payload: { cf_token: token },
      headers: {
        'x-forwarded-proto': 'https',
        origin: 'https://app.example.com',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies[0]).toMatchObject({ name: '__Host-horizon_session', secure: true, path: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const status = await https.app.inject({
      method: 'GET',
      url: '/api/verify_status',
      headers: { 'x-forwarded-proto': 'https', cookie: sessionCookieOf(response) },
    });
    expect(status.json().verified).toBe(true);
    await https.close();
  });
});
