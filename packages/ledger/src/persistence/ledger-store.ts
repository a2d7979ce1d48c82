import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { ClosedLedger } from '../chain/ledger.js';
import { acquireDataDirLock, type DataDirLock } from '@horizon/host';
import { emptyStateMap, StoredEntry, type StateMap } from '../state/entry.js';
import { decodeLedger, encodeLedger } from './ledger-codec.js';
import { readLog, RecordLog } from './record-log.js';

// Closed ledgers on disk: `ledgers.log` (every ledger, its transactions and state changes) and
// `snapshot.log` (one ledger's full state, rewritten atomically) so a restart need not replay all history.

const LOG = 'ledgers.log';
const SNAPSHOT = 'snapshot.log';
const TMP = 'snapshot.tmp';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export interface LoadResult {
  ledgers: ClosedLedger[];
  /** Bytes dropped from a torn log tail. */
  droppedBytes: number;
}

export class LedgerStore {
  private log?: RecordLog;
  private readonly lock: DataDirLock;

  /** Takes the folder for this process: throws DataDirInUseError while another localnet owns it. */
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.lock = acquireDataDirLock(dir, 'localnet', 'localnet');
  }

  /** Every intact ledger in order; ledgers older than the snapshot keep headers and transactions only. */
  load(): LoadResult {
    const contents = readLog(join(this.dir, LOG));
    this.log = new RecordLog(join(this.dir, LOG), contents.validLength);
    const snap = this.readSnapshot();
    const ledgers: ClosedLedger[] = [];
    let state = emptyStateMap();
    const empty = emptyStateMap();
    for (const payload of contents.records) {
      const seq = peekSeq(payload);
      let ledger: ClosedLedger;
      if (snap && seq < snap.seq) ledger = decodeLedger(payload, { none: empty });
      else if (snap && seq === snap.seq) ledger = decodeLedger(payload, { full: snap.state });
      else ledger = decodeLedger(payload, { parent: state });
      state = ledger.state;
      ledgers.push(ledger);
    }
    return { ledgers, droppedBytes: contents.fileLength - contents.validLength };
  }

  append(ledger: ClosedLedger, parentState: StateMap | undefined): void {
    if (!this.log) throw new Error('ledger store not loaded');
    this.log.append(encodeLedger(ledger, parentState));
  }

  /** Writes the full state of `ledger` to a new snapshot, replacing the old one atomically. */
  snapshot(ledger: ClosedLedger): void {
    const entries = [...ledger.state.entries()].map(([k, v]) => [k, v.blob]);
    const body = encoder.encode(JSON.stringify({ seq: ledger.header.seq, entries }));
    const tmp = join(this.dir, TMP);
    const log = new RecordLog(tmp, 0);
    log.append(body);
    log.close();
    renameSync(tmp, join(this.dir, SNAPSHOT));
    const fd = openSync(this.dir, 'r');
    fsyncSync(fd);
    closeSync(fd);
  }

  close(): void {
    this.log?.close();
    this.log = undefined;
    this.lock.release();
  }

  private readSnapshot(): { seq: number; state: StateMap } | undefined {
    const path = join(this.dir, SNAPSHOT);
    if (!existsSync(path)) return undefined;
    const [payload] = readLog(path).records;
    if (!payload) return undefined;
    const json = JSON.parse(decoder.decode(payload)) as { seq: number; entries: [string, string][] };
    let state = emptyStateMap();
    for (const [k, blob] of json.entries) state = state.set(k, StoredEntry.fromBlob(blob));
    return { seq: json.seq, state };
  }
}

function peekSeq(payload: Uint8Array): number {
  const head = decoder.decode(payload.subarray(0, 64));
  const m = /"seq":(\d+)/.exec(head);
  return m ? Number(m[1]) : 0;
}
