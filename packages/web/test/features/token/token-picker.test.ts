import type { SearchResult, TokenHolding } from '@horizon/core';
import { describe, expect, it } from 'vitest';
import {
  type SearchAction,
  type SearchState,
  initialSearchState,
  searchReducer,
} from '../../../src/services/search-state.js';
import { pastedTokenId, pickerView } from '../../../src/features/token/token-picker.js';

const ISSUER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const PAGE = `ARM:${ISSUER}`;
const MOON = `MON:${ISSUER}`;
const HELD = `USD:${ISSUER}`;

const result = (token_id: string, ticker: string): SearchResult => ({
  type: 'token',
  token_id,
  name: `${ticker} token`,
  ticker,
  token_icon_url: null,
  marketcap_usd: '10',
});
const holding = (token_id: string, balance: string): TokenHolding =>
  ({ token_id, balance, currency_decoded: token_id.slice(0, 3) }) as TokenHolding;
const run = (...actions: SearchAction[]): SearchState => actions.reduce(searchReducer, initialSearchState);
const answered = (query: string, results: SearchResult[]) =>
  run({ type: 'input', query }, { type: 'results', query, results });

describe('the swap token picker', () => {
  it('offers the held tokens before anything is typed, never the page token', () => {
    const view = pickerView(initialSearchState, [holding(PAGE, '5'), holding(HELD, '7')], PAGE);
    expect(view).toMatchObject({ kind: 'options', options: [{ tokenId: HELD, balance: '7' }] });
  });

  it('offers every token the search index answers, held or not, with the balance of held ones', () => {
    const view = pickerView(
      answered('m', [result(PAGE, 'ARM'), result(MOON, 'MON'), result(HELD, 'USD')]),
      [holding(HELD, '7')],
      PAGE,
    );
    expect(view).toEqual({
      kind: 'options',
      searching: false,
      options: [
        { tokenId: MOON, ticker: 'MON', name: 'MON token', iconUrl: null, balance: null },
        { tokenId: HELD, ticker: 'USD', name: 'USD token', iconUrl: null, balance: '7' },
      ],
    });
  });

  it('says searching while the answer is on its way, and empty when nothing but the page token matches', () => {
    expect(pickerView(run({ type: 'input', query: 'mo' }), [], PAGE)).toEqual({
      kind: 'options',
      options: [],
      searching: true,
    });
    expect(pickerView(answered('arm', [result(PAGE, 'ARM')]), [], PAGE)).toEqual({ kind: 'empty' });
  });

  it('tells a failed search', () => {
    const state = run({ type: 'input', query: 'mo' }, { type: 'failed', query: 'mo', message: 'down' });
    expect(pickerView(state, [], PAGE)).toEqual({ kind: 'error', message: 'down' });
  });

  it('takes a pasted token id as the choice, but not the page token', () => {
    expect(pastedTokenId(` ${MOON} `)).toBe(MOON);
    expect(pastedTokenId('MOON')).toBeNull();
    expect(pickerView(run({ type: 'input', query: MOON }), [], PAGE)).toMatchObject({
      kind: 'options',
      options: [{ tokenId: MOON, ticker: 'MON', balance: null }],
    });
    expect(pickerView(run({ type: 'input', query: PAGE }), [], PAGE)).toEqual({ kind: 'empty' });
  });
});
