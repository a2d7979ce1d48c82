import { cloneFields, StoredEntry, type EntryFields, type StateMap } from './entry.js';

export type Action = 'cache' | 'insert' | 'modify' | 'erase';

export interface ViewItem {
  action: Action;
  fields: EntryFields;
}

// A transaction's sandbox over a ledger state, as rippled's ApplyStateTable: reads fall through to the
// base map; peeked entries are private copies; the recorded actions become the metadata and the next state.
export class ApplyView {
  private items = new Map<string, ViewItem>();

  constructor(readonly base: StateMap) {}

  read(key: string): Readonly<EntryFields> | undefined {
    const item = this.items.get(key);
    if (item) return item.action === 'erase' ? undefined : item.fields;
    return this.base.get(key)?.fields;
  }

  exists(key: string): boolean {
    return this.read(key) !== undefined;
  }

  /** A mutable copy of the entry; call update() after changing it. */
  peek(key: string): EntryFields | undefined {
    const item = this.items.get(key);
    if (item) return item.action === 'erase' ? undefined : item.fields;
    const stored = this.base.get(key);
    if (!stored) return undefined;
    const fields = cloneFields(stored.fields);
    this.items.set(key, { action: 'cache', fields });
    return fields;
  }

  update(key: string, fields: EntryFields): void {
    const item = this.items.get(key);
    if (!item || item.action === 'erase') throw new Error(`update of an entry not peeked: ${key}`);
    item.fields = fields;
    if (item.action === 'cache') item.action = 'modify';
  }

  insert(key: string, fields: EntryFields): void {
    const item = this.items.get(key);
    if (item && item.action !== 'erase') throw new Error(`insert of an existing entry: ${key}`);
    this.items.set(key, { action: item ? 'modify' : 'insert', fields });
  }

  erase(key: string): void {
    const item = this.items.get(key);
    if (!item) throw new Error(`erase of an entry not peeked: ${key}`);
    if (item.action === 'insert') this.items.delete(key);
    else item.action = 'erase';
  }

  /** Records a modification made outside a transactor (metadata threading of owner accounts). */
  rawReplace(key: string, fields: EntryFields): void {
    this.items.set(key, { action: 'modify', fields });
  }

  /** Changed items in ascending key order (cached-only reads left out). */
  changes(): [string, ViewItem][] {
    return [...this.items.entries()]
      .filter(([, i]) => i.action !== 'cache')
      .sort(([a], [b]) => (a < b ? -1 : 1));
  }

  /** Forget every change (a tec result keeps only the fee and sequence). */
  discard(): void {
    this.items.clear();
  }

  /** The base state with every change applied. */
  commit(): StateMap {
    let map = this.base;
    for (const [key, item] of this.changes()) {
      map = item.action === 'erase' ? map.delete(key) : map.set(key, new StoredEntry(item.fields));
    }
    return map;
  }
}
