/**
 * Fee programs and trading numbers (spec §1, §9). Rates are integer basis points (1 bp = 0.01%) or exact
 * decimal strings, never floats; amounts of XRP are bigint drops.
 */

/** Basis points in a whole (100% = 10000 bp). */
export const BASIS_POINTS_PER_WHOLE = 10_000n;

/** The total trading fee the trader pays: 1% of the trade's XRP value. */
export const TRADING_FEE_BPS = 100n;
/** Referral share: a fixed 30% of the 1% fee, i.e. 0.30% of the trade, for life, in XRP. */
export const REFERRAL_FEE_BPS = 30n;
/** The referral's part of the total fee, in percent. */
export const REFERRAL_SHARE_OF_FEE_PERCENT = 30n;
/** Devback: 0.05% of every swap, owed to the token's developer. */
export const DEVBACK_FEE_BPS = 5n;
/** Burn: 0.25% per trade of an ordinary token. */
export const BURN_FEE_BPS = 25n;
/** Burn: 0.40% for the platform token, the community token and tokens launched on Horizon. */
export const BURN_FEE_BPS_HORIZON_TOKENS = 40n;

/** Sniper: 1 XRP per wallet. */
export const SNIPER_FEE_DROPS = 1_000_000n;
/** Premium by holding: at least this many of the platform token (exact decimal). */
export const PREMIUM_MIN_PLATFORM_TOKENS = '100';
/** Premium by payment: 5 XRP per month. */
export const PREMIUM_MONTHLY_FEE_DROPS = 5_000_000n;
/** Token Voting: the weekly winner gets 5% of daily revenue for burns. */
export const VOTING_WINNER_REVENUE_BPS = 500n;

/** Ledger trading-fee units: TradingFee = rate × 100000 (1% = 1000). */
export const TRADING_FEE_SCALE = 100_000;
/** AMM vote fee range as a rate (exact decimals): 0 to 0.01, i.e. 0% to 1%. */
export const AMM_VOTE_FEE_MIN_RATE = '0';
export const AMM_VOTE_FEE_MAX_RATE = '0.01';
/** The same range in ledger units (0.01 × 100000). */
export const AMM_TRADING_FEE_MAX_UNITS = 1000;
/** AMM fee shown when the server sends none, in percent. */
export const DEFAULT_AMM_FEE_DISPLAY_PERCENT = 1;

/** Default slippage tolerance, in percent. */
export const DEFAULT_SLIPPAGE_PERCENT = 1;
/** Slippage tolerance bounds, in percent (Horizon's choice; the spec names only the default). */
export const MIN_SLIPPAGE_PERCENT = '0.1';
export const MAX_SLIPPAGE_PERCENT = '50';
