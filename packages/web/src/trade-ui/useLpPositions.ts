/**
 * The wallet's share of each held token's XRP pool (spec §3 LP token info; "no AMM" or a 404 reads as no
 * pool), from the wallet cache while it is fresh.
 */
import type { HoldingsResponse, LpTokenInfo } from '@horizon/core';
import { useApi } from '../api/useApi.js';
import { api } from '../services/app-services.js';
import { browserStore } from '../services/storage-keys.js';
import { sharedWalletCache } from '../cache/index.js';
import { isPositiveAmount } from './amount-rules.js';
import { cachedPositions, storePositions } from './lp-cache.js';

export interface LpPosition {
  readonly tokenId: string;
  readonly ticker: string;
  readonly info: LpTokenInfo | null;
}

const cache = sharedWalletCache(browserStore('local'));

export function useLpPositions(address: string, holdings: HoldingsResponse | null, refreshKey: number) {
  const tokens = holdings?.token_holdings ?? [];
  const key = tokens.map((t) => t.token_id).join(',');
  return useApi(
    async (signal) => {
      // The first look may use the cache; after any change the user made, ask again.
      const cached =
        refreshKey === 0 && holdings
          ? cachedPositions(
              cache,
              address,
              tokens.map((t) => t.token_id),
              Date.now(),
            )
          : undefined;
      if (cached) return cached;
      const positions = await Promise.all(
        tokens.map(async (t): Promise<LpPosition> => ({
          tokenId: t.token_id,
          ticker: t.currency_decoded,
          info: await api
            .call('POST /api/trustless/get_lp_token_info', {
              body: { classic_address: address, token_id: t.token_id },
              signal,
            })
            .catch(() => null),
        })),
      );
      if (holdings) storePositions(cache, address, positions);
      return positions;
    },
    [address, key, refreshKey],
  );
}

export function hasShare(p: LpPosition): boolean {
  return p.info !== null && isPositiveAmount(p.info.user_lp_balance);
}
