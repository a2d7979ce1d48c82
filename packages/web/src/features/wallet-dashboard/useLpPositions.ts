/** The wallet's share of each held token's XRP pool (spec §3 LP token info; "no AMM" or a 404 reads as zero). */
import type { HoldingsResponse, LpTokenInfo } from '@horizon/core';
import { useApi } from '../../api/useApi.js';
import { api } from '../../app/services.js';
import { isPositiveAmount } from '../trade/amount-rules.js';

export interface LpPosition {
  readonly tokenId: string;
  readonly ticker: string;
  readonly info: LpTokenInfo | null;
}

export function useLpPositions(address: string, holdings: HoldingsResponse | null, refreshKey: number) {
  const tokens = holdings?.token_holdings ?? [];
  const key = tokens.map((t) => t.token_id).join(',');
  return useApi(
    (signal) =>
      Promise.all(
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
      ),
    [address, key, refreshKey],
  );
}

export function hasShare(p: LpPosition): boolean {
  return p.info !== null && isPositiveAmount(p.info.user_lp_balance);
}
