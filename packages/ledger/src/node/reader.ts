import type {
  LedgerEntryJson,
  LedgerHeader,
  LedgerReader,
  StateEntry,
  TransactionRecord,
} from './node-api.js';
import { ownerDirEntries } from '../state/directory.js';
import { cloneFields, type StateMap } from '../state/entry.js';
import { keylet } from '../state/keys.js';

/** A read-only view of one ledger (open or closed) for the RPC layer. */
export class StateReader implements LedgerReader {
  constructor(
    readonly header: LedgerHeader,
    readonly state: StateMap,
    private readonly records: TransactionRecord[],
  ) {}

  readEntry(index: string): LedgerEntryJson | undefined {
    const key = index.toUpperCase();
    const stored = this.state.get(key);
    return stored ? ({ ...cloneFields(stored.fields), index: key } as LedgerEntryJson) : undefined;
  }

  readEntryBlob(index: string): string | undefined {
    return this.state.get(index.toUpperCase())?.blob;
  }

  accountRoot(address: string): LedgerEntryJson | undefined {
    return this.readEntry(keylet.account(address));
  }

  *ownerDirectory(address: string, after?: string): Iterable<{ page: string; entry: LedgerEntryJson }> {
    let skipping = after !== undefined;
    for (const { page, key } of ownerDirEntries((k) => this.state.get(k)?.fields, address)) {
      if (skipping) {
        if (key === after?.toUpperCase()) skipping = false;
        continue;
      }
      const entry = this.readEntry(key);
      if (entry) yield { page, entry };
    }
  }

  stateEntries(marker: string | undefined, limit: number): { entries: StateEntry[]; marker?: string } {
    const entries: StateEntry[] = [];
    for (const [index, stored] of this.state.entries(marker?.toUpperCase())) {
      if (entries.length === limit) return { entries, marker: entries[entries.length - 1]?.index as string };
      entries.push({
        index,
        entry: { ...cloneFields(stored.fields), index } as LedgerEntryJson,
        blob: stored.blob,
      });
    }
    return { entries };
  }

  transactions(): TransactionRecord[] {
    return this.records;
  }
}
