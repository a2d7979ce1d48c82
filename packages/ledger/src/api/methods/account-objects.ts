import type { RpcContext } from '../context.js';
import { DELETION_BLOCKERS, entryTypeOf, NOT_OWNED } from '../entry-types.js';
import { expectedField, invalidField, rpcError } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import { LIMITS, optionalBool, readLimit, requireAccount } from '../params.js';

// account_objects, as AccountObjects.cpp: the owner directory's entries in order, filtered by type; markers are
// "<directory page>,<next entry>" and the limit counts every entry walked, matching or not.

function readFilter(p: Record<string, unknown>): Set<string> | undefined {
  if (optionalBool(p, 'deletion_blockers_only')) {
    if (p.type === undefined) return DELETION_BLOCKERS;
    const t = typeof p.type === 'string' ? entryTypeOf(p.type) : undefined;
    return t && DELETION_BLOCKERS.has(t) ? new Set([t]) : new Set();
  }
  if (p.type === undefined || p.type === null) return undefined;
  if (typeof p.type !== 'string') throw invalidField('type');
  const t = entryTypeOf(p.type);
  if (!t || NOT_OWNED.has(t)) throw invalidField('type');
  return new Set([t]);
}

function readMarker(marker: unknown): { page: string; entry: string } | undefined {
  if (marker === undefined || marker === null) return undefined;
  if (typeof marker !== 'string') throw expectedField('marker', 'string');
  const m = /^([0-9a-fA-F]{64}),([0-9a-fA-F]{64})$/.exec(marker);
  if (!m?.[1] || !m[2]) throw invalidField('marker');
  return { page: m[1].toUpperCase(), entry: m[2].toUpperCase() };
}

export function accountObjects(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  const account = requireAccount(p);
  const { reader, fields } = lookupLedger(ctx.node, p);
  if (!reader.accountRoot(account)) throw rpcError('actNotFound');
  const filter = readFilter(p);
  const limit = readLimit(ctx, LIMITS.accountObjects);
  const start = readMarker(p.marker);

  const objects: Record<string, unknown>[] = [];
  let started = start === undefined;
  let walked = 0;
  let marker: string | undefined;
  for (const { page, entry } of reader.ownerDirectory(account)) {
    if (!started) {
      if (page !== start?.page || entry.index !== start.entry) continue;
      started = true;
    }
    if (walked === limit) {
      marker = `${page},${entry.index}`;
      break;
    }
    walked++;
    if (!filter || filter.has(entry.LedgerEntryType)) objects.push(entry);
  }
  if (!started) throw invalidField('marker');
  const out: Record<string, unknown> = { account, account_objects: objects, ...fields };
  if (marker) Object.assign(out, { limit, marker });
  return out;
}
