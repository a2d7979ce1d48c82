/** The token's XRP pool as its record tells it, for the trade review's price impact; undefined without one. */
import type { TokenRecord } from '@horizon/core';
import type { PoolFacts } from '../trade-flow/index.js';

export function poolFactsOf(token: TokenRecord): PoolFacts | undefined {
  const { amm_xrp_amount: xrp, amm_token_amount: tokens, amm_trading_fee: feeUnits } = token;
  if (xrp === null || tokens === null || feeUnits === null) return undefined;
  return { xrp, tokens, feeUnits };
}
