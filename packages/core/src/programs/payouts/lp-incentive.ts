/**
 * LP incentives, exact in drops: a stated share of the treasury's income from a launched token, split among
 * its liquidity providers pro rata to their LP tokens. Every part is rounded down; what the rounding leaves
 * stays with the treasury, so the parts never exceed the share.
 */
import { BASIS_POINTS_PER_WHOLE } from '../../constants/index.js';
import type { IssuedValue } from '@horizon/protocol';
import { LP_INCENTIVE_BPS } from './constants.js';

export interface LpHolding {
  readonly address: string;
  /** LP tokens held: positive. */
  readonly lpTokens: IssuedValue;
}

export interface LpPart {
  readonly address: string;
  readonly drops: bigint;
}

/** The LP share of `incomeDrops` of treasury income, rounded down to a whole drop. */
export function lpIncentiveShare(incomeDrops: bigint): bigint {
  if (incomeDrops < 0n) throw new RangeError('Treasury income cannot be negative');
  return (incomeDrops * LP_INCENTIVE_BPS) / BASIS_POINTS_PER_WHOLE;
}

/** Holdings as whole multiples of one common unit (10^lowest exponent), so the ratios stay exact. */
function scaled(holdings: readonly LpHolding[]): bigint[] {
  const lowest = Math.min(...holdings.map((h) => h.lpTokens.exponent));
  return holdings.map((h) => h.lpTokens.mantissa * 10n ** BigInt(h.lpTokens.exponent - lowest));
}

/**
 * `shareDrops` split pro rata to LP tokens: floor(share × lp / total) each, in the order given. Holdings that
 * are not positive take no part; an empty or all-zero list gets nothing.
 */
export function splitProRata(shareDrops: bigint, holdings: readonly LpHolding[]): LpPart[] {
  if (shareDrops < 0n) throw new RangeError('The share to split cannot be negative');
  const held = holdings.filter((h) => h.lpTokens.signum() > 0);
  if (held.length === 0) return [];
  const units = scaled(held);
  const total = units.reduce((sum, u) => sum + u, 0n);
  return held.map((h, i) => ({ address: h.address, drops: (shareDrops * (units[i] ?? 0n)) / total }));
}
