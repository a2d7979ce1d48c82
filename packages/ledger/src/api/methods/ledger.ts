import { encode } from 'ripple-binary-codec';
import type { LedgerHeader, LedgerNode, LedgerReader, TransactionRecord } from '../../node/index.js';
import type { RpcContext } from '../context.js';
import { humanTime, isoTime, metaJson, txFields, withDeliverMax } from '../format.js';
import { lookupLedger, namesLedger } from '../ledger-lookup.js';
import { optionalBool } from '../params.js';

// ledger, as LedgerHandler + LedgerToJson: the header, and on request its transactions (hashes, expanded, binary).

interface Fill {
  apiVersion: number;
  transactions: boolean;
  expand: boolean;
  binary: boolean;
}

export function headerJson(h: LedgerHeader, apiVersion: number): Record<string, unknown> {
  const base = { parent_hash: h.parentHash, ledger_index: apiVersion > 1 ? h.seq : String(h.seq) };
  if (!h.closed) return { ...base, closed: false };
  return {
    ...base,
    closed: true,
    ledger_hash: h.hash,
    transaction_hash: h.transactionHash,
    account_hash: h.accountHash,
    total_coins: h.totalCoins.toString(),
    close_flags: h.closeFlags,
    parent_close_time: h.parentCloseTime,
    close_time: h.closeTime,
    close_time_resolution: h.closeTimeResolution,
    ...(h.closeTime !== 0
      ? { close_time_human: humanTime(h.closeTime), close_time_iso: isoTime(h.closeTime) }
      : {}),
    ...(h.closeFlags & 1 ? { close_time_estimated: true } : {}),
  };
}

/** The header's canonical binary (rippled addRaw), for `binary: true`. */
export function headerBlob(h: LedgerHeader): string {
  const u32 = (n: number) => n.toString(16).padStart(8, '0');
  const u8 = (n: number) => n.toString(16).padStart(2, '0');
  return (
    u32(h.seq) +
    h.totalCoins.toString(16).padStart(16, '0') +
    h.parentHash +
    h.transactionHash +
    h.accountHash +
    u32(h.parentCloseTime) +
    u32(h.closeTime) +
    u8(h.closeTimeResolution) +
    u8(h.closeFlags)
  ).toUpperCase();
}

function closedTx(node: LedgerNode, rec: TransactionRecord, f: Fill): unknown {
  if (!f.expand) return rec.hash;
  const v2 = f.apiVersion > 1;
  if (f.binary)
    return {
      tx_blob: rec.txBlob,
      ...(v2 ? { hash: rec.hash } : {}),
      [v2 ? 'meta_blob' : 'meta']: rec.metaBlob,
    };
  const type = rec.txJson.TransactionType;
  const delivered = type === 'Payment' || type === 'CheckCash' ? rec.deliveredAmount : undefined;
  const meta = metaJson(rec.meta, delivered);
  const tx = withDeliverMax(txFields(rec.txJson), f.apiVersion);
  if (!v2) return { ...tx, hash: rec.hash, metaData: meta };
  const validated = rec.ledgerIndex <= node.validatedLedger().seq;
  return {
    tx_json: tx,
    hash: rec.hash,
    meta,
    ledger_hash: rec.ledgerHash,
    validated,
    ...(validated ? { ledger_index: rec.ledgerIndex, close_time_iso: isoTime(rec.closeTime) } : {}),
  };
}

function openTxs(node: LedgerNode, f: Fill): unknown[] {
  return node.openTransactions().map(({ hash, txJson }) => {
    if (!f.expand) return hash;
    const fields = txFields(txJson);
    if (f.binary) return { tx_blob: encode(fields as never), ...(f.apiVersion > 1 ? { hash } : {}) };
    const tx = withDeliverMax(fields, f.apiVersion);
    return f.apiVersion > 1 ? { tx_json: tx, hash, validated: false } : { ...tx, hash };
  });
}

export function ledgerJson(node: LedgerNode, reader: LedgerReader, f: Fill): Record<string, unknown> {
  const h = reader.header;
  const out: Record<string, unknown> = f.binary
    ? h.closed
      ? { closed: true, ledger_data: headerBlob(h) }
      : { closed: false }
    : headerJson(h, f.apiVersion);
  if (f.transactions) {
    out.transactions = h.closed ? reader.transactions().map((r) => closedTx(node, r, f)) : openTxs(node, f);
  }
  return out;
}

export function ledger(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  const full = ctx.admin && optionalBool(p, 'full');
  const f: Fill = {
    apiVersion: ctx.apiVersion,
    transactions: full || optionalBool(p, 'transactions'),
    expand: full || optionalBool(p, 'expand'),
    binary: optionalBool(p, 'binary'),
  };
  if (!namesLedger(p)) {
    const none: Fill = { ...f, transactions: false, binary: false };
    const closed = ctx.node.getLedger('closed');
    const open = ctx.node.getLedger('current');
    if (!closed || !open) return {};
    return {
      closed: { ledger: ledgerJson(ctx.node, closed, none) },
      open: { ledger: ledgerJson(ctx.node, open, none) },
    };
  }
  const { reader, fields } = lookupLedger(ctx.node, p);
  return { ledger: ledgerJson(ctx.node, reader, f), ...fields };
}

export function ledgerCurrent(ctx: RpcContext): Record<string, unknown> {
  return { ledger_current_index: ctx.node.currentLedgerIndex() };
}

export function ledgerClosed(ctx: RpcContext): Record<string, unknown> {
  const h = ctx.node.closedLedger();
  return { ledger_hash: h.hash, ledger_index: h.seq };
}

export async function ledgerAccept(ctx: RpcContext): Promise<Record<string, unknown>> {
  return { ledger_current_index: await ctx.node.acceptLedger() };
}
