import type { TransactionRecord, TxJson, TxMetaJson } from '../node/node-api.js';
import { deliveredAmount } from './delivered.js';

/** A closed-ledger transaction record (the ledger hash is filled in once the header is hashed). */
export function makeRecord(
  txJson: TxJson,
  hash: string,
  txBlob: string,
  meta: TxMetaJson,
  metaBlob: string,
  seq: number,
  closeTime: number,
  ledgerHash = '',
): TransactionRecord {
  const rec: TransactionRecord = {
    hash,
    ledgerIndex: seq,
    ledgerHash,
    closeTime,
    txJson,
    meta,
    txBlob,
    metaBlob,
  };
  const delivered = deliveredAmount(txJson, meta);
  if (delivered !== undefined) rec.deliveredAmount = delivered;
  return rec;
}
