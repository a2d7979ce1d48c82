/**
 * The swap's token picker as data: with nothing typed, the tokens the wallet holds; a pasted token id, that
 * token; otherwise the header search's token rows (every token of the index). The token on the page is
 * never offered, and a held token carries its balance.
 */
import { type TokenHolding, isTokenId, normalizeSearchInput, normalizeTokenId } from '@horizon/core';
import { tokenLabel } from '../../format/display.js';
import { type SearchState, searchRows, searchView } from '../../services/search-state.js';

export interface PickerOption {
  readonly tokenId: string;
  readonly ticker: string;
  readonly name: string;
  readonly iconUrl: string | null;
  /** The wallet's balance of it, when held. */
  readonly balance: string | null;
}

export type PickerView =
  | { readonly kind: 'options'; readonly options: readonly PickerOption[]; readonly searching: boolean }
  | { readonly kind: 'empty' }
  | { readonly kind: 'error'; readonly message: string };

/** A typed token id, normalized, or null. */
export function pastedTokenId(query: string): string | null {
  const text = normalizeSearchInput(query);
  return isTokenId(text) ? normalizeTokenId(text) : null;
}

export function pickerView(
  state: SearchState,
  held: readonly TokenHolding[],
  pageTokenId: string,
): PickerView {
  const balances = new Map(held.map((h) => [h.token_id, h.balance]));
  const keep = (o: PickerOption) => o.tokenId !== pageTokenId;
  const pasted = pastedTokenId(state.query);
  if (pasted !== null) {
    const option = {
      tokenId: pasted,
      ticker: tokenLabel(pasted),
      name: pasted,
      iconUrl: null,
      balance: balances.get(pasted) ?? null,
    };
    return keep(option) ? { kind: 'options', options: [option], searching: false } : { kind: 'empty' };
  }
  const view = searchView({ ...state, open: true });
  if (view.kind === 'history') {
    const options = held
      .map((h) => ({
        tokenId: h.token_id,
        ticker: h.currency_decoded,
        name: h.currency_decoded,
        iconUrl: null,
        balance: h.balance,
      }))
      .filter(keep);
    return options.length === 0 ? { kind: 'empty' } : { kind: 'options', options, searching: false };
  }
  if (view.kind === 'error') return view;
  const options = searchRows(state)
    .flatMap((row) =>
      row.type === 'token'
        ? [
            {
              tokenId: row.tokenId,
              ticker: row.ticker,
              name: row.name,
              iconUrl: row.iconUrl,
              balance: balances.get(row.tokenId) ?? null,
            },
          ]
        : [],
    )
    .filter(keep);
  const searching = view.kind === 'searching';
  return options.length === 0 && !searching ? { kind: 'empty' } : { kind: 'options', options, searching };
}
