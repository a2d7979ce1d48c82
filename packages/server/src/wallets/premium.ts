/**
 * Premium (spec §6, §9): at least 100 of the platform token held, or 5 XRP paid to the treasury within the
 * last 30 days ("5 XRP per month"; several smaller payments in the window add up).
 */
import { PREMIUM_MIN_PLATFORM_TOKENS, PREMIUM_MONTHLY_FEE_DROPS, type TokenId } from '@horizon/core';
import { IssuedValue } from '@horizon/protocol';
import type { LedgerGateway } from '../xrpl/index.js';

export const PREMIUM_PAYMENT_WINDOW_MS = 30 * 24 * 3600 * 1000;

export interface PremiumRule {
  /** Unset: nobody qualifies by holding. */
  readonly platformToken: TokenId | undefined;
  /** Unset: nobody qualifies by paying. */
  readonly treasuryAddress: string | undefined;
}

const MIN_TOKENS = IssuedValue.fromString(PREMIUM_MIN_PLATFORM_TOKENS);

export async function isPremiumWallet(
  classicAddress: string,
  rule: PremiumRule,
  ledger: LedgerGateway,
  nowMs: number,
): Promise<boolean> {
  if (rule.platformToken) {
    const held = await ledger.tokenBalance(classicAddress, rule.platformToken);
    if (held.gte(MIN_TOKENS)) return true;
  }
  if (rule.treasuryAddress && rule.treasuryAddress !== classicAddress) {
    const paid = await ledger.xrpPaidTo(
      classicAddress,
      rule.treasuryAddress,
      nowMs - PREMIUM_PAYMENT_WINDOW_MS,
    );
    if (paid >= PREMIUM_MONTHLY_FEE_DROPS) return true;
  }
  return false;
}
