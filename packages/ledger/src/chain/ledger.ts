import type { LedgerHeader, TransactionRecord } from '../node/node-api.js';
import type { StateMap } from '../state/entry.js';
import type { TxMap } from './tx-map.js';

/** A closed ledger: its header, state tree, transaction tree and the transactions with metadata. */
export interface ClosedLedger {
  header: LedgerHeader;
  state: StateMap;
  txs: TxMap;
  records: TransactionRecord[];
}
