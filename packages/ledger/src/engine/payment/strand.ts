import type { Asset, Rate } from '@horizon/protocol';
import { keylet } from '../../state/keys.js';
import { lineKey } from '../../state/trust-line.js';
import type { ApplyView } from '../../state/view.js';
import { AmmLiquidity, type AmmContext } from './amm-source.js';
import { BookStep } from './book-step.js';
import { DirectStep } from './direct-step.js';
import { SeenIssues, bookLoop, directLoop, issueKey, xrpLoop } from './loop-check.js';
import { XRP_ACCOUNT, type FlowEnv, type Step } from './step.js';
import { XrpEndpointStep } from './xrp-endpoint-step.js';

// Turning a path into a strand of steps (rippled's toStrand / toStrands in PaySteps.cpp): the path is
// normalised with the implied source, SendMax issuer, final book, Amount issuer and destination, then each
// pair of elements becomes an XRP endpoint, a trust-line step or a book step.

export interface PathElem {
  account?: string;
  /** 'XRP' for XRP. */
  currency?: string;
  issuer?: string;
}

export type Strand = Step[];

export interface StrandRequest {
  view: ApplyView;
  src: string;
  dst: string;
  deliver: Asset;
  sendMax: Asset | undefined;
  ownerPaysTransferFee: boolean;
  /** The offer's quality when crossing an offer. */
  offerCrossing: Rate | undefined;
  amm: AmmContext;
  env: FlowEnv;
}

interface Cur {
  currency: string;
  issuer: string;
}

const isAccount = (e: PathElem): boolean => e.account !== undefined;
const curOf = (a: Asset, src: string): Cur =>
  a.kind === 'xrp' ? { currency: 'XRP', issuer: XRP_ACCOUNT } : { currency: a.currency, issuer: src };
const toAsset = (c: Cur): Asset =>
  c.currency === 'XRP' ? { kind: 'xrp' } : { kind: 'issued', currency: c.currency, issuer: c.issuer };

function badElement(e: PathElem): boolean {
  const hasAccount = e.account !== undefined;
  const hasIssuer = e.issuer !== undefined;
  const hasCurrency = e.currency !== undefined;
  if (!hasAccount && !hasIssuer && !hasCurrency) return true;
  if (hasAccount && (hasIssuer || hasCurrency)) return true;
  if (e.issuer === XRP_ACCOUNT || e.account === XRP_ACCOUNT) return true;
  return hasCurrency && hasIssuer && (e.currency === 'XRP') !== (e.issuer === XRP_ACCOUNT);
}

function normalise(req: StrandRequest, path: PathElem[]): PathElem[] {
  const { src, dst, deliver, sendMax } = req;
  const first = curOf(sendMax ?? deliver, src);
  const norm: PathElem[] = [{ account: src, currency: first.currency, issuer: first.issuer }];
  const smIssuer = sendMax && sendMax.kind === 'issued' ? sendMax.issuer : undefined;
  if (sendMax && sendMax.kind === 'issued' && smIssuer !== src && path[0]?.account !== smIssuer)
    norm.push({ account: smIssuer as string });
  norm.push(...path);
  const deliverIssuer = deliver.kind === 'xrp' ? XRP_ACCOUNT : deliver.issuer;
  const deliverCurrency = deliver.kind === 'xrp' ? 'XRP' : deliver.currency;
  const last = [...norm].reverse().find((e) => e.currency !== undefined) as PathElem;
  // An offer crossing uses a book even when only the issuer changes.
  const lastIssuer = last.issuer ?? (last.account as string);
  if (last.currency !== deliverCurrency || (req.offerCrossing !== undefined && lastIssuer !== deliverIssuer))
    norm.push({ currency: deliverCurrency, issuer: deliverIssuer });
  const back = norm[norm.length - 1] as PathElem;
  if (!((isAccount(back) && back.account === deliverIssuer) || dst === deliverIssuer))
    norm.push({ account: deliverIssuer });
  const end = norm[norm.length - 1] as PathElem;
  if (!isAccount(end) || end.account !== dst) norm.push({ account: dst });
  return norm;
}

export function toStrand(req: StrandRequest, path: PathElem[]): { ter: string; strand: Strand } {
  const { view } = req;
  if (path.some(badElement)) return { ter: 'temBAD_PATH', strand: [] };
  const norm = normalise(req, path);
  if (norm.length < 2) return { ter: 'temBAD_PATH', strand: [] };
  const strandSrc = norm[0]?.account as string;
  const strandDst = norm[norm.length - 1]?.account as string;
  const defaultPath = path.length === 0;
  const strand: Strand = [];
  const cur: Cur = curOf(req.sendMax ?? req.deliver, req.src);
  const seen = new SeenIssues();
  const add = (step: Step, ter: string): string => {
    if (ter === 'tesSUCCESS') strand.push(step);
    return ter;
  };
  const xrpEndpoint = (account: string, isLast: boolean): string => {
    if (!view.read(keylet.account(account))) return 'terNO_ACCOUNT';
    if (xrpLoop(seen, isLast)) return 'temBAD_PATH_LOOP';
    let reduction = 0;
    if (req.offerCrossing !== undefined && strand.length === 0 && req.deliver.kind === 'issued') {
      if (!view.read(lineKey(account, req.deliver.issuer, req.deliver.currency))) reduction = -1;
    }
    return add(new XrpEndpointStep(account, isLast, req.env, reduction), 'tesSUCCESS');
  };
  const direct = (src: string, dst: string, isLast: boolean): string => {
    const prev = strand[strand.length - 1];
    const step = new DirectStep({
      src,
      dst,
      currency: cur.currency,
      prevStep: prev,
      isLast,
      offerCrossing: req.offerCrossing !== undefined,
    });
    const prevBook = prev?.bookStepBook();
    const prevBookOut = prevBook
      ? prevBook.out.kind === 'xrp'
        ? 'XRP/'
        : issueKey(prevBook.out.currency, prevBook.out.issuer)
      : undefined;
    const loop = () => directLoop(seen, cur.currency, src, dst, prevBookOut);
    return add(step, step.check(view, strand.length === 0, prev?.directStepSrcAcct(), !!prevBook, loop));
  };
  for (let i = 0; i < norm.length - 1; i++) {
    const c = norm[i] as PathElem;
    const next = norm[i + 1] as PathElem;
    const isLast = i === norm.length - 2;
    if (c.account !== undefined) cur.issuer = c.account;
    else if (c.issuer !== undefined) cur.issuer = c.issuer;
    if (c.currency !== undefined) {
      cur.currency = c.currency;
      if (c.currency === 'XRP') cur.issuer = XRP_ACCOUNT;
    }
    let ter: string;
    if (!isAccount(c) && isAccount(next)) {
      // The book step was made for the offer; an account after it needs a step only when not the issuer.
      if (cur.issuer === next.account || next.account === XRP_ACCOUNT) continue;
      if (cur.currency === 'XRP') {
        ter = isLast ? xrpEndpoint(next.account as string, false) : 'temBAD_PATH';
      } else {
        ter = direct(cur.issuer, next.account as string, false);
      }
    } else if (strand.length === 0 && isAccount(c) && c.currency === 'XRP' && isAccount(next)) {
      ter = xrpEndpoint(c.account as string, isLast);
    } else if (isLast && c.account === XRP_ACCOUNT && c.currency === undefined && isAccount(next)) {
      ter = xrpEndpoint(next.account as string, true);
    } else if (isAccount(c) && isAccount(next)) {
      ter = direct(c.account as string, next.account as string, isLast);
    } else {
      if (isAccount(c) && cur.issuer !== c.account) {
        // The account before a book first hands the asset to its issuer (or spends its XRP).
        const implied =
          cur.currency === 'XRP'
            ? xrpEndpoint(c.account as string, false)
            : direct(c.account as string, cur.issuer, false);
        if (implied !== 'tesSUCCESS') return { ter: implied, strand: [] };
      }
      const outCur: Cur = { currency: next.currency ?? cur.currency, issuer: next.issuer ?? cur.issuer };
      if (outCur.currency === 'XRP') outCur.issuer = XRP_ACCOUNT;
      if (cur.currency === 'XRP' && outCur.currency === 'XRP') return { ter: 'temBAD_PATH', strand: [] };
      const book = { in: toAsset(cur), out: toAsset(outCur) };
      const prev = strand[strand.length - 1];
      const step = new BookStep({
        book,
        strandSrc,
        strandDst,
        prevStep: prev,
        ownerPaysTransferFee: req.ownerPaysTransferFee,
        ...(req.offerCrossing !== undefined
          ? { offerCrossing: { defaultPath, threshold: req.offerCrossing } }
          : {}),
        amm: AmmLiquidity.open(view, book.in, book.out, req.amm, req.env.parentCloseTime),
        env: req.env,
      });
      const out = book.out.kind === 'xrp' ? 'XRP/' : issueKey(book.out.currency, book.out.issuer);
      ter = add(
        step,
        step.check(view, prev?.directStepSrcAcct(), () => bookLoop(seen, out)),
      );
    }
    if (ter !== 'tesSUCCESS') return { ter, strand: [] };
  }
  return { ter: 'tesSUCCESS', strand };
}

const isMalformed = (ter: string): boolean => ter.startsWith('tem');

/** rippled's toStrands: the default path (unless tfNoRippleDirect) and each given path, duplicates dropped. */
export function toStrands(
  req: StrandRequest,
  paths: PathElem[][],
  addDefaultPath: boolean,
): { ter: string; strands: Strand[] } {
  const strands: Strand[] = [];
  const seen = new Set<string>();
  const insert = (s: Strand) => {
    const id = s.map((x) => x.id).join('|');
    if (!seen.has(id)) {
      seen.add(id);
      strands.push(s);
    }
  };
  if (addDefaultPath) {
    const { ter, strand } = toStrand(req, []);
    if (ter !== 'tesSUCCESS') {
      if (isMalformed(ter) || paths.length === 0) return { ter, strands: [] };
    } else {
      insert(strand);
    }
  } else if (paths.length === 0) {
    return { ter: 'temRIPPLE_EMPTY', strands: [] };
  }
  let lastFail = 'tesSUCCESS';
  for (const p of paths) {
    const { ter, strand } = toStrand(req, p);
    if (ter !== 'tesSUCCESS') {
      lastFail = ter;
      if (isMalformed(ter)) return { ter, strands: [] };
    } else {
      insert(strand);
    }
  }
  if (strands.length === 0) return { ter: lastFail, strands };
  return { ter: 'tesSUCCESS', strands };
}
