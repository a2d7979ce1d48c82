import {
  IssuedValue,
  XrplNumber,
  compareAmounts,
  issuedAmount,
  xrpAmount,
  type Amount,
  type Asset,
} from '@horizon/protocol';

// Amount arithmetic of the payment engine (rippled's XRPAmount / IOUAmount in the flow code): sums, limits, and
// mulRatio, the transfer-rate and line-quality scaling by a u32 ratio.

export const QUALITY_ONE = 1_000_000_000;

export function zeroOf(asset: Asset): Amount {
  return asset.kind === 'xrp' ? xrpAmount(0n) : issuedAmount(asset.currency, asset.issuer, IssuedValue.zero);
}

export function add(a: Amount, b: Amount): Amount {
  if (a.kind === 'xrp') return xrpAmount(a.drops + (b as typeof a).drops);
  return { ...a, value: a.value.add((b as typeof a).value) };
}

export function sub(a: Amount, b: Amount): Amount {
  if (a.kind === 'xrp') return xrpAmount(a.drops - (b as typeof a).drops);
  return { ...a, value: a.value.sub((b as typeof a).value) };
}

export function signum(a: Amount): number {
  return a.kind === 'xrp' ? (a.drops > 0n ? 1 : a.drops < 0n ? -1 : 0) : a.value.signum();
}

export const isZero = (a: Amount): boolean => signum(a) === 0;
export const lt = (a: Amount, b: Amount): boolean => compareAmounts(a, b) < 0;
export const lte = (a: Amount, b: Amount): boolean => compareAmounts(a, b) <= 0;
export const eq = (a: Amount, b: Amount): boolean => compareAmounts(a, b) === 0;
export const minAmount = (a: Amount, b: Amount): Amount => (lte(a, b) ? a : b);

/**
 * The amount named as `asset`: the flow's token amounts are values (rippled's IOUAmount has no issuer), and a
 * DirectStep names its amounts by its source account, which the AMM's pool arithmetic would not recognize.
 */
export function asAsset(amount: Amount, asset: Asset): Amount {
  if (amount.kind === 'xrp' || asset.kind === 'xrp') return amount;
  if (amount.issuer === asset.issuer && amount.currency === asset.currency) return amount;
  return issuedAmount(asset.currency, asset.issuer, amount.value);
}

/** Sums from smallest to largest, as the flow code does with its multisets (best precision). */
export function sumSorted(values: Amount[], asset: Asset): Amount {
  const sorted = [...values].sort(compareAmounts);
  return sorted.reduce(add, zeroOf(asset));
}

const FL64 = 18; // floor(log10(int64 max))

function log10Ceil(v: bigint): number {
  let k = 0;
  let p = 1n;
  while (p < v) {
    p *= 10n;
    k++;
  }
  return k;
}

/** rippled's mulRatio(amount, num, den, roundUp) for XRPAmount and IOUAmount (non-negative amounts). */
export function mulRatio(amount: Amount, num: number, den: number, roundUp: boolean): Amount {
  if (amount.kind === 'xrp') {
    const m = amount.drops * BigInt(num);
    let r = m / BigInt(den);
    if (m % BigInt(den) !== 0n && roundUp && amount.drops >= 0n) r += 1n;
    return xrpAmount(r);
  }
  const v = amount.value;
  if (v.isZero()) return amount;
  const d = BigInt(den);
  const mul = v.mantissa * BigInt(num);
  let low = mul / d;
  let rem = mul - low * d;
  let exponent = v.exponent;
  if (rem !== 0n) {
    const room = FL64 - log10Ceil(low);
    if (room > 0) {
      exponent -= room;
      low *= 10n ** BigInt(room);
      rem *= 10n ** BigInt(room);
    }
    const addRem = rem / d;
    low += addRem;
    rem -= addRem * d;
  }
  let hasRem = rem !== 0n;
  const shrink = log10Ceil(low) - FL64;
  if (shrink > 0) {
    const saved = low;
    exponent += shrink;
    low /= 10n ** BigInt(shrink);
    if (!hasRem) hasRem = saved - low * 10n ** BigInt(shrink) !== 0n;
  }
  let result = IssuedValue.fromXrplNumber(XrplNumber.from(v.negative ? -low : low, exponent));
  if (hasRem && roundUp && !v.negative) {
    result = result.isZero()
      ? IssuedValue.from(1_000_000_000_000_000n, -96)
      : IssuedValue.from(result.mantissa + 1n, result.exponent);
  }
  return { ...amount, value: result };
}
