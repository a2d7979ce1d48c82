import type { AccountTxQuery, LedgerNode, TransactionRecord } from '../../node/index.js';
import type { RpcContext } from '../context.js';
import { invalidField, missingField, rpcError } from '../errors.js';
import { isoTime, metaJson, v1TxWithLedger, v2TxJson } from '../format.js';
import { lookupLedger } from '../ledger-lookup.js';
import { LIMITS, optionalBool, readLimit } from '../params.js';
import { isValidClassicAddress } from 'ripple-address-codec';

// account_tx, as AccountTx.cpp: the account's validated transactions, newest first unless `forward`, paged by
// {ledger, seq} markers; a ledger range (ledger_index_min/max) or one ledger (ledger_index / ledger_hash).

type Range = { min: number; max: number };

function parseRange(ctx: RpcContext): Range {
  const p = ctx.params;
  const v2 = ctx.apiVersion > 1;
  const hasRange = p.ledger_index_min !== undefined || p.ledger_index_max !== undefined;
  const hasLedger = p.ledger_index !== undefined || p.ledger_hash !== undefined;
  if (v2 && hasRange && hasLedger) throw rpcError('invalidParams', 'invalidParams');
  const valid = ctx.node.completeLedgers();
  if (hasRange) {
    const num = (v: unknown, dflt: number) => (typeof v === 'number' && v >= 0 ? v : dflt);
    const lo = num(p.ledger_index_min, 0);
    const hi = num(p.ledger_index_max, 0xffffffff);
    if (v2 && ((hi > valid.max && p.ledger_index_max !== -1) || (lo < valid.min && lo !== 0))) {
      throw rpcError('lgrIdxMalformed');
    }
    const range = { min: Math.max(lo, valid.min), max: Math.min(hi, valid.max) };
    if (range.max < range.min) throw rpcError(v2 ? 'invalidLgrRange' : 'lgrIdxsInvalid');
    return range;
  }
  if (hasLedger) {
    const { reader } = lookupLedger(ctx.node, p);
    const seq = reader.header.seq;
    if (!reader.header.closed || seq > valid.max || seq < valid.min) throw rpcError('lgrNotValidated');
    return { min: seq, max: seq };
  }
  return valid;
}

function readMarker(marker: unknown): AccountTxQuery['marker'] {
  if (marker === undefined) return undefined;
  const m = marker as { ledger?: unknown; seq?: unknown } | null;
  const isUInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
  if (typeof m !== 'object' || m === null || !isUInt(m.ledger) || !isUInt(m.seq)) {
    throw rpcError(
      'invalidParams',
      'invalid marker. Provide ledger index via ledger field, and transaction sequence number via seq field',
    );
  }
  return { ledger: m.ledger as number, seq: m.seq as number };
}

export function txEntry(
  node: LedgerNode,
  rec: TransactionRecord,
  apiVersion: number,
  binary: boolean,
): unknown {
  if (binary) {
    return {
      tx_blob: rec.txBlob,
      [apiVersion > 1 ? 'meta_blob' : 'meta']: rec.metaBlob,
      ledger_index: rec.ledgerIndex,
      validated: true,
    };
  }
  const meta = metaJson(rec.meta, rec.deliveredAmount);
  if (apiVersion < 2) return { meta, tx: v1TxWithLedger(rec), validated: true };
  return {
    meta,
    tx_json: v2TxJson(rec),
    hash: rec.hash,
    ledger_index: rec.ledgerIndex,
    ledger_hash: node.getLedger(rec.ledgerIndex)?.header.hash ?? rec.ledgerHash,
    close_time_iso: isoTime(rec.closeTime),
    validated: true,
  };
}

/** The transaction store's page (accountTxPage): a non-admin caller gets at most 200 (500 binary) per page. */
function pageLength(limit: number, binary: boolean, admin: boolean): number {
  const page = binary ? 500 : 200;
  return admin ? limit : Math.min(limit, page);
}

export function accountTx(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  if (ctx.apiVersion > 1 && p.binary !== undefined && typeof p.binary !== 'boolean')
    throw invalidField('binary');
  if (ctx.apiVersion > 1 && p.forward !== undefined && typeof p.forward !== 'boolean')
    throw invalidField('forward');
  const limit = readLimit(ctx, LIMITS.accountTx);
  const binary = optionalBool(p, 'binary');
  const forward = optionalBool(p, 'forward');
  if (!('account' in p)) throw missingField('account');
  if (typeof p.account !== 'string') throw invalidField('account');
  if (!isValidClassicAddress(p.account)) throw rpcError('actMalformed');
  const account = p.account;
  const range = parseRange(ctx);
  const marker = readMarker(p.marker);
  const page = ctx.node.accountTransactions(account, {
    min: range.min,
    max: range.max,
    forward,
    limit: pageLength(limit, binary, ctx.admin),
    marker,
  });
  const out: Record<string, unknown> = {
    account,
    ledger_index_min: range.min,
    ledger_index_max: range.max,
    limit,
    transactions: page.transactions.map((r) => txEntry(ctx.node, r, ctx.apiVersion, binary)),
    validated: true,
  };
  if (page.marker) out.marker = { ledger: page.marker.ledger, seq: page.marker.seq };
  return out;
}
