import { describe, expect, it } from 'vitest';
import { dirAppend, dirInsert, dirRemove, ownerDirRemove, readU64 } from '../../src/state/directory.js';
import { emptyStateMap } from '../../src/state/entry.js';
import { keylet } from '../../src/state/keys.js';
import { ApplyView } from '../../src/state/view.js';

// rippled's dirAdd / dirRemove, for book directories (arrival order) and owner directories (sorted pages).

const ROOT = 'AB'.repeat(32);
const OWNER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
/** 64-hex keys whose text order is the reverse of `n`'s. */
const key = (n: number) => (999 - n).toString(16).padStart(64, '0').toUpperCase();

function page(view: ApplyView, rootKey: string, n: bigint) {
  return view.read(keylet.dirPage(rootKey, n));
}

describe('directories', () => {
  it('appends to a book directory in arrival order, 32 a page, each page described', () => {
    const view = new ApplyView(emptyStateMap());
    const pages = Array.from({ length: 70 }, (_, n) => dirAppend(view, ROOT, key(n), { ExchangeRate: '1' }));
    expect(pages.slice(0, 32).every((p) => p === 0n)).toBe(true);
    expect(pages[32]).toBe(1n);
    expect(pages[69]).toBe(2n);
    const root = page(view, ROOT, 0n);
    expect(root?.Indexes).toEqual(Array.from({ length: 32 }, (_, n) => key(n)));
    expect(root?.ExchangeRate).toBe('1');
    expect(readU64(root ?? { LedgerEntryType: '' }, 'IndexPrevious')).toBe(2n);
    expect(page(view, ROOT, 2n)?.Indexes).toHaveLength(6);
    expect(() => dirAppend(view, ROOT, key(69), {})).toThrow('double insertion');
  });

  it('unlinks an emptied middle page, and erases the directory once empty', () => {
    const view = new ApplyView(emptyStateMap());
    for (let n = 0; n < 70; n++) dirAppend(view, ROOT, key(n), {});
    for (let n = 32; n < 64; n++) expect(dirRemove(view, ROOT, 1n, key(n))).toBe(true);
    expect(page(view, ROOT, 1n)).toBeUndefined();
    expect(readU64(page(view, ROOT, 0n) ?? { LedgerEntryType: '' }, 'IndexNext')).toBe(2n);
    expect(readU64(page(view, ROOT, 2n) ?? { LedgerEntryType: '' }, 'IndexPrevious')).toBe(0n);
    expect(dirRemove(view, ROOT, 1n, key(40))).toBe(false);
    for (let n = 64; n < 70; n++) dirRemove(view, ROOT, 2n, key(n));
    for (let n = 0; n < 32; n++) dirRemove(view, ROOT, 0n, key(n));
    expect(view.read(ROOT)).toBeUndefined();
  });

  it('sorts an owner directory page and keeps its root when asked', () => {
    const view = new ApplyView(emptyStateMap());
    const rootKey = keylet.ownerDir(OWNER);
    for (let n = 0; n < 3; n++) expect(dirInsert(view, OWNER, key(n))).toBe(0n);
    expect(view.read(rootKey)?.Indexes).toEqual([key(2), key(1), key(0)]);
    expect(view.read(rootKey)?.Owner).toBe(OWNER);
    for (let n = 0; n < 3; n++) ownerDirRemove(view, OWNER, 0n, key(n), true);
    expect(view.read(rootKey)?.Indexes).toEqual([]);
  });
});
