/** The share buttons' amounts for the trade forms, from the wallet's holdings; null disables a button. */
import {
  type HoldingsResponse,
  type XrpSpendOptions,
  tokenBalanceShare,
  tokensForDrops,
  xrpBalanceShare,
} from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import { heldBalance } from './amount-rules.js';

const nonZero = (amount: string) => (amount === '0' ? null : amount);

/** Shares of the XRP a spend can use: the reserve, fees and (for a trade) the 1% fee left aside. */
export function xrpShareOf(holdings: HoldingsResponse | null, options: XrpSpendOptions = {}) {
  return (percent: number): string | null =>
    holdings ? nonZero(xrpBalanceShare(holdings.xrp_balance_available, percent, options)) : null;
}

/** Shares of a token balance: Max is all of it. */
export function tokenShareOf(holdings: HoldingsResponse | null, tokenId: string) {
  return (percent: number): string | null => {
    const held = heldBalance(holdings, tokenId);
    return held === undefined ? null : nonZero(tokenBalanceShare(held, percent));
  };
}

/** Shares of what a limit buy can pay, in tokens at `pricePerToken`: its offer (and a new trustline) keep their reserve. */
export function limitBuyShareOf(holdings: HoldingsResponse | null, tokenId: string, pricePerToken: string) {
  return (percent: number): string | null => {
    if (!holdings) return null;
    const newObjects = heldBalance(holdings, tokenId) === undefined ? 2 : 1;
    const xrp = xrpBalanceShare(holdings.xrp_balance_available, percent, { tradingFee: true, newObjects });
    return nonZero(tokensForDrops(xrpToDrops(xrp), pricePerToken));
  };
}
