import { IssuedValue, issuedAmount, offerRate, xrpAmount, type Amount } from '@horizon/protocol';
import { flagsOf, hasFlag, lsf } from '../../state/account.js';
import { keylet } from '../../state/keys.js';
import { balanceFor, limitFor, lineKey, side } from '../../state/trust-line.js';
import type { ApplyView } from '../../state/view.js';
import { QUALITY_ONE, lte, mulRatio, signum } from './amount-ops.js';
import { FlowError, flowSend, transferRate } from './flow-send.js';
import { lineHolds } from './hooked-funds.js';
import { StepBase, type DebtDir, type PassContext, type Step, type StepIO, type StrandDir } from './step.js';

// DirectStepI: a token moving along the trust line from src to dst, redeeming what dst owes src or issuing
// new debt up to dst's limit, scaled by line qualities and the transfer rate of an intermediate issuer.

interface Cache {
  in: Amount;
  srcToDst: Amount;
  out: Amount;
  srcDebtDir: DebtDir;
}

export interface DirectStepInit {
  src: string;
  dst: string;
  currency: string;
  prevStep: Step | undefined;
  isLast: boolean;
  offerCrossing: boolean;
}

export class DirectStep extends StepBase implements Step {
  private cache: Cache | undefined;
  readonly id: string;
  readonly src: string;
  readonly dst: string;
  readonly currency: string;
  private readonly prevStep: Step | undefined;
  private readonly isLast: boolean;
  private readonly offerCrossing: boolean;

  constructor(init: DirectStepInit) {
    super();
    ({
      src: this.src,
      dst: this.dst,
      currency: this.currency,
      prevStep: this.prevStep,
      isLast: this.isLast,
      offerCrossing: this.offerCrossing,
    } = init);
    this.id = `direct:${this.src}:${this.dst}:${this.currency}`;
  }

  private amount(value: IssuedValue): Amount {
    return issuedAmount(this.currency, this.src, value);
  }

  /** What src holds on its line with dst (negative when it owes dst), freeze ignored. */
  private srcOwed(view: ApplyView): IssuedValue {
    return lineHolds(view, this.src, this.dst, this.currency);
  }

  private maxPaymentFlow(view: ApplyView): { max: Amount; dir: DebtDir } {
    const owed = this.srcOwed(view);
    if (owed.signum() > 0) return { max: this.amount(owed), dir: 'redeems' };
    const line = view.read(lineKey(this.src, this.dst, this.currency));
    const limit = line ? limitFor(line, this.dst, this.src) : IssuedValue.zero;
    return { max: this.amount(limit.add(owed)), dir: 'issues' };
  }

  private maxFlow(view: ApplyView, desired: Amount): { max: Amount; dir: DebtDir } {
    // Offer crossing may exceed the taker's own trust limit on the last step.
    if (this.offerCrossing && this.isLast) return { max: desired, dir: 'issues' };
    return this.maxPaymentFlow(view);
  }

  private quality(view: ApplyView, q: 'in' | 'out'): number {
    if (this.offerCrossing || this.src === this.dst) return QUALITY_ONE;
    const line = view.read(lineKey(this.dst, this.src, this.currency));
    if (!line) return QUALITY_ONE;
    const field = q === 'in' ? side(this.dst, this.src).qualityIn : side(this.src, this.dst).qualityOut;
    const v = line[field] as number | undefined;
    return v ? v : QUALITY_ONE;
  }

  private qualitiesSrcRedeems(view: ApplyView): [number, number] {
    if (!this.prevStep) return [QUALITY_ONE, QUALITY_ONE];
    const prevIn = this.prevStep.lineQualityIn(view);
    const out = this.quality(view, 'out');
    return [prevIn > out ? prevIn : out, QUALITY_ONE];
  }

  private qualitiesSrcIssues(view: ApplyView, prevDir: DebtDir): [number, number] {
    const srcQOut = prevDir === 'redeems' ? transferRate(view, this.src) : QUALITY_ONE;
    let dstQIn = this.quality(view, 'in');
    if (this.isLast && dstQIn > QUALITY_ONE) dstQIn = QUALITY_ONE;
    return [srcQOut, dstQIn];
  }

  private qualities(view: ApplyView, srcDir: DebtDir, strandDir: StrandDir): [number, number] {
    if (srcDir === 'redeems') return this.qualitiesSrcRedeems(view);
    const prevDir = this.prevStep ? this.prevStep.debtDirection(view, strandDir) : 'issues';
    return this.qualitiesSrcIssues(view, prevDir);
  }

  private credit(view: ApplyView, amount: Amount): void {
    if (amount.kind !== 'issued') return;
    const ter = flowSend(view, this.src, this.dst, amount);
    if (ter !== 'tesSUCCESS') throw new FlowError(ter);
  }

  rev(ctx: PassContext, out: Amount): StepIO {
    this.cache = undefined;
    const { max, dir } = this.maxFlow(ctx.sb, out);
    const [srcQOut, dstQIn] = this.qualities(ctx.sb, dir, 'reverse');
    const zero = this.amount(IssuedValue.zero);
    if (signum(max) <= 0) {
      this.cache = { in: zero, srcToDst: zero, out: zero, srcDebtDir: dir };
      return { in: zero, out: zero };
    }
    const srcToDst = mulRatio(out, QUALITY_ONE, dstQIn, true);
    if (lte(srcToDst, max)) {
      const input = mulRatio(srcToDst, srcQOut, QUALITY_ONE, true);
      this.cache = { in: input, srcToDst, out, srcDebtDir: dir };
      this.credit(ctx.sb, srcToDst);
      return { in: input, out };
    }
    const input = mulRatio(max, srcQOut, QUALITY_ONE, true);
    const actualOut = mulRatio(max, dstQIn, QUALITY_ONE, false);
    this.cache = { in: input, srcToDst: max, out: actualOut, srcDebtDir: dir };
    this.credit(ctx.sb, max);
    return { in: input, out: actualOut };
  }

  // The forward pass never delivers more than the reverse pass found (setCacheLimiting).
  private setCacheLimiting(fwdIn: Amount, fwdSrcToDst: Amount, fwdOut: Amount, dir: DebtDir): void {
    const c = this.cache as Cache;
    c.in = fwdIn;
    if (!lte(c.srcToDst, fwdSrcToDst)) c.srcToDst = fwdSrcToDst;
    if (!lte(c.out, fwdOut)) c.out = fwdOut;
    c.srcDebtDir = dir;
  }

  fwd(ctx: PassContext, input: Amount): StepIO {
    const cache = this.cache as Cache;
    const { max, dir } = this.maxFlow(ctx.sb, cache.srcToDst);
    const [srcQOut, dstQIn] = this.qualities(ctx.sb, dir, 'forward');
    if (signum(max) <= 0) {
      const zero = this.amount(IssuedValue.zero);
      this.cache = { in: zero, srcToDst: zero, out: zero, srcDebtDir: dir };
      return { in: zero, out: zero };
    }
    const srcToDst = mulRatio(input, QUALITY_ONE, srcQOut, false);
    if (lte(srcToDst, max)) {
      const out = mulRatio(srcToDst, dstQIn, QUALITY_ONE, false);
      this.setCacheLimiting(input, srcToDst, out, dir);
    } else {
      const actualIn = mulRatio(max, srcQOut, QUALITY_ONE, true);
      const out = mulRatio(max, dstQIn, QUALITY_ONE, false);
      this.setCacheLimiting(actualIn, max, out, dir);
    }
    const c = this.cache as Cache;
    this.credit(ctx.sb, c.srcToDst);
    return { in: c.in, out: c.out };
  }

  cachedIn(): Amount | undefined {
    return this.cache?.in;
  }
  cachedOut(): Amount | undefined {
    return this.cache?.out;
  }

  debtDirection(view: ApplyView, dir: StrandDir): DebtDir {
    if (dir === 'forward' && this.cache) return this.cache.srcDebtDir;
    return this.srcOwed(view).signum() > 0 ? 'redeems' : 'issues';
  }

  qualityUpperBound(view: ApplyView, prevDir: DebtDir) {
    const dir = this.debtDirection(view, 'forward');
    const [srcQOut, dstQIn] =
      dir === 'redeems' ? this.qualitiesSrcRedeems(view) : this.qualitiesSrcIssues(view, prevDir);
    return { rate: offerRate(xrpAmount(BigInt(srcQOut)), xrpAmount(BigInt(dstQIn))), dir };
  }

  override lineQualityIn(view: ApplyView): number {
    return this.quality(view, 'in');
  }
  override directStepSrcAcct(): string {
    return this.src;
  }

  /** DirectStepI::check: the line, authorization, rippling and freeze rules that make a strand invalid. */
  check(
    view: ApplyView,
    isFirst: boolean,
    prevSrc: string | undefined,
    afterBook: boolean,
    loops: () => boolean,
  ): string {
    if (this.src === this.dst) return 'temBAD_PATH';
    const srcRoot = view.read(keylet.account(this.src));
    if (!srcRoot) return 'terNO_ACCOUNT';
    if (!(this.isLast && isFirst)) {
      const ter = checkFreeze(view, this.src, this.dst, this.currency);
      if (ter !== 'tesSUCCESS') return ter;
    }
    if (prevSrc !== undefined) {
      const into = view.read(lineKey(prevSrc, this.src, this.currency));
      const outOf = view.read(lineKey(this.src, this.dst, this.currency));
      if (!into || !outOf) return 'terNO_LINE';
      if (
        flagsOf(into) & side(this.src, prevSrc).noRipple &&
        flagsOf(outOf) & side(this.src, this.dst).noRipple
      )
        return 'terNO_RIPPLE';
    }
    if (loops()) return 'temBAD_PATH_LOOP';
    if (this.offerCrossing) return 'tesSUCCESS';
    const line = view.read(lineKey(this.src, this.dst, this.currency));
    if (!line) return 'terNO_LINE';
    const flags = flagsOf(line);
    if (
      hasFlag(srcRoot, lsf.requireAuth) &&
      (flags & side(this.src, this.dst).auth) === 0 &&
      balanceFor(line, this.src, this.dst).isZero()
    )
      return 'terNO_AUTH';
    if (afterBook && flags & side(this.src, this.dst).noRipple) return 'terNO_RIPPLE';
    // What src holds of dst's issue; when none, what dst holds of src's may not already fill dst's limit.
    const owed = balanceFor(line, this.src, this.dst);
    if (owed.signum() <= 0 && owed.neg().gte(limitFor(line, this.dst, this.src))) return 'tecPATH_DRY';
    return 'tesSUCCESS';
  }
}

/** rippled's checkFreeze: a global freeze of dst, or src's line frozen by dst or deep-frozen by either. */
export function checkFreeze(view: ApplyView, src: string, dst: string, currency: string): string {
  const dstRoot = view.read(keylet.account(dst));
  if (dstRoot && hasFlag(dstRoot, lsf.globalFreeze)) return 'terNO_LINE';
  const line = view.read(lineKey(src, dst, currency));
  if (line) {
    const f = flagsOf(line);
    if (f & side(dst, src).freeze) return 'terNO_LINE';
    if (f & (side(src, dst).deepFreeze | side(dst, src).deepFreeze)) return 'terNO_LINE';
  }
  return 'tesSUCCESS';
}
