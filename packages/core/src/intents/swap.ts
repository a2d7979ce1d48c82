/** A swap: exactly the tokens asked sold for the other token, fill or kill; fees within 1% of its XRP value. */
import {
  byRole,
  mismatch,
  mulDivCeil,
  requireToken,
  tokenValue,
  xrpTextToDrops,
  requireRolesWithin,
} from './facts.js';
import { TRADE_FEE_ROLES, checkFeePayments } from './fee-payments.js';
import { checkTrustlineFor, marketOffer } from './offers.js';
import type { IntentCheck } from './types.js';

export const checkSwap: IntentCheck<'swap'> = (intent, txs, account) => {
  requireRolesWithin(txs, ['trustline', 'swap', ...TRADE_FEE_ROLES]);
  const tx = marketOffer(txs, 'swap');
  const sold = requireToken(tx['TakerGets'], intent.fromTokenId, 'token sold');
  if (!sold.eq(tokenValue(intent.fromAmount))) throw mismatch('amount sold');
  requireToken(tx['TakerPays'], intent.toTokenId, 'token bought');
  // The quote the user saw may move a little before the server quotes again: 1% headroom.
  const value = mulDivCeil(xrpTextToDrops(intent.valueXrp), 101n, 100n);
  checkFeePayments(txs, account, value, intent.toTokenId);
  checkTrustlineFor(byRole(txs, 'trustline'), intent.toTokenId, 'trustline');
};
