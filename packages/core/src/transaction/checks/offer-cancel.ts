import type { LedgerTransaction, OfferCancelTx } from '../types.js';
import { requireUint32 } from './common.js';

/** OfferCancel needs the OfferSequence of the offer it cancels. */
export function validateOfferCancel(tx: LedgerTransaction): asserts tx is OfferCancelTx {
  requireUint32(tx, 'OfferSequence');
}
