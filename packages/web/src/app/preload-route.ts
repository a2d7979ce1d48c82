/**
 * The first page's code and response schemas, fetched as the app boots rather than once the router has
 * rendered the route and its effects have run (the data itself was asked for by the entry: early-fetch.ts).
 */
import { responseChecker } from '../api/response-checker.js';
import { MARKETS_PATHS } from '../shell/markets-text.js';

export function preloadRoute(pathname: string): void {
  if (MARKETS_PATHS.includes(pathname.replace(/(.)\/$/, '$1'))) {
    responseChecker.prepare('GET /api/tokens');
  } else if (pathname.startsWith('/token/')) {
    void import('../features/token/TokenPage.js').catch(() => undefined);
    responseChecker.prepare('GET /api/tokens/{token_id}');
  }
}
