import type { LedgerTransaction, OfferCreateTx } from '../types.js';
import { requireAmount } from './common.js';

/** OfferCreate needs TakerGets and TakerPays (spec §5). */
export function validateOfferCreate(tx: LedgerTransaction): asserts tx is OfferCreateTx {
  requireAmount(tx, 'TakerGets');
  requireAmount(tx, 'TakerPays');
}
