import type { EntryFields } from './entry.js';
import { keylet } from './keys.js';
import type { ApplyView } from './view.js';

// Directories as rippled's ApplyView::dirAdd / dirRemove: pages of 32 keys chained through
// IndexNext/IndexPrevious, the root's IndexPrevious naming the last page. Owner directories keep each page
// sorted (dirInsert); book directories keep arrival order, FIFO within a quality (dirAppend).

export const DIR_NODE_MAX_ENTRIES = 32;
const DIR_NODE_MAX_PAGES = 262144n;

export function readU64(fields: Readonly<EntryFields>, name: string): bigint {
  const v = fields[name];
  return typeof v === 'string' ? BigInt(`0x${v}`) : 0n;
}

/** A UInt64 field as rippled's JSON prints it: lower-case hex, no leading zeros. */
export function u64Field(n: bigint): string {
  return n.toString(16);
}

function indexes(fields: Readonly<EntryFields>): string[] {
  return [...((fields.Indexes as string[] | undefined) ?? [])];
}

/** What a directory's pages carry besides their keys and links. */
type PageDescription = Readonly<Record<string, unknown>>;

function newPage(rootKey: string, key: string, describe: PageDescription): EntryFields {
  return { LedgerEntryType: 'DirectoryNode', Flags: 0, RootIndex: rootKey, Indexes: [key], ...describe };
}

/**
 * rippled's dirAdd: adds `key` to the last page of the directory at `rootKey` (appended, or sorted into the
 * page), or to a new page after it; answers the page, or undefined when the directory is full. `describe` is
 * what each page carries besides the keys (an owner directory's Owner, a book's currencies and rate).
 */
function dirAdd(
  view: ApplyView,
  preserveOrder: boolean,
  rootKey: string,
  key: string,
  describe: PageDescription,
): bigint | undefined {
  const root = view.peek(rootKey);
  if (!root) {
    view.insert(rootKey, newPage(rootKey, key, describe));
    return 0n;
  }
  let page = readU64(root, 'IndexPrevious');
  const nodeKey = keylet.dirPage(rootKey, page);
  const node = page === 0n ? root : view.peek(nodeKey);
  if (!node) throw new Error('Directory chain: root back-pointer broken.');
  const list = indexes(node);
  if (list.length < DIR_NODE_MAX_ENTRIES) {
    if (list.includes(key)) throw new Error('dirInsert: double insertion');
    list.push(key);
    if (!preserveOrder) list.sort();
    node.Indexes = list;
    view.update(nodeKey, node);
    return page;
  }
  if (++page >= DIR_NODE_MAX_PAGES) return undefined;
  node.IndexNext = u64Field(page);
  view.update(nodeKey, node);
  root.IndexPrevious = u64Field(page);
  view.update(rootKey, root);
  const fresh = newPage(rootKey, key, describe);
  if (page !== 1n) fresh.IndexPrevious = u64Field(page - 1n);
  view.insert(keylet.dirPage(rootKey, page), fresh);
  return page;
}

/** Adds `key` to the owner directory of `owner`, sorted within its page; returns the page, or undefined when full. */
export function dirInsert(view: ApplyView, owner: string, key: string): bigint | undefined {
  return dirAdd(view, false, keylet.ownerDir(owner), key, { Owner: owner });
}

/** Appends `key` to the book directory at `rootKey`; answers the page, or undefined when full. */
export function dirAppend(
  view: ApplyView,
  rootKey: string,
  key: string,
  describe: PageDescription,
): bigint | undefined {
  return dirAdd(view, true, rootKey, key, describe);
}

/**
 * rippled's dirRemove: removes `key` from page `page` of the directory at `rootKey`, deleting emptied pages
 * and, unless `keepRoot`, the emptied directory; false when the key was not there.
 */
export function dirRemove(
  view: ApplyView,
  rootKey: string,
  page: bigint,
  key: string,
  keepRoot = false,
): boolean {
  const nodeKey = keylet.dirPage(rootKey, page);
  const node = view.peek(nodeKey);
  if (!node) return false;
  const list = indexes(node);
  const at = list.indexOf(key);
  if (at < 0) return false;
  list.splice(at, 1);
  node.Indexes = list;
  view.update(nodeKey, node);
  if (list.length > 0) return true;

  let prevPage = readU64(node, 'IndexPrevious');
  let nextPage = readU64(node, 'IndexNext');
  if (page === 0n) {
    if (nextPage === prevPage && nextPage !== page) {
      const lastKey = keylet.dirPage(rootKey, nextPage);
      const last = view.peek(lastKey);
      if (last && indexes(last).length === 0) {
        node.IndexNext = u64Field(0n);
        node.IndexPrevious = u64Field(0n);
        view.update(nodeKey, node);
        view.erase(lastKey);
        nextPage = prevPage = page;
      }
    }
    if (!keepRoot && nextPage === page && prevPage === page) view.erase(nodeKey);
    return true;
  }
  return unlinkPage(view, rootKey, nodeKey, prevPage, nextPage, keepRoot);
}

/** dirRemove on the owner directory of `owner`. */
export function ownerDirRemove(
  view: ApplyView,
  owner: string,
  page: bigint,
  key: string,
  keepRoot = false,
): boolean {
  return dirRemove(view, keylet.ownerDir(owner), page, key, keepRoot);
}

function unlinkPage(
  view: ApplyView,
  rootKey: string,
  nodeKey: string,
  prevPage: bigint,
  nextPage: bigint,
  keepRoot: boolean,
): boolean {
  const prevKey = keylet.dirPage(rootKey, prevPage);
  const nextKey = keylet.dirPage(rootKey, nextPage);
  const prev = view.peek(prevKey);
  if (!prev) throw new Error('Directory chain: fwd link broken.');
  prev.IndexNext = u64Field(nextPage);
  view.update(prevKey, prev);
  const next = view.peek(nextKey);
  if (!next) throw new Error('Directory chain: rev link broken.');
  next.IndexPrevious = u64Field(prevPage);
  view.update(nextKey, next);
  view.erase(nodeKey);
  if (nextPage !== 0n && readU64(next, 'IndexNext') === 0n && indexes(next).length === 0) {
    view.erase(nextKey);
    prev.IndexNext = u64Field(0n);
    view.update(prevKey, prev);
    const root = view.peek(rootKey);
    if (!root) throw new Error('Directory chain: root link broken.');
    root.IndexPrevious = u64Field(prevPage);
    view.update(rootKey, root);
    nextPage = 0n;
  }
  if (!keepRoot && nextPage === 0n && prevPage === 0n && indexes(prev).length === 0) view.erase(prevKey);
  return true;
}

/** Every key listed in `owner`'s directory, page by page, with the page that lists it. */
export function* ownerDirEntries(
  read: (key: string) => Readonly<EntryFields> | undefined,
  owner: string,
): Generator<{ page: string; key: string }> {
  const rootKey = keylet.ownerDir(owner);
  let pageKey = rootKey;
  for (;;) {
    const node = read(pageKey);
    if (!node) return;
    for (const key of indexes(node)) yield { page: pageKey, key };
    const next = readU64(node, 'IndexNext');
    if (next === 0n) return;
    pageKey = keylet.dirPage(rootKey, next);
  }
}

/** True when `owner` has no owner directory or it lists nothing (rippled's dirIsEmpty). */
export function dirIsEmpty(read: (key: string) => Readonly<EntryFields> | undefined, owner: string): boolean {
  const root = read(keylet.ownerDir(owner));
  if (!root) return true;
  if (indexes(root).length > 0) return false;
  return readU64(root, 'IndexNext') === 0n;
}
