/**
 * The first page's code and response schemas, fetched as the app boots rather than once the router has
 * rendered the route and its effects have run (the data itself was asked for by the entry: early-fetch.ts).
 */
import { prepareResponseSchema } from '../api/response-schemas.js';
import { MARKETS_PATHS } from '../features/markets/markets-text.js';

export function preloadRoute(pathname: string): void {
  if (MARKETS_PATHS.includes(pathname.replace(/(.)\/$/, '$1'))) {
    prepareResponseSchema('GET /api/tokens');
  } else if (pathname.startsWith('/token/')) {
    void import('../features/token/TokenPage.js').catch(() => undefined);
    prepareResponseSchema('GET /api/tokens/{token_id}');
  }
}
