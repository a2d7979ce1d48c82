import { decodeAccountID, encodeAccountID } from 'ripple-address-codec';
import { deriveAddress } from 'ripple-keypairs';

// Addresses and account IDs, remembered: base58check costs a double SHA-256 each way, and every transaction
// converts its signer, its accounts' keys and its serialized accounts. Bounded, so memory stays flat.

// A few thousand active accounts fit; a miss costs some microseconds, a bigger cache megabytes.
const LIMIT = 8192;

function remembered<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      if (cache.size >= LIMIT) cache.clear();
      cache.set(key, value);
    }
    return value;
  };
}

/** The account address of a signing public key (hex). */
export const addressOfKey = remembered((publicKeyHex: string) => deriveAddress(publicKeyHex));

/** The 20-byte account ID of an address; shared, so never mutate it. Throws on an invalid address. */
export const accountIdOf = remembered((address: string) => decodeAccountID(address));

const addressOfBinary = remembered((binary: string) => encodeAccountID(Buffer.from(binary, 'latin1')));

/** The address of a 20-byte account ID. */
export function addressOfAccountId(id: Uint8Array): string {
  return addressOfBinary(Buffer.from(id.buffer, id.byteOffset, id.byteLength).toString('latin1'));
}
