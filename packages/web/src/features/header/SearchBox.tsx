/** The header search (spec §2): recent history, 'Searching...', Token/Wallet rows, the empty text. */
import {
  SEARCH_DROPDOWN_MAX_HEIGHT_REM,
  SEARCH_STRINGS,
  normalizeSearchInput,
  tokenRoute,
  viewWalletRoute,
} from '@horizon/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../ui/Spinner.js';
import type { SearchHistoryItem } from './search-history.js';
import { type SearchRow, searchView } from '../../services/search-state.js';
import { SearchRows } from './SearchRows.js';
import { useSearch } from './useSearch.js';

// The spec's "about 24rem" (set through the CSSOM, which the strict CSP allows).
const MAX_HEIGHT = `${SEARCH_DROPDOWN_MAX_HEIGHT_REM}rem`;

export function SearchBox({ onNavigate }: { onNavigate?: () => void }) {
  const { state, dispatch, history, remember, clearHistory } = useSearch();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const view = searchView(state);

  useEffect(() => {
    if (!state.open) return;
    const onPointer = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) dispatch({ type: 'outside-click' });
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [state.open, dispatch]);

  const go = (to: string) => {
    dispatch({ type: 'selected' });
    onNavigate?.();
    void navigate(to);
  };

  const openRow = (row: SearchRow) => {
    const query = normalizeSearchInput(state.query);
    if (row.type === 'wallet') {
      remember({ query: row.address, type: 'wallet', target: row.address });
      go(viewWalletRoute(row.address));
    } else {
      remember({ query: query === '' ? row.ticker : query, type: 'token', target: row.tokenId });
      go(tokenRoute(row.tokenId));
    }
  };

  const openHistory = (item: SearchHistoryItem) => {
    remember(item);
    go(item.type === 'wallet' ? viewWalletRoute(item.target) : tokenRoute(item.target));
  };

  const firstRow = view.kind === 'results' || view.kind === 'searching' ? view.rows[0] : undefined;

  return (
    <div className="search" ref={box}>
      <input
        type="search"
        className="search-input"
        placeholder={SEARCH_STRINGS.placeholder}
        aria-label={SEARCH_STRINGS.placeholder}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={state.query}
        onFocus={() => dispatch({ type: 'focus' })}
        onChange={(e) => dispatch({ type: 'input', query: e.target.value })}
        onKeyDown={(e) => {
          if (e.key === 'Escape') dispatch({ type: 'outside-click' });
          if (e.key === 'Enter' && firstRow) openRow(firstRow);
        }}
      />
      {view.kind !== 'closed' && (
        <div
          className="search-dropdown"
          style={{ maxHeight: MAX_HEIGHT }}
          role="listbox"
          aria-label="Search results"
        >
          {view.kind === 'history' && <History items={history} onOpen={openHistory} onClear={clearHistory} />}
          {view.kind === 'searching' && (
            <>
              {view.rows.length > 0 && <SearchRows rows={view.rows} onOpen={openRow} />}
              <div className="search-status">
                <Spinner size="sm" label={SEARCH_STRINGS.searching} />
                <span>{SEARCH_STRINGS.searching}</span>
              </div>
            </>
          )}
          {view.kind === 'results' && <SearchRows rows={view.rows} onOpen={openRow} />}
          {view.kind === 'empty' && <div className="search-status">{SEARCH_STRINGS.noResults}</div>}
          {view.kind === 'error' && <div className="search-status search-error">{view.message}</div>}
        </div>
      )}
    </div>
  );
}

function History(props: {
  items: readonly SearchHistoryItem[];
  onOpen: (i: SearchHistoryItem) => void;
  onClear: () => void;
}) {
  if (props.items.length === 0) return null;
  return (
    <div className="search-history">
      <div className="search-history-head">
        <span>{SEARCH_STRINGS.recent}</span>
        <button type="button" className="link-btn" onClick={props.onClear}>
          {SEARCH_STRINGS.clearAllHistory}
        </button>
      </div>
      {props.items.map((item) => (
        <button
          type="button"
          role="option"
          aria-selected={false}
          key={`${item.type}:${item.target}`}
          className="search-row"
          onClick={() => props.onOpen(item)}
        >
          <span className="search-row-main">{item.query}</span>
          <span className={`tag tag-${item.type}`}>
            {item.type === 'wallet' ? SEARCH_STRINGS.walletLabel : SEARCH_STRINGS.tokenLabel}
          </span>
        </button>
      ))}
    </div>
  );
}
