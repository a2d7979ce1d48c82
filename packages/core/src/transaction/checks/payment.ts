import type { LedgerTransaction, PaymentTx } from '../types.js';
import { optionalAmount, requireAmount, requireString } from './common.js';

/** Payment needs Destination and Amount (spec §5). */
export function validatePayment(tx: LedgerTransaction): asserts tx is PaymentTx {
  requireString(tx, 'Destination');
  requireAmount(tx, 'Amount');
  optionalAmount(tx, 'SendMax');
  optionalAmount(tx, 'DeliverMin');
}
