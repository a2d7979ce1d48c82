import { LSF_DEFAULT_RIPPLE } from '@horizon/protocol';
import type { LedgerEntryJson, LedgerReader } from '../../node/index.js';
import type { RpcContext } from '../context.js';
import { expectedField, rpcError } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import { LIMITS, optionalBool, readLimit, requireAccount } from '../params.js';
import { lineView, type LineView } from '../trust-line.js';

// account_lines, as AccountLines.cpp: every trust line of the account, seen from its side; paged by
// "<last entry index>,<its directory page>" markers, where the limit counts every owned object.

export function lineJson(line: LineView, defaultRipple: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {
    account: line.peer,
    balance: line.balance,
    currency: line.currency,
    limit: line.limit,
    limit_peer: line.limitPeer,
    quality_in: line.qualityIn,
    quality_out: line.qualityOut,
  };
  if (line.auth) out.authorized = true;
  if (line.authPeer) out.peer_authorized = true;
  if (line.noRipple || !defaultRipple) out.no_ripple = line.noRipple;
  if (line.noRipplePeer || !defaultRipple) out.no_ripple_peer = line.noRipplePeer;
  if (line.freeze) out.freeze = true;
  if (line.freezePeer) out.freeze_peer = true;
  if (line.deepFreeze) out.deep_freeze = true;
  if (line.deepFreezePeer) out.deep_freeze_peer = true;
  return out;
}

/** The page of `account`'s directory that lists `entry` (rippled's RPC::getStartHint). */
export function startHint(entry: LedgerEntryJson, account: string): bigint {
  const line = lineView(entry, account);
  if (line) return line.page;
  const node = entry.OwnerNode;
  return typeof node === 'string' ? BigInt(`0x${node}`) : 0n;
}

/** Parses an account_lines/account_offers marker and checks it names an object of this account. */
export function readHintMarker(reader: LedgerReader, account: string, marker: unknown): string | undefined {
  if (marker === undefined || marker === null) return undefined;
  if (typeof marker !== 'string') throw expectedField('marker', 'string');
  const m = /^([0-9a-fA-F]{64}),(\d+)$/.exec(marker);
  if (!m?.[1]) throw rpcError('invalidParams');
  const entry = reader.readEntry(m[1]);
  if (!entry || !relatedTo(entry, account)) throw rpcError('invalidParams');
  return m[1].toUpperCase();
}

function relatedTo(entry: LedgerEntryJson, account: string): boolean {
  if (lineView(entry, account)) return true;
  return entry.Account === account || entry.Owner === account || entry.Destination === account;
}

export function accountLines(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  const account = requireAccount(p);
  const limit = readLimit(ctx, LIMITS.accountLines);
  const { reader, fields } = lookupLedger(ctx.node, p);
  const root = reader.accountRoot(account);
  if (!root) throw rpcError('actNotFound');
  const peer = p.peer === undefined || p.peer === null ? undefined : requireAccount(p, 'peer');
  const ignoreDefault = optionalBool(p, 'ignore_default');
  const after = readHintMarker(reader, account, p.marker);
  const defaultRipple = ((Number(root.Flags ?? 0) >>> 0) & LSF_DEFAULT_RIPPLE) !== 0;

  const lines: Record<string, unknown>[] = [];
  let count = 0;
  let marker: string | undefined;
  for (const { entry } of reader.ownerDirectory(account, after)) {
    if (++count === limit + 1) break;
    if (count === limit) marker = `${entry.index},${startHint(entry, account)}`;
    const line = lineView(entry, account);
    if (!line || (peer && line.peer !== peer) || (ignoreDefault && !line.reserve)) continue;
    lines.push(lineJson(line, defaultRipple));
  }
  const out: Record<string, unknown> = { account, lines, ...fields };
  if (count === limit + 1 && marker) Object.assign(out, { limit, marker });
  return out;
}
