import { HashPrefix, fromHex, prefixBytes, sha512Half, vlPrefix } from '../crypto/hash.js';
import { ShaMap } from '../shamap/shamap.js';

// A closed ledger's transaction tree: leaves keyed by transaction id holding VL(tx) ‖ VL(meta).

export interface TxLeaf {
  txBlob: string;
  metaBlob: string;
}

const TX_NODE_PREFIX = prefixBytes(HashPrefix.txNode);

export type TxMap = ShaMap<TxLeaf>;

function hashTxLeaf(key: string, leaf: TxLeaf): Uint8Array {
  const tx = fromHex(leaf.txBlob);
  const meta = fromHex(leaf.metaBlob);
  return sha512Half(TX_NODE_PREFIX, vlPrefix(tx.length), tx, vlPrefix(meta.length), meta, fromHex(key));
}

/** The transaction tree's root hash of a closed ledger's transactions (by id). */
export function txTreeHash(txs: Iterable<readonly [string, TxLeaf]>): string {
  return ShaMap.build(txs, hashTxLeaf).hash();
}

/** The consensus transaction set's hash (leaves hash to the transaction id), the canonical-order salt. */
export function txSetHash(ids: string[]): string {
  return ShaMap.build(
    ids.map((id) => [id, id] as const),
    (key) => fromHex(key),
  ).hash();
}
