/**
 * One validated ledger turned into what the database keeps: its trades (priced, timed), transfers, AMM
 * events, the final state of each trust line and pool it touched. Pure: the same ledger gives the same rows.
 */
import type { LineState, PoolObservation } from './balance-changes.js';
import {
  type Decimal,
  INDEXED_PRECISION,
  decimalFromDrops,
  divideOrThrow,
  dropsOfDecimal,
  isZeroDecimal,
  multiplyDecimals,
} from '@horizon/core';
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
  readonly priceInXrp: Decimal;
  /** The trader's balance of the token once the transaction was applied (average cost needs it). */
  readonly heldAfter?: Decimal;
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
export type PriceLookup = (tokenId: string) => Decimal | undefined;

export function priceOf(xrpDrops: bigint, tokenAmount: Decimal): Decimal {
  return divideOrThrow(decimalFromDrops(xrpDrops), tokenAmount, INDEXED_PRECISION, 'toward-zero');
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
function poolPrice(pool: PoolObservation | undefined): Decimal | undefined {
  if (!pool?.tokenBalance || pool.xrpDrops === undefined || isZeroDecimal(pool.tokenBalance))
    return undefined;
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
  const prices = new Map<string, Decimal>();
  const priceFor = (tokenId: string) => prices.get(tokenId) ?? lastPrice(tokenId);
  for (const tx of ledger.transactions) {
    const place = { ledgerIndex: ledger.ledgerIndex, txIndex: txIndex(tx), executedAt: ledger.closeTime };
    const { changes, trades, transfers, ammEvents } = deriveTx(tx);
    const swapValue = swapValues(trades, priceFor);
    for (const trade of trades) {
      const drops = trade.xrpDrops ?? swapValue.get(trade.account);
      if (drops === undefined || drops <= 0n) continue;
      const held = changes.lines.findLast((l) => l.holder === trade.account && l.tokenId === trade.tokenId);
      const priced: LedgerTrade = {
        ...trade,
        ...place,
        xrpDrops: drops,
        priceInXrp: priceOf(drops, trade.tokenAmount),
        ...(held ? { heldAfter: held.balance } : {}),
      };
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

function valueAt(price: Decimal | undefined, amount: Decimal): bigint | undefined {
  return price === undefined ? undefined : dropsOfDecimal(multiplyDecimals(price, amount), 'toward-zero');
}

/**
 * A token-to-token swap no XRP passed through is worth one XRP value, the amount sold at its last price (else
 * the amount bought at its own): both legs carry it, so the sell's proceeds are exactly the buy's cost.
 */
function swapValues(trades: readonly DerivedTrade[], priceFor: PriceLookup): Map<string, bigint> {
  const values = new Map<string, bigint>();
  const legs = trades.filter((t) => t.xrpDrops === null);
  if (legs.length === 0) return values;
  for (const sold of legs.filter((t) => t.side === 'sell')) {
    const bought = legs.find((t) => t.side === 'buy' && t.account === sold.account);
    const value =
      valueAt(priceFor(sold.tokenId), sold.tokenAmount) ??
      (bought ? valueAt(priceFor(bought.tokenId), bought.tokenAmount) : undefined);
    if (value !== undefined) values.set(sold.account, value);
  }
  return values;
}
