import type { AmountJson, TxJson, TxMetaJson } from '../node/node-api.js';

const DELIVERING = new Set(['Payment', 'CheckCash', 'AccountDelete']);

/** rippled's delivered_amount: DeliveredAmount when recorded, else Amount, for successful delivering types. */
export function deliveredAmount(tx: TxJson, meta: TxMetaJson): AmountJson | undefined {
  if (!DELIVERING.has(tx.TransactionType) || meta.TransactionResult !== 'tesSUCCESS') return undefined;
  if (meta.DeliveredAmount !== undefined) return meta.DeliveredAmount;
  if (tx.TransactionType === 'AccountDelete') return undefined;
  return tx.Amount as AmountJson | undefined;
}
