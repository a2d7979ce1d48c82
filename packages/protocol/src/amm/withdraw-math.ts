import { XrplNumber, withRoundingMode } from '../number/index.js';
import { feeFraction } from './fee.js';
import type { GridAmm } from './deposit-math.js';
import { cmpValues, divideTokens, multiplyRounded, onGrid, subValues, type GridValue } from './grid-value.js';
import { adjustAssetOutByTokens, adjustLpTokens, ammAssetOut, lpTokensIn } from './lp-math.js';
import { fail, succeed, type AmmOutcome } from './outcome.js';

/**
 * AMMWithdraw's sub-modes (AMMWithdraw.cpp, fixAMMv1_3). Side 1 is the asset named in Amount. `held` is the
 * withdrawing account's LP-token balance; for a sole LP, first take LPTokenBalance from soleProviderLpBalance.
 */
export interface GridWithdrawal {
  readonly amount1: GridValue;
  readonly amount2?: GridValue;
  readonly tokens: GridValue;
  readonly newLpBalance: GridValue;
}

const eq = (a: GridValue | undefined, b: GridValue): boolean => a !== undefined && cmpValues(a, b) === 0;

/** AMMWithdraw::withdraw's own checks before any transfer. */
function finish(
  amm: GridAmm,
  amount1: GridValue,
  amount2: GridValue | undefined,
  tokens: GridValue,
  held: GridValue,
): AmmOutcome<GridWithdrawal> {
  if (tokens.n.signum() <= 0 || cmpValues(tokens, held) > 0) return fail('tecAMM_INVALID_TOKENS');
  if (cmpValues(tokens, amm.lpBalance) > 0) return fail('tecINTERNAL');
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
  if (cmpValues(tokens, amm.lpBalance) === 0) return finish(amm, amm.balance1, amm.balance2, tokens, held);
  const tokensAdj = withdrawAll ? tokens : adjustLpTokens(amm.lpBalance, tokens, false);
  if (tokensAdj.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const frac = divideTokens(tokensAdj, amm.lpBalance);
  const amount1 = multiplyRounded(amm.balance1, frac, 'downward');
  const amount2 = multiplyRounded(amm.balance2, frac, 'downward');
  // Too few tokens would empty only one side through rounding.
  if (amount1.n.isZero() || amount2.n.isZero()) return fail('tecAMM_FAILED');
  return finish(amm, amount1, amount2, tokensAdj, held);
}

/** Tokens for a fraction of the pool: T·frac rounded up, then adjusted (getRoundedLPTokens, withdraw). */
function tokensForFraction(amm: GridAmm, frac: XrplNumber): GridValue {
  return adjustLpTokens(amm.lpBalance, multiplyRounded(amm.lpBalance, frac, 'upward'), false);
}

/** tfTwoAsset: the largest proportional withdrawal within both maximums. */
export function withdrawTwoAssets(
  amm: GridAmm,
  max1: GridValue,
  max2: GridValue,
  held: GridValue,
): AmmOutcome<GridWithdrawal> {
  let tokens = tokensForFraction(amm, max1.n.div(amm.balance1.n));
  if (tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount2 = multiplyRounded(amm.balance2, tokens.n.div(amm.lpBalance.n), 'downward');
  if (cmpValues(amount2, max2) <= 0) return finish(amm, max1, amount2, tokens, held);
  tokens = tokensForFraction(amm, max2.n.div(amm.balance2.n));
  if (tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount1 = multiplyRounded(amm.balance1, tokens.n.div(amm.lpBalance.n), 'downward');
  if (cmpValues(amount1, max1) > 0) return fail('tecAMM_FAILED');
  return finish(amm, amount1, max2, tokens, held);
}

/** tfSingleAsset: withdraw up to `amount` of side 1 (a little less may come out after the token adjustment). */
export function withdrawSingleAsset(
  amm: GridAmm,
  amount: GridValue,
  fee: number,
  held: GridValue,
): AmmOutcome<GridWithdrawal> {
  const tokens = adjustLpTokens(amm.lpBalance, lpTokensIn(amm.balance1, amount, amm.lpBalance, fee), false);
  if (tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const adj = adjustAssetOutByTokens(amm.balance1, amount, amm.lpBalance, tokens, fee);
  if (adj.tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  return finish(amm, adj.amount, undefined, adj.tokens, held);
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
  const tokensAdj = withdrawAll ? tokens : adjustLpTokens(amm.lpBalance, tokens, false);
  if (tokensAdj.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount = ammAssetOut(amm.balance1, amm.lpBalance, tokensAdj, fee);
  if (!minAmount.n.isZero() && cmpValues(amount, minAmount) < 0) return fail('tecAMM_FAILED');
  return finish(amm, amount, undefined, tokensAdj, held);
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
  const frac = T.add(ae.mul(f.sub(two))).div(T.mul(f).sub(ae));
  const tokens = adjustLpTokens(amm.lpBalance, multiplyRounded(amm.lpBalance, frac, 'upward'), false);
  if (tokens.n.signum() <= 0) return fail('tecAMM_INVALID_TOKENS');
  const amount = withRoundingMode('downward', () =>
    onGrid(tokens.n.div(ePrice.n), amm.balance1.xrp, 'downward'),
  );
  if (!minAmount.n.isZero() && cmpValues(amount, minAmount) < 0) return fail('tecAMM_FAILED');
  return finish(amm, amount, undefined, tokens, held);
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
