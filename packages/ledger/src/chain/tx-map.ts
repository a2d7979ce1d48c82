import { HashPrefix, fromHex, prefixBytes, sha512Half, vlPrefix } from '../crypto/hash.js';
import { ShaMap } from '../shamap/shamap.js';

// A closed ledger's transaction tree: leaves keyed by transaction id holding VL(tx) ‖ VL(meta).

export interface TxLeaf {
  txBlob: string;
  metaBlob: string;
}

const TX_NODE_PREFIX = prefixBytes(HashPrefix.txNode);

export type TxMap = ShaMap<TxLeaf>;

export function emptyTxMap(): TxMap {
  return ShaMap.empty<TxLeaf>((key, leaf) => {
    const tx = fromHex(leaf.txBlob);
    const meta = fromHex(leaf.metaBlob);
    return sha512Half(TX_NODE_PREFIX, vlPrefix(tx.length), tx, vlPrefix(meta.length), meta, fromHex(key));
  });
}

/** The consensus transaction set's hash (leaves hash to the transaction id), the canonical-order salt. */
export function txSetHash(ids: string[]): string {
  let map = ShaMap.empty<string>((key) => fromHex(key));
  for (const id of ids) map = map.set(id, id);
  return map.hash();
}
