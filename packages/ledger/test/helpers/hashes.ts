import { hashes } from 'xrpl';
import { expect } from 'vitest';
import type { LedgerNode, LedgerReader } from '../../src/node/node-api.js';

function asXrplLedger(reader: LedgerReader, withState: boolean) {
  const h = reader.header;
  const accountState = withState
    ? reader.stateEntries(undefined, 100000).entries.map((e) => e.entry)
    : undefined;
  return {
    ledger_index: h.seq,
    total_coins: h.totalCoins.toString(),
    parent_hash: h.parentHash,
    transaction_hash: h.transactionHash,
    account_hash: h.accountHash,
    parent_close_time: h.parentCloseTime,
    close_time: h.closeTime,
    close_time_resolution: h.closeTimeResolution,
    close_flags: h.closeFlags,
    accountState,
    transactions: reader.transactions().map((r) => ({ ...r.txJson, metaData: r.meta })),
  };
}

/** The ledger's header, state and transaction hashes, recomputed by xrpl.js from its contents. */
export function expectHashesMatchXrplJs(node: LedgerNode, seq: number): void {
  const reader = node.getLedger(seq);
  if (!reader) throw new Error(`no ledger ${seq}`);
  const ledger = asXrplLedger(reader, true);
  expect(hashes.hashLedger(ledger as never, { computeTreeHashes: true })).toBe(reader.header.hash);
}
