/**
 * LP incentives, exact in drops: a stated share of the treasury's income from a launched token, split among
 * its liquidity providers pro rata to their LP tokens. Every part is rounded down; what the rounding leaves
 * stays with the treasury, so the parts never exceed the share.
 */
import type { IssuedValue } from '@horizon/protocol';
import {
  ZERO_DECIMAL,
  addDecimals,
  decimalFromUnits,
  decimalSizeOfIssuedValue,
  divideOrThrow,
  multiplyDecimals,
  unitsOf,
} from '../../decimal/index.js';
import { shareOf } from '../../fees/split.js';
import { LP_INCENTIVE_BPS } from './constants.js';

const WHOLE_DROPS = { places: 0 } as const;

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
  return shareOf(incomeDrops, LP_INCENTIVE_BPS);
}

/**
 * `shareDrops` split pro rata to LP tokens: floor(share × lp / total) each, in the order given. Holdings that
 * are not positive take no part; an empty or all-zero list gets nothing.
 */
export function splitProRata(shareDrops: bigint, holdings: readonly LpHolding[]): LpPart[] {
  if (shareDrops < 0n) throw new RangeError('The share to split cannot be negative');
  const held = holdings.filter((h) => h.lpTokens.signum() > 0);
  if (held.length === 0) return [];
  const share = decimalFromUnits(shareDrops, 0);
  const sizes = held.map((h) => ({
    address: h.address,
    lp: decimalSizeOfIssuedValue(h.lpTokens),
  }));
  const total = sizes.reduce((sum, h) => addDecimals(sum, h.lp), ZERO_DECIMAL);
  return sizes.map(({ address, lp }) => {
    const part = divideOrThrow(multiplyDecimals(share, lp), total, WHOLE_DROPS, 'toward-zero');
    return { address, drops: unitsOf(part) };
  });
}
