/**
 * The one check of what the server built before signing (DESIGN "Unsigned → signed"): every transaction is
 * this account's with a network fee of at most 2 XRP, then the intent's own checker compares each by role.
 */
import { HorizonError } from '../errors/horizon-error.js';
import { checkAmmDeposit } from './amm-deposit.js';
import { checkAmmVote } from './amm-vote.js';
import { checkAmmWithdraw } from './amm-withdraw.js';
import { checkBuy } from './buy.js';
import { checkCancelOrder } from './cancel-order.js';
import { checkEscrowPoolContribution } from './escrow-pool-contribution.js';
import { checkEscrowPoolRefund } from './escrow-pool-refund.js';
import { checkSignerAndFee } from './facts.js';
import { checkLaunchStep } from './launch.js';
import { checkLimitOrder } from './limit-order.js';
import { checkSell } from './sell.js';
import { checkSendToken, checkSendXrp } from './send.js';
import { checkSwap } from './swap.js';
import { checkTrustlineClear, checkTrustlineClearAll, checkTrustlineSet } from './trustline.js';
import type { Intent, IntentCheck, IntentKind, RoleTx } from './types.js';

/** Every intent's checker; an intent without one cannot be written (the map is total over the kinds). */
export const INTENT_CHECKS: { readonly [K in IntentKind]: IntentCheck<K> } = {
  buy: checkBuy,
  sell: checkSell,
  swap: checkSwap,
  limitOrder: checkLimitOrder,
  cancelOrder: checkCancelOrder,
  sendXrp: checkSendXrp,
  sendToken: checkSendToken,
  trustlineSet: checkTrustlineSet,
  trustlineClear: checkTrustlineClear,
  trustlineClearAll: checkTrustlineClearAll,
  ammDeposit: checkAmmDeposit,
  ammWithdraw: checkAmmWithdraw,
  ammVote: checkAmmVote,
  launchStep: checkLaunchStep,
  escrowPoolContribution: checkEscrowPoolContribution,
  escrowPoolRefund: checkEscrowPoolRefund,
};

/** Throws the catalogue's refusal naming what differs unless `txs` are exactly what `intent` asked. */
export function assertMatchesIntent<K extends IntentKind>(
  intent: Intent<K>,
  txs: readonly RoleTx[],
  account: string,
): void {
  if (txs.length === 0) throw new HorizonError('general.invalidResponse');
  for (const t of txs) checkSignerAndFee(t, account);
  const check: IntentCheck<K> = INTENT_CHECKS[intent.kind];
  check(intent, txs, account);
}
