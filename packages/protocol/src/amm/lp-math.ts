import { XrplNumber, root2, withRoundingMode } from '../number/index.js';
import { depositFeeFactors, feeFraction } from './fee.js';
import {
  addValues,
  cmpValues,
  minValue,
  multiplyRounded,
  onGrid,
  subValues,
  type GridValue,
} from './grid-value.js';
import { ammRules } from './rules.js';

/**
 * rippled's AMMHelpers.cpp deposit/withdraw formulas. With fixAMMv1_3 every result is rounded so the pool keeps
 * sqrt(A·B) >= LPTokenBalance (tokens out and assets paid out round down, tokens in and assets paid in round up);
 * without it (ammRules) the whole product rounds to nearest. T is the AMM's LPTokenBalance, A the pool balance of
 * the asset concerned, f the fee fraction.
 */

const n = (k: number): XrplNumber => XrplNumber.fromBigInt(BigInt(k));
const ONE = XrplNumber.one;
const TWO = n(2);
const FOUR = n(4);

/** Initial LP tokens sqrt(a·b), rounded down (ammLPTokens); to nearest without fixAMMv1_3. */
export function ammLpTokens(asset1: GridValue, asset2: GridValue): GridValue {
  const tokens = () => onGrid(root2(asset1.n.mul(asset2.n)), false);
  return ammRules().fixAMMv1_3 ? withRoundingMode('downward', tokens) : tokens();
}

/** Without fixAMMv1_3: the formula's whole value, converted to nearest (toSTAmount). */
const nearest = (like: GridValue, value: XrplNumber): GridValue => onGrid(value, like.xrp);

/**
 * Equation 3 (lpTokensOut): LP tokens for a single-asset deposit of b into a pool side B:
 * t = T·(r - c)/(1 + c), r = b/B, c = sqrt(f2² + r/f1) - f2, f1 = 1 - f, f2 = (1 - f/2)/f1; rounded down.
 */
export function lpTokensOut(
  balance: GridValue,
  deposit: GridValue,
  lpBalance: GridValue,
  fee: number,
): GridValue {
  const { f1, f2 } = depositFeeFactors(fee);
  const r = deposit.n.div(balance.n);
  const c = root2(f2.mul(f2).add(r.div(f1))).sub(f2);
  if (!ammRules().fixAMMv1_3) return nearest(lpBalance, lpBalance.n.mul(r.sub(c)).div(ONE.add(c)));
  const frac = r.sub(c).div(ONE.add(c));
  return multiplyRounded(lpBalance, frac, 'downward');
}

/** (-b + sqrt(b² - 4ac)) / 2a (solveQuadraticEq). */
export function solveQuadraticEq(a: XrplNumber, b: XrplNumber, c: XrplNumber): XrplNumber {
  return b
    .neg()
    .add(root2(b.mul(b).sub(FOUR.mul(a).mul(c))))
    .div(TWO.mul(a));
}

/** Equation 4 (ammAssetIn): the deposit of one asset that buys t LP tokens; rounded up. */
export function ammAssetIn(
  balance: GridValue,
  lpBalance: GridValue,
  tokens: GridValue,
  fee: number,
): GridValue {
  const { f1, f2 } = depositFeeFactors(fee);
  const t1 = tokens.n.div(lpBalance.n);
  const t2 = ONE.add(t1);
  const d = f2.sub(t1.div(t2));
  const a = ONE.div(t2.mul(t2));
  const b = TWO.mul(d).div(t2).sub(ONE.div(f1));
  const c = d.mul(d).sub(f2.mul(f2));
  if (!ammRules().fixAMMv1_3) return nearest(balance, balance.n.mul(solveQuadraticEq(a, b, c)));
  return multiplyRounded(balance, solveQuadraticEq(a, b, c), 'upward');
}

/** Equation 7 (lpTokensIn): LP tokens redeemed to withdraw b of one asset: t = T·(c - sqrt(c² - 4R))/2; rounded up. */
export function lpTokensIn(
  balance: GridValue,
  withdraw: GridValue,
  lpBalance: GridValue,
  fee: number,
): GridValue {
  const fr = withdraw.n.div(balance.n);
  const f = feeFraction(fee);
  const c = fr.mul(f).add(TWO).sub(f);
  const root = root2(c.mul(c).sub(FOUR.mul(fr)));
  if (!ammRules().fixAMMv1_3) return nearest(lpBalance, lpBalance.n.mul(c.sub(root)).div(TWO));
  const frac = c.sub(root).div(TWO);
  return multiplyRounded(lpBalance, frac, 'upward');
}

/** Equation 8 (ammAssetOut): one asset paid for redeeming t LP tokens: A·(t1² - t1(2 - f))/(t1·f - 1); rounded down. */
export function ammAssetOut(
  balance: GridValue,
  lpBalance: GridValue,
  tokens: GridValue,
  fee: number,
): GridValue {
  const f = feeFraction(fee);
  const t1 = tokens.n.div(lpBalance.n);
  const numerator = t1.mul(t1).sub(t1.mul(TWO.sub(f)));
  const denominator = t1.mul(f).sub(ONE);
  if (!ammRules().fixAMMv1_3) return nearest(balance, balance.n.mul(numerator).div(denominator));
  return multiplyRounded(balance, numerator.div(denominator), 'downward');
}

/**
 * adjustLPTokens: the tokens that really change the 16-digit LPTokenBalance, (T + t) - T on deposit and
 * (t - T) + T on withdrawal, rounded down so they never exceed the tokens asked for.
 */
export function adjustLpTokens(lpBalance: GridValue, tokens: GridValue, isDeposit: boolean): GridValue {
  return withRoundingMode('downward', () =>
    isDeposit
      ? subValues(addValues(lpBalance, tokens), lpBalance)
      : addValues(subValues(tokens, lpBalance), lpBalance),
  );
}

export interface TokensAndAmount {
  readonly tokens: GridValue;
  readonly amount: GridValue;
}

/**
 * adjustAssetInByTokens / adjustAssetOutByTokens: re-derive the asset from the adjusted tokens; if rounding made
 * it exceed the amount asked for, retry once with the amount reduced by the excess. Moves min(amount, re-derived).
 * Without fixAMMv1_3, tokens and amount as they are (adjustAmountsByLPTokens adjusts them later).
 */
function adjustAssetByTokens(
  balance: GridValue,
  amount: GridValue,
  lpBalance: GridValue,
  tokens: GridValue,
  fee: number,
  isDeposit: boolean,
): TokensAndAmount {
  if (!ammRules().fixAMMv1_3) return { tokens, amount };
  const assetFor = isDeposit ? ammAssetIn : ammAssetOut;
  const tokensFor = isDeposit ? lpTokensOut : lpTokensIn;
  let assetAdj = assetFor(balance, lpBalance, tokens, fee);
  let tokensAdj = tokens;
  if (cmpValues(assetAdj, amount) > 0) {
    const reduced = subValues(amount, subValues(assetAdj, amount));
    tokensAdj = adjustLpTokens(lpBalance, tokensFor(balance, reduced, lpBalance, fee), isDeposit);
    assetAdj = assetFor(balance, lpBalance, tokensAdj, fee);
  }
  return { tokens: tokensAdj, amount: minValue(amount, assetAdj) };
}

export function adjustAssetInByTokens(
  balance: GridValue,
  amount: GridValue,
  lpBalance: GridValue,
  tokens: GridValue,
  fee: number,
): TokensAndAmount {
  return adjustAssetByTokens(balance, amount, lpBalance, tokens, fee, true);
}

export function adjustAssetOutByTokens(
  balance: GridValue,
  amount: GridValue,
  lpBalance: GridValue,
  tokens: GridValue,
  fee: number,
): TokensAndAmount {
  return adjustAssetByTokens(balance, amount, lpBalance, tokens, fee, false);
}
