/**
 * The response schemas of the calls a first visit makes, as a chunk of their own: only these schemas (and
 * zod) are built, after the page's first paint, instead of the whole route table's.
 */
import {
  type RouteKey,
  type RouteSpec,
  TokenListResponseSchema,
  VerifyStatusResponseSchema,
  XrpUsdRateSchema,
} from '@horizon/core';
import type { STARTUP_ROUTE_KEYS } from './response-schemas.js';

export const STARTUP_RESPONSE_SCHEMAS: {
  readonly [K in (typeof STARTUP_ROUTE_KEYS)[number]]: RouteSpec['response'];
} & { readonly [K in RouteKey]?: RouteSpec['response'] } = {
  'GET /api/tokens': TokenListResponseSchema,
  'GET /api/rate/xrp-usd': XrpUsdRateSchema,
  'GET /api/verify_status': VerifyStatusResponseSchema,
};
