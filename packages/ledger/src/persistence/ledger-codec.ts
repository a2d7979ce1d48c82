import { decodeHex } from '../codec/decode.js';
import { transactionId as txIdOf } from '../engine/envelope.js';
import { hashLedgerHeader } from '../chain/header.js';
import type { ClosedLedger } from '../chain/ledger.js';
import { makeRecord } from '../chain/record.js';
import { txTreeHash, type TxLeaf } from '../chain/tx-map.js';
import type { LedgerHeader, TxJson, TxMetaJson } from '../node/node-api.js';
import { StoredEntry, type StateMap } from '../state/entry.js';

// One closed ledger as a log record: header, transactions with metadata, and the state entries it changed.

interface HeaderJson {
  seq: number;
  hash: string;
  parentHash: string;
  accountHash: string;
  transactionHash: string;
  closeTime: number;
  parentCloseTime: number;
  closeTimeResolution: number;
  closeFlags: number;
  totalCoins: string;
}

interface LedgerRecordJson {
  header: HeaderJson;
  txs: [string, string][];
  changes: [string, string | null][];
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeLedger(ledger: ClosedLedger, parentState: StateMap | undefined): Uint8Array {
  const h = ledger.header;
  const changes: [string, string | null][] = [];
  const diff = parentState ? ledger.state.diff(parentState) : new Map([...ledger.state.entries()]);
  for (const [key, entry] of diff) changes.push([key, entry ? entry.blob : null]);
  const json: LedgerRecordJson = {
    header: { ...h, totalCoins: h.totalCoins.toString() },
    txs: ledger.records.map((r) => [r.txBlob, r.metaBlob]),
    changes,
  };
  delete (json.header as Partial<HeaderJson> & { closed?: boolean }).closed;
  return encoder.encode(JSON.stringify(json));
}

/**
 * How to get a ledger's state while loading: apply its changes to the parent's, take a snapshot's as is,
 * or none (history older than the snapshot keeps headers and transactions only).
 */
export type StateSource = { parent: StateMap } | { full: StateMap } | { none: StateMap };

/** Rebuilds a ledger from its record, checking every hash it can. */
export function decodeLedger(payload: Uint8Array, source: StateSource): ClosedLedger {
  const json = JSON.parse(decoder.decode(payload)) as LedgerRecordJson;
  const h = json.header;
  const header: LedgerHeader = { ...h, totalCoins: BigInt(h.totalCoins), closed: true };
  let state: StateMap;
  if ('parent' in source) {
    state = source.parent;
    for (const [key, blob] of json.changes)
      state = blob === null ? state.delete(key) : state.set(key, StoredEntry.fromBlob(blob));
  } else state = 'full' in source ? source.full : source.none;
  const txs = new Map<string, TxLeaf>();
  const records = json.txs.map(([txBlob, metaBlob]) => {
    const txJson = decodeHex(txBlob) as unknown as TxJson;
    const meta = decodeHex(metaBlob) as unknown as TxMetaJson;
    const hash = txIdOf(txBlob);
    txs.set(hash, { txBlob, metaBlob });
    return makeRecord(txJson, hash, txBlob, meta, metaBlob, h.seq, h.closeTime, h.hash);
  });
  const stateOk = 'none' in source || state.hash() === h.accountHash;
  if (!stateOk || txTreeHash(txs) !== h.transactionHash || hashLedgerHeader(header) !== h.hash) {
    throw new Error(`ledger ${h.seq} in the log does not match its hashes`);
  }
  return { header, state, records };
}
