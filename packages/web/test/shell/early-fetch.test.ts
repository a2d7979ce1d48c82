import { describe, expect, it } from 'vitest';
import { earlyRouteOf, earlyUrlOf } from '../../src/shell/early-fetch.js';

describe('the early token request', () => {
  it('is the token page’s own record, encoded as the client encodes it', () => {
    const id = '41524D5900000000000000000000000000000000:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
    expect(earlyUrlOf(`/token/${id}`)).toBe(`/api/tokens/${encodeURIComponent(id)}`);
    expect(earlyUrlOf(`/token/${encodeURIComponent(id)}/`)).toBe(`/api/tokens/${encodeURIComponent(id)}`);
  });

  it('is the markets table’s first page on the markets routes, with the sort and filter of the URL', () => {
    const plain = '/api/tokens?sort=marketcap_usd&order=desc&limit=50&offset=0';
    expect(earlyUrlOf('/live-markets')).toBe(plain);
    expect(earlyUrlOf('/')).toBe(plain);
    expect(earlyUrlOf('/home/')).toBe(plain);
    expect(earlyUrlOf('/live-markets', '?sort=price_in_xrp&order=asc&q=moo')).toBe(
      '/api/tokens?sort=price_in_xrp&order=asc&limit=50&offset=0&q=moo',
    );
  });

  it('is none elsewhere or for a malformed path', () => {
    expect(earlyUrlOf('/leaderboards')).toBeUndefined();
    expect(earlyUrlOf('/token/')).toBeUndefined();
    expect(earlyUrlOf('/token/a/b')).toBeUndefined();
    expect(earlyUrlOf('/token/%E0%A4%A')).toBeUndefined();
  });

  it('names the route whose schema loads beside it', () => {
    expect(earlyRouteOf('/live-markets')).toBe('GET /api/tokens');
    expect(earlyRouteOf('/token/ABC:rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe('GET /api/tokens/{token_id}');
    expect(earlyRouteOf('/leaderboards')).toBeUndefined();
  });
});
