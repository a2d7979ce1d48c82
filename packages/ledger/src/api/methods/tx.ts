import type { RpcContext } from '../context.js';
import { rpcError } from '../errors.js';
import { ctid, isoTime, metaJson, txFields, v1TxWithLedger, v2TxJson, withDeliverMax } from '../format.js';
import { optionalBool } from '../params.js';

// tx, as Tx.cpp: a transaction by hash, from a closed ledger (with metadata) or still in the open ledger.

function readRange(p: Record<string, unknown>): { min: number; max: number } | undefined {
  if (p.min_ledger === undefined || p.max_ledger === undefined) return undefined;
  const ok = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  if (!ok(p.min_ledger) || !ok(p.max_ledger)) throw rpcError('invalidLgrRange');
  const range = { min: p.min_ledger as number, max: p.max_ledger as number };
  if (range.max < range.min) throw rpcError('invalidLgrRange');
  if (range.max - range.min > 1000) throw rpcError('excessiveLgrRange');
  return range;
}

function notFound(ctx: RpcContext, range: { min: number; max: number } | undefined): never {
  if (!range) throw rpcError('txnNotFound');
  const have = ctx.node.completeLedgers();
  throw rpcError('txnNotFound', undefined, { searched_all: range.min >= have.min && range.max <= have.max });
}

export function tx(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  if (p.transaction !== undefined && p.ctid !== undefined) throw rpcError('invalidParams');
  if (p.transaction === undefined) throw rpcError('invalidParams');
  if (typeof p.transaction !== 'string' || !/^[0-9a-fA-F]{64}$/.test(p.transaction))
    throw rpcError('notImpl');
  const binary = optionalBool(p, 'binary');
  const range = readRange(p);
  const v2 = ctx.apiVersion > 1;
  const hash = p.transaction.toUpperCase();
  const rec = ctx.node.transaction(hash);
  if (!rec || (range && (rec.ledgerIndex < range.min || rec.ledgerIndex > range.max))) {
    const open = ctx.node.openTransactions().find((t) => t.hash === hash);
    if (!open || range) notFound(ctx, range);
    const fields = withDeliverMax(txFields(open.txJson), ctx.apiVersion);
    return v2
      ? { tx_json: fields, hash: open.hash, validated: false }
      : { ...fields, hash: open.hash, validated: false };
  }
  const validated = rec.ledgerIndex <= ctx.node.validatedLedger().seq;
  const id = ctid(rec.ledgerIndex, rec.meta.TransactionIndex);
  const tail = { validated, ...(id ? { ctid: id } : {}) };
  if (!v2) {
    if (binary) {
      const { hash, inLedger, ledger_index, date } = v1TxWithLedger(rec);
      return { tx: rec.txBlob, hash, inLedger, ledger_index, date, meta: rec.metaBlob, ...tail };
    }
    return { ...v1TxWithLedger(rec), meta: metaJson(rec.meta, rec.deliveredAmount), ...tail };
  }
  const head = {
    ledger_hash: rec.ledgerHash,
    hash: rec.hash,
    ...(validated ? { ledger_index: rec.ledgerIndex, close_time_iso: isoTime(rec.closeTime) } : {}),
  };
  if (binary) return { tx_blob: rec.txBlob, ...head, meta_blob: rec.metaBlob, ...tail };
  return { tx_json: v2TxJson(rec), ...head, meta: metaJson(rec.meta, rec.deliveredAmount), ...tail };
}
