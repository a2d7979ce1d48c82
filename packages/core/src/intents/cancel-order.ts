/** Cancelling an order: an OfferCancel of exactly that order. */
import { assertOfferCancel } from '../transaction/intents.js';
import { mismatch, onlyTx } from './facts.js';
import type { IntentCheck } from './types.js';

export const checkCancelOrder: IntentCheck<'cancelOrder'> = (intent, txs) => {
  const tx = onlyTx(txs, 'single');
  assertOfferCancel(tx, 'cancel');
  if (tx.OfferSequence !== intent.offerSequence) throw mismatch('order');
};
