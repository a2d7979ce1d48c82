/**
 * The search box's query and answers: the reducer with the debounced call to the token index (spec §9:
 * 300 ms). The header search and the swap's token picker both read tokens through it.
 */
import { SEARCH_DEBOUNCE_MS, classifySearchQuery, normalizeSearchInput } from '@horizon/core';
import { useEffect, useReducer } from 'react';
import { errorMessage, isAbortError } from '../api/client.js';
import { api } from './app-services.js';
import { initialSearchState, searchReducer } from './search-state.js';

export function useSearchQuery() {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);

  useEffect(() => {
    const query = state.query;
    if (classifySearchQuery(query).kind === 'empty') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      api
        .call('GET /api/tokens/search', {
          query: { q: normalizeSearchInput(query) },
          signal: controller.signal,
        })
        .then((answer) => dispatch({ type: 'results', query, results: answer.results }))
        .catch((error: unknown) => {
          if (!isAbortError(error)) dispatch({ type: 'failed', query, message: errorMessage(error) });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [state.query]);

  return { state, dispatch };
}
