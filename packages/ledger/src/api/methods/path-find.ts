import {
  IssuedValue,
  amountFromJson,
  amountToJson,
  issuedAmount,
  xrpAmount,
  type Amount,
  type Asset,
} from '@horizon/protocol';
import { isValidClassicAddress } from 'ripple-address-codec';
import { flow } from '../../engine/payment/flow.js';
import type { PathElem } from '../../engine/payment/strand.js';
import type { LedgerReader } from '../../node/index.js';
import { StateReader } from '../../node/reader.js';
import { ApplyView } from '../../state/view.js';
import type { RpcContext } from '../context.js';
import { invalidField, missingField, rpcError } from '../errors.js';
import { lookupLedger } from '../ledger-lookup.js';
import type { Session } from '../session.js';
import { lineView } from '../trust-line.js';

// ripple_path_find and path_find (one-shot answers over WebSocket): for each currency the source can spend, the
// default paths (the direct book with its AMM, and the bridge through XRP between two tokens) are tried with the
// payment engine on a scratch view of the current ledger; an alternative lists the paths that carry liquidity and
// what the whole payment would cost.

interface PathRequest {
  src: string;
  dst: string;
  deliver: Amount;
  sendMax?: Amount;
  /** Source currencies asked for; issuer optional (undefined: any issuer the source holds). */
  sources?: { currency: string; issuer?: string }[];
}

const BIG_DROPS = 100_000_000_000_000_000n;
const BIG_VALUE = IssuedValue.from(9_999_999_999_999_999n, 80);
const MAX_SOURCE_CURRENCIES = 18;

function readRequest(p: Record<string, unknown>): PathRequest {
  if (p.source_account === undefined) throw missingField('source_account');
  if (typeof p.source_account !== 'string' || !isValidClassicAddress(p.source_account))
    throw rpcError('srcActMalformed');
  if (p.destination_account === undefined) throw missingField('destination_account');
  if (typeof p.destination_account !== 'string' || !isValidClassicAddress(p.destination_account))
    throw rpcError('actMalformed');
  if (p.destination_amount === undefined) throw missingField('destination_amount');
  let deliver: Amount;
  try {
    deliver = amountFromJson(p.destination_amount);
  } catch {
    throw rpcError('dstAmtMalformed');
  }
  if (deliver.kind === 'xrp' ? deliver.drops <= 0n : deliver.value.signum() <= 0)
    throw rpcError('dstAmtMalformed');
  const req: PathRequest = { src: p.source_account, dst: p.destination_account, deliver };
  if (p.send_max !== undefined) {
    try {
      req.sendMax = amountFromJson(p.send_max);
    } catch {
      throw invalidField('send_max');
    }
  }
  if (p.source_currencies !== undefined) {
    if (!Array.isArray(p.source_currencies)) throw invalidField('source_currencies');
    req.sources = (p.source_currencies as unknown[]).map((c) => {
      const { currency, issuer } = (c ?? {}) as { currency?: unknown; issuer?: unknown };
      if (typeof currency !== 'string') throw rpcError('srcCurMalformed');
      if (issuer !== undefined && (typeof issuer !== 'string' || !isValidClassicAddress(issuer)))
        throw rpcError('srcIsrMalformed');
      return issuer === undefined ? { currency } : { currency, issuer };
    });
  }
  return req;
}

const bookElem = (a: Asset): PathElem =>
  a.kind === 'xrp' ? { currency: 'XRP' } : { currency: a.currency, issuer: a.issuer };

/** The default paths from a source asset (held through `issuer`) to the destination asset. */
function candidatePaths(src: string, currency: string, issuer: string, dst: Asset): PathElem[][] {
  if (currency === 'XRP') return dst.kind === 'xrp' ? [] : [[bookElem(dst)]];
  const prefix: PathElem[] = issuer === src ? [] : [{ account: issuer }];
  if (dst.kind === 'xrp') return [[...prefix, { currency: 'XRP' }]];
  if (dst.currency === currency && dst.issuer === issuer) return prefix.length ? [prefix] : [];
  return [
    [...prefix, bookElem(dst)],
    [...prefix, { currency: 'XRP' }, bookElem(dst)],
  ];
}

/** What the source may spend: each currency, with the issuers it holds a positive balance of. */
function sourceAssets(reader: LedgerReader, req: PathRequest): { currency: string; issuers: string[] }[] {
  const held = new Map<string, string[]>();
  for (const { entry } of reader.ownerDirectory(req.src)) {
    const line = lineView(entry, req.src);
    if (!line || IssuedValue.fromString(line.balance).signum() <= 0) continue;
    held.set(line.currency, [...(held.get(line.currency) ?? []), line.peer]);
  }
  const wanted = req.sendMax
    ? [
        req.sendMax.kind === 'xrp'
          ? { currency: 'XRP' }
          : { currency: req.sendMax.currency, issuer: req.sendMax.issuer },
      ]
    : (req.sources ?? [{ currency: 'XRP' }, ...[...held.keys()].map((currency) => ({ currency }))]);
  return wanted.slice(0, MAX_SOURCE_CURRENCIES).map((w) => ({
    currency: w.currency,
    issuers: w.currency === 'XRP' ? [req.src] : w.issuer ? [w.issuer] : (held.get(w.currency) ?? []),
  }));
}

function pathJson(path: PathElem[]): Record<string, unknown>[] {
  return path.map((e) => {
    if (e.account) return { account: e.account, type: 1, type_hex: '0000000000000001' };
    if (e.issuer) return { currency: e.currency, issuer: e.issuer, type: 48, type_hex: '0000000000000030' };
    return { currency: e.currency, type: 16, type_hex: '0000000000000010' };
  });
}

function alternatives(reader: StateReader, ctx: RpcContext, req: PathRequest): Record<string, unknown>[] {
  const env = { fees: ctx.node.fees(), parentCloseTime: reader.header.parentCloseTime, account: req.src };
  const out: Record<string, unknown>[] = [];
  for (const { currency, issuers } of sourceAssets(reader, req)) {
    const sendMax: Amount =
      req.sendMax ?? (currency === 'XRP' ? xrpAmount(BIG_DROPS) : issuedAmount(currency, req.src, BIG_VALUE));
    const run = (paths: PathElem[][], defaultPaths: boolean, partialPayment: boolean) =>
      flow({
        view: new ApplyView(reader.state),
        env,
        deliver: req.deliver,
        src: req.src,
        dst: req.dst,
        paths,
        defaultPaths,
        partialPayment,
        ownerPaysTransferFee: false,
        sendMax,
      });
    const candidates = issuers.flatMap((i) => candidatePaths(req.src, currency, i, assetOf(req.deliver)));
    // A path is listed when it carries liquidity on its own.
    const usable = candidates.filter((p) => run([p], false, true).ter === 'tesSUCCESS');
    const whole = run(usable, true, false);
    if (whole.ter !== 'tesSUCCESS') continue;
    out.push({ paths_computed: usable.map(pathJson), source_amount: amountToJson(whole.actualIn) });
  }
  return out;
}

function assetOf(a: Amount): Asset {
  return a.kind === 'xrp' ? { kind: 'xrp' } : { kind: 'issued', currency: a.currency, issuer: a.issuer };
}

/** Currencies the destination can receive: XRP and each line's currency below its limit. */
function destinationCurrencies(reader: LedgerReader, dst: string): string[] {
  const codes = new Set<string>();
  for (const { entry } of reader.ownerDirectory(dst)) {
    const line = lineView(entry, dst);
    if (line && IssuedValue.fromString(line.balance).lt(IssuedValue.fromString(line.limit)))
      codes.add(line.currency);
  }
  return [...codes, 'XRP'];
}

interface Found {
  req: PathRequest;
  reader: StateReader;
  fields: Record<string, unknown>;
}

function find(ctx: RpcContext, params: Record<string, unknown>): Found {
  const req = readRequest(params);
  const { reader, fields } = lookupLedger(ctx.node, params);
  if (!(reader instanceof StateReader)) throw rpcError('internal');
  if (!reader.accountRoot(req.src)) throw rpcError('srcActNotFound');
  if (!reader.accountRoot(req.dst) && req.deliver.kind !== 'xrp') throw rpcError('actNotFound');
  return { req, reader, fields };
}

/** PathRequest::doUpdate's answer: the legacy one-shot form adds the destination's currencies. */
function reply(ctx: RpcContext, { req, reader }: Found, full: boolean): Record<string, unknown> {
  return {
    alternatives: alternatives(reader, ctx, req),
    destination_account: req.dst,
    destination_amount: amountToJson(req.deliver),
    full_reply: full,
    source_account: req.src,
  };
}

export function ripplePathFind(ctx: RpcContext): Record<string, unknown> {
  const found = find(ctx, ctx.params);
  const out = reply(ctx, found, true);
  return {
    ...found.fields,
    ...out,
    destination_currencies: destinationCurrencies(found.reader, found.req.dst),
  };
}

/** Each session's open path request: rippled's jvStatus, the latest answer it gave. */
const open = new WeakMap<Session, Record<string, unknown>>();

/**
 * path_find: create answers at once with rippled's fast first pass (`full_reply: false`, the request's `id`
 * echoed inside, no ledger fields or destination currencies); the update stream on later ledgers is not sent.
 * status repeats the latest answer with `status: success`, close with `closed: true`.
 */
export function pathFind(ctx: RpcContext): Record<string, unknown> {
  const { session, params } = ctx;
  const sub = params.subcommand;
  // PathFind.cpp: a missing or non-string subcommand, then a transport without events (JSON-RPC), are refused.
  if (typeof sub !== 'string') throw rpcError('invalidParams');
  if (!session) throw rpcError('noEvents');
  if (sub === 'create') {
    open.delete(session);
    const result = reply(ctx, find(ctx, params), false);
    if (params.id !== undefined) result.id = params.id;
    open.set(session, result);
    return result;
  }
  if (sub === 'close' || sub === 'status') {
    const latest = open.get(session);
    if (!latest) throw rpcError('noPathRequest');
    if (sub === 'close') {
      open.delete(session);
      return { ...latest, closed: true };
    }
    return { ...latest, status: 'success' };
  }
  throw rpcError('invalidParams');
}
