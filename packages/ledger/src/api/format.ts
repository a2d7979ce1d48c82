import type { AmountJson, TransactionRecord, TxJson, TxMetaJson } from '../node/index.js';

// Shared JSON shaping: Ripple-epoch times as rippled prints them, and transactions for API v1 and v2.

export const RIPPLE_EPOCH = 946684800;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** rippled's to_string_iso: `2023-01-31T14:30:51Z`. */
export function isoTime(rippleSeconds: number): string {
  return new Date((rippleSeconds + RIPPLE_EPOCH) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** rippled's to_string on a NetClock time: `2023-Jan-31 14:30:51.000000000 UTC`. */
export function humanTime(rippleSeconds: number): string {
  const d = new Date((rippleSeconds + RIPPLE_EPOCH) * 1000);
  const date = `${d.getUTCFullYear()}-${MONTHS[d.getUTCMonth()]}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${date} ${time}.000000000 UTC`;
}

/** The transaction's own fields, without any `hash` the node may have added. */
export function txFields(tx: TxJson): Record<string, unknown> {
  const { hash: _hash, ...rest } = tx as Record<string, unknown>;
  return rest;
}

/** rippled's RPC::insertDeliverMax: Payments show DeliverMax; v1 keeps Amount beside it, v2 drops Amount. */
export function withDeliverMax(tx: Record<string, unknown>, apiVersion: number): Record<string, unknown> {
  if (tx.TransactionType !== 'Payment' || !('Amount' in tx)) return tx;
  const { Amount, ...rest } = tx;
  return apiVersion > 1 ? { ...rest, DeliverMax: Amount } : { ...tx, DeliverMax: Amount };
}

/** Metadata JSON with rippled's synthetic `delivered_amount` where it applies. */
export function metaJson(meta: TxMetaJson, delivered: AmountJson | undefined): Record<string, unknown> {
  return delivered === undefined ? { ...meta } : { ...meta, delivered_amount: delivered };
}

/** rippled's CTID for standalone (network 0): C, 28-bit ledger, 16-bit index, 16-bit network. */
export function ctid(ledgerIndex: number, txIndex: number): string | undefined {
  if (ledgerIndex >= 0x0fffffff || txIndex > 0xffff) return undefined;
  const v = ((0xc0000000n | BigInt(ledgerIndex)) << 32n) | (BigInt(txIndex) << 16n);
  return v.toString(16).toUpperCase().padStart(16, '0');
}

/** The v1 flattened form of a closed transaction (tx fields + hash, inLedger, ledger_index, date). */
export function v1TxWithLedger(rec: TransactionRecord): Record<string, unknown> {
  return {
    ...withDeliverMax(txFields(rec.txJson), 1),
    hash: rec.hash,
    inLedger: rec.ledgerIndex,
    ledger_index: rec.ledgerIndex,
    date: rec.closeTime,
  };
}

/** The v2 `tx_json` of a closed transaction (tx fields + ledger_index, date; no hash). */
export function v2TxJson(rec: TransactionRecord): Record<string, unknown> {
  return { ...withDeliverMax(txFields(rec.txJson), 2), ledger_index: rec.ledgerIndex, date: rec.closeTime };
}

/** XRP drops as the JSON number rippled's server_info prints (a double on the wire, display only). */
export function dropsAsXrpNumber(drops: bigint): number {
  const whole = drops / 1_000_000n;
  const frac = drops % 1_000_000n;
  return Number(`${whole}.${frac.toString().padStart(6, '0')}`);
}
