/** The cached wallet record (spec §3), at cache version 3, and its storage keys (all `horizon:`). */
import { CACHE_VERSION } from '@horizon/core';

export interface CachedTokenHolding {
  readonly token_id: string;
  readonly balance: string;
  readonly xrp_value: string;
  readonly currency_hex: string;
  readonly currency_decoded: string;
  readonly issuer: string;
  readonly total_xrp_spend: string;
  readonly total_xrp_sold: string;
  readonly pnl_xrp: string;
  readonly pnl_percent: number;
  readonly realized_pnl_xrp: string;
  readonly unrealized_pnl_xrp: string;
  readonly has_zero_cost_tokens: boolean;
}

export interface CachedHoldings {
  readonly classic_address: string;
  readonly xrp_balance_available: string;
  readonly xrp_balance_with_reserve: string;
  readonly token_holdings: readonly CachedTokenHolding[];
  readonly total_pnl_xrp: string;
  readonly total_pnl_pct: number;
}

export interface CachedTransaction {
  readonly tx_hash: string;
  readonly [field: string]: unknown;
}

export interface CachedTrustline {
  readonly token_id: string;
  readonly [field: string]: unknown;
}

export interface CachedWalletRecord {
  readonly holdings: CachedHoldings;
  readonly transactions: readonly CachedTransaction[];
  readonly trustlines: readonly CachedTrustline[];
  readonly premiumStatus: boolean | null;
  readonly lastChecked: number | null;
  readonly lpTokens: readonly unknown[];
  readonly lpTokensLastUpdated: number | null;
  readonly encryptedCredentials: string | null;
  readonly lastUpdated: number;
  readonly version: typeof CACHE_VERSION;
  readonly needsRefresh: boolean;
}

/** Per-wallet access metadata: what the quota cleanup ranks by. */
export interface CacheAccess {
  readonly lastAccessed: number;
  readonly accessCount: number;
  readonly size: number;
}

export const CACHE_KEYS = {
  record: (address: string) => `horizon:wallet_cache:${address}`,
  credentials: (address: string) => `horizon:wallet_credentials:${address}`,
  access: 'horizon:wallet_cache_access',
  lpPatterns: 'horizon:lp_patterns',
  recordPrefix: 'horizon:wallet_cache:',
  credentialsPrefix: 'horizon:wallet_credentials:',
} as const;

export function emptyHoldings(address: string): CachedHoldings {
  return {
    classic_address: address,
    xrp_balance_available: '0',
    xrp_balance_with_reserve: '0',
    token_holdings: [],
    total_pnl_xrp: '0',
    total_pnl_pct: 0,
  };
}

export function emptyRecord(address: string, now: number): CachedWalletRecord {
  return {
    holdings: emptyHoldings(address),
    transactions: [],
    trustlines: [],
    premiumStatus: null,
    lastChecked: null,
    lpTokens: [],
    lpTokensLastUpdated: null,
    encryptedCredentials: null,
    lastUpdated: now,
    version: CACHE_VERSION,
    needsRefresh: true,
  };
}
