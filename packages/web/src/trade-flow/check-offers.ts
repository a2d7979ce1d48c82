/**
 * Intent checks of the offers: a market trade (buy, sell, swap: sell exactly what was asked, fill or kill)
 * and a limit order (the asked amount at the asked price, exactly in drops).
 */
import { type SignableBase, parseDecimal } from '@horizon/core';
import type { IssuedValue } from '@horizon/protocol';
import type { RoleTx, TradeIntent } from './types.js';
import { checkFeePayments, requireRole } from './check-fees.js';
import {
  mismatch,
  mulDivCeil,
  requireDrops,
  requireFlagsWithin,
  requireToken,
  tokenValue,
  xrpTextToDrops,
} from './tx-facts.js';

const TF_PASSIVE = 0x00010000;
const TF_FILL_OR_KILL = 0x00040000;
const TF_SELL = 0x00080000;

function offer(txs: readonly RoleTx[], role: string): SignableBase {
  const tx = requireRole(txs, role);
  if (tx.TransactionType !== 'OfferCreate') throw mismatch(`${role} type`);
  return tx;
}

function burnValue(txs: readonly RoleTx[], tokenId: string): IssuedValue | undefined {
  const burn = txs.find((t) => t.role === 'burn_back')?.tx;
  return burn ? requireToken(burn['Amount'], tokenId, 'burn token') : undefined;
}

/** Sold tokens plus the burn must be exactly what the user asked to sell. */
function requireSoldTotal(sold: IssuedValue, burn: IssuedValue | undefined, asked: string): void {
  const total = burn ? sold.add(burn) : sold;
  if (!total.eq(tokenValue(asked))) throw mismatch('amount sold');
}

export function slippageKeepBps(percent: number): bigint {
  return 10_000n - BigInt(Math.round(percent * 100));
}

/** The largest V the server's quote can have been, given the minimum it asks after slippage (rounded down). */
export function maxValueFromMinimum(minDrops: bigint, slippagePercent: number): bigint {
  return mulDivCeil(minDrops + 1n, 10_000n, slippageKeepBps(slippagePercent));
}

export function checkMarketTrade(
  intent: TradeIntent & { kind: 'buy' | 'sell' | 'swap' },
  txs: readonly RoleTx[],
  account: string,
): void {
  const role = intent.kind === 'buy' ? 'buy' : intent.kind === 'sell' ? 'sell' : 'swap';
  const tx = offer(txs, role);
  requireFlagsWithin(tx, TF_SELL | TF_FILL_OR_KILL, role);
  if (intent.kind === 'buy') {
    if (requireDrops(tx['TakerGets'], 'amount paid') !== xrpTextToDrops(intent.xrpAmount)) {
      throw mismatch('amount paid');
    }
    requireToken(tx['TakerPays'], intent.tokenId, 'token bought');
    return checkFeePayments(txs, account, xrpTextToDrops(intent.xrpAmount), intent.tokenId);
  }
  if (intent.kind === 'sell') {
    const sold = requireToken(tx['TakerGets'], intent.tokenId, 'token sold');
    requireSoldTotal(sold, burnValue(txs, intent.tokenId), intent.tokenAmount);
    const min = requireDrops(tx['TakerPays'], 'XRP received');
    return checkFeePayments(txs, account, maxValueFromMinimum(min, intent.slippagePercent), intent.tokenId);
  }
  const sold = requireToken(tx['TakerGets'], intent.fromTokenId, 'token sold');
  if (!sold.eq(tokenValue(intent.fromAmount))) throw mismatch('amount sold');
  requireToken(tx['TakerPays'], intent.toTokenId, 'token bought');
  // The quote the user saw may move a little before the server quotes again: 1% headroom.
  const value = mulDivCeil(xrpTextToDrops(intent.valueXrp), 101n, 100n);
  checkFeePayments(txs, account, value, intent.toTokenId);
}

/** tokens × price in drops, exactly; rounded up for a seller's ask, down for a buyer's bid. */
export function orderTotalDrops(tokens: IssuedValue, pricePerToken: string, roundUp: boolean): bigint {
  const price = parseDecimal(pricePerToken);
  if (!price || price.negative) throw mismatch('price');
  const shift = tokens.exponent - price.scale + 6;
  const numerator = tokens.mantissa * price.digits * (shift > 0 ? 10n ** BigInt(shift) : 1n);
  const denominator = shift < 0 ? 10n ** BigInt(-shift) : 1n;
  const floor = numerator / denominator;
  return roundUp && floor * denominator !== numerator ? floor + 1n : floor;
}

export function checkLimitOrder(
  intent: TradeIntent & { kind: 'limitOrder' },
  txs: readonly RoleTx[],
  account: string,
): void {
  const tx = offer(txs, 'limit_order');
  requireFlagsWithin(tx, TF_SELL | TF_PASSIVE, 'order');
  let total: bigint;
  if (intent.sell) {
    const sold = requireToken(tx['TakerGets'], intent.tokenId, 'token sold');
    requireSoldTotal(sold, burnValue(txs, intent.tokenId), intent.tokenAmount);
    total = orderTotalDrops(sold, intent.pricePerToken, true);
    if (requireDrops(tx['TakerPays'], 'price') !== total) throw mismatch('price');
  } else {
    const bought = requireToken(tx['TakerPays'], intent.tokenId, 'token bought');
    if (!bought.eq(tokenValue(intent.tokenAmount))) throw mismatch('amount bought');
    total = orderTotalDrops(bought, intent.pricePerToken, false);
    if (requireDrops(tx['TakerGets'], 'price') !== total) throw mismatch('price');
  }
  checkFeePayments(txs, account, total, intent.sell ? intent.tokenId : null);
}
