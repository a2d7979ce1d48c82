import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, queryString } from '../../src/api/client.js';

const ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

function client(respond: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  let verificationRequired = 0;
  const api = createApiClient({
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init });
      return respond(String(input), init);
    },
    onVerificationRequired: () => (verificationRequired += 1),
  });
  return { api, calls, verificationRequired: () => verificationRequired };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('API client (spec §7, §8)', () => {
  it('sends POST bodies as JSON with cookies included and returns the parsed answer', async () => {
    const { api, calls } = client(() => json({ verified: false, session_id: null, expires_at: null }));
    await expect(api.call('GET /api/verify_status')).resolves.toEqual({
      verified: false,
      session_id: null,
      expires_at: null,
    });
    const post = client(() => json({ success: true }));
    await post.api.call('POST /api/verify_cf_token', { body: { cf_token: 'abc' } });
    expect(calls[0]?.init.credentials).toBe('include');
    expect(post.calls[0]?.url).toBe('/api/verify_cf_token');
    expect(post.calls[0]?.init.method).toBe('POST');
    expect(post.calls[0]?.init.body).toBe('{"cf_token":"abc"}');
  });

  it('fills path parameters and the query string', async () => {
    const { api, calls } = client(() => json({ token_id: 'USD:' + ADDRESS, interval: '5m', candles: [] }));
    await api.call('GET /api/tokens/{token_id}/candles', {
      params: { token_id: `USD:${ADDRESS}` },
      query: { interval: '5m', from: undefined },
    });
    expect(calls[0]?.url).toBe(`/api/tokens/USD%3A${ADDRESS}/candles?interval=5m`);
    expect(queryString({})).toBe('');
  });

  it('shows the server detail of a failed call', async () => {
    const { api } = client(() => json({ detail: 'Insufficient XRP balance' }, 400));
    await expect(api.call('GET /api/verify_status')).rejects.toThrow(
      new ApiError('Insufficient XRP balance', 400, { detail: 'Insufficient XRP balance' }),
    );
  });

  it('uses the caller default when the server gives no detail, and the server-error text for a bare 500', async () => {
    const a = client(() => new Response('', { status: 502 }));
    await expect(
      a.api.call('GET /api/verify_status', { fallback: 'Failed to fetch token holdings' }),
    ).rejects.toThrow('Server error. Please try again in a moment.');
    const b = client(() => json({}, 400));
    await expect(
      b.api.call('GET /api/verify_status', { fallback: 'Failed to fetch token holdings' }),
    ).rejects.toThrow('Failed to fetch token holdings');
  });

  it('on 403 with requiresVerification raises "Verification required" and starts the redirect', async () => {
    const c = client(() => json({ detail: 'Session expired', requiresVerification: true }, 403));
    await expect(c.api.call('POST /api/launch', { body: {} })).rejects.toThrow('Verification required');
    expect(c.verificationRequired()).toBe(1);
  });

  it('treats a 403 naming the session as verification required too, but not other 403s', async () => {
    const a = client(() => json({ detail: 'No verified session' }, 403));
    await expect(a.api.call('GET /api/verify_status')).rejects.toThrow('Verification required');
    const b = client(() => json({ detail: 'Wallet not bound' }, 403));
    await expect(b.api.call('GET /api/verify_status')).rejects.toThrow('Wallet not bound');
    expect(b.verificationRequired()).toBe(0);
  });

  it('reports a network failure with the catalogue text', async () => {
    const { api } = client(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.call('GET /api/verify_status')).rejects.toThrow('Network error. Please try again.');
  });

  it('refuses a body that is not JSON or not the contract shape', async () => {
    const a = client(() => new Response('<html>', { status: 200 }));
    await expect(a.api.call('GET /api/verify_status')).rejects.toThrow('Invalid JSON response from backend');
    const b = client(() => json({ verified: 'yes' }));
    await expect(b.api.call('GET /api/verify_status')).rejects.toThrow('Invalid response format');
  });
});
