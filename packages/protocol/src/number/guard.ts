import { pow10 } from './constants.js';
import { getRoundingMode } from './rounding.js';

// rippled keeps 16 guard digits plus a sticky bit for anything shifted past them.
const WIDTH = 16;
const SCALE = pow10(WIDTH);
const HALF = 5n * pow10(WIDTH - 1);
const TOP = pow10(WIDTH - 1);

/**
 * rippled's Number::Guard: the digits dropped from a mantissa, kept to decide the rounding.
 * `digits` is the 16-digit window (first dropped digit most significant), `sticky` is xbit_.
 * Digits are dropped in bulk, which leaves exactly the state rippled's one-digit push loop leaves.
 */
export class Guard {
  private digits = 0n;
  private sticky = false;
  negative = false;

  /** Drops the k low digits of m into the guard (rippled: k times push(m % 10); m /= 10). Returns m / 10^k. */
  drop(m: bigint, k: number): bigint {
    if (k <= 0) return m;
    if (k > WIDTH) {
      // Everything previously held, and the low k-16 dropped digits, fall off the window.
      const cut = k - WIDTH;
      if (this.digits !== 0n) this.sticky = true;
      if (cut > 40 && m < pow10(40)) {
        // m lies wholly below the window: no need to build 10^k.
        if (m !== 0n) this.sticky = true;
        this.digits = 0n;
        return 0n;
      }
      const q = m / pow10(k);
      const r = m - q * pow10(k);
      const keep = r / pow10(cut);
      if (r !== keep * pow10(cut)) this.sticky = true;
      this.digits = keep;
      return q;
    }
    const p = pow10(k);
    const q = m / p;
    const combined = (m - q * p) * SCALE + this.digits;
    const kept = combined / p;
    if (combined !== kept * p) this.sticky = true;
    this.digits = kept;
    return q;
  }

  /** Recovers the most significant guard digit (rippled's pop). */
  pop(): bigint {
    const d = this.digits / TOP;
    this.digits = (this.digits - d * TOP) * 10n;
    return d;
  }

  /** 1: round away from zero, -1: keep, 0: exact tie (round to even) — per the current rounding mode. */
  round(): -1 | 0 | 1 {
    const nonzero = this.digits !== 0n || this.sticky;
    switch (getRoundingMode()) {
      case 'towards_zero':
        return -1;
      case 'downward':
        return this.negative && nonzero ? 1 : -1;
      case 'upward':
        return !this.negative && nonzero ? 1 : -1;
      default:
        if (this.digits > HALF) return 1;
        if (this.digits < HALF) return -1;
        return this.sticky ? 1 : 0;
    }
  }

  /** True when the mantissa m should move one unit away from zero (rippled: r == 1 || (r == 0 && odd)). */
  roundsAway(m: bigint): boolean {
    const r = this.round();
    return r === 1 || (r === 0 && (m & 1n) === 1n);
  }
}
