import { decodeHex } from '../codec/decode.js';
import type { TransactionRecord, TxJson, TxMetaJson } from '../node/node-api.js';
import { deliveredAmount } from './delivered.js';

/**
 * A closed-ledger transaction record. Only the blobs are held; `txJson` and `meta` are decoded on each read
 * (enumerable, so a spread copies them), which keeps a long history small in memory.
 */
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
  const rec = { hash, ledgerIndex: seq, ledgerHash, closeTime, txBlob, metaBlob } as TransactionRecord;
  Object.defineProperty(rec, 'txJson', { enumerable: true, get: () => decodeHex(txBlob) as TxJson });
  Object.defineProperty(rec, 'meta', {
    enumerable: true,
    get: () => decodeHex(metaBlob) as unknown as TxMetaJson,
  });
  const delivered = deliveredAmount(txJson, meta);
  if (delivered !== undefined) rec.deliveredAmount = delivered;
  return rec;
}
