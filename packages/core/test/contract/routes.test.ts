import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, operationId } from '../../src/contract/openapi.js';
import { API_ROUTES, fastifyPath, listRoutes, routePath } from '../../src/contract/routes.js';
import { COPYTRADE_ROUTE_KEYS } from './program-routes/copytrade.js';
import { ESCROW_POOL_ROUTE_KEYS } from './program-routes/escrow-pools.js';
import { PAYOUT_ROUTE_KEYS } from './program-routes/payouts.js';
import { SNIPER_ROUTE_KEYS } from './program-routes/sniper.js';
import { VOTING_ROUTE_KEYS } from './program-routes/voting.js';
import { ALICE, TOKEN } from './schema-cases.js';

/** Every call of spec §7 under /api/trustless/, plus the signed AMM vote whose path the spec leaves out. */
const SPEC_TRUSTLESS_CALLS = [
  'register_wallet_frontend',
  'get_token_holdings_and_balance',
  'get_token_holdings_and_balance_for_wallet',
  'update_pre_snipe',
  'get_pre_sniped_tokens',
  'claim_pre_snipe',
  'get_pre_snipe_classic_address',
  'withdraw_tokens_from_pre_snipe',
  'withdraw_xrp_from_pre_snipe_wallet',
  'get_pre_snipe_settings',
  'get_pre_snipe_distributor_classic_address',
  'expected_tokens_received_from_buy',
  'expected_xrp_received_from_sell',
  'check_if_premium_wallet',
  'get_recent_trades_all_tokens',
  'get_all_trustlines',
  'update_tx_history',
  'get_referral_code',
  'get_lp_token_info',
  'get_top_traders_for_token_id',
  'estimate_lp_tokens',
  'estimate_withdrawal_from_lp_tokens',
  'set_trustline_unsigned',
  'set_trustline_signed',
  'clear_trustline_unsigned',
  'clear_trustline_signed',
  'clear_all_trustlines_unsigned',
  'clear_all_trustlines_signed',
  'buy_token_unsigned',
  'buy_token_signed',
  'sell_token_unsigned',
  'sell_token_signed',
  'send_xrp_unsigned',
  'send_xrp_signed',
  'send_tokens_unsigned',
  'send_tokens_signed',
  'amm_deposit_unsigned',
  'amm_deposit_signed',
  'amm_withdraw_unsigned',
  'amm_withdraw_signed',
  'amm_vote_unsigned',
  'amm_vote_signed',
  'create_limit_order_unsigned',
  'create_limit_order_signed',
  'get_token_trader_stats',
  'get_active_orders',
  'cancel_order_unsigned',
  'cancel_order_signed',
  'swap_tokens_unsigned',
  'swap_tokens_signed',
  // Issue 16: a swap's own quote (its XRP value and the tokens it leaves), beyond spec §7.
  'expected_tokens_received_from_swap',
];

const OTHER_ROUTES = [
  'GET /api/verify_status',
  'POST /api/verify_cf_token',
  'POST /api/check_if_premium_wallet',
  'GET /api/verify_challenge',
  'GET /api/wallet_challenge',
  'POST /api/wallet_proof',
  'GET /api/tokens/search',
  'GET /api/tokens',
  'GET /api/tokens/{token_id}',
  'GET /api/tokens/{token_id}/candles',
  'GET /api/leaderboards',
  'GET /api/wallets/{address}',
  'GET /api/rate/xrp-usd',
  'GET /api/events',
  'GET /api/openapi.json',
  'POST /api/launch',
  'GET /api/launch/{launch_id}',
  'POST /api/launch/{launch_id}/submit',
  'GET /api/faucet',
  'POST /api/faucet',
  'GET /api/network',
];

/** Issue 10's programs, each listing its own routes. */
const PROGRAM_ROUTES = [
  ...SNIPER_ROUTE_KEYS,
  ...COPYTRADE_ROUTE_KEYS,
  ...VOTING_ROUTE_KEYS,
  ...ESCROW_POOL_ROUTE_KEYS,
  ...PAYOUT_ROUTE_KEYS,
];

const EXPECTED_KEYS = [
  ...SPEC_TRUSTLESS_CALLS.map((c) => `POST /api/trustless/${c}`),
  ...OTHER_ROUTES,
  ...PROGRAM_ROUTES,
];

describe('the route table', () => {
  it('has exactly the calls of spec §7 and DESIGN.md, each once', () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual([...EXPECTED_KEYS].sort());
  });

  it('keys every route by its own method and path', () => {
    for (const [key, route] of Object.entries(API_ROUTES)) expect(key).toBe(`${route.method} ${route.path}`);
  });

  it('gives GET routes no body and POST routes a JSON body', () => {
    for (const route of listRoutes()) {
      if (route.method === 'GET') expect(route.body).toBeUndefined();
      else expect(route.body).toBeDefined();
    }
  });

  it('names every path parameter in a params schema', () => {
    for (const route of listRoutes()) {
      const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(Object.keys(route.params?.shape ?? {})).toEqual(inPath);
    }
  });

  it('sends unsigned-transaction builders and submissions through the verification gate', () => {
    for (const route of listRoutes()) {
      if (/_(unsigned|signed)$/.test(route.path)) expect(route.access).toBe('verified');
    }
    expect(API_ROUTES['POST /api/trustless/update_pre_snipe'].access).toBe('wallet_proof');
    expect(API_ROUTES['GET /api/verify_status'].access).toBe('public');
  });

  it('fills path parameters, encoded, and writes them for Fastify', () => {
    expect(routePath('/api/tokens/{token_id}/candles', { token_id: TOKEN })).toBe(
      `/api/tokens/${encodeURIComponent(TOKEN)}/candles`,
    );
    expect(() => routePath('/api/tokens/{token_id}')).toThrow('Missing path parameter token_id');
    expect(fastifyPath('/api/launch/{launch_id}/submit')).toBe('/api/launch/:launch_id/submit');
  });

  it('never throws on any input: bad input is a validation error, not a crash', () => {
    const schemas = listRoutes().flatMap((r) =>
      [r.body, r.query, r.params, r.response].filter((s) => s !== undefined),
    );
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.anything(), (schema, value) => {
        expect(() => schema.safeParse(value)).not.toThrow();
      }),
      { numRuns: 3000 },
    );
  });

  it('never throws on objects with the right keys and wrong values (object-level rules included)', () => {
    const objects = listRoutes()
      .flatMap((r) => [r.body, r.query, r.params, r.response])
      .filter((s): s is z.ZodObject => s instanceof z.ZodObject);
    const value = fc.oneof(
      fc.constantFrom('1e5', 'abc', '-1', '1.5', '', '0', TOKEN, ALICE, null),
      fc.anything(),
    );
    fc.assert(
      fc.property(
        fc
          .constantFrom(...objects)
          .chain((schema) =>
            fc.tuple(
              fc.constant(schema),
              fc.dictionary(fc.constantFrom(...Object.keys(schema.shape)), value),
            ),
          ),
        ([schema, body]) => {
          expect(() => schema.safeParse(body)).not.toThrow();
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument({ version: '2.0.0', serverUrl: 'http://localhost:8080' });
  const paths = doc['paths'] as Record<
    string,
    Record<string, { operationId: string; responses: Record<string, unknown> }>
  >;
  const text = JSON.stringify(doc);

  it('is OpenAPI 3.1 with our title, version and server', () => {
    expect(doc['openapi']).toBe('3.1.0');
    expect(doc['info']).toEqual({ title: 'Horizon API', version: '2.0.0' });
    expect(doc['servers']).toEqual([{ url: 'http://localhost:8080' }]);
  });

  it('has an operation for every route, with a unique operationId', () => {
    const ids = new Set<string>();
    for (const route of listRoutes()) {
      const op = paths[route.path]?.[route.method.toLowerCase()];
      expect(op?.operationId).toBe(operationId(route));
      ids.add(op?.operationId ?? '');
    }
    expect(ids.size).toBe(listRoutes().length);
  });

  it('documents the {detail} error everywhere and the 403 on gated routes', () => {
    for (const route of listRoutes()) {
      const responses = paths[route.path]?.[route.method.toLowerCase()]?.responses ?? {};
      expect(Object.keys(responses)).toEqual(
        route.access === 'public' ? ['200', '400', 'default'] : ['200', '400', '403', 'default'],
      );
    }
  });

  it('resolves every $ref to a component schema', () => {
    const components = (doc['components'] as { schemas: Record<string, unknown> }).schemas;
    const refs = [...text.matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of refs) {
      expect(ref.startsWith('#/components/schemas/')).toBe(true);
      expect(components[ref.slice('#/components/schemas/'.length)]).toBeDefined();
    }
    expect(text).not.toContain('$defs');
    expect(text).not.toContain('"$schema"');
  });

  it('writes money as patterned strings and keeps the spec defaults', () => {
    const components = (
      doc['components'] as { schemas: Record<string, { properties?: Record<string, unknown> }> }
    ).schemas;
    const buy = components['post_trustless_buy_token_unsigned_body']?.properties ?? {};
    expect(buy['xrp_amount']).toMatchObject({ type: 'string', pattern: '^(0|[1-9]\\d*)(\\.\\d{1,6})?$' });
    expect(buy['slippage_percentage']).toMatchObject({ type: 'number', default: 1 });
    expect(components['ActiveOrder']?.properties?.['direction']).toMatchObject({ default: 'sell' });
  });
});
