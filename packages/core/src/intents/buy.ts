/** A buy: exactly the XRP asked for the token, fill or kill; the fees within 1% of it; a trustline if needed. */
import { byRole, mismatch, requireDrops, requireToken, xrpTextToDrops, requireRolesWithin } from './facts.js';
import { TRADE_FEE_ROLES, checkFeePayments } from './fee-payments.js';
import { checkTrustlineFor, marketOffer } from './offers.js';
import type { IntentCheck } from './types.js';

export const checkBuy: IntentCheck<'buy'> = (intent, txs, account) => {
  requireRolesWithin(txs, ['trustline', 'buy', ...TRADE_FEE_ROLES]);
  const tx = marketOffer(txs, 'buy');
  const paid = xrpTextToDrops(intent.xrpAmount);
  if (requireDrops(tx['TakerGets'], 'amount paid') !== paid) throw mismatch('amount paid');
  requireToken(tx['TakerPays'], intent.tokenId, 'token bought');
  checkFeePayments(txs, account, paid, intent.tokenId);
  checkTrustlineFor(byRole(txs, 'trustline'), intent.tokenId, 'trustline');
};
