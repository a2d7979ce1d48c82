/** Token ids of the plan: currency code as the ledger holds it, then the issuer (CURRENCY:ISSUER). */
import { normalizeCurrency, tokenIdOf } from '@horizon/core';
import { currencyToHex } from '@horizon/protocol';
import { deriveWallet } from './keys.js';
import { DEMO_TOKENS, TREASURY, type TokenPlan, tokenOfRole } from './world-plan.js';

export const issuerName = (ticker: string): string => `issuer:${ticker}`;

export function tokenId(master: Buffer, plan: Pick<TokenPlan, 'ticker'>): string {
  const issuer = deriveWallet(master, issuerName(plan.ticker)).classicAddress;
  return tokenIdOf(normalizeCurrency(currencyToHex(plan.ticker)), issuer);
}

/**
 * The server's settings for the demo market (DESIGN "configuration"): the treasury and the platform,
 * community and USD tokens. Known before anything is seeded because every address derives from the master.
 */
export function demoServerEnv(
  master: Buffer,
  tokens: readonly TokenPlan[] = DEMO_TOKENS,
): Record<string, string> {
  return {
    TREASURY_ADDRESS: deriveWallet(master, TREASURY).classicAddress,
    PLATFORM_TOKEN: tokenId(master, tokenOfRole('platform', tokens)),
    COMMUNITY_TOKEN: tokenId(master, tokenOfRole('community', tokens)),
    USD_TOKEN: tokenId(master, tokenOfRole('usd', tokens)),
  };
}
