import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { buildRouteRequest, parseRouteResponse } from '../../src/contract/client.js';
import { HOLDINGS } from './fixtures.js';
import { ALICE, TOKEN } from './schema-cases.js';

describe('calling a route through the contract', () => {
  it('posts a buy as JSON with the spec defaults filled in', () => {
    const request = buildRouteRequest('POST /api/trustless/buy_token_unsigned', {
      body: { classic_address: ALICE, token_id: TOKEN, xrp_amount: '10' },
    });
    expect(request).toEqual({
      method: 'POST',
      url: '/api/trustless/buy_token_unsigned',
      body: JSON.stringify({
        classic_address: ALICE,
        token_id: TOKEN,
        xrp_amount: '10',
        slippage_percentage: 1,
        copytrade: false,
      }),
    });
  });

  it('refuses to send an amount the contract forbids', () => {
    expect(() =>
      buildRouteRequest('POST /api/trustless/send_xrp_unsigned', {
        body: { classic_address: ALICE, xrp_amount: '1.1234567', destination: ALICE },
      }),
    ).toThrow(ZodError);
  });

  it('fills path parameters and writes the query string with its defaults', () => {
    const request = buildRouteRequest('GET /api/tokens/{token_id}/candles', {
      params: { token_id: TOKEN },
      query: { interval: '1h' },
    });
    expect(request).toEqual({
      method: 'GET',
      url: `/api/tokens/${encodeURIComponent(TOKEN)}/candles?interval=1h&limit=500`,
    });
    expect(buildRouteRequest('GET /api/verify_status')).toEqual({ method: 'GET', url: '/api/verify_status' });
  });

  it('reads an answer only when it keeps the contract', () => {
    const holdings = parseRouteResponse('POST /api/trustless/get_token_holdings_and_balance', HOLDINGS);
    expect(holdings.xrp_balance_available).toBe('88.5');
    expect(() =>
      parseRouteResponse('POST /api/trustless/get_token_holdings_and_balance', {
        ...HOLDINGS,
        xrp_balance_available: 88.5,
      }),
    ).toThrow(ZodError);
  });
});
