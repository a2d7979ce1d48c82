import type { LedgerTransaction } from '../types.js';
import { requireAmount, requireUint32 } from './common.js';

/** AMMCreate (token launch) needs both amounts and a TradingFee. */
export function validateAmmCreate(tx: LedgerTransaction): void {
  requireAmount(tx, 'Amount');
  requireAmount(tx, 'Amount2');
  requireUint32(tx, 'TradingFee');
}
