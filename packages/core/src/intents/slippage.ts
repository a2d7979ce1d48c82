/**
 * The slippage bound, once for the server (which builds the offer's least accepted amount) and the browser
 * (which checks it): exact basis points from the percent's decimal text, bigint and exact-decimal arithmetic.
 */
import { type Amount, IssuedValue } from '@horizon/protocol';
import { HorizonError } from '../errors/horizon-error.js';
import { parseDecimal, scaleRounded } from '../decimal/index.js';

const WHOLE = 10_000n;

/**
 * Slippage in percent as whole basis points, from its decimal text (0.29 → 29n, never 0.29 × 100 in floats).
 * The contract allows 2 decimals; a finer one rounds half up (1.005 → 101n).
 */
export function slippageBps(percent: number | string): bigint {
  const parsed = parseDecimal(String(percent));
  if (!parsed || parsed.negative) throw new HorizonError('validation.slippageRange');
  const bps = scaleRounded(parsed, 2, 'half-away-from-zero');
  if (bps >= WHOLE) throw new HorizonError('validation.slippageRange');
  return bps;
}

/** The least accepted: `amount` × (1 − slippage), rounded down (never promise more than the bound). */
export function slippageBound(amount: Amount, percent: number | string): Amount {
  const keep = WHOLE - slippageBps(percent);
  if (amount.kind === 'xrp') return { kind: 'xrp', drops: (amount.drops * keep) / WHOLE };
  return { ...amount, value: amount.value.mulRound(IssuedValue.from(keep, -4), false) };
}

/**
 * The largest quote (in drops) whose bound can be `boundDrops`: the browser's limit on what the fees may be
 * a share of, given the least the server's offer accepts.
 */
export function largestQuoteForBound(boundDrops: bigint, percent: number | string): bigint {
  const keep = WHOLE - slippageBps(percent);
  return ((boundDrops + 1n) * WHOLE + keep - 1n) / keep;
}
