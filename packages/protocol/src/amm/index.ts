/**
 * AMM math as rippled computes it (XLS-30, fixAMMv1_1..v1_3 rounding), on values rippled would hold in an
 * STAmount, seen as Numbers: a GridValue is { n: XrplNumber, xrp } — XRP counted in whole drops, tokens with
 * 16 digits. Fees are trading-fee units (0..1000, 1000 = 1%).
 *
 *   swapAssetIn({ in: I, out: O }, amountIn, fee)   → what the pool pays out (rounded down)
 *   swapAssetOut({ in: I, out: O }, amountOut, fee) → what the pool asks in (rounded up; the asset max if O <= out)
 *   ammLpTokens(a, b)                                → LP tokens on creation / refilling an empty AMM
 *   deposit*(amm, …) / withdraw*(amm, …)             → one function per AMMDeposit / AMMWithdraw sub-mode,
 *       answering { ok: true, value: { amount1, amount2?, tokens, newLpBalance } } or { ok: false, code }
 *   lpTokensOut / ammAssetIn / lpTokensIn / ammAssetOut / adjustLpTokens → the underlying equations 3, 4, 7, 8
 *
 * Side 1 of a GridAmm is the asset the transaction's Amount names. The ledger adds the funding, reserve,
 * freeze and authorization checks around these results.
 */
export * from './fee.js';
export type { GridValue } from './grid-value.js';
export { AmmOverflowError, onGrid } from './grid-value.js';
export type { AmmFailureCode, AmmOutcome } from './outcome.js';
export { swapAssetIn, swapAssetOut, type GridPool } from './swap-math.js';
export {
  adjustAssetInByTokens,
  adjustAssetOutByTokens,
  adjustLpTokens,
  ammAssetIn,
  ammAssetOut,
  ammLpTokens,
  lpTokensIn,
  lpTokensOut,
  solveQuadraticEq,
} from './lp-math.js';
export {
  depositForTokens,
  depositIntoEmpty,
  depositSingleAsset,
  depositSingleAssetForTokens,
  depositTwoAssets,
  depositWithPriceLimit,
  type GridAmm,
  type GridDeposit,
} from './deposit-math.js';
export {
  withdrawForTokens,
  withdrawSingleAsset,
  withdrawSingleAssetForTokens,
  withdrawTwoAssets,
  withdrawWithPriceLimit,
  type GridWithdrawal,
} from './withdraw-math.js';
