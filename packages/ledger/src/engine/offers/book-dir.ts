import { readU64, u64Field } from '../../state/directory.js';
import type { EntryFields } from '../../state/entry.js';
import { keylet } from '../../state/keys.js';
import type { ApplyView } from '../../state/view.js';

// Book directories as rippled's ApplyView::dirAppend / dirRemove: pages of 32 offers kept in arrival order
// (FIFO within a quality), each page carrying the book's description.

const MAX_ENTRIES = 32;

const list = (f: Readonly<EntryFields>): string[] => [...((f.Indexes as string[] | undefined) ?? [])];

/** Appends `key` to the directory rooted at `rootKey`; answers the page, or undefined when full. */
export function dirAppend(
  view: ApplyView,
  rootKey: string,
  key: string,
  describe: Record<string, unknown>,
): bigint | undefined {
  const root = view.peek(rootKey);
  if (!root) {
    view.insert(rootKey, {
      LedgerEntryType: 'DirectoryNode',
      Flags: 0,
      RootIndex: rootKey,
      Indexes: [key],
      ...describe,
    });
    return 0n;
  }
  let page = readU64(root, 'IndexPrevious');
  const nodeKey = keylet.dirPage(rootKey, page);
  const node = page === 0n ? root : view.peek(nodeKey);
  if (!node) throw new Error('Directory chain: root back-pointer broken.');
  const keys = list(node);
  if (keys.length < MAX_ENTRIES) {
    keys.push(key);
    node.Indexes = keys;
    view.update(nodeKey, node);
    return page;
  }
  page += 1n;
  node.IndexNext = u64Field(page);
  view.update(nodeKey, node);
  root.IndexPrevious = u64Field(page);
  view.update(rootKey, root);
  const fresh: EntryFields = {
    LedgerEntryType: 'DirectoryNode',
    Flags: 0,
    RootIndex: rootKey,
    Indexes: [key],
    ...describe,
  };
  if (page !== 1n) fresh.IndexPrevious = u64Field(page - 1n);
  view.insert(keylet.dirPage(rootKey, page), fresh);
  return page;
}

/** Removes `key` from page `page` of the directory at `rootKey`, deleting emptied pages and an empty root. */
export function dirRemoveKey(view: ApplyView, rootKey: string, page: bigint, key: string): boolean {
  const nodeKey = keylet.dirPage(rootKey, page);
  const node = view.peek(nodeKey);
  if (!node) return false;
  const keys = list(node);
  const at = keys.indexOf(key);
  if (at < 0) return false;
  keys.splice(at, 1);
  node.Indexes = keys;
  view.update(nodeKey, node);
  if (keys.length > 0) return true;
  const prev = readU64(node, 'IndexPrevious');
  const next = readU64(node, 'IndexNext');
  if (page === 0n) {
    if (next === 0n && prev === 0n) view.erase(nodeKey);
    return true;
  }
  relink(view, rootKey, prev, next);
  view.erase(nodeKey);
  const root = view.peek(rootKey);
  if (root && list(root).length === 0 && readU64(root, 'IndexNext') === 0n) view.erase(rootKey);
  return true;
}

function relink(view: ApplyView, rootKey: string, prev: bigint, next: bigint): void {
  const prevKey = keylet.dirPage(rootKey, prev);
  const p = view.peek(prevKey);
  if (!p) throw new Error('Directory chain: fwd link broken.');
  p.IndexNext = u64Field(next);
  view.update(prevKey, p);
  const nextKey = keylet.dirPage(rootKey, next);
  const n = view.peek(nextKey);
  if (!n) throw new Error('Directory chain: rev link broken.');
  n.IndexPrevious = u64Field(prev);
  view.update(nextKey, n);
}
