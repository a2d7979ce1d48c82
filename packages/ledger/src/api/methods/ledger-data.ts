import type { RpcContext } from '../context.js';
import { entryTypeOf } from '../entry-types.js';
import { expectedField, invalidField } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import { isHex256, optionalBool } from '../params.js';
import { headerBlob, headerJson } from './ledger.js';

// ledger_data, as LedgerData.cpp: the state map in key order, paged; the first page also carries the header.
// The marker is the first unreturned key minus one (rippled resumes with upper_bound).

const PAGE = 256;
const BINARY_PAGE = 2048;

/** LedgerData.cpp's own limit: an integer, negative = a page; above a page only for an admin (unlimited) caller. */
function readLimit(p: Record<string, unknown>, max: number, admin: boolean): number {
  if (p.limit === undefined) return max;
  if (typeof p.limit !== 'number' || !Number.isInteger(p.limit)) throw expectedField('limit', 'integer');
  return p.limit < 0 || (p.limit > max && !admin) ? max : p.limit;
}

const minusOne = (key: string) => (BigInt(`0x${key}`) - 1n).toString(16).toUpperCase().padStart(64, '0');

export function ledgerData(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  const binary = optionalBool(p, 'binary');
  const { reader, fields } = lookupLedger(ctx.node, p);
  if (p.marker !== undefined && !isHex256(p.marker)) throw expectedField('marker', 'valid');
  const limit = readLimit(p, binary ? BINARY_PAGE : PAGE, ctx.admin);
  let type: string | undefined;
  if (p.type !== undefined) {
    type = typeof p.type === 'string' ? entryTypeOf(p.type) : undefined;
    if (!type) throw invalidField('type');
  }
  // Resuming after marker M starts at M + 1, which stateEntries reaches by resuming "after" M.
  const after = typeof p.marker === 'string' ? p.marker.toUpperCase() : undefined;
  const page = reader.stateEntries(after, limit);
  const state = page.entries
    .filter((e) => !type || e.entry.LedgerEntryType === type)
    .map((e) => (binary ? { data: e.blob, index: e.index } : e.entry));
  const out: Record<string, unknown> = { ...fields, state };
  if (!after) {
    const h = reader.header;
    out.ledger = binary
      ? h.closed
        ? { closed: true, ledger_data: headerBlob(h) }
        : { closed: false }
      : headerJson(h, ctx.apiVersion);
  }
  if (page.marker !== undefined) {
    const next = reader.stateEntries(page.marker, 1).entries[0];
    if (next) out.marker = minusOne(next.index);
  }
  return out;
}
