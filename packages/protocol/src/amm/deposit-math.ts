import { XrplNumber, withRoundingMode } from '../number/index.js';
import { depositFeeFactors } from './fee.js';
import { adjustAmountsByLpTokens, adjustedTokens, roundedAsset, roundedLpTokens } from './amount-adjust.js';
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
import { ammRules } from './rules.js';

/**
 * AMMDeposit's sub-modes (AMMDeposit.cpp), rounding by the amendments in force (ammRules). Side 1 of the pool is the asset named in the
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

/** Without fixAMMv1_3 a formula's zero tokens fail as tecAMM_FAILED; with it, as tecAMM_INVALID_TOKENS. */
const noTokens = (): AmmOutcome<never> =>
  fail(ammRules().fixAMMv1_3 ? 'tecAMM_INVALID_TOKENS' : 'tecAMM_FAILED');

/**
 * AMMDeposit::deposit: the amounts adjusted to the tokens (before fixAMMv1_3), then its own checks: tokens must
 * be positive and the minimums met. `fee` re-derives a single asset in that adjustment.
 */
function finish(
  amm: GridAmm,
  asked1: GridValue,
  asked2: GridValue | undefined,
  askedTokens: GridValue,
  min: Minimums = {},
  fee = 0,
): AmmOutcome<GridDeposit> {
  const adjusted = adjustAmountsByLpTokens(
    amm.balance1,
    asked1,
    asked2,
    amm.lpBalance,
    askedTokens,
    fee,
    true,
  );
  const { amount1, amount2, tokens } = adjusted;
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
  const tokensAdj = adjustedTokens(amm.lpBalance, tokens, true);
  if (ammRules().fixAMMv1_3 && tokensAdj.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const frac = divideTokens(tokensAdj, amm.lpBalance);
  const amount1 = roundedAsset(amm.balance1, frac, true);
  const amount2 = roundedAsset(amm.balance2, frac, true);
  return finish(amm, amount1, amount2, tokensAdj, { amount1: min.amount1, amount2: min.amount2 });
}

/** With fixAMMv1_3 the share is the one the rounded tokens buy (adjustFracByTokens). */
const fracOf = (amm: GridAmm, tokens: GridValue, frac: XrplNumber): XrplNumber =>
  ammRules().fixAMMv1_3 ? tokens.n.div(amm.lpBalance.n) : frac;

/** tfTwoAsset: the largest proportional deposit within both maximums. */
export function depositTwoAssets(
  amm: GridAmm,
  max1: GridValue,
  max2: GridValue,
  minTokens?: GridValue,
): AmmOutcome<GridDeposit> {
  let frac = max1.n.div(amm.balance1.n);
  let tokens = roundedLpTokens(amm.lpBalance, frac, true);
  if (tokens.n.isZero()) return noTokens();
  const amount2 = roundedAsset(amm.balance2, fracOf(amm, tokens, frac), true);
  if (cmpValues(amount2, max2) <= 0) return finish(amm, max1, amount2, tokens, { tokens: minTokens });
  frac = max2.n.div(amm.balance2.n);
  tokens = roundedLpTokens(amm.lpBalance, frac, true);
  if (tokens.n.isZero()) return noTokens();
  const amount1 = roundedAsset(amm.balance1, fracOf(amm, tokens, frac), true);
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
  const tokens = adjustedTokens(amm.lpBalance, lpTokensOut(amm.balance1, amount, amm.lpBalance, fee), true);
  if (tokens.n.isZero()) return noTokens();
  const adj = adjustAssetInByTokens(amm.balance1, amount, amm.lpBalance, tokens, fee);
  if (adj.tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  return finish(amm, adj.amount, undefined, adj.tokens, { tokens: minTokens }, fee);
}

/** tfOneAssetLPToken: exactly t tokens for side 1, paying at most `maxAmount`. */
export function depositSingleAssetForTokens(
  amm: GridAmm,
  tokens: GridValue,
  maxAmount: GridValue,
  fee: number,
): AmmOutcome<GridDeposit> {
  const tokensAdj = adjustedTokens(amm.lpBalance, tokens, true);
  if (ammRules().fixAMMv1_3 && tokensAdj.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  const amount = ammAssetIn(amm.balance1, amm.lpBalance, tokensAdj, fee);
  if (cmpValues(amount, maxAmount) > 0) return fail('tecAMM_FAILED');
  return finish(amm, amount, undefined, tokensAdj, {}, fee);
}

/** tfLimitLPToken: single-asset deposit whose price per LP token (asset/token) stays at most ePrice. */
export function depositWithPriceLimit(
  amm: GridAmm,
  amount: GridValue,
  ePrice: GridValue,
  fee: number,
): AmmOutcome<GridDeposit> {
  if (!amount.n.isZero()) {
    const tokens = adjustedTokens(amm.lpBalance, lpTokensOut(amm.balance1, amount, amm.lpBalance, fee), true);
    if (tokens.n.signum() <= 0) return noTokens();
    const adj = adjustAssetInByTokens(amm.balance1, amount, amm.lpBalance, tokens, fee);
    if (adj.tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
    if (adj.amount.n.div(adj.tokens.n).lte(ePrice.n))
      return finish(amm, adj.amount, undefined, adj.tokens, {}, fee);
  }
  const amountIn = depositAtPrice(amm, ePrice, fee);
  if (amountIn.n.signum() <= 0) return fail('tecAMM_FAILED');
  const adj = adjustAssetInByTokens(
    amm.balance1,
    amountIn,
    amm.lpBalance,
    tokensAtPrice(amm, amountIn, ePrice),
    fee,
  );
  if (adj.tokens.n.isZero()) return fail('tecAMM_INVALID_TOKENS');
  return finish(amm, adj.amount, undefined, adj.tokens, {}, fee);
}

/** The tokens a deposit buys at ePrice: amount/ePrice, rounded down and adjusted; to nearest without v1_3. */
function tokensAtPrice(amm: GridAmm, amountIn: GridValue, ePrice: GridValue): GridValue {
  if (!ammRules().fixAMMv1_3) return onGrid(amountIn.n.div(ePrice.n), false);
  const tokens = withRoundingMode('downward', () => onGrid(amountIn.n.div(ePrice.n), false, 'downward'));
  return adjustLpTokens(amm.lpBalance, tokens, true);
}

/** The deposit whose effective price is exactly ePrice: f1·A·R with R the positive root; rounded up (v1_3). */
function depositAtPrice(amm: GridAmm, ePrice: GridValue, fee: number): GridValue {
  const two = XrplNumber.fromBigInt(2n);
  const one = XrplNumber.one;
  const { f1, f2 } = depositFeeFactors(fee);
  const c = f1.mul(amm.balance1.n).div(ePrice.n.mul(amm.lpBalance.n));
  const d = f1.add(c.mul(f2)).sub(c);
  const a1 = c.mul(c);
  const b1 = c.mul(c).mul(f2).mul(f2).add(two.mul(c)).sub(d.mul(d));
  const c1 = two.mul(c).mul(f2).mul(f2).add(one).sub(two.mul(d).mul(f2));
  if (!ammRules().fixAMMv1_3)
    return onGrid(f1.mul(amm.balance1.n).mul(solveQuadraticEq(a1, b1, c1)), amm.balance1.xrp);
  return multiplyRounded(amm.balance1, f1.mul(solveQuadraticEq(a1, b1, c1)), 'upward');
}

/** tfTwoAssetIfEmpty: refilling an empty AMM; tokens = sqrt(a·b) as on creation. */
export function depositIntoEmpty(amount1: GridValue, amount2: GridValue): AmmOutcome<GridDeposit> {
  const tokens = ammLpTokens(amount1, amount2);
  const empty: GridAmm = { balance1: amount1, balance2: amount2, lpBalance: onGrid(XrplNumber.zero, false) };
  return finish(empty, amount1, amount2, tokens);
}
