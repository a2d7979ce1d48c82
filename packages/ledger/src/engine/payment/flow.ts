import { offerRate, withinRelativeDistance, type Amount, type Asset, type Rate } from '@horizon/protocol';
import type { ApplyView } from '../../state/view.js';
import { offerDelete } from '../offers/offer-ops.js';
import { eq, isZero, lt, signum, sub, sumSorted, zeroOf } from './amount-ops.js';
import { AmmContext } from './amm-source.js';
import { PaymentSandbox } from './sandbox.js';
import type { FlowEnv } from './step.js';
import { limitOut, strandFlow, strandQualityBound } from './strand-flow.js';
import { toStrands, type PathElem, type Strand } from './strand.js';

// The payment engine (rippled's Flow.cpp and StrandFlow.h): build the strands, then pass after pass run them
// best quality first and take the first that delivers, until the output is met, the input spent, or all dry.

export interface FlowRequest {
  view: ApplyView;
  env: FlowEnv;
  deliver: Amount;
  src: string;
  dst: string;
  paths: PathElem[][];
  defaultPaths: boolean;
  partialPayment: boolean;
  ownerPaysTransferFee: boolean;
  /** Set when crossing an offer; 'sell' for tfSell. */
  offerCrossing?: 'yes' | 'sell';
  limitQuality?: Rate;
  sendMax?: Amount;
}

export interface FlowResult {
  ter: string;
  actualIn: Amount;
  actualOut: Amount;
  /** Offers found unusable, to remove even when the flow fails. */
  removableOffers: Set<string>;
}

const MAX_TRIES = 1000;
const MAX_OFFERS_TO_CONSIDER = 1500;
const assetOfAmount = (a: Amount): Asset =>
  a.kind === 'xrp' ? { kind: 'xrp' } : { kind: 'issued', currency: a.currency, issuer: a.issuer };

export function flow(req: FlowRequest): FlowResult {
  const dstAsset = assetOfAmount(req.deliver);
  const srcAsset: Asset = req.sendMax
    ? assetOfAmount(req.sendMax)
    : dstAsset.kind === 'xrp'
      ? dstAsset
      : { kind: 'issued', currency: dstAsset.currency, issuer: req.src };
  const amm = new AmmContext(req.src);
  const { ter, strands } = toStrands(
    {
      view: req.view,
      src: req.src,
      dst: req.dst,
      deliver: dstAsset,
      sendMax: req.sendMax ? srcAsset : undefined,
      ownerPaysTransferFee: req.ownerPaysTransferFee,
      offerCrossing: req.offerCrossing ? req.limitQuality : undefined,
      amm,
      env: req.env,
    },
    req.paths,
    req.defaultPaths,
  );
  const fail = (t: string, rm = new Set<string>()): FlowResult => ({
    ter: t,
    actualIn: zeroOf(srcAsset),
    actualOut: zeroOf(dstAsset),
    removableOffers: rm,
  });
  if (ter !== 'tesSUCCESS') return fail(ter);
  amm.multiPath = strands.length > 1;
  return runStrands(req, strands, amm, srcAsset, fail);
}

function runStrands(
  req: FlowRequest,
  strands: Strand[],
  amm: AmmContext,
  srcAsset: Asset,
  fail: (t: string, rm?: Set<string>) => FlowResult,
): FlowResult {
  const { limitQuality, offerCrossing } = req;
  const outReq = req.deliver;
  const sb = new PaymentSandbox(req.view);
  let remainingOut = outReq;
  let remainingIn = req.sendMax;
  const savedIns: Amount[] = [];
  const savedOuts: Amount[] = [];
  const ofrsToRmOnFail = new Set<string>();
  let next: Strand[] = [...strands];
  let offersConsidered = 0;
  let tries = 0;
  const outAsset = assetOfAmount(outReq);
  while (signum(remainingOut) > 0 && (!remainingIn || signum(remainingIn) > 0)) {
    if (++tries >= MAX_TRIES) return fail('telFAILED_PROCESSING', ofrsToRmOnFail);
    const cur = activateNext(sb, next, limitQuality);
    next = [];
    amm.multiPath = cur.length > 1;
    const limitRemainingOut =
      cur.length === 1 && limitQuality !== undefined
        ? limitOut(sb, cur[0] as Strand, remainingOut, limitQuality)
        : remainingOut;
    const adjustedRemOut = !eq(limitRemainingOut, remainingOut);
    const ofrsToRm = new Set<string>();
    let best: { in: Amount; out: Amount; sb: PaymentSandbox } | undefined;
    for (let i = 0; i < cur.length; i++) {
      const strand = cur[i] as Strand;
      amm.clear();
      if (offerCrossing && limitQuality !== undefined) {
        const q = strandQualityBound(sb, strand);
        if (q === undefined || q > limitQuality) continue;
      }
      const f = strandFlow(sb, strand, remainingIn, limitRemainingOut);
      for (const k of f.ofrsToRm) ofrsToRm.add(k);
      offersConsidered += f.ofrsUsed;
      if (!f.success || !f.out || !f.in || isZero(f.out)) continue;
      const q = offerRate(f.in, f.out);
      if (
        limitQuality !== undefined &&
        q > limitQuality &&
        (!adjustedRemOut || !withinRelativeDistance(q, limitQuality, '1e-7'))
      )
        continue;
      if (!f.inactive) next.push(strand);
      best = { in: f.in, out: f.out, sb: f.sandbox as PaymentSandbox };
      next.push(...cur.slice(i + 1));
      break;
    }
    const shouldBreak = !best || offersConsidered >= MAX_OFFERS_TO_CONSIDER;
    if (best) {
      savedIns.push(best.in);
      savedOuts.push(best.out);
      remainingOut = sub(outReq, sumSorted(savedOuts, outAsset));
      if (req.sendMax) remainingIn = sub(req.sendMax, sumSorted(savedIns, srcAsset));
      best.sb.applyTo(sb);
      amm.update();
    }
    for (const key of ofrsToRm) {
      ofrsToRmOnFail.add(key);
      if (sb.read(key)) offerDelete(sb, key);
    }
    if (shouldBreak) break;
  }
  const actualOut = sumSorted(savedOuts, outAsset);
  const actualIn = sumSorted(savedIns, srcAsset);
  const partial = (t: string): FlowResult => ({
    ter: t,
    actualIn,
    actualOut,
    removableOffers: ofrsToRmOnFail,
  });
  if (!eq(actualOut, outReq)) {
    if (lt(outReq, actualOut)) return fail('tefEXCEPTION', ofrsToRmOnFail);
    if (!req.partialPayment) {
      // Crossing a fill-or-kill offer that buys must deliver it all; one that sells must spend it all (below).
      if (!offerCrossing || offerCrossing !== 'sell') return partial('tecPATH_PARTIAL');
    } else if (isZero(actualOut)) {
      return fail('tecPATH_DRY', ofrsToRmOnFail);
    }
  }
  if (offerCrossing && !req.partialPayment && offerCrossing === 'sell') {
    if (remainingIn && !isZero(remainingIn)) return partial('tecPATH_PARTIAL');
  }
  sb.applyTo(req.view);
  return { ter: 'tesSUCCESS', actualIn, actualOut, removableOffers: new Set() };
}

/** ActiveStrands::activateNext: with several strands, the ones that can still deliver, best bound first. */
function activateNext(view: ApplyView, next: Strand[], limitQuality: Rate | undefined): Strand[] {
  if (next.length <= 1) return next;
  const ranked: { q: Rate; s: Strand }[] = [];
  for (const s of next) {
    const q = strandQualityBound(view, s);
    if (q === undefined) continue;
    if (limitQuality !== undefined && q > limitQuality) continue;
    ranked.push({ q, s });
  }
  // A stable sort, best (lowest) rate first.
  return ranked
    .map((r, i) => ({ ...r, i }))
    .sort((a, b) => (a.q < b.q ? -1 : a.q > b.q ? 1 : a.i - b.i))
    .map((r) => r.s);
}
