import { decodeBytes } from '../codec/decode.js';
import type { TransactionRecord, TxJson, TxMetaJson } from '../node/node-api.js';
import { affectedAccounts } from '../node/affected-accounts.js';
import { deliveredAmount } from './delivered.js';

// Blobs are kept as binary strings (one character per byte): half the memory of hex, and one V8 string each.
const toBinary = (hex: string) => Buffer.from(hex, 'hex').toString('latin1');
const bytesOf = (binary: string) => Buffer.from(binary, 'latin1');
const hexOf = (binary: string) => bytesOf(binary).toString('hex').toUpperCase();

/**
 * A closed-ledger transaction record. Only the blobs are held; the hex blobs, `txJson` and `meta` are made on each
 * read (enumerable, so a spread copies them), which keeps a long history small in memory. The accessors are shared
 * functions of `this`: a closure per record made each one a dictionary-mode object of about 750 bytes.
 */
let accessors: PropertyDescriptorMap = {};

class ClosedTxRecord {
  readonly #tx: string;
  readonly #meta: string;

  static {
    accessors = {
      txBlob: {
        enumerable: true,
        get(this: ClosedTxRecord) {
          return hexOf(this.#tx);
        },
      },
      metaBlob: {
        enumerable: true,
        get(this: ClosedTxRecord) {
          return hexOf(this.#meta);
        },
      },
      txJson: {
        enumerable: true,
        get(this: ClosedTxRecord) {
          return decodeBytes(bytesOf(this.#tx));
        },
      },
      meta: {
        enumerable: true,
        get(this: ClosedTxRecord) {
          return decodeBytes(bytesOf(this.#meta));
        },
      },
    };
  }

  constructor(
    readonly hash: string,
    readonly ledgerIndex: number,
    public ledgerHash: string,
    readonly closeTime: number,
    txBlob: string,
    metaBlob: string,
  ) {
    this.#tx = toBinary(txBlob);
    this.#meta = toBinary(metaBlob);
    Object.defineProperties(this, accessors);
  }
}

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
  const rec = new ClosedTxRecord(
    hash,
    seq,
    ledgerHash,
    closeTime,
    txBlob,
    metaBlob,
  ) as unknown as TransactionRecord;
  const delivered = deliveredAmount(txJson, meta);
  if (delivered !== undefined) rec.deliveredAmount = delivered;
  indexes.set(rec, { txIndex: meta.TransactionIndex, accounts: [...affectedAccounts(meta)] });
  return rec;
}

const indexes = new WeakMap<TransactionRecord, { txIndex: number; accounts: readonly string[] }>();

/** The record's position in its ledger and the accounts it affects, known when it was made. */
export function recordIndex(rec: TransactionRecord): { txIndex: number; accounts: readonly string[] } {
  return (
    indexes.get(rec) ?? { txIndex: rec.meta.TransactionIndex, accounts: [...affectedAccounts(rec.meta)] }
  );
}
