import { deriveAddress } from 'ripple-keypairs';

// Account addresses of signing keys, remembered: every transaction derives its signer's address.
const cache = new Map<string, string>();

export function addressOfKey(publicKeyHex: string): string {
  let address = cache.get(publicKeyHex);
  if (address === undefined) {
    address = deriveAddress(publicKeyHex);
    if (cache.size > 100_000) cache.clear();
    cache.set(publicKeyHex, address);
  }
  return address;
}
