import type { LedgerHeader, TransactionRecord } from '../node/node-api.js';
import type { StateMap } from '../state/entry.js';

/** A closed ledger: its header, state tree and the transactions with metadata (their tree is only hashed). */
export interface ClosedLedger {
  header: LedgerHeader;
  state: StateMap;
  records: TransactionRecord[];
}
