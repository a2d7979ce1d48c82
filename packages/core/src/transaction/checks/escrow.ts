import { HorizonError } from '../../errors/horizon-error.js';
import type { LedgerTransaction } from '../types.js';
import { requireAmount, requireString, requireUint32 } from './common.js';

/** EscrowCreate needs Destination, Amount, and FinishAfter or CancelAfter. */
export function validateEscrowCreate(tx: LedgerTransaction): void {
  requireString(tx, 'Destination');
  requireAmount(tx, 'Amount');
  if (tx['FinishAfter'] === undefined && tx['CancelAfter'] === undefined) {
    throw new HorizonError('signing.missingRequiredFields', {
      detail: 'EscrowCreate: missing field FinishAfter or CancelAfter',
    });
  }
}

/** EscrowFinish and EscrowCancel name the escrow by Owner and OfferSequence. */
export function validateEscrowRelease(tx: LedgerTransaction): void {
  requireString(tx, 'Owner');
  requireUint32(tx, 'OfferSequence');
}
