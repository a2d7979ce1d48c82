import {
  RATE_ONE,
  clobQualityFunction,
  combineQualityFunctions,
  composeRates,
  offerRate,
  xrpAmount,
  type Amount,
  type OfferAmounts,
  type QualityFunction,
  type Rate,
} from '@horizon/protocol';
import { flagsOf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { lineKey, side } from '../../state/trust-line.js';
import type { ApplyView } from '../../state/view.js';
import { bookBase, bookEnd, rateOfKey } from '../offers/book-keys.js';
import { firstOffer, nextBookDir } from '../offers/book-walk.js';
import { QUALITY_ONE, lt, lte, mulRatio, signum, sub, sumSorted, zeroOf } from './amount-ops.js';
import type { AmmLiquidity, AmmOfferT } from './amm-source.js';
import { requireAuth } from '../escrow/token-rules.js';
import { FlowError, flowSend, transferRate } from './flow-send.js';
import type { ClobOffer } from './offer-stream.js';
import { OfferStream } from './offer-stream.js';
import {
  StepBase,
  issuerOf,
  assetKey,
  type BookRef,
  type DebtDir,
  type FlowEnv,
  type PassContext,
  type Step,
  type StepIO,
  type StrandDir,
} from './step.js';

// BookStep: converting one asset into another through an order book and the AMM of the same pair, taking at
// each quality level whichever is better; the offer owner pays the transfer fee of what it sells when
// crossing offers, the sender pays the fee of what goes in when the previous step redeems.

type AnyOffer = ClobOffer | AmmOfferT;
type EachOffer = (
  offer: AnyOffer,
  ofrAmt: OfferAmounts,
  stpAmt: OfferAmounts,
  ownerGives: Amount,
  trIn: number,
  trOut: number,
) => boolean;

const MAX_OFFERS_TO_CONSUME = 1000;

export interface BookStepInit {
  book: BookRef;
  strandSrc: string;
  strandDst: string;
  prevStep: Step | undefined;
  ownerPaysTransferFee: boolean;
  /** Set when crossing an offer: whether the strand is the default path, and the offer's own quality. */
  offerCrossing?: { defaultPath: boolean; threshold: Rate };
  amm: AmmLiquidity | undefined;
  env: FlowEnv;
}

interface Adjusted {
  ofrAmt: OfferAmounts;
  stpAmt: OfferAmounts;
  ownerGives: Amount;
}

function limitStepOut(offer: AnyOffer, a: Adjusted, trIn: number, trOut: number, limit: Amount): Adjusted {
  if (!lt(limit, a.stpAmt.out)) return a;
  const ownerGives = mulRatio(limit, trOut, QUALITY_ONE, false);
  const ofrAmt = offer.limitOut(a.ofrAmt, limit, true);
  return { ofrAmt, stpAmt: { in: mulRatio(ofrAmt.in, trIn, QUALITY_ONE, true), out: limit }, ownerGives };
}

function limitStepIn(offer: AnyOffer, a: Adjusted, trIn: number, trOut: number, limit: Amount): Adjusted {
  if (!lt(limit, a.stpAmt.in)) return a;
  const inLimit = mulRatio(limit, QUALITY_ONE, trIn, false);
  const ofrAmt = offer.limitIn(a.ofrAmt, inLimit, false);
  return {
    ofrAmt,
    stpAmt: { in: limit, out: ofrAmt.out },
    ownerGives: mulRatio(ofrAmt.out, trOut, QUALITY_ONE, false),
  };
}

export class BookStep extends StepBase implements Step {
  private cache: StepIO | undefined;
  private isInactive = false;
  private used = 0;
  readonly id: string;
  readonly book: BookRef;
  private readonly init: BookStepInit;

  constructor(init: BookStepInit) {
    super();
    this.init = init;
    this.book = init.book;
    this.id = `book:${assetKey(init.book.in)}>${assetKey(init.book.out)}`;
  }

  private rate(view: ApplyView, which: 'in' | 'out'): number {
    const asset = this.book[which];
    if (asset.kind === 'xrp' || asset.issuer === this.init.strandDst) return QUALITY_ONE;
    return transferRate(view, asset.issuer);
  }

  private get multiPath(): boolean {
    return this.init.amm?.ctx.multiPath ?? false;
  }

  private adjustQuality(view: ApplyView, q: Rate, prevDir: DebtDir, isAmm: boolean): Rate {
    const trIn = prevDir === 'redeems' ? this.rate(view, 'in') : QUALITY_ONE;
    let trOut = QUALITY_ONE;
    if (this.init.offerCrossing) {
      // Crossing charges no fee when the owner is the destination: the bound assumes none, except the pool's.
      if (!isAmm || this.multiPath) return q;
    } else if (this.init.ownerPaysTransferFee && !isAmm) {
      trOut = this.rate(view, 'out');
    }
    const q1 = offerRate(xrpAmount(BigInt(trIn)), xrpAmount(BigInt(trOut)));
    return composeRates(q1, q);
  }

  /** The book's threshold for sizing a single-path AMM offer when crossing (undefined: size it to the limit). */
  private ammThreshold(lobRate: Rate): Rate | undefined {
    const oc = this.init.offerCrossing;
    if (oc && this.init.amm && !this.multiPath && oc.threshold < lobRate) return undefined;
    return lobRate;
  }

  private lobTip(view: ApplyView): Rate | undefined {
    const base = bookBase(this.book.in, this.book.out);
    const end = bookEnd(base);
    let dir = nextBookDir(view, base, end);
    while (dir) {
      if (firstOffer(view, dir)) return rateOfKey(dir);
      dir = nextBookDir(view, dir, end);
    }
    return undefined;
  }

  private tip(view: ApplyView): { rate: Rate; amm?: AmmOfferT } | undefined {
    const lob = this.lobTip(view);
    const amm = this.init.amm?.getOffer(view, lob !== undefined ? this.ammThreshold(lob) : undefined);
    if (amm && (lob === undefined || amm.rate < lob)) return { rate: amm.rate, amm };
    return lob !== undefined ? { rate: lob } : undefined;
  }

  qualityUpperBound(view: ApplyView, prevDir: DebtDir) {
    const dir = this.debtDirection();
    const t = this.tip(view);
    if (!t) return { rate: undefined, dir };
    return { rate: this.adjustQuality(view, t.rate, prevDir, t.amm !== undefined), dir };
  }

  qualityFunction(view: ApplyView, prevDir: DebtDir): { qf: QualityFunction | undefined; dir: DebtDir } {
    const dir = this.debtDirection();
    const t = this.tip(view);
    if (!t) return { qf: undefined, dir };
    if (t.amm && !this.multiPath) {
      const qf = t.amm.qualityFunction();
      const q = this.adjustQuality(view, RATE_ONE, prevDir, true);
      return { qf: q === RATE_ONE ? qf : combineQualityFunctions(clobQualityFunction(q), qf), dir };
    }
    return { qf: clobQualityFunction(this.adjustQuality(view, t.rate, prevDir, false)), dir };
  }

  /** The offer's owner may hold what it buys (rippled's requireAuth on the offer's in-asset). */
  private requireAuth(view: ApplyView, offer: ClobOffer): boolean {
    const pays = offer.amount.in;
    if (pays.kind === 'xrp') return true;
    return requireAuth((k) => view.read(k), pays.issuer, pays.currency, offer.owner) === 'tesSUCCESS';
  }

  private forEachOffer(ctx: PassContext, prevDir: DebtDir, callback: EachOffer): void {
    const { sb, af } = ctx;
    const oc = this.init.offerCrossing;
    const trIn = prevDir === 'redeems' ? this.rate(sb, 'in') : QUALITY_ONE;
    const trOut = this.init.ownerPaysTransferFee ? this.rate(sb, 'out') : QUALITY_ONE;
    const offers = new OfferStream(sb, af, this.book, this.init.env, MAX_OFFERS_TO_CONSUME);
    let attempted = false;
    let ofrQ: Rate | undefined;
    const exec = (offer: AnyOffer): boolean => {
      if (ofrQ === undefined) ofrQ = offer.rate;
      else if (ofrQ !== offer.rate) return false;
      if (
        oc?.defaultPath &&
        offer.rate <= oc.threshold &&
        offer.owner === this.init.strandSrc &&
        offer.owner === this.init.strandDst
      ) {
        // Crossing one's own offer on the default path removes it instead.
        if (offer.key) offers.permRmOffer(offer.key);
        if (!attempted) ofrQ = undefined;
        return true;
      }
      if (!offer.isAmm && !this.requireAuth(af, offer)) {
        offers.permRmOffer(offer.key);
        if (!attempted) ofrQ = undefined;
        return true;
      }
      if (oc?.defaultPath && offer.rate > oc.threshold) return false;
      let inRate = trIn;
      let outRate = trOut;
      if (oc) {
        if (offer.owner === this.init.prevStep?.directStepSrcAcct()) inRate = QUALITY_ONE;
        if (this.init.prevStep?.bookStepBook() && offer.owner === this.init.strandDst) outRate = QUALITY_ONE;
      }
      if (offer.isAmm) outRate = QUALITY_ONE;
      let ofrAmt = offer.amount;
      const stpAmt = { in: mulRatio(ofrAmt.in, inRate, QUALITY_ONE, true), out: ofrAmt.out };
      let ownerGives = mulRatio(ofrAmt.out, outRate, QUALITY_ONE, false);
      const funds = offer.isFunded() ? ownerGives : (offers.ownerFunds as Amount);
      if (lt(funds, ownerGives)) {
        ownerGives = funds;
        const out = mulRatio(ownerGives, QUALITY_ONE, outRate, false);
        ofrAmt = offer.limitOut(ofrAmt, out, false);
        stpAmt.out = out;
        stpAmt.in = mulRatio(ofrAmt.in, inRate, QUALITY_ONE, true);
      }
      attempted = true;
      return callback(offer, ofrAmt, stpAmt, ownerGives, inRate, outRate);
    };
    const tryAmm = (lob: Rate | undefined): boolean => {
      const amm = this.init.amm?.getOffer(sb, lob !== undefined ? this.ammThreshold(lob) : undefined);
      return !amm || exec(amm);
    };
    if (offers.step()) {
      if (tryAmm((offers.tip as ClobOffer).rate)) {
        do {
          if (!exec(offers.tip as ClobOffer)) break;
        } while (offers.step());
      }
    } else {
      tryAmm(undefined);
    }
    for (const key of offers.permToRemove) ctx.ofrsToRm.add(key);
    this.used = offers.count;
    if (offers.count >= MAX_OFFERS_TO_CONSUME) this.isInactive = true;
  }

  private consumeOffer(sb: ApplyView, offer: AnyOffer, a: Adjusted): void {
    if (offer.isAmm && !offer.checkInvariant(a.ofrAmt)) throw new FlowError('tecINVARIANT_FAILED');
    let ter = flowSend(sb, issuerOf(this.book.in), offer.owner, a.ofrAmt.in);
    if (ter !== 'tesSUCCESS') throw new FlowError(ter);
    ter = flowSend(sb, offer.owner, issuerOf(this.book.out), a.ownerGives);
    if (ter !== 'tesSUCCESS') throw new FlowError(ter);
    offer.consume(sb, a.ofrAmt);
  }

  rev(ctx: PassContext, out: Amount): StepIO {
    this.cache = undefined;
    const savedIns: Amount[] = [];
    const savedOuts: Amount[] = [];
    let result: StepIO = { in: zeroOf(this.book.in), out: zeroOf(this.book.out) };
    let remainingOut = out;
    const each: EachOffer = (offer, ofrAmt, stpAmt, ownerGives, trIn, trOut) => {
      if (signum(remainingOut) <= 0) return false;
      if (lte(stpAmt.out, remainingOut)) {
        savedIns.push(stpAmt.in);
        savedOuts.push(stpAmt.out);
        result = { in: sumSorted(savedIns, this.book.in), out: sumSorted(savedOuts, this.book.out) };
        remainingOut = sub(out, result.out);
        this.consumeOffer(ctx.sb, offer, { ofrAmt, stpAmt, ownerGives });
        return true;
      }
      const adj = limitStepOut(offer, { ofrAmt, stpAmt, ownerGives }, trIn, trOut, remainingOut);
      remainingOut = zeroOf(this.book.out);
      savedIns.push(adj.stpAmt.in);
      result = { in: sumSorted(savedIns, this.book.in), out };
      this.consumeOffer(ctx.sb, offer, adj);
      return offer.fullyConsumed();
    };
    const prevDir = this.init.prevStep ? this.init.prevStep.debtDirection(ctx.sb, 'reverse') : 'issues';
    this.forEachOffer(ctx, prevDir, each);
    const s = signum(remainingOut);
    if (s < 0) {
      this.cache = { in: zeroOf(this.book.in), out: zeroOf(this.book.out) };
      return this.cache;
    }
    if (s === 0) result = { in: result.in, out };
    this.cache = result;
    return result;
  }

  fwd(ctx: PassContext, input: Amount): StepIO {
    const cached = this.cache as StepIO;
    const savedIns: Amount[] = [];
    let savedOuts: Amount[] = [];
    let result: StepIO = { in: zeroOf(this.book.in), out: zeroOf(this.book.out) };
    let remainingIn = input;
    const each: EachOffer = (offer, ofrAmt, stpAmt, ownerGives, trIn, trOut) => {
      if (signum(remainingIn) <= 0) return false;
      let processMore: boolean;
      let adj: Adjusted = { ofrAmt, stpAmt, ownerGives };
      let lastOut: Amount;
      if (lte(stpAmt.in, remainingIn)) {
        savedIns.push(stpAmt.in);
        lastOut = stpAmt.out;
        savedOuts.push(lastOut);
        result = { in: sumSorted(savedIns, this.book.in), out: sumSorted(savedOuts, this.book.out) };
        processMore = true;
      } else {
        adj = limitStepIn(offer, adj, trIn, trOut, remainingIn);
        savedIns.push(remainingIn);
        lastOut = adj.stpAmt.out;
        savedOuts.push(lastOut);
        result = { in: input, out: sumSorted(savedOuts, this.book.out) };
        processMore = false;
      }
      if (lt(cached.out, result.out) && lte(result.in, cached.in)) {
        // More out than the reverse pass for no more in: deliver what the reverse pass found, if that takes
        // exactly the input given.
        const without = [...savedOuts];
        without.splice(without.lastIndexOf(lastOut), 1);
        const remainingOut = sub(cached.out, sumSorted(without, this.book.out));
        const rev = limitStepOut(offer, { ofrAmt, stpAmt, ownerGives }, trIn, trOut, remainingOut);
        if (signum(sub(rev.stpAmt.in, remainingIn)) === 0) {
          result = { in: input, out: cached.out };
          savedIns.length = 0;
          savedIns.push(result.in);
          savedOuts = [result.out];
          adj = {
            ofrAmt: rev.ofrAmt,
            stpAmt: { in: remainingIn, out: remainingOut },
            ownerGives: rev.ownerGives,
          };
        }
      }
      remainingIn = sub(input, result.in);
      this.consumeOffer(ctx.sb, offer, adj);
      return processMore || offer.fullyConsumed();
    };
    const prevDir = this.init.prevStep ? this.init.prevStep.debtDirection(ctx.sb, 'forward') : 'issues';
    this.forEachOffer(ctx, prevDir, each);
    const s = signum(remainingIn);
    if (s < 0) {
      this.cache = { in: zeroOf(this.book.in), out: zeroOf(this.book.out) };
      return this.cache;
    }
    if (s === 0) result = { in: input, out: result.out };
    this.cache = result;
    return result;
  }

  cachedIn(): Amount | undefined {
    return this.cache?.in;
  }
  cachedOut(): Amount | undefined {
    return this.cache?.out;
  }
  debtDirection(_view?: ApplyView, _dir?: StrandDir): DebtDir {
    return this.init.ownerPaysTransferFee ? 'issues' : 'redeems';
  }
  override bookStepBook(): BookRef {
    return this.book;
  }
  override inactive(): boolean {
    return this.isInactive;
  }
  override offersUsed(): number {
    return this.used;
  }

  /** BookStep::check: issuers exist, and the line into the book may ripple. */
  check(view: ApplyView, prevSrc: string | undefined, loops: () => boolean): string {
    if (assetKey(this.book.in) === assetKey(this.book.out)) return 'temBAD_PATH';
    if (loops()) return 'temBAD_PATH_LOOP';
    for (const a of [this.book.in, this.book.out]) {
      if (a.kind === 'issued' && !view.read(keylet.account(a.issuer))) return 'tecNO_ISSUER';
    }
    if (prevSrc !== undefined && this.book.in.kind === 'issued') {
      const cur = this.book.in.issuer;
      const line = view.read(lineKey(prevSrc, cur, this.book.in.currency));
      if (!line) return 'terNO_LINE';
      if (flagsOf(line) & side(cur, prevSrc).noRipple) return 'terNO_RIPPLE';
    }
    return 'tesSUCCESS';
  }
}
