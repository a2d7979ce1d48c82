/**
 * Optimistic balance update after a trade (spec §4): XRP and token balances move by their deltas, never
 * below 0; a first buy creates the token entry; spend or sold accumulates by trade type; PnL follows;
 * then the `cacheBalanceUpdated` event tells every view.
 */
import { parseTokenId, tokenCurrencyHex, tokenDisplayCurrency } from '@horizon/core';
import type { CachedHoldings, CachedTokenHolding } from './cache-record.js';
import { addClampedAtZero, addDecimals, percentOf, subtractDecimals } from './decimal-math.js';

export const CACHE_BALANCE_UPDATED = 'cacheBalanceUpdated';

export interface TradeDelta {
  readonly tradeType: 'buy' | 'sell';
  readonly tokenId: string;
  /** Signed XRP change of the wallet (negative for a buy). */
  readonly xrpDelta: string;
  /** Signed token change (positive for a buy). */
  readonly tokenDelta: string;
  /** XRP spent (buy) or received (sell), added to total_xrp_spend or total_xrp_sold. */
  readonly xrpAmount: string;
  /** What caused the update, e.g. 'buy-panel'. */
  readonly source: string;
}

export interface CacheBalanceUpdatedDetail {
  readonly walletAddress: string;
  readonly xrpBalance: string;
  readonly tokenBalances: Readonly<Record<string, string>>;
  readonly timestamp: number;
  readonly source: string;
  readonly tradeType: 'buy' | 'sell';
}

function newHolding(tokenId: string): CachedTokenHolding {
  const token = parseTokenId(tokenId);
  return {
    token_id: tokenId,
    balance: '0',
    xrp_value: '0',
    currency_hex: tokenCurrencyHex(token),
    currency_decoded: tokenDisplayCurrency(token),
    issuer: token.issuer,
    total_xrp_spend: '0',
    total_xrp_sold: '0',
    pnl_xrp: '0',
    pnl_percent: 0,
  };
}

function applyToHolding(h: CachedTokenHolding, trade: TradeDelta): CachedTokenHolding {
  const spend =
    trade.tradeType === 'buy' ? addDecimals(h.total_xrp_spend, trade.xrpAmount) : h.total_xrp_spend;
  const sold = trade.tradeType === 'sell' ? addDecimals(h.total_xrp_sold, trade.xrpAmount) : h.total_xrp_sold;
  const pnl = subtractDecimals(sold, spend);
  return {
    ...h,
    balance: addClampedAtZero(h.balance, trade.tokenDelta),
    total_xrp_spend: spend,
    total_xrp_sold: sold,
    pnl_xrp: pnl,
    pnl_percent: percentOf(pnl, spend),
  };
}

/** The holdings after the trade; a sell of a token not held changes no token entry. */
export function applyTradeToHoldings(holdings: CachedHoldings, trade: TradeDelta): CachedHoldings {
  const index = holdings.token_holdings.findIndex((h) => h.token_id === trade.tokenId);
  let tokens = [...holdings.token_holdings];
  if (index >= 0) tokens[index] = applyToHolding(tokens[index] as CachedTokenHolding, trade);
  else if (trade.tradeType === 'buy') tokens = [...tokens, applyToHolding(newHolding(trade.tokenId), trade)];
  const totalSpend = tokens.reduce((sum, h) => addDecimals(sum, h.total_xrp_spend), '0');
  const totalPnl = tokens.reduce((sum, h) => addDecimals(sum, h.pnl_xrp), '0');
  return {
    ...holdings,
    xrp_balance_available: addClampedAtZero(holdings.xrp_balance_available, trade.xrpDelta),
    xrp_balance_with_reserve: addClampedAtZero(holdings.xrp_balance_with_reserve, trade.xrpDelta),
    token_holdings: tokens,
    total_pnl_xrp: totalPnl,
    total_pnl_pct: percentOf(totalPnl, totalSpend),
  };
}

export function balanceUpdatedDetail(
  holdings: CachedHoldings,
  trade: TradeDelta,
  timestamp: number,
): CacheBalanceUpdatedDetail {
  return {
    walletAddress: holdings.classic_address,
    xrpBalance: holdings.xrp_balance_available,
    tokenBalances: Object.fromEntries(holdings.token_holdings.map((h) => [h.token_id, h.balance])),
    timestamp,
    source: trade.source,
    tradeType: trade.tradeType,
  };
}
