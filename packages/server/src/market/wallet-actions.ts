/**
 * The wallet's history as user actions: the transactions the relay submitted for one issued request (a buy,
 * its fee, burn and trust line) are one action; a transaction Horizon did not issue is an action of its own.
 */
import type { WalletAction, WalletTransaction } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';
import { type Decimal, ZERO_DECIMAL, addDecimals, decimalOfValue, decimalText } from '@horizon/core';
import { big } from '../db/index.js';
import { isoOf } from '../views/contract-views.js';

/** A stored history row with the issued request that relayed it, if any. */
export interface HistoryRow extends Record<string, unknown> {
  readonly tx_hash: string;
  readonly transaction_type: string;
  readonly engine_result: string;
  readonly ledger_index: number;
  readonly executed_at: unknown;
  readonly xrp: string;
  readonly token_id: string | null;
  readonly token_change: string | null;
  readonly request_id: string | null;
  readonly request_kind: string | null;
  readonly position: number | null;
}

/** Columns of a HistoryRow over wallet_transactions w, relayed_transactions r and issued_requests i. */
export const HISTORY_COLUMNS = `w.tx_hash, w.transaction_type, w.engine_result, w.ledger_index::int AS ledger_index,
  w.executed_at, w.xrp_change_drops::text AS xrp, w.token_id, w.token_change::text AS token_change,
  i.id::text AS request_id, i.kind AS request_kind, r.position`;

/** The join that finds the request the relay submitted a transaction for (on this wallet's behalf). */
export const HISTORY_JOIN = `FROM wallet_transactions w
  LEFT JOIN relayed_transactions r ON r.tx_hash = w.tx_hash
  LEFT JOIN issued_requests i ON i.id = r.request_id AND i.classic_address = w.classic_address`;

export function transactionOf(r: HistoryRow): WalletTransaction {
  return {
    tx_hash: r.tx_hash,
    transaction_type: r.transaction_type,
    engine_result: r.engine_result,
    ledger_index: Number(r.ledger_index),
    executed_at: isoOf(r.executed_at),
    xrp_change: dropsToXrp(big(r.xrp)),
    token_id: r.token_id,
    token_change: r.token_change === null ? null : decimalText(decimalOfValue(r.token_change)),
  };
}

/** Rows newest first into actions newest first; a set's transactions in the order they were issued. */
export function groupActions(rows: readonly HistoryRow[]): WalletAction[] {
  const groups = new Map<string, HistoryRow[]>();
  for (const row of rows) {
    const key = row.request_id ?? `tx:${row.tx_hash}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].map(actionOf);
}

function actionOf(group: HistoryRow[]): WalletAction {
  const rows = [...group].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const first = rows[0] as HistoryRow;
  const latest = group[0] as HistoryRow;
  const tokenId = rows.find((r) => r.token_id !== null)?.token_id ?? null;
  let xrp = 0n;
  let token: Decimal = ZERO_DECIMAL;
  for (const r of rows) {
    xrp += big(r.xrp);
    if (tokenId !== null && r.token_id === tokenId && r.token_change !== null)
      token = addDecimals(token, decimalOfValue(r.token_change));
  }
  const failed = rows.find((r) => r.engine_result !== 'tesSUCCESS');
  return {
    action_id: first.request_id ?? first.tx_hash,
    kind: first.request_kind ?? first.transaction_type,
    issued_by_horizon: first.request_id !== null,
    ledger_index: Number(latest.ledger_index),
    executed_at: isoOf(latest.executed_at),
    engine_result: (failed ?? first).engine_result,
    xrp_change: dropsToXrp(xrp),
    token_id: tokenId,
    token_change: tokenId === null ? null : decimalText(token),
    transactions: rows.map(transactionOf),
  };
}
