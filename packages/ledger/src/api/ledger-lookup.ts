import type { LedgerNode, LedgerReader, LedgerRef } from '../node/index.js';
import { rpcError } from './errors.js';

// rippled's RPC::lookupLedger: which ledger a request names (ledger_hash, ledger_index, legacy `ledger`),
// and the fields every ledger-bound answer carries.

function refFromParams(params: Record<string, unknown>, fallback: LedgerRef): LedgerRef {
  let index = params.ledger_index;
  let hash = params.ledger_hash;
  const legacy = params.ledger;
  if (legacy !== undefined && legacy !== null && legacy !== false && legacy !== 0) {
    if (String(legacy).length > 12) hash = legacy;
    else index = legacy;
  }
  if (hash !== undefined && hash !== null) {
    if (typeof hash !== 'string') throw rpcError('invalidParams', 'ledgerHashNotString');
    if (!/^[0-9a-fA-F]{64}$/.test(hash)) throw rpcError('invalidParams', 'ledgerHashMalformed');
    return { hash: hash.toUpperCase() };
  }
  if (index === undefined || index === null) return fallback;
  if (typeof index === 'number') {
    if (!Number.isInteger(index) || index < 0 || index > 0xffffffff) {
      throw rpcError('invalidParams', 'ledgerIndexMalformed');
    }
    return index;
  }
  if (typeof index !== 'string') throw rpcError('invalidParams', 'ledgerIndexMalformed');
  if (index === 'current' || index === '') return 'current';
  if (index === 'validated' || index === 'closed') return index;
  if (!/^\d{1,10}$/.test(index) || Number(index) > 0xffffffff) {
    throw rpcError('invalidParams', 'ledgerIndexMalformed');
  }
  return Number(index);
}

export interface LookedUp {
  reader: LedgerReader;
  /** `ledger_current_index`, or `ledger_hash` + `ledger_index`; and `validated`. */
  fields: Record<string, unknown>;
}

export function ledgerFields(node: LedgerNode, reader: LedgerReader): Record<string, unknown> {
  const h = reader.header;
  if (!h.closed) return { ledger_current_index: h.seq, validated: false };
  return { ledger_hash: h.hash, ledger_index: h.seq, validated: h.seq <= node.validatedLedger().seq };
}

export function lookupLedger(
  node: LedgerNode,
  params: Record<string, unknown>,
  fallback: LedgerRef = 'current',
): LookedUp {
  const ref = refFromParams(params, fallback);
  const reader = node.getLedger(ref);
  if (!reader) throw rpcError('lgrNotFound', 'ledgerNotFound');
  return { reader, fields: ledgerFields(node, reader) };
}

/** True when the request names a ledger at all (some methods behave differently without one). */
export function namesLedger(params: Record<string, unknown>): boolean {
  return ['ledger_index', 'ledger_hash', 'ledger'].some((k) => params[k] !== undefined && params[k] !== null);
}
