import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@horizon/core';
import {
  type SearchAction,
  type SearchState,
  initialSearchState,
  searchReducer,
  searchView,
} from '../../src/services/search-state.js';

const ADDRESS = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const TOKEN: SearchResult = {
  type: 'token',
  token_id: `USD:${ADDRESS}`,
  name: 'US Dollar',
  ticker: 'USD',
  token_icon_url: null,
  marketcap_usd: '1500000',
};

const run = (...actions: SearchAction[]): SearchState => actions.reduce(searchReducer, initialSearchState);

describe('header search (spec §2, §4)', () => {
  it('is closed until focused, then shows the Recent history for an empty box', () => {
    expect(searchView(initialSearchState)).toEqual({ kind: 'closed' });
    expect(searchView(run({ type: 'focus' }))).toEqual({ kind: 'history' });
  });

  it("shows 'Searching...' while a query waits for its answer", () => {
    expect(searchView(run({ type: 'focus' }, { type: 'input', query: 'us' }))).toEqual({
      kind: 'searching',
      rows: [],
    });
  });

  it('shows token rows with name, ticker and the USD market cap', () => {
    const view = searchView(
      run({ type: 'input', query: 'us' }, { type: 'results', query: 'us', results: [TOKEN] }),
    );
    expect(view).toEqual({
      kind: 'results',
      rows: [
        {
          type: 'token',
          key: `token:USD:${ADDRESS}`,
          tokenId: `USD:${ADDRESS}`,
          name: 'US Dollar',
          ticker: 'USD',
          iconUrl: null,
          marketCap: '$1.50M',
        },
      ],
    });
  });

  it("offers a 'View Wallet' row with the shortened address for an address-looking query, even before the answer", () => {
    const view = searchView(run({ type: 'input', query: ` ${ADDRESS} ` }));
    expect(view).toEqual({
      kind: 'searching',
      rows: [{ type: 'wallet', key: `wallet:${ADDRESS}`, address: ADDRESS, short: 'rHb9CJ...tyTh' }],
    });
    const done = searchView(
      run(
        { type: 'input', query: ADDRESS },
        { type: 'results', query: ADDRESS, results: [{ type: 'wallet', address: ADDRESS }] },
      ),
    );
    expect(done.kind === 'results' && done.rows.length).toBe(1);
  });

  it("reads 'No tokens or wallets found' when the answer is empty", () => {
    expect(
      searchView(run({ type: 'input', query: 'zzz' }, { type: 'results', query: 'zzz', results: [] })),
    ).toEqual({ kind: 'empty' });
  });

  it('ignores a slow answer for older text', () => {
    const state = run(
      { type: 'input', query: 'u' },
      { type: 'input', query: 'usd' },
      { type: 'results', query: 'u', results: [TOKEN] },
    );
    expect(searchView(state)).toEqual({ kind: 'searching', rows: [] });
  });

  it('clears the query and results and closes on an outside click or a choice', () => {
    const open = run({ type: 'input', query: 'us' }, { type: 'results', query: 'us', results: [TOKEN] });
    expect(searchReducer(open, { type: 'outside-click' })).toEqual(initialSearchState);
    expect(searchReducer(open, { type: 'selected' })).toEqual(initialSearchState);
  });

  it('goes back to the history when the box is emptied', () => {
    expect(searchView(run({ type: 'input', query: 'us' }, { type: 'input', query: '   ' }))).toEqual({
      kind: 'history',
    });
  });

  it('shows the error message of a failed search', () => {
    const state = run(
      { type: 'input', query: 'us' },
      { type: 'failed', query: 'us', message: 'Network error. Please try again.' },
    );
    expect(searchView(state)).toEqual({ kind: 'error', message: 'Network error. Please try again.' });
  });
});
