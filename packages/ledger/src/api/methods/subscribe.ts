import { randomBytes } from 'node:crypto';
import { isValidClassicAddress } from 'ripple-address-codec';
import type { RpcContext } from '../context.js';
import { rpcError } from '../errors.js';
import type { Session } from '../session.js';
import { parseBooks, type BookRequest } from '../book-subscriptions.js';
import { bookOffers } from './book-offers.js';
import { completeLedgers, hostId } from './server-info.js';

// subscribe / unsubscribe, as Subscribe.cpp / Unsubscribe.cpp: streams and account sets of the WebSocket session.
// Streams this standalone node never feeds (validations, manifests, …) are accepted and stay silent.

const STREAMS = new Set([
  'server',
  'ledger',
  'transactions',
  'transactions_proposed',
  'validations',
  'manifests',
  'peer_status',
  'consensus',
  'book_changes',
]);

function canonicalStream(name: unknown): string {
  if (typeof name !== 'string') throw rpcError('malformedStream');
  const stream = name === 'rt_transactions' ? 'transactions_proposed' : name;
  if (!STREAMS.has(stream)) throw rpcError('malformedStream');
  return stream;
}

function accountList(v: unknown): string[] {
  if (!Array.isArray(v)) throw rpcError('invalidParams');
  if (v.length === 0 || !v.every((a) => typeof a === 'string' && isValidClassicAddress(a))) {
    throw rpcError('actMalformed');
  }
  return v as string[];
}

function requireSession(ctx: RpcContext): Session {
  if (!ctx.session) throw rpcError('invalidParams');
  return ctx.session;
}

function ledgerStreamInfo(ctx: RpcContext): Record<string, unknown> {
  const v = ctx.node.validatedLedger();
  const fees = ctx.node.fees();
  return {
    fee_base: Number(fees.baseFee),
    ledger_hash: v.hash,
    ledger_index: v.seq,
    ledger_time: v.closeTime,
    network_id: ctx.env.networkId ?? 0,
    reserve_base: Number(fees.reserveBase),
    reserve_inc: Number(fees.reserveIncrement),
    validated_ledgers: completeLedgers(ctx),
  };
}

function serverStreamInfo(ctx: RpcContext): Record<string, unknown> {
  return {
    hostid: hostId(ctx),
    load_base: 256,
    load_factor: 256,
    pubkey_node: ctx.env.pubkeyNode,
    random: randomBytes(32).toString('hex').toUpperCase(),
    server_status: 'full',
  };
}

function readStreams(p: Record<string, unknown>): string[] {
  if (p.streams === undefined) return [];
  if (!Array.isArray(p.streams)) throw rpcError('invalidParams');
  return p.streams.map(canonicalStream);
}

function readAccounts(p: Record<string, unknown>): { rt: string[]; closed: string[] } {
  const rtKey = p.accounts_proposed !== undefined ? 'accounts_proposed' : 'rt_accounts';
  return {
    rt: p[rtKey] === undefined ? [] : accountList(p[rtKey]),
    closed: p.accounts === undefined ? [] : accountList(p.accounts),
  };
}

export function subscribe(ctx: RpcContext): Record<string, unknown> {
  const session = requireSession(ctx);
  const p = ctx.params;
  const books = p.books === undefined ? [] : parseBooks(p.books);
  const streams = readStreams(p);
  const { rt, closed } = readAccounts(p);
  session.apiVersion = ctx.apiVersion;
  let result: Record<string, unknown> = {};
  for (const s of streams) {
    if (s === 'peer_status' && !ctx.admin) throw rpcError('noPermission');
    session.streams.add(s);
    if (s === 'ledger') result = { ...result, ...ledgerStreamInfo(ctx) };
    if (s === 'server') result = { ...result, ...serverStreamInfo(ctx) };
  }
  rt.forEach((a) => session.accountsProposed.add(a));
  closed.forEach((a) => session.accounts.add(a));
  for (const b of books) {
    b.keys.forEach((k) => session.books.add(k));
    if (b.snapshot) result = { ...result, ...bookSnapshot(ctx, b) };
  }
  return result;
}

/** The book's offers now (snapshot): `offers`, or `bids` and `asks` with `both` (asks being the reversed book). */
function bookSnapshot(ctx: RpcContext, b: BookRequest): Record<string, unknown> {
  const page = (pays: unknown, gets: unknown) =>
    bookOffers({
      ...ctx,
      params: {
        taker_pays: pays,
        taker_gets: gets,
        ledger_index: 'validated',
        ...(b.taker ? { taker: b.taker } : {}),
      },
    }).offers;
  if (!b.both) return { offers: page(b.takerPays, b.takerGets) };
  return { bids: page(b.takerPays, b.takerGets), asks: page(b.takerGets, b.takerPays) };
}

export function unsubscribe(ctx: RpcContext): Record<string, unknown> {
  const session = requireSession(ctx);
  const p = ctx.params;
  const streams = readStreams(p);
  const { rt, closed } = readAccounts(p);
  streams.forEach((s) => session.streams.delete(s));
  if (p.books !== undefined)
    for (const b of parseBooks(p.books)) b.keys.forEach((k) => session.books.delete(k));
  rt.forEach((a) => session.accountsProposed.delete(a));
  closed.forEach((a) => session.accounts.delete(a));
  return {};
}
