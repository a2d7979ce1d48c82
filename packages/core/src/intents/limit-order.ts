/** A limit order: the asked amount at the asked price, exactly in drops; its fees within 1% of that total. */
import { type IssuedValue, TF_PASSIVE, TF_SELL } from '@horizon/protocol';
import {
  decimalSizeOfIssuedValue,
  dropsOfDecimal,
  multiplyDecimals,
  parseDecimal,
} from '../decimal/index.js';
import {
  mismatch,
  requireDrops,
  requireFlagsWithin,
  requireToken,
  tokenValue,
  requireRolesWithin,
} from './facts.js';
import { FEE_ROLES, checkFeePayments } from './fee-payments.js';
import { burnValue, offer, requireSoldTotal } from './offers.js';
import type { IntentCheck } from './types.js';

/** tokens × price in drops, exactly; rounded up for a seller's ask, down for a buyer's bid. */
export function orderTotalDrops(tokens: IssuedValue, pricePerToken: string, roundUp: boolean): bigint {
  const price = parseDecimal(pricePerToken);
  if (!price || price.negative) throw mismatch('price');
  // The amount's size (its mantissa at its exponent): an order's total is never below zero.
  const amount = decimalSizeOfIssuedValue(tokens);
  return dropsOfDecimal(multiplyDecimals(amount, price), roundUp ? 'ceiling' : 'floor');
}

export const checkLimitOrder: IntentCheck<'limitOrder'> = (intent, txs, account) => {
  requireRolesWithin(txs, ['limit_order', ...FEE_ROLES]);
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
};
