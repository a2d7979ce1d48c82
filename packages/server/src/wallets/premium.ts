/**
 * Premium (spec §6, §9): at least 100 of the platform token held, or 5 XRP paid to the treasury within the
 * last 30 days ("5 XRP per month"; several smaller payments in the window add up).
 */
import {
  PREMIUM_MIN_PLATFORM_TOKENS,
  PREMIUM_MONTHLY_FEE_DROPS,
  PREMIUM_PAYMENT_WINDOW_DAYS,
  type TokenId,
} from '@horizon/core';
import { IssuedValue } from '@horizon/protocol';
import type { LedgerGateway } from '../xrpl/index.js';

export const PREMIUM_PAYMENT_WINDOW_MS = PREMIUM_PAYMENT_WINDOW_DAYS * 24 * 3600 * 1000;

export interface PremiumRule {
  /** Unset: nobody qualifies by holding. */
  readonly platformToken: TokenId | undefined;
  /** Unset: nobody qualifies by paying. */
  readonly treasuryAddress: string | undefined;
}

const MIN_TOKENS = IssuedValue.fromString(PREMIUM_MIN_PLATFORM_TOKENS);

const holdsEnough = (held: IssuedValue) => held.gte(MIN_TOKENS);
const paidEnough = (paidDrops: bigint) => paidDrops >= PREMIUM_MONTHLY_FEE_DROPS;

export async function isPremiumWallet(
  classicAddress: string,
  rule: PremiumRule,
  ledger: LedgerGateway,
  nowMs: number,
): Promise<boolean> {
  if (rule.platformToken) {
    const held = await ledger.tokenBalance(classicAddress, rule.platformToken);
    if (holdsEnough(held)) return true;
  }
  if (rule.treasuryAddress && rule.treasuryAddress !== classicAddress) {
    const paid = await ledger.xrpPaidTo(
      classicAddress,
      rule.treasuryAddress,
      nowMs - PREMIUM_PAYMENT_WINDOW_MS,
    );
    if (paidEnough(paid)) return true;
  }
  return false;
}

export interface PremiumStanding {
  /** The rule that holds, holding first; null when neither does. */
  readonly by: 'tokens' | 'payment' | null;
  readonly heldTokens: IssuedValue;
  /** XRP paid to the treasury within the window. */
  readonly paidDrops: bigint;
}

/** Both sides of the rule, for the premium page (isPremiumWallet stops at the first that holds). */
export async function premiumStanding(
  classicAddress: string,
  rule: PremiumRule,
  ledger: LedgerGateway,
  nowMs: number,
): Promise<PremiumStanding> {
  const heldTokens = rule.platformToken
    ? await ledger.tokenBalance(classicAddress, rule.platformToken)
    : IssuedValue.zero;
  const paidDrops =
    rule.treasuryAddress && rule.treasuryAddress !== classicAddress
      ? await ledger.xrpPaidTo(classicAddress, rule.treasuryAddress, nowMs - PREMIUM_PAYMENT_WINDOW_MS)
      : 0n;
  const by = holdsEnough(heldTokens) ? 'tokens' : paidEnough(paidDrops) ? 'payment' : null;
  return { by, heldTokens, paidDrops };
}
