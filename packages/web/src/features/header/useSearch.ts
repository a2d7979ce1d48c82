/** The header search box's state: the shared query with its debounced call, and the stored history. */
import { useCallback, useState } from 'react';
import { browserStore } from '../../services/storage-keys.js';
import { type SearchHistoryItem, addToHistory, loadHistory, saveHistory } from './search-history.js';
import { useSearchQuery } from '../../services/useSearchQuery.js';

export function useSearch() {
  const { state, dispatch } = useSearchQuery();
  const [history, setHistory] = useState<SearchHistoryItem[]>(() => loadHistory(browserStore('local')));

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
