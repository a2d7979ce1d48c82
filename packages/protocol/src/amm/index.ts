/**
 * AMM math as rippled computes it (XLS-30 with fixAMMv1_1..v1_3, fixAMMOverflowOffer, fixReducedOffersV2).
 *
 * Amount-level API — pass Amounts of the pool's assets, get Amounts back on the ledger's grid (whole drops for
 * XRP, 16 digits for tokens), rounded in the pool's favour. `fee` is always the trading fee in units
 * (0..1000, 1000 = 1%) the account pays (the AMM's TradingFee, or the auction slot's DiscountedFee).
 *   pool = { balance1, balance2, lpTokenBalance }           balances in either order
 *   ammSwapIn(pool, amountIn, fee)        → the other asset the pool pays out (rounded down)
 *   ammSwapOut(pool, amountOut, fee)      → the other asset the pool asks in (rounded up)
 *   ammCreateLpTokens(a, b, ammAccount)   → AMMCreate's LP tokens sqrt(a·b)
 *   ammDeposit(pool, { mode, … }, fee)    → { ok, value: { amount, amount2?, tokens, lpTokenBalance } } | { ok: false, code }
 *   ammWithdraw(pool, { mode, … }, { lpTokens, soleProvider? }, fee) → the same shape
 *   spotPrice / spotPriceRate / priceImpactPercent → display prices (exact decimals) and the ledger's spot rate
 *   ammVote(slots, vote, T) / ammBid({ … })          → AMMVote's slots and fee, AMMBid's price, refund and burn
 *   ammOffer({ pool, initialPool, fee, clobRate?, multiPath, iteration }) → BookStep's synthetic AMM offer,
 *     with ammOfferLimitIn/Out to resize it and the quality functions for limitQuality.
 * Failures are engine results (tecAMM_*); an amount of an asset the pool does not hold throws AmmRequestError.
 * The deposit, withdrawal and LP-token math follows fixAMMv1_1 and fixAMMv1_3 unless run inside
 * withAmmRules({ fixAMMv1_1, fixAMMv1_3 }, fn), as the ledger does for a ledger without them.
 *
 * Grid-level API — the same formulas on GridValue = { n: XrplNumber, xrp } (XRP counted in drops), one function
 * per rippled helper and AMMDeposit / AMMWithdraw sub-mode, side 1 being the asset the transaction's Amount names.
 */
export * from './fee.js';
export type { GridValue } from './grid-value.js';
export { AmmOverflowError, onGrid } from './grid-value.js';
export { AmmRequestError, amountOf, gridOf } from './amount-grid.js';
export { mapOutcome, type AmmFailureCode, type AmmOutcome } from './outcome.js';
export {
  ammCreateLpTokens,
  ammSwapIn,
  ammSwapOut,
  poolSides,
  type AmmBalances,
  type AmmPool,
} from './amm-pool.js';
export { ALL_AMM_FIXES, ammRules, withAmmRules, type AmmRules } from './rules.js';
export { ammDeposit, type AmmDeposit, type AmmDepositRequest } from './amm-deposit.js';
export {
  ammWithdraw,
  type AmmWithdrawal,
  type AmmWithdrawRequest,
  type LiquidityProvider,
} from './amm-withdraw.js';
export { priceImpactPercent, spotPrice, spotPriceRate } from './price.js';
export { compareAccounts } from './account-order.js';
export {
  VOTE_MAX_SLOTS,
  VOTE_WEIGHT_SCALE_FACTOR,
  ammVote,
  type Vote,
  type VoteEntry,
  type VoteResult,
} from './vote-math.js';
export {
  AUCTION_SLOT_INTERVALS,
  AUCTION_SLOT_INTERVAL_SECONDS,
  AUCTION_SLOT_MIN_FEE_FRACTION,
  AUCTION_SLOT_TOTAL_SECONDS,
  ammBid,
  auctionTimeSlot,
  minSlotPrice,
  slotPrice,
  type AuctionSlot,
  type BidInput,
  type BidResult,
} from './bid-math.js';
export {
  AMM_MAX_ITERATIONS,
  ammOffer,
  fibSeqOffer,
  maxOffer,
  type AmmOffer,
  type AmmOfferRequest,
} from './amm-offer.js';
export {
  changeSpotPriceQuality,
  gridOfferRate,
  solveQuadraticEqSmallest,
  type GridOffer,
} from './offer-sizing.js';
export {
  ammOfferLimitIn,
  ammOfferLimitOut,
  ammOfferInvariantHolds,
  ammQualityFunction,
  clobQualityFunction,
  combineQualityFunctions,
  outFromAverageQuality,
  type QualityFunction,
} from './offer-limits.js';
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
  soleProviderLpBalance,
  withdrawForTokens,
  withdrawSingleAsset,
  withdrawSingleAssetForTokens,
  withdrawTwoAssets,
  withdrawWithPriceLimit,
  type GridWithdrawal,
} from './withdraw-math.js';
