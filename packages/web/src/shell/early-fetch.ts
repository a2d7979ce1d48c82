/**
 * The GET a page needs first, started by the entry (main.tsx) while the app's code is still loading, so the
 * page's data does not wait for it; the API client takes each answer once, for the same URL.
 */
import { EARLY_DATA_ELEMENT_ID, tokenRecordPathOfPage } from '@horizon/core';
import { marketsListQuery, parseMarketsQuery } from './market-query.js';
import { MARKETS_PATHS } from './markets-text.js';
import { queryString } from '../api/query-string.js';

const early = new Map<string, Promise<Response>>();

/** As the API client sends a GET. */
const INIT: RequestInit = { method: 'GET', credentials: 'include', headers: { accept: 'application/json' } };

/** The answer to `url` the server put in the page (server: market/early-data.ts), if it did. */
export function inlineAnswer(url: string): string | undefined {
  const element = document.getElementById(EARLY_DATA_ELEMENT_ID);
  if (element?.dataset['url'] !== url) return undefined;
  return element.textContent ?? undefined;
}

export function fetchEarly(url: string): void {
  if (early.has(url)) return;
  const inline = inlineAnswer(url);
  const json = { status: 200, headers: { 'content-type': 'application/json' } };
  early.set(url, inline === undefined ? fetch(url, INIT) : Promise.resolve(new Response(inline, json)));
}

export function takeEarly(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}

/** The route of the first request of `pathname` (its schema is loaded beside it), as earlyUrlOf answers. */
export function earlyRouteOf(pathname: string): 'GET /api/tokens' | 'GET /api/tokens/{token_id}' | undefined {
  if (MARKETS_PATHS.includes(pathname.replace(/(.)\/$/, '$1'))) return 'GET /api/tokens';
  return earlyUrlOf(pathname) === undefined ? undefined : 'GET /api/tokens/{token_id}';
}

/**
 * The request a page makes first: on the markets routes the table's first page (as MarketsPage asks for it),
 * on a token page the token's own record (/api/tokens/{token_id}).
 */
export function earlyUrlOf(pathname: string, search = ''): string | undefined {
  if (MARKETS_PATHS.includes(pathname.replace(/(.)\/$/, '$1'))) {
    return `/api/tokens${queryString(marketsListQuery(parseMarketsQuery(new URLSearchParams(search)), 0))}`;
  }
  return tokenRecordPathOfPage(pathname);
}
