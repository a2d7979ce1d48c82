import { XrplNumber, withRoundingMode } from '../number/index.js';
import { depositFeeFactors } from './fee.js';
import { addValues, cmpValues, divideTokens, multiplyRounded, onGrid, type GridValue } from './grid-value.js';
import {
  adjustAssetInByTokens,
  adjustLpTokens,
  ammAssetIn,
  ammLpTokens,
  lpTokensOut,
  solveQuadraticEq,
} from './lp-math.js';
import { fail, succeed, type AmmOutcome } from './outcome.js';

/**
 * AMMDeposit's sub-modes (AMMDeposit.cpp, fixAMMv1_3). Side 1 of the pool is the asset named in the
 * transaction's Amount; side 2 the other. Results are what the ledger then moves, or the failure code.
 */
export interface GridAmm {
  readonly balance1: GridValue;
  readonly balance2: GridValue;
  readonly lpBalance: GridValue;
}

export interface GridDeposit {
  readonly amount1: GridValue;
  readonly amount2?: GridValue;
  readonly tokens: GridValue;
  readonly newLpBalance: GridValue;
}

interface Minimums {
  readonly amount1?: GridValue;
  readonly amount2?: GridValue;
  readonly tokens?: GridValue;
}

const below = (v: GridValue | undefined, min: GridValue | undefined): boolean =>
  min !== undefined && (v === undefined || cmpValues(v, min) < 0);

/** AMMDeposit::deposit's own checks: tokens must be positive and the minimums met. */
function finish(
  amm: GridAmm,
  amount1: GridValue,
  amount2: GridValue | undefined,
  tokens: GridValue,
  min: Minimums = {},
): AmmOutcome<GridDeposit> {
  if (tokens.n.signum() <= 0) return fail('tecAMM_INVALID_TOKENS');
  if (below(amount1, min.amount1) || below(amount2, min.amount2) || below(tokens, min.tokens)) {
    return fail('tecAMM_FAILED');
  }
  const newLpBalance = addValues(amm.lpBalance, tokens);
  return succeed(amount2 ? { amount1, amount2, tokens, newLpBalance } : { amount1, tokens, newLpBalance });
}

/** tfLPToken: both assets in proportion for t tokens; Amount/Amount2, when given, are minimums. */
export function depositForTokens(
  amm: GridAmm,
  tokens: GridValue,
  min: Minimums = {},
): AmmOutcome<GridDeposit> {
  const tokensAdj = adjustLpTokens(amm.lpBalance, tokens, true);
  if (tokensAdj.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const frac = divideTokens(tokensAdj, amm.lpBalance);
  const amount1 = multiplyRounded(amm.balance1, frac, 'upward');
  const amount2 = multiplyRounded(amm.balance2, frac, 'upward');
  return finish(amm, amount1, amount2, tokensAdj, { amount1: min.amount1, amount2: min.amount2 });
}

/** Tokens for a fraction of the pool: T·frac rounded down, then adjusted (getRoundedLPTokens). */
function tokensForFraction(amm: GridAmm, frac: XrplNumber): GridValue {
  return adjustLpTokens(amm.lpBalance, multiplyRounded(amm.lpBalance, frac, 'downward'), true);
}

/** tfTwoAsset: the largest proportional deposit within both maximums. */
export function depositTwoAssets(
  amm: GridAmm,
  max1: GridValue,
  max2: GridValue,
  minTokens?: GridValue,
): AmmOutcome<GridDeposit> {
  let tokens = tokensForFraction(amm, max1.n.div(amm.balance1.n));
  if (tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount2 = multiplyRounded(amm.balance2, tokens.n.div(amm.lpBalance.n), 'upward');
  if (cmpValues(amount2, max2) <= 0) return finish(amm, max1, amount2, tokens, { tokens: minTokens });
  tokens = tokensForFraction(amm, max2.n.div(amm.balance2.n));
  if (tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount1 = multiplyRounded(amm.balance1, tokens.n.div(amm.lpBalance.n), 'upward');
  if (cmpValues(amount1, max1) <= 0) return finish(amm, amount1, max2, tokens, { tokens: minTokens });
  return fail('tecAMM_FAILED');
}

/** tfSingleAsset: deposit up to `amount` of side 1 (a little less may go in after the token adjustment). */
export function depositSingleAsset(
  amm: GridAmm,
  amount: GridValue,
  fee: number,
  minTokens?: GridValue,
): AmmOutcome<GridDeposit> {
  const tokens = adjustLpTokens(amm.lpBalance, lpTokensOut(amm.balance1, amount, amm.lpBalance, fee), true);
  if (tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const adj = adjustAssetInByTokens(amm.balance1, amount, amm.lpBalance, tokens, fee);
  if (adj.tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  return finish(amm, adj.amount, undefined, adj.tokens, { tokens: minTokens });
}

/** tfOneAssetLPToken: exactly t tokens for side 1, paying at most `maxAmount`. */
export function depositSingleAssetForTokens(
  amm: GridAmm,
  tokens: GridValue,
  maxAmount: GridValue,
  fee: number,
): AmmOutcome<GridDeposit> {
  const tokensAdj = adjustLpTokens(amm.lpBalance, tokens, true);
  if (tokensAdj.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount = ammAssetIn(amm.balance1, amm.lpBalance, tokensAdj, fee);
  if (cmpValues(amount, maxAmount) > 0) return fail('tecAMM_FAILED');
  return finish(amm, amount, undefined, tokensAdj);
}

/** tfLimitLPToken: single-asset deposit whose price per LP token (asset/token) stays at most ePrice. */
export function depositWithPriceLimit(
  amm: GridAmm,
  amount: GridValue,
  ePrice: GridValue,
  fee: number,
): AmmOutcome<GridDeposit> {
  if (!amount.n.isZero()) {
    const tokens = adjustLpTokens(amm.lpBalance, lpTokensOut(amm.balance1, amount, amm.lpBalance, fee), true);
    if (tokens.n.signum() <= 0) return fail('tecAMM_INVALID_TOKENS');
    const adj = adjustAssetInByTokens(amm.balance1, amount, amm.lpBalance, tokens, fee);
    if (adj.tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
    if (adj.amount.n.div(adj.tokens.n).lte(ePrice.n)) return finish(amm, adj.amount, undefined, adj.tokens);
  }
  const amountIn = depositAtPrice(amm, ePrice, fee);
  if (amountIn.n.signum() <= 0) return fail('tecAMM_FAILED');
  const tokens = withRoundingMode('downward', () => onGrid(amountIn.n.div(ePrice.n), false, 'downward'));
  const tokensAdj = adjustLpTokens(amm.lpBalance, tokens, true);
  const adj = adjustAssetInByTokens(amm.balance1, amountIn, amm.lpBalance, tokensAdj, fee);
  if (adj.tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  return finish(amm, adj.amount, undefined, adj.tokens);
}

/** The deposit whose effective price is exactly ePrice: f1·A·R with R the positive root; rounded up. */
function depositAtPrice(amm: GridAmm, ePrice: GridValue, fee: number): GridValue {
  const two = XrplNumber.fromBigInt(2n);
  const one = XrplNumber.one;
  const { f1, f2 } = depositFeeFactors(fee);
  const c = f1.mul(amm.balance1.n).div(ePrice.n.mul(amm.lpBalance.n));
  const d = f1.add(c.mul(f2)).sub(c);
  const a1 = c.mul(c);
  const b1 = c.mul(c).mul(f2).mul(f2).add(two.mul(c)).sub(d.mul(d));
  const c1 = two.mul(c).mul(f2).mul(f2).add(one).sub(two.mul(d).mul(f2));
  return multiplyRounded(amm.balance1, f1.mul(solveQuadraticEq(a1, b1, c1)), 'upward');
}

/** tfTwoAssetIfEmpty: refilling an empty AMM; tokens = sqrt(a·b) as on creation. */
export function depositIntoEmpty(amount1: GridValue, amount2: GridValue): AmmOutcome<GridDeposit> {
  const tokens = ammLpTokens(amount1, amount2);
  const empty: GridAmm = { balance1: amount1, balance2: amount2, lpBalance: onGrid(XrplNumber.zero, false) };
  return finish(empty, amount1, amount2, tokens);
}
