/**
 * A token's liquidity providers as the ledger has them: the trust lines of its XRP pool's AMM account in the
 * pool's LP token (the AMM issues it, so a holder's line shows a negative balance from the AMM's side).
 */
import { type LpHolding, parseTokenId } from '@horizon/core';
import type { TradeContext } from '../trade/index.js';
import { assetOfToken } from '../trade/tokens.js';

export interface Pool {
  readonly ammAccount: string;
  readonly holders: readonly LpHolding[];
}

/** The pool of the token against XRP and its LP holders; null without a pool. */
export async function lpHolders(ctx: TradeContext, tokenId: string): Promise<Pool | null> {
  const amm = await ctx.ledger.amm({ kind: 'xrp' }, assetOfToken(parseTokenId(tokenId)));
  if (!amm) return null;
  const lines = await ctx.ledger.trustLines(amm.account);
  const holders = lines
    .filter((line) => line.currency === amm.lpToken.currency && line.balance.signum() < 0)
    .map((line) => ({ address: line.peer, lpTokens: line.balance.neg() }))
    .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
  return { ammAccount: amm.account, holders };
}
