/**
 * A sell: the tokens sold plus the burn are exactly what was asked, fill or kill; the fees within 1% of the
 * largest quote the offer's least accepted XRP can come from (the shared slippage bound).
 */
import { byRole, requireDrops, requireToken, requireRolesWithin } from './facts.js';
import { TRADE_FEE_ROLES, checkFeePayments } from './fee-payments.js';
import { burnValue, checkTrustlineFor, marketOffer, requireSoldTotal } from './offers.js';
import { largestQuoteForBound } from './slippage.js';
import type { IntentCheck } from './types.js';

export const checkSell: IntentCheck<'sell'> = (intent, txs, account) => {
  requireRolesWithin(txs, ['sell', ...TRADE_FEE_ROLES]);
  const tx = marketOffer(txs, 'sell');
  const sold = requireToken(tx['TakerGets'], intent.tokenId, 'token sold');
  requireSoldTotal(sold, burnValue(txs, intent.tokenId), intent.tokenAmount);
  const least = requireDrops(tx['TakerPays'], 'XRP received');
  checkFeePayments(txs, account, largestQuoteForBound(least, intent.slippagePercent), intent.tokenId);
  checkTrustlineFor(byRole(txs, 'trustline'), intent.tokenId, 'trustline');
};
