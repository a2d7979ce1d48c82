import { XrplNumberOverflowError } from './errors.js';
import { XrplNumber } from './xrpl-number.js';

const num = (n: number): XrplNumber => XrplNumber.fromBigInt(BigInt(n));

/** f^n by repeated squaring (rippled's power(Number, unsigned)); with d, f^(n/d) as rippled's power(f, n, d). */
export function power(f: XrplNumber, n: number, d?: number): XrplNumber {
  checkUnsigned(n);
  if (d !== undefined) return powerRatio(f, n, d);
  if (n === 0) return XrplNumber.one;
  if (n === 1) return f;
  let r = power(f, Math.floor(n / 2));
  r = r.mul(r);
  if (n % 2 !== 0) r = r.mul(f);
  return r;
}

function powerRatio(f: XrplNumber, n: number, d: number): XrplNumber {
  checkUnsigned(d);
  const one = XrplNumber.one;
  if (f.eq(one)) return f;
  const g = gcd(n, d);
  if (g === 0) throw new XrplNumberOverflowError('Number::power nan');
  if (d === 0) {
    if (f.eq(one.neg())) return one;
    if (f.abs().lt(one)) return XrplNumber.zero;
    throw new XrplNumberOverflowError('Number::power infinity');
  }
  if (n === 0) return one;
  const nn = n / g;
  const dd = d / g;
  if (nn % 2 === 1 && dd % 2 === 0 && f.signum() < 0) throw new XrplNumberOverflowError('Number::power nan');
  return root(power(f, nn), dd);
}

/** The d-th root of f by Newton-Raphson from a quadratic first guess (rippled's root(Number, unsigned)). */
export function root(x: XrplNumber, d: number): XrplNumber {
  checkUnsigned(d);
  const one = XrplNumber.one;
  if (x.eq(one) || d === 1) return x;
  if (d === 0) {
    if (x.eq(one.neg())) return one;
    if (x.abs().lt(one)) return XrplNumber.zero;
    throw new XrplNumberOverflowError('Number::root infinity');
  }
  if (x.signum() < 0 && d % 2 === 0) throw new XrplNumberOverflowError('Number::root nan');
  if (x.isZero()) return x;

  // Scale f into (0, 1) so that its exponent is a multiple of d.
  let e = x.exponent + 16;
  const k = Math.trunc((e >= 0 ? e : e - (d - 1)) / d);
  const k2 = e - k * d;
  e += k2 === 0 ? 0 : d - k2;
  let f = XrplNumber.from(x.mantissa, x.exponent - e);
  const neg = f.signum() < 0;
  if (neg) f = f.neg();

  // Quadratic least-squares fit of f^(1/d) on [0, 1].
  const D = ((6 * d + 11) * d + 6) * d + 1;
  const a0 = 3 * d * ((2 * d - 3) * d + 1);
  const a1 = 24 * d * (2 * d - 1);
  const a2 = -30 * (d - 1) * d;
  let r = num(a2).mul(f).add(num(a1)).mul(f).add(num(a0)).div(num(D));
  if (neg) {
    f = f.neg();
    r = r.neg();
  }
  const dm1 = num(d - 1);
  const dn = num(d);
  r = iterate(r, (v) =>
    dm1
      .mul(v)
      .add(f.div(power(v, d - 1)))
      .div(dn),
  );
  return XrplNumber.from(r.mantissa, r.exponent + Math.trunc(e / d));
}

/** The square root of x (rippled's root2), same method specialised for d = 2. */
export function root2(x: XrplNumber): XrplNumber {
  if (x.eq(XrplNumber.one)) return x;
  if (x.signum() < 0) throw new XrplNumberOverflowError('Number::root nan');
  if (x.isZero()) return x;
  let e = x.exponent + 16;
  if (e % 2 !== 0) e += 1;
  const f = XrplNumber.from(x.mantissa, x.exponent - e);
  const two = num(2);
  let r = num(-60).mul(f).add(num(144)).mul(f).add(num(18)).div(num(105));
  r = iterate(r, (v) => v.add(f.div(v)).div(two));
  return XrplNumber.from(r.mantissa, r.exponent + e / 2);
}

// Newton-Raphson until r stops changing, also stopping when it bounces between two values.
function iterate(start: XrplNumber, step: (r: XrplNumber) => XrplNumber): XrplNumber {
  let r = start;
  let rm1 = XrplNumber.zero;
  for (;;) {
    const rm2 = rm1;
    rm1 = r;
    r = step(r);
    if (r.eq(rm1) || r.eq(rm2)) return r;
  }
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function checkUnsigned(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Expected a non-negative integer: ${n}`);
}
