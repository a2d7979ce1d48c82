/**
 * Optimistic balance update after a trade (spec §4): XRP and token balances move by their deltas, never
 * below 0; a first buy creates the token entry; spend or sold accumulates by trade type; PnL follows at
 * average cost through core's one definition (the server's), not the spec's sold − spent, which shows every
 * token still held as lost; then the `cacheBalanceUpdated` event tells every view.
 */
import {
  type Decimal,
  type PnlInput,
  ZERO_DECIMAL,
  absDecimal,
  addDecimals,
  applyBuy,
  applySell,
  atLeastZero,
  decimalFromUnits,
  decimalText,
  divideDecimals,
  multiplyDecimals,
  parseDecimal,
  parseTokenId,
  positionPnl,
  tokenCurrencyHex,
  tokenDisplayCurrency,
  totalPnl,
  unitsOf,
} from '@horizon/core';
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import type { CachedHoldings, CachedTokenHolding } from './cache-record.js';

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

/** A cached amount as a decimal; 0 for what is not one (a repaired cache may hold anything). */
const decimalOrZero = (text: string): Decimal => parseDecimal(text) ?? ZERO_DECIMAL;
const decimal = (text: string): Decimal => absDecimal(decimalOrZero(text));
/** a + b as cached text, exactly. */
const sumText = (a: string, b: string): string =>
  decimalText(addDecimals(decimalOrZero(a), decimalOrZero(b)));
/** max(0, a + delta) as cached text. */
const sumAtLeastZero = (a: string, delta: string): string =>
  decimalText(atLeastZero(addDecimals(decimalOrZero(a), decimalOrZero(delta))));
/** XRP text as drops; 0 for what is not an XRP amount (a repaired cache may hold anything). */
function drops(text: string): bigint {
  try {
    return xrpToDrops(text);
  } catch {
    return 0n;
  }
}

/** `balance` tokens at the trade's own price (xrp / tokens), cut to the drop: the latest price the wallet saw. */
function valueAtTradePrice(balance: Decimal, xrpDrops: bigint, tokens: Decimal): bigint {
  const value = divideDecimals(
    multiplyDecimals(balance, decimalFromUnits(xrpDrops, 0)),
    tokens,
    { places: 0 },
    'toward-zero',
  );
  return value ? unitsOf(value) : 0n;
}

/** The holding as core's PnL input: the cost of what it holds is its value minus its unrealized PnL. */
function pnlInput(h: CachedTokenHolding): PnlInput {
  const valueDrops = drops(h.xrp_value);
  return {
    realizedDrops: drops(h.realized_pnl_xrp),
    costBasisDrops: valueDrops - drops(h.unrealized_pnl_xrp),
    valueDrops,
    spentDrops: drops(h.total_xrp_spend),
  };
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
    realized_pnl_xrp: '0',
    unrealized_pnl_xrp: '0',
    has_zero_cost_tokens: false,
  };
}

function applyToHolding(h: CachedTokenHolding, trade: TradeDelta): CachedTokenHolding {
  const before = pnlInput(h);
  const xrp = drops(trade.xrpAmount);
  const tokens = decimal(trade.tokenDelta);
  const balance = sumAtLeastZero(h.balance, trade.tokenDelta);
  const position =
    trade.tradeType === 'buy'
      ? applyBuy(before, xrp)
      : applySell(before, { proceedsDrops: xrp, sold: tokens, heldBefore: decimal(h.balance) }).position;
  const spentDrops = before.spentDrops + (trade.tradeType === 'buy' ? xrp : 0n);
  const valueDrops = valueAtTradePrice(decimal(balance), xrp, tokens);
  const pnl = positionPnl({ ...position, valueDrops, spentDrops });
  return {
    ...h,
    balance,
    xrp_value: dropsToXrp(valueDrops),
    total_xrp_spend: dropsToXrp(spentDrops),
    total_xrp_sold:
      trade.tradeType === 'sell' ? sumText(h.total_xrp_sold, trade.xrpAmount) : h.total_xrp_sold,
    pnl_xrp: dropsToXrp(pnl.pnlDrops),
    pnl_percent: pnl.pnlPercent,
    realized_pnl_xrp: dropsToXrp(pnl.realizedDrops),
    unrealized_pnl_xrp: dropsToXrp(pnl.unrealizedDrops),
  };
}

/** The holdings after the trade; a sell of a token not held changes no token entry. */
export function applyTradeToHoldings(holdings: CachedHoldings, trade: TradeDelta): CachedHoldings {
  const index = holdings.token_holdings.findIndex((h) => h.token_id === trade.tokenId);
  let tokens = [...holdings.token_holdings];
  if (index >= 0) tokens[index] = applyToHolding(tokens[index] as CachedTokenHolding, trade);
  else if (trade.tradeType === 'buy') tokens = [...tokens, applyToHolding(newHolding(trade.tokenId), trade)];
  const total = totalPnl(tokens.map(pnlInput));
  return {
    ...holdings,
    xrp_balance_available: sumAtLeastZero(holdings.xrp_balance_available, trade.xrpDelta),
    xrp_balance_with_reserve: sumAtLeastZero(holdings.xrp_balance_with_reserve, trade.xrpDelta),
    token_holdings: tokens,
    total_pnl_xrp: dropsToXrp(total.pnlDrops),
    total_pnl_pct: total.pnlPercent,
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
