/**
 * LP positions through the wallet cache (spec §3 lpTokens, §9 LP stale thresholds): a fresh cached list is
 * shown without asking the server; a stale one, or any change the user made, fetches again and stores it.
 */
import { type WalletCache, areLpTokensStale } from '../cache/index.js';
import type { LpPosition } from './useLpPositions.js';

function isPosition(value: unknown): value is LpPosition {
  const v = value as Partial<LpPosition> | null;
  return (
    typeof v?.tokenId === 'string' &&
    typeof v.ticker === 'string' &&
    (v.info === null || typeof v.info === 'object')
  );
}

/** The cached positions of these tokens when fresh and complete; otherwise undefined (fetch). */
export function cachedPositions(
  cache: WalletCache,
  address: string,
  tokenIds: readonly string[],
  now: number,
): LpPosition[] | undefined {
  const record = cache.get(address);
  if (!record || areLpTokensStale(record, now)) return undefined;
  const list = record.lpTokens.filter(isPosition);
  if (list.length !== record.lpTokens.length) return undefined;
  const same = list.length === tokenIds.length && tokenIds.every((id) => list.some((p) => p.tokenId === id));
  return same ? list : undefined;
}

export function storePositions(cache: WalletCache, address: string, positions: readonly LpPosition[]): void {
  cache.setLpTokens(address, positions);
}
