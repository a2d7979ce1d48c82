import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.js';
import { SITEVERIFY_URL } from '../../src/verification/turnstile.js';
import { type TestApp, startTestApp, testDatabase } from '../support/test-app.js';

const TURNSTILE = {
  BOT_CHECK: 'turnstile',
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  TURNSTILE_SECRET_KEY: 'ts-secret',
};

/** Cloudflare's siteverify as seen from here: records the form, answers what the test says. */
function siteverify(answer: () => Promise<Response>) {
  const forms: URLSearchParams[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    expect(String(url)).toBe(SITEVERIFY_URL);
    forms.push(init?.body as URLSearchParams);
    return answer();
  }) as typeof fetch;
  return { fetchFn, forms };
}

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

let db: Database;
beforeAll(async () => {
  db = await testDatabase();
}, 120_000);
afterAll(() => db.close());

async function app(answer: () => Promise<Response>): Promise<{ t: TestApp; forms: URLSearchParams[] }> {
  const { fetchFn, forms } = siteverify(answer);
  return { t: await startTestApp({ db, env: TURNSTILE, fetch: fetchFn }), forms };
}

const verify = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verify_cf_token',
    payload: { cf_token: 'widget-token' },
    remoteAddress: '203.0.113.9',
  });

describe('BOT_CHECK=turnstile', () => {
  it('names the site key, allows Cloudflare in the CSP, and opens a session on success', async () => {
    const { t, forms } = await app(() => json({ success: true, 'error-codes': [] }));
    const challenge = await t.app.inject({ method: 'GET', url: '/api/verify_challenge' });
    expect(challenge.json()).toEqual({ provider: 'turnstile', site_key: '1x00000000000000000000AA' });
    const page = await t.app.inject({ method: 'GET', url: '/verify' });
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' https://challenges.cloudflare.com",
    );
    const response = await verify(t);
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies[0]?.name).toBe('horizon_session');
    expect(Object.fromEntries(forms[0] ?? [])).toEqual({
      secret: 'ts-secret',
      response: 'widget-token',
      remoteip: '203.0.113.9',
    });
    await t.close();
  });

  it("maps Cloudflare's error codes to the spec's messages", async () => {
    let codes: string[] = [];
    const { t } = await app(() => json({ success: false, 'error-codes': codes }));
    const cases: [string[], string][] = [
      [['timeout-or-duplicate'], 'Verification token expired or already used.'],
      [['invalid-input-response'], 'Verification token is invalid.'],
      [['missing-input-response'], 'Verification token was not provided.'],
      [['bad-request'], 'Verification error: bad-request'],
      [[], 'Verification failed. Please try again.'],
    ];
    for (const [given, detail] of cases) {
      codes = given;
      const response = await verify(t);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, detail });
    }
    await t.close();
  });

  it('answers 502 "internal error" when siteverify cannot be reached', async () => {
    const { t } = await app(() => Promise.reject(new TypeError('fetch failed')));
    const response = await verify(t);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      detail: 'An internal error occurred. Please try again.',
    });
    await t.close();
  });
});
