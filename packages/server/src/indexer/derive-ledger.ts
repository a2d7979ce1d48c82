/**
 * One validated ledger turned into what the database keeps: its trades (priced, timed), transfers, AMM
 * events, the final state of each trust line and pool it touched. Pure: the same ledger gives the same rows.
 */
import type { LineState, PoolObservation } from './balance-changes.js';
import { type Dec, decFromDrops, divide, dropsOf, isZero, mul } from './decimal.js';
import { type AmmEvent, type DerivedTrade, type DerivedTransfer, deriveTx } from './derive-trades.js';
import type { ValidatedLedger } from './ledger-json.js';
import { txIndex } from './ledger-json.js';

interface Placed {
  readonly ledgerIndex: number;
  readonly txIndex: number;
  /** Unix seconds. */
  readonly executedAt: number;
}

export interface LedgerTrade extends Omit<DerivedTrade, 'xrpDrops'>, Placed {
  readonly xrpDrops: bigint;
  readonly priceInXrp: Dec;
}

export type LedgerTransfer = DerivedTransfer & Placed;
export type LedgerAmmEvent = AmmEvent & Placed;

type MutablePool = { -readonly [K in keyof PoolObservation]: PoolObservation[K] };

export interface DerivedLedger {
  readonly ledgerIndex: number;
  readonly ledgerHash: string;
  readonly closeTime: number;
  readonly txCount: number;
  readonly trades: LedgerTrade[];
  readonly transfers: LedgerTransfer[];
  readonly ammEvents: LedgerAmmEvent[];
  /** Last state per "holder|token" in this ledger; `created` if any change created the line. */
  readonly lines: Map<string, LineState>;
  /** Pools merged over the ledger's transactions. */
  readonly pools: Map<string, PoolObservation>;
}

/** Last known XRP price of a token, for valuing swap legs no XRP passed through. */
export type PriceLookup = (tokenId: string) => Dec | undefined;

export function priceOf(xrpDrops: bigint, tokenAmount: Dec): Dec {
  return divide(decFromDrops(xrpDrops), tokenAmount);
}

function mergePool(pools: Map<string, PoolObservation>, seen: PoolObservation): void {
  const current = (pools.get(seen.ammAccount) ?? { ammAccount: seen.ammAccount }) as MutablePool;
  const merged: MutablePool = { ...current };
  for (const [key, value] of Object.entries(seen)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  pools.set(seen.ammAccount, merged);
}

/** The price a pool gives its token after this transaction, when both sides are known. */
function poolPrice(pool: PoolObservation | undefined): Dec | undefined {
  if (!pool?.tokenBalance || pool.xrpDrops === undefined || isZero(pool.tokenBalance)) return undefined;
  if (pool.xrpPool === false || pool.deleted) return undefined;
  return priceOf(pool.xrpDrops, pool.tokenBalance);
}

export function deriveLedger(
  ledger: ValidatedLedger,
  lastPrice: PriceLookup = () => undefined,
): DerivedLedger {
  const derived: DerivedLedger = {
    ledgerIndex: ledger.ledgerIndex,
    ledgerHash: ledger.ledgerHash,
    closeTime: ledger.closeTime,
    txCount: ledger.transactions.length,
    trades: [],
    transfers: [],
    ammEvents: [],
    lines: new Map(),
    pools: new Map(),
  };
  const prices = new Map<string, Dec>();
  const priceFor = (tokenId: string) => prices.get(tokenId) ?? lastPrice(tokenId);
  for (const tx of ledger.transactions) {
    const place = { ledgerIndex: ledger.ledgerIndex, txIndex: txIndex(tx), executedAt: ledger.closeTime };
    const { changes, trades, transfers, ammEvents } = deriveTx(tx);
    for (const trade of trades) {
      const drops = trade.xrpDrops ?? valueAt(priceFor(trade.tokenId), trade.tokenAmount);
      if (drops === undefined || drops <= 0n) continue;
      const priced = { ...trade, ...place, xrpDrops: drops, priceInXrp: priceOf(drops, trade.tokenAmount) };
      derived.trades.push(priced);
      if (trade.role === 'taker') prices.set(trade.tokenId, priced.priceInXrp);
    }
    for (const transfer of transfers) derived.transfers.push({ ...transfer, ...place });
    for (const event of ammEvents) derived.ammEvents.push({ ...event, ...place });
    for (const line of changes.lines) {
      const key = `${line.holder}|${line.tokenId}`;
      const created = line.created || (derived.lines.get(key)?.created ?? false);
      derived.lines.set(key, { ...line, created });
    }
    for (const pool of changes.pools.values()) {
      mergePool(derived.pools, pool);
      const merged = derived.pools.get(pool.ammAccount);
      const price = poolPrice(merged);
      if (price && merged?.tokenId) prices.set(merged.tokenId, price);
    }
  }
  return derived;
}

function valueAt(price: Dec | undefined, amount: Dec): bigint | undefined {
  return price === undefined ? undefined : dropsOf(mul(price, amount));
}
