/** Spec §5: a search looks like an address when it is r plus 24–33 letters or digits. */
export const SEARCH_ADDRESS_PATTERN = /^r[A-Za-z0-9]{24,33}$/;

export type SearchQuery =
  | { readonly kind: 'empty' }
  | { readonly kind: 'address'; readonly address: string }
  | { readonly kind: 'text'; readonly text: string };

/** Search input is trimmed before use. */
export function normalizeSearchInput(input: string): string {
  return input.trim();
}

export function isAddressLikeSearch(input: string): boolean {
  return SEARCH_ADDRESS_PATTERN.test(normalizeSearchInput(input));
}

/** What the search box holds: nothing (clears the results), an address-looking query, or text. */
export function classifySearchQuery(input: string): SearchQuery {
  const query = normalizeSearchInput(input);
  if (query === '') return { kind: 'empty' };
  if (SEARCH_ADDRESS_PATTERN.test(query)) return { kind: 'address', address: query };
  return { kind: 'text', text: query };
}
