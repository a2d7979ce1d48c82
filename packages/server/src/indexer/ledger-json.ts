/**
 * The validated-ledger JSON the indexer reads (rippled's `ledger` with transactions expanded, API v1 or v2,
 * and the transactions stream), narrowed to the fields it uses.
 */
import { transactionIndex } from '@horizon/core';

export type Fields = Readonly<Record<string, unknown>>;

export interface ValidatedTx {
  readonly hash: string;
  readonly tx: Fields;
  readonly meta: Fields;
}

export interface ValidatedLedger {
  readonly ledgerIndex: number;
  readonly ledgerHash: string;
  /** Close time, Unix seconds. */
  readonly closeTime: number;
  /** In TransactionIndex order. */
  readonly transactions: readonly ValidatedTx[];
}

/** Seconds between the Unix epoch and the Ripple epoch (2000-01-01). */
export const RIPPLE_EPOCH_OFFSET = 946_684_800;

const asFields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null ? (value as Fields) : {};

interface RawLedger {
  readonly ledger_index?: string | number;
  readonly ledger_hash?: string;
  readonly hash?: string;
  readonly close_time?: number;
  readonly transactions?: readonly unknown[];
}

/** One expanded transaction of a `ledger` answer, API v2 ({hash, tx_json, meta}) or v1 (fields + metaData). */
function readTransaction(raw: unknown): ValidatedTx {
  const entry = asFields(raw);
  if (entry['tx_json'] !== undefined) {
    return { hash: String(entry['hash']), tx: asFields(entry['tx_json']), meta: asFields(entry['meta']) };
  }
  const { metaData, meta, ...tx } = entry as Record<string, unknown>;
  return { hash: String(entry['hash']), tx, meta: asFields(metaData ?? meta) };
}

/** A `ledger` result (transactions: true, expand: true) as a ValidatedLedger, transactions in ledger order. */
export function readLedger(ledger: RawLedger): ValidatedLedger {
  const transactions = (ledger.transactions ?? []).map(readTransaction);
  transactions.sort((a, b) => txIndex(a) - txIndex(b));
  return {
    ledgerIndex: Number(ledger.ledger_index),
    ledgerHash: String(ledger.ledger_hash ?? ledger.hash),
    closeTime: Number(ledger.close_time ?? 0) + RIPPLE_EPOCH_OFFSET,
    transactions,
  };
}

export function txIndex(tx: ValidatedTx): number {
  return transactionIndex(tx.meta) ?? 0;
}
