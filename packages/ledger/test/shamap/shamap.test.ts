import { hashes } from 'xrpl';
import { describe, expect, it } from 'vitest';
import { emptyStateMap, StoredEntry } from '../../src/state/entry.js';
import { keylet } from '../../src/state/keys.js';
import { newAccountRoot } from '../../src/state/account.js';
import { Wallet } from 'xrpl';
import { HashPrefix, fromHex, prefixBytes, sha512Half } from '../../src/crypto/hash.js';
import { ShaMap } from '../../src/shamap/shamap.js';

const LEAF_PREFIX = prefixBytes(HashPrefix.leafNode);

function accounts(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const address = Wallet.fromEntropy(new Uint8Array(16).fill(i + 1)).classicAddress;
    return { index: keylet.account(address), fields: newAccountRoot(address, BigInt(1_000_000 + i), i + 1) };
  });
}

describe('state tree hash', () => {
  it('is all zeros when the ledger holds nothing', () => {
    expect(emptyStateMap().hash()).toBe('0'.repeat(64));
  });

  it('equals xrpl.js hashStateTree for the same entries, whatever the insertion order', () => {
    const entries = accounts(40);
    let map = emptyStateMap();
    for (const e of [...entries].reverse()) map = map.set(e.index, new StoredEntry(e.fields));
    const expected = hashes.hashStateTree(entries.map((e) => ({ ...e.fields, index: e.index })) as never);
    expect(map.hash()).toBe(expected);
  });

  it('after deletions equals the tree built from the remaining entries (nodes collapse as in rippled)', () => {
    const entries = accounts(30);
    let map = emptyStateMap();
    for (const e of entries) map = map.set(e.index, new StoredEntry(e.fields));
    const before = map.hash();
    const kept = entries.filter((_, i) => i % 3 === 0);
    for (const [i, e] of entries.entries()) if (i % 3 !== 0) map = map.delete(e.index);
    const expected = hashes.hashStateTree(kept.map((e) => ({ ...e.fields, index: e.index })) as never);
    expect(map.hash()).toBe(expected);
    expect(map.size).toBe(kept.length);
    expect(before).not.toBe(expected);
  });

  it('keeps old versions intact when a new version changes an entry', () => {
    const [a] = accounts(1);
    if (!a) throw new Error('no account');
    const v1 = emptyStateMap().set(a.index, new StoredEntry(a.fields));
    const v2 = v1.set(a.index, new StoredEntry({ ...a.fields, Balance: '5' }));
    expect(v1.get(a.index)?.fields.Balance).toBe('1000000');
    expect(v2.get(a.index)?.fields.Balance).toBe('5');
  });

  it('lists entries in ascending index order, resuming after a marker', () => {
    const entries = accounts(20);
    let map = emptyStateMap();
    for (const e of entries) map = map.set(e.index, new StoredEntry(e.fields));
    const keys = [...map.entries()].map(([k]) => k);
    expect(keys).toEqual(entries.map((e) => e.index).sort());
    const after = keys[7] as string;
    expect([...map.entries(after)].map(([k]) => k)).toEqual(keys.slice(8));
  });
});

describe('a tree built at once', () => {
  it('has the hash, size and order of the same entries set one by one; a repeated key keeps its last value', () => {
    const entries = accounts(50).map((e) => [e.index, new StoredEntry(e.fields)] as const);
    let map = emptyStateMap();
    for (const [k, v] of entries) map = map.set(k, v);
    const first = entries[0] as (typeof entries)[number];
    const replaced = new StoredEntry({ ...first[1].fields, Balance: '7' });
    const built = ShaMap.build([...entries, [first[0], replaced] as const], (key, value) =>
      sha512Half(LEAF_PREFIX, value.bytes(), fromHex(key)),
    );
    map = map.set(first[0], replaced);
    expect(built.hash()).toBe(map.hash());
    expect(built.size).toBe(50);
    expect([...built.entries()].map(([k]) => k)).toEqual([...map.entries()].map(([k]) => k));
  });
});
