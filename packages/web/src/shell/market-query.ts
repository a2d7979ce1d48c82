/**
 * The live-markets table's rules, free of React: the sort and filter kept in the URL (so links such
 * as 'Trade $ARMY now' can open a filtered list), sort toggling, and live token updates.
 */
import {
  type ServerEvent,
  TOKEN_SORT_FIELDS,
  type TokenRecord,
  normalizeSearchInput,
  patchTokenRecord,
} from '@horizon/core';

export type SortField = (typeof TOKEN_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface MarketsQuery {
  readonly sort: SortField;
  readonly order: SortOrder;
  readonly q: string;
}

export const DEFAULT_MARKETS_QUERY: MarketsQuery = { sort: 'marketcap_usd', order: 'desc', q: '' };
export const MARKETS_PAGE_SIZE = 50;

function isSortField(text: string | null): text is SortField {
  return text !== null && (TOKEN_SORT_FIELDS as readonly string[]).includes(text);
}

/** Reads the query from the URL; anything unknown falls back to the default (market cap, high first). */
export function parseMarketsQuery(params: URLSearchParams): MarketsQuery {
  const sort = params.get('sort');
  const order = params.get('order');
  const q = normalizeSearchInput(params.get('q') ?? '').slice(0, 100);
  return {
    sort: isSortField(sort) ? sort : DEFAULT_MARKETS_QUERY.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_MARKETS_QUERY.order,
    q,
  };
}

/** The list request's query for a page of the table (the entry starts the first one early: main.tsx). */
export function marketsListQuery(
  query: MarketsQuery,
  offset: number,
): Readonly<Record<string, string | number | undefined>> {
  return { sort: query.sort, order: query.order, limit: MARKETS_PAGE_SIZE, offset, q: query.q || undefined };
}

/** The URL form, leaving defaults out so the plain /live-markets stays clean. */
export function marketsSearchParams(query: MarketsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.sort !== DEFAULT_MARKETS_QUERY.sort) params.set('sort', query.sort);
  if (query.order !== DEFAULT_MARKETS_QUERY.order) params.set('order', query.order);
  if (query.q !== '') params.set('q', query.q);
  return params;
}

/** Clicking a column: the same column flips the order; a new column starts with the most interesting end. */
export function nextSort(query: MarketsQuery, field: SortField): MarketsQuery {
  if (query.sort === field) return { ...query, order: query.order === 'desc' ? 'asc' : 'desc' };
  return { ...query, sort: field, order: 'desc' };
}

/** A token_update event patches the row it names (every market field it carries); other rows and events leave the list as it is. */
export function applyTokenUpdate(tokens: readonly TokenRecord[], event: ServerEvent): readonly TokenRecord[] {
  if (event.type !== 'token_update') return tokens;
  const index = tokens.findIndex((t) => t.token_id === event.token_id);
  if (index === -1) return tokens;
  const updated = patchTokenRecord(tokens[index] as TokenRecord, event);
  return tokens.map((t, i) => (i === index ? updated : t));
}
