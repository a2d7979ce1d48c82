import type { Amount, QualityFunction, Rate } from '@horizon/protocol';
import { flagsOf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { lineKey, side } from '../../state/trust-line.js';
import type { ApplyView } from '../../state/view.js';
import { asAsset, lt, lte, signum, sub, sumSorted, zeroOf } from './amount-ops.js';
import type { BookStepInit } from './book-context.js';
import { type EachOffer, forEachBookOffer } from './book-offers.js';
import { bookQualityFunction, bookQualityUpperBound } from './book-quality.js';
import { type Adjusted, type AnyOffer, limitStepIn, limitStepOut } from './book-sizing.js';
import { FlowError, flowSend } from './flow-send.js';
import {
  StepBase,
  issuerOf,
  assetKey,
  type BookRef,
  type DebtDir,
  type PassContext,
  type Step,
  type StepIO,
  type StrandDir,
} from './step.js';

export type { BookStepInit } from './book-context.js';

// BookStep: converting one asset into another through an order book and the AMM of the same pair, taking at
// each quality level whichever is better (book-quality.ts, book-offers.ts); the offer owner pays the transfer
// fee of what it sells when crossing offers, the sender pays the fee of what goes in when the previous step
// redeems.

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

  qualityUpperBound(view: ApplyView, prevDir: DebtDir): { rate: Rate | undefined; dir: DebtDir } {
    return { rate: bookQualityUpperBound(view, this.init, prevDir), dir: this.debtDirection() };
  }

  qualityFunction(view: ApplyView, prevDir: DebtDir): { qf: QualityFunction | undefined; dir: DebtDir } {
    return { qf: bookQualityFunction(view, this.init, prevDir), dir: this.debtDirection() };
  }

  private forEachOffer(ctx: PassContext, prevDir: DebtDir, callback: EachOffer): void {
    const walk = forEachBookOffer(ctx, this.init, prevDir, callback);
    this.used = walk.used;
    if (walk.inactive) this.isInactive = true;
  }

  private consumeOffer(sb: ApplyView, offer: AnyOffer, a: Adjusted): void {
    if (offer.isAmm && !offer.checkInvariant(a.ofrAmt)) throw new FlowError('tecINVARIANT_FAILED');
    let ter = flowSend(sb, issuerOf(this.book.in), offer.owner, a.ofrAmt.in);
    if (ter !== 'tesSUCCESS') throw new FlowError(ter);
    ter = flowSend(sb, offer.owner, issuerOf(this.book.out), a.ownerGives);
    if (ter !== 'tesSUCCESS') throw new FlowError(ter);
    offer.consume(sb, a.ofrAmt);
  }

  rev(ctx: PassContext, wanted: Amount): StepIO {
    this.cache = undefined;
    const out = asAsset(wanted, this.book.out);
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

  fwd(ctx: PassContext, given: Amount): StepIO {
    // A DirectStep before this one names the token by its source account; the pool knows it by its issuer.
    const input = asAsset(given, this.book.in);
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
