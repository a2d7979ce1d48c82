import { HashPrefix, prefixBytes, sha512Half, toHex } from '../crypto/hash.js';

// A persistent (copy-on-write) SHAMap: a 16-way radix tree over 256-bit keys, shaped as rippled's,
// each leaf at the shallowest depth where its key is unique. Old versions share nodes with new ones,
// so every closed ledger keeps its own state at the cost of the changed paths only.

export type LeafHasher<V> = (key: string, value: V) => Uint8Array;

// Node hashes are kept as 32-character binary strings (one character per byte): about 48 bytes each in V8,
// where a Buffer view on its digest held about 240.
interface Leaf<V> {
  readonly leaf: true;
  readonly key: string;
  readonly value: V;
  hash?: string;
}

interface Inner<V> {
  readonly leaf: false;
  readonly children: readonly (Node<V> | undefined)[];
  readonly size: number;
  hash?: string;
}

type Node<V> = Leaf<V> | Inner<V>;

const ZERO32 = new Uint8Array(32);
const INNER_PREFIX = prefixBytes(HashPrefix.innerNode);

function nibble(key: string, depth: number): number {
  return parseInt(key.charAt(depth), 16);
}

function inner<V>(children: (Node<V> | undefined)[]): Inner<V> {
  let size = 0;
  for (const c of children) if (c) size += c.leaf ? 1 : c.size;
  return { leaf: false, children, size };
}

function emptyChildren<V>(): (Node<V> | undefined)[] {
  return new Array<Node<V> | undefined>(16).fill(undefined);
}

function split<V>(a: Leaf<V>, b: Leaf<V>, depth: number): Inner<V> {
  const children = emptyChildren<V>();
  const na = nibble(a.key, depth);
  const nb = nibble(b.key, depth);
  if (na === nb) children[na] = split(a, b, depth + 1);
  else {
    children[na] = a;
    children[nb] = b;
  }
  return inner(children);
}

function setAt<V>(node: Node<V> | undefined, leaf: Leaf<V>, depth: number): Node<V> {
  if (!node) return leaf;
  if (node.leaf) return node.key === leaf.key ? leaf : split(node, leaf, depth);
  const n = nibble(leaf.key, depth);
  const children = node.children.slice();
  children[n] = setAt(children[n], leaf, depth + 1);
  return inner(children);
}

// Only for nodes of a map under construction: children are replaced in place.
function insertFresh<V>(node: Inner<V>, leaf: Leaf<V>, depth: number): void {
  const children = node.children as (Node<V> | undefined)[];
  const n = nibble(leaf.key, depth);
  const child = children[n];
  if (!child) children[n] = leaf;
  else if (!child.leaf) insertFresh(child, leaf, depth + 1);
  else children[n] = child.key === leaf.key ? leaf : split(child, leaf, depth + 1);
}

function recount<V>(node: Inner<V>): number {
  let size = 0;
  for (const c of node.children) if (c) size += c.leaf ? 1 : recount(c);
  (node as { size: number }).size = size;
  return size;
}

function removeAt<V>(
  node: Node<V> | undefined,
  key: string,
  depth: number,
  isRoot: boolean,
): Node<V> | undefined | null {
  // null = key not present (nothing changes)
  if (!node) return null;
  if (node.leaf) return node.key === key ? undefined : null;
  const n = nibble(key, depth);
  const next = removeAt(node.children[n], key, depth + 1, false);
  if (next === null) return null;
  const children = node.children.slice();
  children[n] = next;
  const rest = children.filter((c): c is Node<V> => c !== undefined);
  if (!isRoot && rest.length === 0) return undefined;
  // A lone leaf moves up to its parent's slot, as rippled collapses it.
  if (!isRoot && rest.length === 1 && rest[0]?.leaf) return rest[0];
  return inner(children);
}

export class ShaMap<V> {
  private constructor(
    private readonly root: Inner<V>,
    private readonly hasher: LeafHasher<V>,
  ) {}

  static empty<V>(hasher: LeafHasher<V>): ShaMap<V> {
    return new ShaMap<V>(inner(emptyChildren<V>()), hasher);
  }

  /** A map of `entries` built in place (no path copies: nothing is shared yet); a later key replaces an equal one. */
  static build<V>(entries: Iterable<readonly [string, V]>, hasher: LeafHasher<V>): ShaMap<V> {
    const root = inner(emptyChildren<V>());
    for (const [key, value] of entries) insertFresh(root, { leaf: true, key, value }, 0);
    recount(root);
    return new ShaMap<V>(root, hasher);
  }

  get size(): number {
    return this.root.size;
  }

  get(key: string): V | undefined {
    let node: Node<V> | undefined = this.root;
    for (let depth = 0; node; depth++) {
      if (node.leaf) return node.key === key ? node.value : undefined;
      node = node.children[nibble(key, depth)];
    }
    return undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  set(key: string, value: V): ShaMap<V> {
    return new ShaMap(setAt(this.root, { leaf: true, key, value }, 0) as Inner<V>, this.hasher);
  }

  delete(key: string): ShaMap<V> {
    const next = removeAt(this.root, key, 0, true);
    return next ? new ShaMap(next as Inner<V>, this.hasher) : this;
  }

  /** The root hash as rippled computes it (all zeros when empty), 64 hex upper case. */
  hash(): string {
    if (this.root.size === 0) return toHex(ZERO32);
    return Buffer.from(this.nodeHash(this.root), 'latin1').toString('hex').toUpperCase();
  }

  private nodeHash(node: Node<V>): string {
    if (node.hash !== undefined) return node.hash;
    let digest: Uint8Array;
    if (node.leaf) digest = this.hasher(node.key, node.value);
    else {
      const data = Buffer.alloc(INNER_PREFIX.length + 16 * 32);
      data.set(INNER_PREFIX);
      node.children.forEach((c, i) => {
        if (c) data.write(this.nodeHash(c), INNER_PREFIX.length + i * 32, 32, 'latin1');
      });
      digest = sha512Half(data);
    }
    node.hash = Buffer.from(digest.buffer, digest.byteOffset, 32).toString('latin1');
    return node.hash;
  }

  /** Keys whose value differs from `older` to this map: the new value, or undefined when deleted. */
  diff(older: ShaMap<V>): Map<string, V | undefined> {
    const out = new Map<string, V | undefined>();
    diffNodes(older.root, this.root, out);
    return out;
  }

  /** Entries in ascending key order, strictly after `after` when given. */
  *entries(after?: string): Generator<[string, V]> {
    yield* walk(this.root, 0, after);
  }
}

function* walk<V>(node: Node<V>, depth: number, after: string | undefined): Generator<[string, V]> {
  if (node.leaf) {
    if (after === undefined || node.key > after) yield [node.key, node.value];
    return;
  }
  const start = after === undefined ? 0 : nibble(after, depth);
  for (let n = start; n < 16; n++) {
    const child = node.children[n];
    if (child) yield* walk(child, depth + 1, n === start ? after : undefined);
  }
}

function collect<V>(node: Node<V> | undefined, into: Map<string, V>): void {
  if (!node) return;
  if (node.leaf) into.set(node.key, node.value);
  else for (const c of node.children) collect(c, into);
}

// Shared subtrees are skipped by identity: only the paths a change copied are visited.
function diffNodes<V>(a: Node<V> | undefined, b: Node<V> | undefined, out: Map<string, V | undefined>): void {
  if (a === b) return;
  if (a && b && !a.leaf && !b.leaf) {
    for (let i = 0; i < 16; i++) diffNodes(a.children[i], b.children[i], out);
    return;
  }
  const before = new Map<string, V>();
  const after = new Map<string, V>();
  collect(a, before);
  collect(b, after);
  for (const [k, v] of after) if (before.get(k) !== v) out.set(k, v);
  for (const k of before.keys()) if (!after.has(k)) out.set(k, undefined);
}
