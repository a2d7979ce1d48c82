import type { StateMap } from '../state/entry.js';
import { StoredEntry } from '../state/entry.js';
import { keylet } from '../state/keys.js';

// rippled's Ledger::updateSkipList: the LedgerHashes entries that let a ledger find its ancestors.

function append(state: StateMap, key: string, parentHash: string, prevSeq: number, cap: boolean): StateMap {
  const existing = state.get(key)?.fields;
  const hashes = [...((existing?.Hashes as string[] | undefined) ?? [])];
  if (cap && hashes.length === 256) hashes.shift();
  hashes.push(parentHash);
  const fields = { LedgerEntryType: 'LedgerHashes', Flags: 0, Hashes: hashes, LastLedgerSequence: prevSeq };
  return state.set(key, new StoredEntry(fields));
}

/** The state of ledger `seq` with its parent's hash recorded. */
export function updateSkipList(state: StateMap, seq: number, parentHash: string): StateMap {
  const prev = seq - 1;
  let next = state;
  if ((prev & 0xff) === 0) next = append(next, keylet.skipListFor(prev), parentHash, prev, false);
  return append(next, keylet.skipList(), parentHash, prev, true);
}
