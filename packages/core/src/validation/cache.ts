import { toDecimal } from '../decimal/index.js';

const PLACEHOLDER_KEYS = new Set(['', 'undefined', 'null']);

/** A wallet cache key (spec §5): empty text and the text 'undefined' or 'null' are rejected. */
export function isValidCacheKey(key: unknown): key is string {
  return typeof key === 'string' && !PLACEHOLDER_KEYS.has(key.trim());
}

/** A cached XRP balance: a negative or NaN (or unreadable) balance resets to 0, kept exact otherwise. */
export function sanitizeXrpBalance(balance: unknown): string {
  if (typeof balance !== 'string' && typeof balance !== 'number') return '0';
  const d = toDecimal(balance);
  if (!d || d.negative || d.digits === 0n) return '0';
  return String(balance).trim();
}

export interface CachedHoldingLike {
  readonly token_id?: unknown;
  readonly balance?: unknown;
}

/** True when a cached token holding has a token_id and a numeric balance (others are dropped). */
export function isKeptTokenHolding(holding: CachedHoldingLike): boolean {
  const { token_id: tokenId, balance } = holding;
  if (typeof tokenId !== 'string' || tokenId === '') return false;
  if (typeof balance === 'number') return Number.isFinite(balance);
  return typeof balance === 'string' && toDecimal(balance) !== undefined;
}

/** The holdings kept when a cache entry is repaired. */
export function keepValidTokenHoldings<T extends CachedHoldingLike>(holdings: readonly T[]): T[] {
  return holdings.filter(isKeptTokenHolding);
}
