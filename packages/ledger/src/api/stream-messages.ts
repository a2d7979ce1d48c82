import type { LedgerClosedEvent, SubmitResult } from '../node/index.js';
import { isoTime, metaJson, txFields, withDeliverMax } from './format.js';
import { computeBookChanges } from './methods/book-changes.js';
import { completeRange } from './range-text.js';

// Stream messages as NetworkOPs publishes them (pubLedger, transJson) for one API version.

type ClosedTx = LedgerClosedEvent['transactions'][number];

/** pubLedger's message; `networkId` is the configured [network_id], 0 when there is none (rippled's default). */
export function ledgerClosedMessage(e: LedgerClosedEvent, networkId = 0): Record<string, unknown> {
  return {
    type: 'ledgerClosed',
    fee_base: Number(e.fees.baseFee),
    ledger_hash: e.header.hash,
    ledger_index: e.header.seq,
    ledger_time: e.header.closeTime,
    network_id: networkId,
    reserve_base: Number(e.fees.reserveBase),
    reserve_inc: Number(e.fees.reserveIncrement),
    txn_count: e.transactions.length,
    validated_ledgers: completeRange(e.validatedLedgers),
  };
}

/** The book_changes stream's message for a validated ledger (rippled's pubBookChanges). */
export function bookChangesMessage(e: LedgerClosedEvent): Record<string, unknown> {
  return computeBookChanges(e.header, e.transactions, true);
}

/** v1 keeps the transaction under `transaction` with its hash inside; v2 renames it `tx_json`, hash beside it. */
function placeTx(tx: Record<string, unknown>, hash: string, apiVersion: number): Record<string, unknown> {
  const fields = withDeliverMax(tx, apiVersion);
  return apiVersion > 1 ? { tx_json: fields, hash } : { transaction: { ...fields, hash } };
}

const engine = (r: { engineResult: string; engineResultCode: number; engineResultMessage: string }) => ({
  engine_result: r.engineResult,
  engine_result_code: r.engineResultCode,
  engine_result_message: r.engineResultMessage,
});

export function transactionMessage(
  e: LedgerClosedEvent,
  tx: ClosedTx,
  apiVersion: number,
): Record<string, unknown> {
  return {
    type: 'transaction',
    ...placeTx({ ...txFields(tx.txJson), date: e.header.closeTime }, tx.hash, apiVersion),
    meta: metaJson(tx.meta, tx.deliveredAmount),
    ledger_hash: e.header.hash,
    ledger_index: e.header.seq,
    validated: true,
    close_time_iso: isoTime(e.header.closeTime),
    status: 'closed',
    ...engine(tx),
  };
}

export function proposedMessage(
  r: SubmitResult,
  ledgerCurrentIndex: number,
  apiVersion: number,
): Record<string, unknown> {
  return {
    type: 'transaction',
    ...placeTx(txFields(r.txJson), r.hash, apiVersion),
    validated: false,
    ledger_current_index: ledgerCurrentIndex,
    status: 'proposed',
    ...engine(r),
  };
}
