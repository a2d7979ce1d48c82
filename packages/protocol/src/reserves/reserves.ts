/**
 * Account reserves as rippled computes them (Fees::accountReserve, xrpLiquid, SetTrust's reserve waiver).
 * All values are XRP drops as bigint.
 */

/** The reserve settings a ledger runs with: the base reserve and the owner reserve per owned object. */
export interface ReserveSettings {
  readonly baseDrops: bigint;
  readonly incrementDrops: bigint;
}

/** Mainnet base reserve since the fee vote of December 2024: 1 XRP. */
export const MAINNET_BASE_RESERVE_DROPS = 1_000_000n;
/** Mainnet owner reserve per owned object since December 2024: 0.2 XRP. */
export const MAINNET_OWNER_RESERVE_DROPS = 200_000n;

export const MAINNET_RESERVES: ReserveSettings = Object.freeze({
  baseDrops: MAINNET_BASE_RESERVE_DROPS,
  incrementDrops: MAINNET_OWNER_RESERVE_DROPS,
});

/** OwnerCount is a u32 on the ledger. */
const MAX_OWNER_COUNT = 0xffff_ffff;

/** A trust line is free to create while the account owns fewer than this many objects. */
export const FREE_TRUST_LINE_OWNER_COUNT = 2;

export class ReserveError extends Error {
  override readonly name = 'ReserveError';
}

function checkOwnerCount(ownerCount: number): void {
  if (!Number.isSafeInteger(ownerCount) || ownerCount < 0 || ownerCount > MAX_OWNER_COUNT) {
    throw new ReserveError(`Invalid owner count: ${ownerCount}`);
  }
}

/** reserve(ownerCount) = base + ownerCount × increment, in drops. */
export function accountReserve(ownerCount: number, settings: ReserveSettings = MAINNET_RESERVES): bigint {
  checkOwnerCount(ownerCount);
  return settings.baseDrops + BigInt(ownerCount) * settings.incrementDrops;
}

/** OwnerCount plus an adjustment, clamped to 0..2^32-1 like rippled's confineOwnerCount. */
export function confineOwnerCount(ownerCount: number, adjustment: number): number {
  checkOwnerCount(ownerCount);
  if (!Number.isSafeInteger(adjustment))
    throw new ReserveError(`Invalid owner count adjustment: ${adjustment}`);
  return Math.min(MAX_OWNER_COUNT, Math.max(0, ownerCount + adjustment));
}

export interface LiquidityInput {
  readonly balanceDrops: bigint;
  readonly ownerCount: number;
  /** Objects about to be added (+) or removed (-) before the reserve is checked; rippled's ownerCountAdj. */
  readonly ownerCountAdjustment?: number;
  /** Pseudo-accounts (AMM accounts) hold no reserve. */
  readonly isPseudoAccount?: boolean;
}

/** Spendable XRP: balance minus reserve(ownerCount + adjustment), never below zero (rippled's xrpLiquid). */
export function xrpLiquid(input: LiquidityInput, settings: ReserveSettings = MAINNET_RESERVES): bigint {
  const ownerCount = confineOwnerCount(input.ownerCount, input.ownerCountAdjustment ?? 0);
  const reserve = input.isPseudoAccount ? 0n : accountReserve(ownerCount, settings);
  return input.balanceDrops < reserve ? 0n : input.balanceDrops - reserve;
}

/**
 * The balance a new trust line (or a reserve-requiring change to one) needs before the transaction:
 * nothing while OwnerCount < 2, else reserve(OwnerCount + 1). OwnerCount is still incremented either way.
 */
export function trustLineReserveRequired(
  ownerCount: number,
  settings: ReserveSettings = MAINNET_RESERVES,
): bigint {
  checkOwnerCount(ownerCount);
  if (ownerCount < FREE_TRUST_LINE_OWNER_COUNT) return 0n;
  return accountReserve(confineOwnerCount(ownerCount, 1), settings);
}

/** True when an account with this prior balance may take on one more trust line. */
export function canAffordTrustLine(
  priorBalanceDrops: bigint,
  ownerCount: number,
  settings: ReserveSettings = MAINNET_RESERVES,
): boolean {
  return priorBalanceDrops >= trustLineReserveRequired(ownerCount, settings);
}
