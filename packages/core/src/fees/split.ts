/**
 * The fee split of one trade (DESIGN "Fee programs"), exact in drops.
 *
 * Rounding: every share is V × rate rounded down to a whole drop; the treasury takes the remainder of the
 * total. Because each rounded-down share is at most its exact value, and referral (0.30%) + burn (≤ 0.40%)
 * + devback (0.05%) ≤ 1%, the parts always sum to the total exactly and none is ever negative. The trader
 * never pays more than 1% of V.
 */
import {
  BASIS_POINTS_PER_WHOLE,
  DEVBACK_FEE_BPS,
  REFERRAL_FEE_BPS,
  TRADING_FEE_BPS,
} from '../constants/index.js';
import { MAX_DROPS } from '@horizon/protocol';
import { burnBps, type FeeCategory, type TradeKind } from './rates.js';

/** All XRP there will ever be, in drops (1e17): the largest trade value. */
export const MAX_TRADE_DROPS = MAX_DROPS;

export interface TradeFeeInput {
  /** buy, sell, swap or limit order: the rates are the same for all four. */
  readonly kind: TradeKind;
  /** V: the trade's XRP value in drops (for a swap, the quote of the amount sold). */
  readonly valueDrops: bigint;
  readonly category: FeeCategory;
  /** The wallet registered with a referral code. */
  readonly hasReferrer: boolean;
  /** The token has a known developer, who is owed the devback. */
  readonly hasDeveloper: boolean;
}

/** The split in drops: referral + burn + treasury = total; devback is owed out of treasury. */
export interface FeeSplit {
  readonly kind: TradeKind;
  readonly valueDrops: bigint;
  /** 1% of V: all the trader pays. */
  readonly total: bigint;
  /** 0.30% of V to the referrer by tx_referral_fee; 0 without a referrer. */
  readonly referral: bigint;
  /** 0.25% (0.40% for Horizon's tokens) of V: the XRP value of the token sent back to its issuer. */
  readonly burn: bigint;
  /** The rest, paid to the treasury by tx_fee. */
  readonly treasury: bigint;
  /** 0.05% of V owed to the developer out of the treasury share (0 without a known developer). */
  readonly devback: bigint;
  /** What the treasury keeps after the devback payout. */
  readonly treasuryKept: bigint;
}

export class FeeInputError extends RangeError {
  override readonly name = 'FeeInputError';
}

/** V × bps / 10000, rounded down to a whole drop. */
export function shareOf(valueDrops: bigint, bps: bigint): bigint {
  return (valueDrops * bps) / BASIS_POINTS_PER_WHOLE;
}

/** The fee split of one trade. Throws FeeInputError for a value outside 0 … 1e17 drops. */
export function splitTradeFee(input: TradeFeeInput): FeeSplit {
  const { valueDrops: v } = input;
  if (v < 0n || v > MAX_TRADE_DROPS) {
    throw new FeeInputError(`Trade value must be 0 to ${MAX_TRADE_DROPS} drops, got ${v}`);
  }
  const total = shareOf(v, TRADING_FEE_BPS);
  const referral = input.hasReferrer ? shareOf(v, REFERRAL_FEE_BPS) : 0n;
  const burn = shareOf(v, burnBps(input.category));
  const treasury = total - referral - burn;
  const devback = input.hasDeveloper ? shareOf(v, DEVBACK_FEE_BPS) : 0n;
  return {
    kind: input.kind,
    valueDrops: v,
    total,
    referral,
    burn,
    treasury,
    devback,
    treasuryKept: treasury - devback,
  };
}
