import { encodeHex } from '../codec/encode.js';
import { applyTransaction } from '../engine/apply.js';
import type { LedgerEnv } from '../engine/context.js';
import type { DecodedTx } from '../engine/envelope.js';
import { isTer, type Ter } from '../engine/ter.js';
import type { FeeSettings, TransactionRecord } from '../node/node-api.js';
import { canonicalOrder } from './canonical.js';
import { effectiveCloseTime, hashLedgerHeader } from './header.js';
import type { ClosedLedger } from './ledger.js';
import { updateSkipList } from './skip-list.js';
import { txTreeHash, type TxLeaf } from './tx-map.js';
import { makeRecord } from './record.js';

// Closing a ledger as rippled's buildLedger: re-apply the open ledger's transactions to the parent state in
// canonical order, in up to three passes (a tec or ter in the first two is retried, so order matters less).

const TOTAL_PASSES = 3;
const RETRY_PASSES = 1;

export interface BuildResult {
  ledger: ClosedLedger;
  /** Final results of every candidate: applied ones are in the ledger; the rest are not. */
  results: Map<string, Ter>;
}

export function buildLedger(
  parent: ClosedLedger,
  candidates: DecodedTx[],
  fees: FeeSettings,
  now: number,
  networkId = 0,
): BuildResult {
  const seq = parent.header.seq + 1;
  const closeTime = effectiveCloseTime(now, parent.header.closeTimeResolution, parent.header.closeTime);
  let state = parent.state;
  const txs = new Map<string, TxLeaf>();
  let burnt = 0n;
  const records: TransactionRecord[] = [];
  const results = new Map<string, Ter>();
  const env: LedgerEnv = {
    fees,
    ledgerSeq: seq,
    parentCloseTime: parent.header.closeTime,
    parentHash: parent.header.hash,
    networkId,
    open: false,
    txExists: (hash) => txs.has(hash),
  };

  let pending = canonicalOrder(candidates);
  let certainRetry = true;
  for (let pass = 0; pass < TOTAL_PASSES && pending.length > 0; pass++) {
    let changes = 0;
    const retry: DecodedTx[] = [];
    for (const tx of pending) {
      const out = applyTransaction(state, tx, env, { txIndex: records.length, retry: certainRetry });
      results.set(tx.hash, out.ter);
      if (out.applied && out.meta) {
        state = out.state;
        burnt += out.feeBurnt;
        const metaBlob = encodeHex(out.meta);
        txs.set(tx.hash, { txBlob: tx.blob, metaBlob });
        records.push(makeRecord(tx.json, tx.hash, tx.blob, out.meta, metaBlob, seq, closeTime));
        changes++;
      } else if (isTer(out.ter) || (certainRetry && out.ter.startsWith('tec'))) retry.push(tx);
    }
    pending = retry;
    if (changes === 0 && !certainRetry) break;
    if (changes === 0 || pass >= RETRY_PASSES) certainRetry = false;
  }

  state = updateSkipList(state, seq, parent.header.hash);
  const header = {
    seq,
    parentHash: parent.header.hash,
    transactionHash: txTreeHash(txs),
    accountHash: state.hash(),
    closeTime,
    parentCloseTime: parent.header.closeTime,
    closeTimeResolution: parent.header.closeTimeResolution,
    closeFlags: 0,
    totalCoins: parent.header.totalCoins - burnt,
  };
  const hash = hashLedgerHeader(header);
  for (const r of records) r.ledgerHash = hash;
  return { ledger: { header: { ...header, hash, closed: true }, state, records }, results };
}
