/**
 * XRPL wire flags, with rippled's values (TxFlags.h, LedgerFormats.h): transaction `Flags` bits (tf),
 * AccountSet `SetFlag`/`ClearFlag` numbers (asf) and ledger-object `Flags` bits (lsf). Bits are only
 * unique within one transaction or object type, so each group names its owner.
 */

// Every transaction.
export const TF_FULLY_CANONICAL_SIG = 0x80000000;

// Payment.
export const TF_NO_RIPPLE_DIRECT = 0x00010000;
export const TF_PARTIAL_PAYMENT = 0x00020000;
export const TF_LIMIT_QUALITY = 0x00040000;

// OfferCreate.
export const TF_PASSIVE = 0x00010000;
export const TF_IMMEDIATE_OR_CANCEL = 0x00020000;
export const TF_FILL_OR_KILL = 0x00040000;
export const TF_SELL = 0x00080000;

// TrustSet.
export const TF_SET_AUTH = 0x00010000;
export const TF_SET_NO_RIPPLE = 0x00020000;
export const TF_CLEAR_NO_RIPPLE = 0x00040000;
export const TF_SET_FREEZE = 0x00100000;
export const TF_CLEAR_FREEZE = 0x00200000;

// AMMDeposit and AMMWithdraw (the two withdraw-all bits are AMMWithdraw's only).
export const TF_LP_TOKEN = 0x00010000;
export const TF_WITHDRAW_ALL = 0x00020000;
export const TF_ONE_ASSET_WITHDRAW_ALL = 0x00040000;
export const TF_SINGLE_ASSET = 0x00080000;
export const TF_TWO_ASSET = 0x00100000;
export const TF_ONE_ASSET_LP_TOKEN = 0x00200000;
export const TF_LIMIT_LP_TOKEN = 0x00400000;
export const TF_TWO_ASSET_IF_EMPTY = 0x00800000;

// AMMClawback.
export const TF_CLAW_TWO_ASSETS = 0x00000001;

// AccountSet SetFlag / ClearFlag.
export const ASF_REQUIRE_DEST = 1;
export const ASF_REQUIRE_AUTH = 2;
export const ASF_DISALLOW_XRP = 3;
export const ASF_DISABLE_MASTER = 4;
export const ASF_ACCOUNT_TXN_ID = 5;
export const ASF_NO_FREEZE = 6;
export const ASF_GLOBAL_FREEZE = 7;
export const ASF_DEFAULT_RIPPLE = 8;
export const ASF_DEPOSIT_AUTH = 9;

// AccountRoot Flags.
export const LSF_PASSWORD_SPENT = 0x00010000;
export const LSF_REQUIRE_DEST_TAG = 0x00020000;
export const LSF_REQUIRE_AUTH = 0x00040000;
export const LSF_DISALLOW_XRP = 0x00080000;
export const LSF_DISABLE_MASTER = 0x00100000;
export const LSF_NO_FREEZE = 0x00200000;
export const LSF_GLOBAL_FREEZE = 0x00400000;
export const LSF_DEFAULT_RIPPLE = 0x00800000;
export const LSF_DEPOSIT_AUTH = 0x01000000;

// Offer Flags.
export const LSF_PASSIVE = 0x00010000;
export const LSF_SELL = 0x00020000;

// RippleState (trust line) Flags.
export const LSF_LOW_RESERVE = 0x00010000;
export const LSF_HIGH_RESERVE = 0x00020000;
export const LSF_LOW_AUTH = 0x00040000;
export const LSF_HIGH_AUTH = 0x00080000;
export const LSF_LOW_NO_RIPPLE = 0x00100000;
export const LSF_HIGH_NO_RIPPLE = 0x00200000;
export const LSF_LOW_FREEZE = 0x00400000;
export const LSF_HIGH_FREEZE = 0x00800000;
export const LSF_AMM_NODE = 0x01000000;
