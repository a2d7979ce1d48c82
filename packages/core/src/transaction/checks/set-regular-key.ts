import type { LedgerTransaction } from '../types.js';

/** SetRegularKey: RegularKey is optional (absent removes the key). */
export function validateSetRegularKey(_tx: LedgerTransaction): void {
  // Nothing is required beyond the common fields.
}
