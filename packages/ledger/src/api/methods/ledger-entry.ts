import { isValidClassicAddress } from 'ripple-address-codec';
import type { RpcContext } from '../context.js';
import { bareError, rpcError } from '../errors.js';
import { keylets, type IssueSpec } from '../keylets.js';
import { lookupLedger } from '../ledger-lookup.js';
import { isHex256, optionalBool } from '../params.js';

// ledger_entry, as LedgerEntry.cpp: one ledger object by its index or by a typed selector (account_root,
// ripple_state, offer, directory, amm, check, escrow, ticket, deposit_preauth, payment_channel, signer_list).

interface Target {
  key: string;
  /** The LedgerEntryType the selector promises; undefined for `index`. */
  type?: string;
}

const malformed = (what = 'malformedRequest') => bareError(what);

function address(v: unknown, error = 'malformedAddress'): string {
  if (typeof v !== 'string' || !isValidClassicAddress(v)) throw malformed(error);
  return v;
}

function seq(v: unknown, error = 'malformedRequest'): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffffffff) throw malformed(error);
  return v;
}

function obj(v: unknown): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw malformed();
  return v as Record<string, unknown>;
}

/** A string selector may be the object's index itself. */
function byIndexOr(v: unknown, type: string, build: (o: Record<string, unknown>) => string): Target {
  if (typeof v === 'string') {
    if (!isHex256(v)) throw malformed();
    return { key: v.toUpperCase(), type };
  }
  return { key: build(obj(v)), type };
}

function issue(v: unknown): IssueSpec {
  const o = obj(v);
  if (typeof o.currency !== 'string') throw malformed();
  if (o.currency === 'XRP') {
    if (o.issuer !== undefined) throw malformed();
    return { currency: 'XRP' };
  }
  return { currency: o.currency, issuer: address(o.issuer, 'malformedRequest') };
}

function directory(v: unknown): string {
  const o = obj(v);
  if (o.sub_index !== undefined && (typeof o.sub_index !== 'number' || !Number.isInteger(o.sub_index)))
    throw malformed();
  const sub = BigInt((o.sub_index as number | undefined) ?? 0);
  if (o.owner !== undefined && o.dir_root !== undefined) throw malformed();
  if (o.dir_root !== undefined) {
    if (!isHex256(o.dir_root)) throw malformed();
    return keylets.page(o.dir_root.toUpperCase(), sub);
  }
  if (o.owner === undefined) throw malformed();
  return keylets.page(keylets.ownerDir(address(o.owner)), sub);
}

const SELECTORS: Record<string, (v: unknown) => Target> = {
  index: (v) => {
    if (!isHex256(v)) throw malformed();
    return { key: v.toUpperCase() };
  },
  account_root: (v) => ({ key: keylets.account(address(v)), type: 'AccountRoot' }),
  check: (v) => {
    if (!isHex256(v)) throw malformed();
    return { key: v.toUpperCase(), type: 'Check' };
  },
  payment_channel: (v) => {
    if (!isHex256(v)) throw malformed();
    return { key: v.toUpperCase(), type: 'PayChannel' };
  },
  directory: (v) => byIndexOr(v, 'DirectoryNode', directory),
  offer: (v) => byIndexOr(v, 'Offer', (o) => keylets.offer(address(o.account), seq(o.seq))),
  escrow: (v) =>
    byIndexOr(v, 'Escrow', (o) =>
      keylets.escrow(address(o.owner, 'malformedOwner'), seq(o.seq, 'malformedSeq')),
    ),
  ticket: (v) => byIndexOr(v, 'Ticket', (o) => keylets.ticket(address(o.account), seq(o.ticket_seq))),
  deposit_preauth: (v) =>
    byIndexOr(v, 'DepositPreauth', (o) =>
      keylets.depositPreauth(
        address(o.owner, 'malformedOwner'),
        address(o.authorized, 'malformedAuthorized'),
      ),
    ),
  signer_list: (v) => ({ key: keylets.signerList(address(v)), type: 'SignerList' }),
  amm: (v) => byIndexOr(v, 'AMM', (o) => keylets.amm(issue(o.asset), issue(o.asset2))),
  ripple_state: (v) => {
    const o = obj(v);
    const accounts = o.accounts;
    if (!Array.isArray(accounts) || accounts.length !== 2 || typeof o.currency !== 'string')
      throw malformed();
    const [a, b] = accounts.map((x) => address(x));
    if (!a || !b || a === b) throw malformed();
    if (!/^([A-Z0-9?!@#$%^&*<>(){}[\]|]{3}|[0-9A-Fa-f]{40})$/.test(o.currency) || o.currency === 'XRP') {
      throw malformed('malformedCurrency');
    }
    return { key: keylets.line(a, b, o.currency), type: 'RippleState' };
  },
};

export function ledgerEntry(ctx: RpcContext): Record<string, unknown> {
  const p = ctx.params;
  const { reader, fields } = lookupLedger(ctx.node, p);
  const field = Object.keys(SELECTORS).find((f) => p[f] !== undefined);
  if (!field) {
    if (ctx.apiVersion < 2) throw bareError('unknownOption', fields);
    throw rpcError('invalidParams', 'No ledger_entry params provided.');
  }
  const target = (SELECTORS[field] as (v: unknown) => Target)(p[field]);
  const entry = reader.readEntry(target.key);
  if (!entry) throw rpcError('entryNotFound');
  if (target.type && entry.LedgerEntryType !== target.type) throw rpcError('unexpectedLedgerType');
  const out: Record<string, unknown> = { index: target.key, ...fields };
  if (optionalBool(p, 'binary')) out.node_binary = reader.readEntryBlob(target.key);
  else out.node = entry;
  return out;
}
