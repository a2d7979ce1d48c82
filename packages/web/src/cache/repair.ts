/**
 * Reading a stored record safely (spec §4 "Cache versioning", §5 "Cache"): version ≤ 2 migrates to 3
 * (empty LP tokens, credentials kept); anything malformed is repaired field by field.
 */
import {
  CACHE_LAST_MIGRATABLE_VERSION,
  CACHE_MAX_TRANSACTIONS,
  CACHE_VERSION,
  isKeptTokenHolding,
  sanitizeXrpBalance,
} from '@horizon/core';
import {
  type CachedHoldings,
  type CachedTokenHolding,
  type CachedTransaction,
  type CachedTrustline,
  type CachedWalletRecord,
  emptyHoldings,
} from './cache-record.js';

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const time = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback);
const percent = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export class CacheMigrationError extends Error {
  override readonly name = 'CacheMigrationError';
}

function repairHolding(h: Raw): CachedTokenHolding {
  return {
    token_id: h['token_id'] as string,
    balance: String(h['balance']),
    xrp_value: sanitizeXrpBalance(h['xrp_value']),
    currency_hex: text(h['currency_hex'], ''),
    currency_decoded: text(h['currency_decoded'], ''),
    issuer: text(h['issuer'], ''),
    total_xrp_spend: sanitizeXrpBalance(h['total_xrp_spend']),
    total_xrp_sold: sanitizeXrpBalance(h['total_xrp_sold']),
    pnl_xrp: text(h['pnl_xrp'], '0'),
    pnl_percent: percent(h['pnl_percent']),
    realized_pnl_xrp: text(h['realized_pnl_xrp'], '0'),
    unrealized_pnl_xrp: text(h['unrealized_pnl_xrp'], '0'),
    has_zero_cost_tokens: h['has_zero_cost_tokens'] === true,
  };
}

/** Holdings with zero balances where unreadable, the address corrected, bad token holdings dropped. */
export function repairHoldings(raw: unknown, address: string): CachedHoldings {
  if (!isObject(raw)) return emptyHoldings(address);
  const holdings = list(raw['token_holdings']).filter(isObject).filter(isKeptTokenHolding).map(repairHolding);
  return {
    classic_address: address,
    xrp_balance_available: sanitizeXrpBalance(raw['xrp_balance_available']),
    xrp_balance_with_reserve: sanitizeXrpBalance(raw['xrp_balance_with_reserve']),
    token_holdings: holdings,
    total_pnl_xrp: text(raw['total_pnl_xrp'], '0'),
    total_pnl_pct: percent(raw['total_pnl_pct']),
  };
}

/** A version ≤ 2 record as version 3: empty LP tokens added, credentials kept. */
export function migrateRecord(raw: Raw): Raw {
  const version = raw['version'];
  if (version !== undefined && (typeof version !== 'number' || version > CACHE_LAST_MIGRATABLE_VERSION)) {
    throw new CacheMigrationError(`cannot migrate cache version ${String(version)}`);
  }
  return { ...raw, lpTokens: [], lpTokensLastUpdated: null, version: CACHE_VERSION };
}

/** The record as version 3 with every field sound; throws CacheMigrationError when it cannot migrate. */
export function readRecord(raw: unknown, address: string, now: number): CachedWalletRecord {
  let r: Raw = isObject(raw) ? raw : {};
  const migrating = isObject(raw) && raw['version'] !== CACHE_VERSION;
  if (migrating) r = migrateRecord(r);
  const transactions = list(r['transactions'])
    .filter((t): t is CachedTransaction => isObject(t) && typeof t['tx_hash'] === 'string')
    .slice(0, CACHE_MAX_TRANSACTIONS);
  const trustlines = list(r['trustlines']).filter(
    (t): t is CachedTrustline => isObject(t) && typeof t['token_id'] === 'string',
  );
  const credentials = r['encryptedCredentials'];
  return {
    holdings: repairHoldings(r['holdings'], address),
    transactions,
    trustlines,
    premiumStatus: typeof r['premiumStatus'] === 'boolean' ? r['premiumStatus'] : null,
    lastChecked: time(r['lastChecked']),
    lpTokens: list(r['lpTokens']),
    lpTokensLastUpdated: time(r['lpTokensLastUpdated']),
    encryptedCredentials: typeof credentials === 'string' ? credentials : null,
    lastUpdated: time(r['lastUpdated']) ?? now,
    version: CACHE_VERSION,
    needsRefresh: isObject(raw) ? r['needsRefresh'] === true || migrating : true,
  };
}
