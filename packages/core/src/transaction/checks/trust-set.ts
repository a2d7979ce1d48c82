import type { LedgerTransaction, TrustSetTx } from '../types.js';
import { requireIssuedAmount } from './common.js';

/** TrustSet needs LimitAmount, an issued amount (spec §5). */
export function validateTrustSet(tx: LedgerTransaction): asserts tx is TrustSetTx {
  requireIssuedAmount(tx, 'LimitAmount');
}
