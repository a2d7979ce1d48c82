import { decodeHex } from '../codec/decode.js';
import type { TransactionRecord, TxJson, TxMetaJson } from '../node/node-api.js';
import { affectedAccounts } from '../node/affected-accounts.js';
import { deliveredAmount } from './delivered.js';

/**
 * A closed-ledger transaction record. Only the blobs are held; `txJson` and `meta` are decoded on each read
 * (enumerable, so a spread copies them), which keeps a long history small in memory. The getters are shared
 * functions of `this`: a closure per record made each one a dictionary-mode object of about 750 bytes.
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
  Object.defineProperty(rec, 'txJson', { enumerable: true, get: decodedTx });
  Object.defineProperty(rec, 'meta', { enumerable: true, get: decodedMeta });
  const delivered = deliveredAmount(txJson, meta);
  if (delivered !== undefined) rec.deliveredAmount = delivered;
  indexes.set(rec, { txIndex: meta.TransactionIndex, accounts: [...affectedAccounts(meta)] });
  return rec;
}

function decodedTx(this: TransactionRecord): TxJson {
  return decodeHex(this.txBlob) as TxJson;
}

function decodedMeta(this: TransactionRecord): TxMetaJson {
  return decodeHex(this.metaBlob) as unknown as TxMetaJson;
}

const indexes = new WeakMap<TransactionRecord, { txIndex: number; accounts: readonly string[] }>();

/** The record's position in its ledger and the accounts it affects, known when it was made. */
export function recordIndex(rec: TransactionRecord): { txIndex: number; accounts: readonly string[] } {
  return (
    indexes.get(rec) ?? { txIndex: rec.meta.TransactionIndex, accounts: [...affectedAccounts(rec.meta)] }
  );
}
