/**
 * The response schemas of the token page's calls, as a chunk of their own: the page builds these (and the
 * modules they come from) instead of the whole route table's.
 */
import {
  CandlesResponseSchema,
  ExpectedSwapResponseSchema,
  ExpectedTokensResponseSchema,
  ExpectedXrpResponseSchema,
  LpTokenInfoSchema,
  type RouteSpec,
  SnipeRoundSchema,
  TokenDetailSchema,
  TopTradersSchema,
} from '@horizon/core';
import type { TOKEN_ROUTE_KEYS } from './response-schemas.js';

export const TOKEN_RESPONSE_SCHEMAS: {
  readonly [K in (typeof TOKEN_ROUTE_KEYS)[number]]: RouteSpec['response'];
} = {
  'GET /api/tokens/{token_id}': TokenDetailSchema,
  'GET /api/tokens/{token_id}/candles': CandlesResponseSchema,
  // The table builds this one inline; the same schema, built again here (the test compares them).
  'GET /api/tokens/{token_id}/snipe-round': SnipeRoundSchema.nullable(),
  'POST /api/trustless/get_top_traders_for_token_id': TopTradersSchema,
  'POST /api/trustless/get_lp_token_info': LpTokenInfoSchema,
  'POST /api/trustless/expected_tokens_received_from_buy': ExpectedTokensResponseSchema,
  'POST /api/trustless/expected_xrp_received_from_sell': ExpectedXrpResponseSchema,
  'POST /api/trustless/expected_tokens_received_from_swap': ExpectedSwapResponseSchema,
};
