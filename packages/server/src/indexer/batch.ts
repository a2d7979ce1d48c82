/**
 * Several consecutive derived ledgers merged into one write: rows appended in ledger order, each trust line
 * and pool at its last state. Storing a batch in one transaction is what makes a backfill fast.
 */
import type { LineState, PoolObservation } from './balance-changes.js';
import type { DerivedLedger, LedgerAmmEvent, LedgerTrade, LedgerTransfer } from './derive-ledger.js';

export interface LedgerRow {
  readonly ledgerIndex: number;
  readonly ledgerHash: string;
  readonly closeTime: number;
  readonly txCount: number;
  readonly tradeCount: number;
}

export interface LedgerBatch {
  readonly ledgers: LedgerRow[];
  readonly trades: LedgerTrade[];
  readonly transfers: LedgerTransfer[];
  readonly ammEvents: LedgerAmmEvent[];
  readonly lines: Map<string, LineState>;
  readonly pools: Map<string, PoolObservation & { readonly ledgerIndex: number; readonly closeTime: number }>;
  /** Close time of the newest ledger, Unix seconds. */
  readonly closeTime: number;
}

export function mergeLedgers(ledgers: readonly DerivedLedger[]): LedgerBatch {
  const batch: LedgerBatch = {
    ledgers: [],
    trades: [],
    transfers: [],
    ammEvents: [],
    lines: new Map(),
    pools: new Map(),
    closeTime: ledgers.at(-1)?.closeTime ?? 0,
  };
  for (const ledger of ledgers) {
    batch.ledgers.push({
      ledgerIndex: ledger.ledgerIndex,
      ledgerHash: ledger.ledgerHash,
      closeTime: ledger.closeTime,
      txCount: ledger.txCount,
      tradeCount: ledger.trades.length,
    });
    batch.trades.push(...ledger.trades);
    batch.transfers.push(...ledger.transfers);
    batch.ammEvents.push(...ledger.ammEvents);
    for (const [key, line] of ledger.lines) {
      const created = line.created || (batch.lines.get(key)?.created ?? false);
      batch.lines.set(key, { ...line, created });
    }
    for (const [account, pool] of ledger.pools) {
      const merged: Record<string, unknown> = { ...batch.pools.get(account) };
      for (const [field, value] of Object.entries(pool)) if (value !== undefined) merged[field] = value;
      batch.pools.set(account, {
        ...(merged as unknown as PoolObservation),
        ledgerIndex: ledger.ledgerIndex,
        closeTime: ledger.closeTime,
      });
    }
  }
  return batch;
}
