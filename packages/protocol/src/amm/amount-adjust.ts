import type { XrplNumber } from '../number/index.js';
import { cmpValues, minValue, multiplyRounded, onGrid, type GridValue } from './grid-value.js';
import { adjustLpTokens, ammAssetIn, ammAssetOut } from './lp-math.js';
import { ammRules } from './rules.js';

// How AMMDeposit and AMMWithdraw round by amendment (AMMHelpers getRoundedAsset, getRoundedLPTokens,
// adjustLPTokensOut/In, adjustAmountsByLPTokens): with fixAMMv1_3 each value rounds in the pool's favour and
// tokens are adjusted up front; without it values round to nearest and the amounts are adjusted to the tokens
// at the end.

/** An asset's share of the pool, balance·frac: rounded up paid in and down paid out; to nearest without v1_3. */
export function roundedAsset(balance: GridValue, frac: XrplNumber, isDeposit: boolean): GridValue {
  if (!ammRules().fixAMMv1_3) return onGrid(balance.n.mul(frac), balance.xrp);
  return multiplyRounded(balance, frac, isDeposit ? 'upward' : 'downward');
}

/** LP tokens for a share of the pool, T·frac: down out, up in, then adjusted; to nearest without v1_3. */
export function roundedLpTokens(lpBalance: GridValue, frac: XrplNumber, isDeposit: boolean): GridValue {
  if (!ammRules().fixAMMv1_3) return onGrid(lpBalance.n.mul(frac), false);
  return adjustLpTokens(
    lpBalance,
    multiplyRounded(lpBalance, frac, isDeposit ? 'downward' : 'upward'),
    isDeposit,
  );
}

/** adjustLPTokensOut / adjustLPTokensIn: the tokens asked for, adjusted to LPTokenBalance only with v1_3. */
export function adjustedTokens(lpBalance: GridValue, tokens: GridValue, isDeposit: boolean): GridValue {
  return ammRules().fixAMMv1_3 ? adjustLpTokens(lpBalance, tokens, isDeposit) : tokens;
}

export interface AdjustedAmounts {
  readonly amount1: GridValue;
  readonly amount2?: GridValue;
  readonly tokens: GridValue;
}

/**
 * adjustAmountsByLPTokens, before fixAMMv1_3 (with it, the amounts and tokens as they are): the tokens that
 * really change LPTokenBalance, and when fewer than asked, the amounts scaled to them (two assets) or re-derived
 * (one asset). Without fixAMMv1_1 the amounts never exceed those asked for, and a withdrawal re-derives its
 * asset from the tokens asked for.
 */
export function adjustAmountsByLpTokens(
  balance1: GridValue,
  amount1: GridValue,
  amount2: GridValue | undefined,
  lpBalance: GridValue,
  tokens: GridValue,
  fee: number,
  isDeposit: boolean,
): AdjustedAmounts {
  const same = amount2 ? { amount1, amount2, tokens } : { amount1, tokens };
  if (ammRules().fixAMMv1_3) return same;
  const actual = adjustLpTokens(lpBalance, tokens, isDeposit);
  if (actual.n.isZero()) return { ...same, tokens: actual };
  if (cmpValues(actual, tokens) >= 0) return { ...same, tokens: actual };
  const v1_1 = ammRules().fixAMMv1_1;
  if (amount2) {
    const fr = actual.n.div(tokens.n);
    const a1 = onGrid(fr.mul(amount1.n), amount1.xrp);
    const a2 = onGrid(fr.mul(amount2.n), amount2.xrp);
    return v1_1
      ? { amount1: a1, amount2: a2, tokens: actual }
      : { amount1: minValue(a1, amount1), amount2: minValue(a2, amount2), tokens: actual };
  }
  const a = isDeposit
    ? ammAssetIn(balance1, lpBalance, actual, fee)
    : ammAssetOut(balance1, lpBalance, v1_1 ? actual : tokens, fee);
  return { amount1: v1_1 ? a : minValue(a, amount1), tokens: actual };
}
