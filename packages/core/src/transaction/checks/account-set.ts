import type { LedgerTransaction } from '../types.js';

/** AccountSet (issuer settings at launch): every field is optional; shapes are checked by the conversion. */
export function validateAccountSet(_tx: LedgerTransaction): void {
  // Nothing is required beyond the common fields.
}
