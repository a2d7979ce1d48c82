/**
 * The header search box (spec §2, §4 "Search", §5, §9) as a reducer and a view function, free of
 * React: open on focus, close and clear on an outside click, 'Searching...', labelled rows, the
 * address row, the empty text, and answers that arrive for an older query are ignored.
 */
import {
  SEARCH_RESULTS_MAX,
  type SearchResult,
  classifySearchQuery,
  formatUsdMarketCap,
  normalizeSearchInput,
  shortenAddress,
} from '@horizon/core';

export type SearchPhase = 'idle' | 'searching' | 'done' | 'error';

export interface SearchState {
  readonly open: boolean;
  readonly query: string;
  readonly phase: SearchPhase;
  readonly results: readonly SearchResult[];
  readonly error: string | null;
}

export type SearchAction =
  | { readonly type: 'focus' }
  | { readonly type: 'outside-click' }
  | { readonly type: 'input'; readonly query: string }
  | { readonly type: 'results'; readonly query: string; readonly results: readonly SearchResult[] }
  | { readonly type: 'failed'; readonly query: string; readonly message: string }
  | { readonly type: 'selected' };

export const initialSearchState: SearchState = {
  open: false,
  query: '',
  phase: 'idle',
  results: [],
  error: null,
};

const cleared: SearchState = initialSearchState;

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'focus':
      return state.open ? state : { ...state, open: true };
    case 'outside-click':
    case 'selected':
      return cleared;
    case 'input': {
      const empty = classifySearchQuery(action.query).kind === 'empty';
      return {
        open: true,
        query: action.query,
        phase: empty ? 'idle' : 'searching',
        results: [],
        error: null,
      };
    }
    case 'results':
      if (!isCurrent(state, action.query)) return state;
      return { ...state, phase: 'done', results: action.results.slice(0, SEARCH_RESULTS_MAX), error: null };
    case 'failed':
      if (!isCurrent(state, action.query)) return state;
      return { ...state, phase: 'error', results: [], error: action.message };
  }
}

/** An answer counts only for the query still in the box (a slow answer for older text is dropped). */
function isCurrent(state: SearchState, query: string): boolean {
  return normalizeSearchInput(state.query) === normalizeSearchInput(query);
}

export type SearchRow =
  | { readonly type: 'wallet'; readonly key: string; readonly address: string; readonly short: string }
  | {
      readonly type: 'token';
      readonly key: string;
      readonly tokenId: string;
      readonly name: string;
      readonly ticker: string;
      readonly iconUrl: string | null;
      readonly marketCap: string;
    };

export type SearchView =
  | { readonly kind: 'closed' }
  | { readonly kind: 'history' }
  | { readonly kind: 'searching'; readonly rows: readonly SearchRow[] }
  | { readonly kind: 'results'; readonly rows: readonly SearchRow[] }
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string };

function walletRow(address: string): SearchRow {
  return { type: 'wallet', key: `wallet:${address}`, address, short: shortenAddress(address) };
}

function toRow(result: SearchResult): SearchRow {
  if (result.type === 'wallet') return walletRow(result.address);
  return {
    type: 'token',
    key: `token:${result.token_id}`,
    tokenId: result.token_id,
    name: result.name,
    ticker: result.ticker,
    iconUrl: result.token_icon_url,
    marketCap: formatUsdMarketCap(result.marketcap_usd),
  };
}

/** The rows to show: an address-looking query always offers its 'View Wallet' row first. */
export function searchRows(state: SearchState): SearchRow[] {
  const query = classifySearchQuery(state.query);
  const rows = state.results.map(toRow);
  if (query.kind !== 'address') return rows;
  const own = walletRow(query.address);
  return [own, ...rows.filter((r) => r.key !== own.key)].slice(0, SEARCH_RESULTS_MAX);
}

export function searchView(state: SearchState): SearchView {
  if (!state.open) return { kind: 'closed' };
  if (classifySearchQuery(state.query).kind === 'empty') return { kind: 'history' };
  const rows = searchRows(state);
  if (state.phase === 'searching') return { kind: 'searching', rows };
  if (state.phase === 'error' && rows.length === 0) return { kind: 'error', message: state.error ?? '' };
  return rows.length === 0 ? { kind: 'empty' } : { kind: 'results', rows };
}
