/** The search box's state with the debounced call (spec §9: 300 ms) and the stored history. */
import { SEARCH_DEBOUNCE_MS, classifySearchQuery, normalizeSearchInput } from '@horizon/core';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { errorMessage, isAbortError } from '../../api/client.js';
import { api } from '../../app/services.js';
import { browserStore } from '../../app/storage-keys.js';
import { type SearchHistoryItem, addToHistory, loadHistory, saveHistory } from './search-history.js';
import { initialSearchState, searchReducer } from './search-state.js';

export function useSearch() {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const [history, setHistory] = useState<SearchHistoryItem[]>(() => loadHistory(browserStore('local')));

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

  const remember = useCallback((item: SearchHistoryItem) => {
    setHistory((old) => {
      const next = addToHistory(old, item);
      saveHistory(browserStore('local'), next);
      return next;
    });
  }, []);

  const clearHistory = useCallback(() => {
    saveHistory(browserStore('local'), []);
    setHistory([]);
  }, []);

  return { state, dispatch, history, remember, clearHistory };
}
