import { decodeHex } from '../codec/decode.js';
import { encodeBytes, encodeHex } from '../codec/encode.js';
import { HashPrefix, fromHex, prefixBytes, sha512Half } from '../crypto/hash.js';
import { ShaMap } from '../shamap/shamap.js';

/** A ledger entry's fields as rippled's JSON (no `index`). Never mutated once stored in a map. */
export type EntryFields = Record<string, unknown> & { LedgerEntryType: string };

/**
 * A stored ledger entry: its JSON fields, or its canonical binary when restored from disk (decoded when first read).
 * The binary of a JSON entry is serialized when asked for, not kept: it would double every entry's memory.
 */
export class StoredEntry {
  private fieldsJson?: Readonly<EntryFields>;
  private blobHex?: string;

  constructor(fields: Readonly<EntryFields>) {
    this.fieldsJson = fields;
  }

  static fromBlob(blob: string): StoredEntry {
    const entry = Object.create(StoredEntry.prototype) as StoredEntry;
    entry.blobHex = blob;
    return entry;
  }

  get fields(): Readonly<EntryFields> {
    this.fieldsJson ??= decodeHex(this.blobHex as string) as EntryFields;
    return this.fieldsJson;
  }

  get blob(): string {
    return this.blobHex ?? encodeHex(this.fields);
  }

  /** The canonical binary. */
  bytes(): Uint8Array {
    return this.blobHex === undefined ? encodeBytes(this.fields) : fromHex(this.blobHex);
  }
}

const LEAF_PREFIX = prefixBytes(HashPrefix.leafNode);

export type StateMap = ShaMap<StoredEntry>;

export function emptyStateMap(): StateMap {
  return ShaMap.empty<StoredEntry>((key, value) => sha512Half(LEAF_PREFIX, value.bytes(), fromHex(key)));
}

/** A deep copy of fields, safe to mutate. */
export function cloneFields(fields: Readonly<EntryFields>): EntryFields {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v !== 'object' || v === null) out[k] = v;
    else if (Array.isArray(v))
      out[k] = v.map((e: unknown) => (typeof e === 'object' && e !== null ? structuredClone(e) : e));
    else out[k] = { ...(v as object) };
  }
  return out as EntryFields;
}
