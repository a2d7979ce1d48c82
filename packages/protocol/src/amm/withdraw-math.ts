import { XrplNumber, withRoundingMode } from '../number/index.js';
import { feeFraction } from './fee.js';
import { adjustAmountsByLpTokens, adjustedTokens, roundedAsset, roundedLpTokens } from './amount-adjust.js';
import type { GridAmm } from './deposit-math.js';
import { cmpValues, divideTokens, multiplyRounded, onGrid, subValues, type GridValue } from './grid-value.js';
import { adjustAssetOutByTokens, adjustLpTokens, ammAssetOut, lpTokensIn } from './lp-math.js';
import { fail, succeed, type AmmOutcome } from './outcome.js';
import { ammRules } from './rules.js';

/**
 * AMMWithdraw's sub-modes (AMMWithdraw.cpp), rounding by the amendments in force (ammRules). Side 1 is the asset named in Amount. `held` is the
 * withdrawing account's LP-token balance; for a sole LP, first take LPTokenBalance from soleProviderLpBalance.
 */
export interface GridWithdrawal {
  readonly amount1: GridValue;
  readonly amount2?: GridValue;
  readonly tokens: GridValue;
  readonly newLpBalance: GridValue;
}

const eq = (a: GridValue | undefined, b: GridValue): boolean => a !== undefined && cmpValues(a, b) === 0;

/** Without fixAMMv1_3 a formula's zero tokens fail as tecAMM_FAILED; with it, as tecAMM_INVALID_TOKENS. */
const noTokens = (): AmmOutcome<never> =>
  fail(ammRules().fixAMMv1_3 ? 'tecAMM_INVALID_TOKENS' : 'tecAMM_FAILED');

/** How a withdrawal ends: all of the account's tokens (no adjustment), and the fee re-deriving one asset. */
interface Ending {
  readonly withdrawAll?: boolean;
  readonly fee?: number;
}

/**
 * AMMWithdraw::withdraw: the amounts adjusted to the tokens (before fixAMMv1_3, unless withdrawing all), then
 * its own checks before any transfer.
 */
function finish(
  amm: GridAmm,
  asked1: GridValue,
  asked2: GridValue | undefined,
  askedTokens: GridValue,
  held: GridValue,
  ending: Ending = {},
): AmmOutcome<GridWithdrawal> {
  const adjusted = ending.withdrawAll
    ? { amount1: asked1, amount2: asked2, tokens: askedTokens }
    : adjustAmountsByLpTokens(
        amm.balance1,
        asked1,
        asked2,
        amm.lpBalance,
        askedTokens,
        ending.fee ?? 0,
        false,
      );
  const { amount1, amount2, tokens } = adjusted;
  if (tokens.n.signum() <= 0 || cmpValues(tokens, held) > 0) return fail('tecAMM_INVALID_TOKENS');
  if (ammRules().fixAMMv1_1 && cmpValues(tokens, amm.lpBalance) > 0) return fail('tecINTERNAL');
  const all1 = eq(amount1, amm.balance1);
  const all2 = eq(amount2, amm.balance2);
  if (all1 !== all2) return fail('tecAMM_BALANCE');
  if (cmpValues(tokens, amm.lpBalance) === 0 && !(all1 && all2)) return fail('tecAMM_BALANCE');
  if (cmpValues(amount1, amm.balance1) > 0 || (amount2 && cmpValues(amount2, amm.balance2) > 0)) {
    return fail('tecAMM_BALANCE');
  }
  const newLpBalance = subValues(amm.lpBalance, tokens);
  return succeed(amount2 ? { amount1, amount2, tokens, newLpBalance } : { amount1, tokens, newLpBalance });
}

/** tfLPToken / tfWithdrawAll: both assets in proportion to t tokens; all of the pool when t = T. */
export function withdrawForTokens(
  amm: GridAmm,
  tokens: GridValue,
  held: GridValue,
  withdrawAll = false,
): AmmOutcome<GridWithdrawal> {
  if (cmpValues(tokens, amm.lpBalance) === 0)
    return finish(amm, amm.balance1, amm.balance2, tokens, held, { withdrawAll: true });
  const tokensAdj = withdrawAll ? tokens : adjustedTokens(amm.lpBalance, tokens, false);
  if (ammRules().fixAMMv1_3 && tokensAdj.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const frac = divideTokens(tokensAdj, amm.lpBalance);
  const amount1 = roundedAsset(amm.balance1, frac, false);
  const amount2 = roundedAsset(amm.balance2, frac, false);
  // Too few tokens would empty only one side through rounding.
  if (amount1.n.isZero() || amount2.n.isZero()) return fail('tecAMM_FAILED');
  return finish(amm, amount1, amount2, tokensAdj, held, { withdrawAll });
}

/** With fixAMMv1_3 the share is the one the rounded tokens redeem (adjustFracByTokens). */
const fracOf = (amm: GridAmm, tokens: GridValue, frac: XrplNumber): XrplNumber =>
  ammRules().fixAMMv1_3 ? tokens.n.div(amm.lpBalance.n) : frac;

/** tfTwoAsset: the largest proportional withdrawal within both maximums. */
export function withdrawTwoAssets(
  amm: GridAmm,
  max1: GridValue,
  max2: GridValue,
  held: GridValue,
): AmmOutcome<GridWithdrawal> {
  const v1_3 = ammRules().fixAMMv1_3;
  let frac = max1.n.div(amm.balance1.n);
  let tokens = roundedLpTokens(amm.lpBalance, frac, false);
  if (v1_3 && tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount2 = roundedAsset(amm.balance2, fracOf(amm, tokens, frac), false);
  if (cmpValues(amount2, max2) <= 0) return finish(amm, max1, amount2, tokens, held);
  frac = max2.n.div(amm.balance2.n);
  tokens = roundedLpTokens(amm.lpBalance, frac, false);
  if (v1_3 && tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount1 = roundedAsset(amm.balance1, fracOf(amm, tokens, frac), false);
  // Before fixAMMv1_3 rippled only asserts this.
  if (v1_3 && cmpValues(amount1, max1) > 0) return fail('tecAMM_FAILED');
  return finish(amm, amount1, max2, tokens, held);
}

/** tfSingleAsset: withdraw up to `amount` of side 1 (a little less may come out after the token adjustment). */
export function withdrawSingleAsset(
  amm: GridAmm,
  amount: GridValue,
  fee: number,
  held: GridValue,
): AmmOutcome<GridWithdrawal> {
  const tokens = adjustedTokens(amm.lpBalance, lpTokensIn(amm.balance1, amount, amm.lpBalance, fee), false);
  if (tokens.n.isZero()) return noTokens();
  const adj = adjustAssetOutByTokens(amm.balance1, amount, amm.lpBalance, tokens, fee);
  if (adj.tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  return finish(amm, adj.amount, undefined, adj.tokens, held, { fee });
}

/**
 * tfOneAssetLPToken / tfOneAssetWithdrawAll (tokens = all held): side 1 for exactly t tokens;
 * `minAmount` (zero for none) is the least the account accepts.
 */
export function withdrawSingleAssetForTokens(
  amm: GridAmm,
  tokens: GridValue,
  minAmount: GridValue,
  fee: number,
  held: GridValue,
  withdrawAll = false,
): AmmOutcome<GridWithdrawal> {
  const tokensAdj = withdrawAll ? tokens : adjustedTokens(amm.lpBalance, tokens, false);
  if (ammRules().fixAMMv1_3 && tokensAdj.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount = ammAssetOut(amm.balance1, amm.lpBalance, tokensAdj, fee);
  if (!minAmount.n.isZero() && cmpValues(amount, minAmount) < 0) return fail('tecAMM_FAILED');
  return finish(amm, amount, undefined, tokensAdj, held, { withdrawAll, fee });
}

/**
 * tfLimitLPToken: single-asset withdrawal at an effective price of ePrice LP tokens per unit of side 1:
 * t = T·(T + A·E·(f - 2))/(T·f - A·E) rounded up, then adjusted; amount = t/E rounded down.
 */
export function withdrawWithPriceLimit(
  amm: GridAmm,
  minAmount: GridValue,
  ePrice: GridValue,
  fee: number,
  held: GridValue,
): AmmOutcome<GridWithdrawal> {
  const two = XrplNumber.fromBigInt(2n);
  const ae = amm.balance1.n.mul(ePrice.n);
  const f = feeFraction(fee);
  const T = amm.lpBalance.n;
  const numerator = T.add(ae.mul(f.sub(two)));
  const denominator = T.mul(f).sub(ae);
  const v1_3 = ammRules().fixAMMv1_3;
  const tokens = v1_3
    ? adjustLpTokens(
        amm.lpBalance,
        multiplyRounded(amm.lpBalance, numerator.div(denominator), 'upward'),
        false,
      )
    : onGrid(T.mul(numerator).div(denominator), false);
  if (tokens.n.signum() <= 0) return noTokens();
  const amount = v1_3
    ? withRoundingMode('downward', () => onGrid(tokens.n.div(ePrice.n), amm.balance1.xrp, 'downward'))
    : onGrid(tokens.n.div(ePrice.n), amm.balance1.xrp);
  if (!minAmount.n.isZero() && cmpValues(amount, minAmount) < 0) return fail('tecAMM_FAILED');
  return finish(amm, amount, undefined, tokens, held, { fee });
}

const ONE_TENTH_PERCENT = XrplNumber.from(1n, -3);

/**
 * fixAMMv1_1's sole-LP step (verifyAndAdjustLPTokenBalance), for an account the ledger found to be the only LP:
 * its holding replaces LPTokenBalance when the two differ by less than 0.1% of the larger; otherwise the
 * withdrawal fails with tecAMM_INVALID_TOKENS. Answers the LPTokenBalance to use.
 */
export function soleProviderLpBalance(held: GridValue, lpBalance: GridValue): AmmOutcome<GridValue> {
  if (cmpValues(held, lpBalance) === 0) return succeed(held);
  const [min, max] = cmpValues(held, lpBalance) < 0 ? [held, lpBalance] : [lpBalance, held];
  const distance = divideTokens(subValues(max, min), max);
  return distance.lt(ONE_TENTH_PERCENT) ? succeed(held) : fail('tecAMM_INVALID_TOKENS');
}
