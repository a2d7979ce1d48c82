import {
  IssuedValue,
  XrplNumber,
  combineQualityFunctions,
  clobQualityFunction,
  composeRates,
  outFromAverageQuality,
  RATE_ONE,
  issuedAmount,
  xrpAmount,
  type Amount,
  type QualityFunction,
  type Rate,
} from '@horizon/protocol';
import { toDrops } from '@horizon/protocol';
import type { ApplyView } from '../../state/view.js';
import { eq, lt, signum } from './amount-ops.js';
import { BookStep } from './book-step.js';
import { FlowError } from './flow-send.js';
import { PaymentSandbox } from './sandbox.js';
import type { Strand } from './strand.js';
import type { DebtDir, PassContext } from './step.js';

// One strand run once (rippled's StrandFlow.h flow for a single strand): the reverse pass from the wanted
// output finds the limiting step, which is re-run with its limit, then the steps after it run forward.

export interface StrandResult {
  success: boolean;
  in?: Amount;
  out?: Amount;
  sandbox?: PaymentSandbox;
  ofrsToRm: Set<string>;
  ofrsUsed: number;
  inactive: boolean;
}

const dry = (ofrsToRm: Set<string>, ofrsUsed = 0): StrandResult => ({
  success: false,
  ofrsToRm,
  ofrsUsed,
  inactive: false,
});

export function strandFlow(
  base: ApplyView,
  strand: Strand,
  maxIn: Amount | undefined,
  out: Amount,
): StrandResult {
  const ofrsToRm = new Set<string>();
  if (strand.length === 0) return dry(ofrsToRm);
  const used = () => strand.reduce((n, s) => n + s.offersUsed(), 0);
  try {
    let sb = new PaymentSandbox(base);
    let af = new PaymentSandbox(base);
    const ctx = (): PassContext => ({ sb, af, ofrsToRm });
    let limitingStep = strand.length;
    let limitStepOut: Amount | undefined;
    let stepOut = out;
    for (let i = strand.length - 1; i >= 0; i--) {
      const step = strand[i] as Strand[number];
      let r = step.rev(ctx(), stepOut);
      if (signum(r.out) === 0) return dry(ofrsToRm, used());
      if (i === 0 && maxIn && lt(maxIn, r.in)) {
        // The source cannot give what the reverse pass asks: start over from the first step with maxIn.
        sb = new PaymentSandbox(base);
        limitingStep = i;
        r = step.fwd(ctx(), maxIn);
        limitStepOut = r.out;
        if (signum(r.out) === 0 || !eq(r.in, maxIn)) return dry(ofrsToRm, used());
      } else if (!eq(r.out, stepOut)) {
        // This step limits the strand: re-run it alone with what it can give.
        sb = new PaymentSandbox(base);
        af = new PaymentSandbox(base);
        limitingStep = i;
        stepOut = r.out;
        r = step.rev(ctx(), stepOut);
        limitStepOut = r.out;
        if (signum(r.out) === 0 || !eq(r.out, stepOut)) return dry(ofrsToRm, used());
      }
      stepOut = r.in;
    }
    let stepIn = limitStepOut as Amount;
    for (let i = limitingStep + 1; i < strand.length; i++) {
      const step = strand[i] as Strand[number];
      const r = step.fwd(ctx(), stepIn);
      if (signum(r.out) === 0 || !eq(r.in, stepIn)) return dry(ofrsToRm, used());
      stepIn = r.out;
    }
    const strandIn = strand[0]?.cachedIn() as Amount;
    const strandOut = strand[strand.length - 1]?.cachedOut() as Amount;
    return {
      success: true,
      in: strandIn,
      out: strandOut,
      sandbox: sb,
      ofrsToRm,
      ofrsUsed: used(),
      inactive: strand.some((s) => s.inactive()),
    };
  } catch (e) {
    if (e instanceof FlowError) return dry(ofrsToRm, used());
    throw e;
  }
}

/** The best rate the strand could give now (rippled's qualityUpperBound), undefined when a step is dry. */
export function strandQualityBound(view: ApplyView, strand: Strand): Rate | undefined {
  let q: Rate = RATE_ONE;
  let dir: DebtDir = 'issues';
  for (const step of strand) {
    const r = step.qualityUpperBound(view, dir);
    if (r.rate === undefined) return undefined;
    q = composeRates(q, r.rate);
    dir = r.dir;
  }
  return q;
}

/**
 * limitOut: with one strand and a limit quality, the output at which the strand's average quality meets the
 * limit (only a single-path AMM makes the quality vary with size); otherwise the remaining output.
 */
export function limitOut(view: ApplyView, strand: Strand, remainingOut: Amount, limit: Rate): Amount {
  let qf: QualityFunction | undefined;
  let dir: DebtDir = 'issues';
  for (const step of strand) {
    let stepQf: QualityFunction | undefined;
    if (step instanceof BookStep) {
      const r = step.qualityFunction(view, dir);
      stepQf = r.qf;
      dir = r.dir;
    } else {
      const r = step.qualityUpperBound(view, dir);
      stepQf = r.rate !== undefined ? clobQualityFunction(r.rate) : undefined;
      dir = r.dir;
    }
    if (!stepQf) return remainingOut;
    qf = qf ? combineQualityFunctions(qf, stepQf) : stepQf;
  }
  if (!qf || qf.m.isZero()) return remainingOut;
  const n = outFromAverageQuality(qf, limit);
  if (!n) return remainingOut;
  const out: Amount =
    remainingOut.kind === 'xrp'
      ? xrpAmount(toDrops(n))
      : issuedAmount(remainingOut.currency, remainingOut.issuer, IssuedValue.fromXrplNumber(n));
  if (withinRelative(out, remainingOut, XrplNumber.from(1n, -9))) return remainingOut;
  return lt(out, remainingOut) ? out : remainingOut;
}

const numberOf = (a: Amount): XrplNumber =>
  a.kind === 'xrp' ? XrplNumber.fromBigInt(a.drops) : a.value.toXrplNumber();

/** withinRelativeDistance on amounts: (max - min) / max < dist. */
export function withinRelative(a: Amount, b: Amount, dist: XrplNumber): boolean {
  if (eq(a, b)) return true;
  const [lo, hi] = lt(a, b) ? [a, b] : [b, a];
  const max = numberOf(hi);
  return max.sub(numberOf(lo)).div(max).lt(dist);
}
