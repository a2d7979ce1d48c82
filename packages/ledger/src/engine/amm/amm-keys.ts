import { createHash } from 'node:crypto';
import type { Asset } from '@horizon/protocol';
import { encodeAccountID } from 'ripple-address-codec';
import { fromHex, sha512Half, toHex, u16 } from '../../crypto/hash.js';
import type { EntryFields } from '../../state/entry.js';
import { compareBytes, keylet } from '../../state/keys.js';
import { assetCurrencyBytes, assetIssuerBytes } from '../offers/book-keys.js';

// AMM identifiers as rippled's keylet::amm and pseudoAccountAddress (Indexes.cpp, View.cpp).

const NS_AMM = 0x41; // 'A'

/** rippled's Issue ordering: currency bytes, then issuer bytes (XRP sorts first). */
export function compareAssets(a: Asset, b: Asset): number {
  return (
    compareBytes(assetCurrencyBytes(a), assetCurrencyBytes(b)) ||
    compareBytes(assetIssuerBytes(a), assetIssuerBytes(b))
  );
}

export function sortAssets(a: Asset, b: Asset): [Asset, Asset] {
  return compareAssets(a, b) <= 0 ? [a, b] : [b, a];
}

/** The AMM entry's key for a pair, in either order. */
export function ammKey(a: Asset, b: Asset): string {
  const [lo, hi] = sortAssets(a, b);
  return toHex(
    sha512Half(
      u16(NS_AMM),
      assetIssuerBytes(lo),
      assetCurrencyBytes(lo),
      assetIssuerBytes(hi),
      assetCurrencyBytes(hi),
    ),
  );
}

/** The first free pseudo-account address for the AMM, or undefined when all 256 candidates exist. */
export function pseudoAccountAddress(
  read: (key: string) => Readonly<EntryFields> | undefined,
  parentHash: string,
  ammId: string,
): string | undefined {
  for (let i = 0; i < 256; i++) {
    const seed = sha512Half(u16(i), fromHex(parentHash), fromHex(ammId));
    const sha = createHash('sha256').update(seed).digest();
    const id = createHash('ripemd160').update(sha).digest();
    const address = encodeAccountID(id);
    if (!read(keylet.account(address))) return address;
  }
  return undefined;
}

/** Asset JSON as the AMM entry's Asset/Asset2 fields hold it. */
export function assetJson(a: Asset): Record<string, string> {
  return a.kind === 'xrp' ? { currency: 'XRP' } : { currency: a.currency, issuer: a.issuer };
}

export function assetFromJson(json: unknown): Asset {
  const { currency, issuer } = json as { currency: string; issuer?: string };
  return currency === 'XRP' || issuer === undefined ? { kind: 'xrp' } : { kind: 'issued', currency, issuer };
}

export const sameAsset = (a: Asset, b: Asset): boolean => compareAssets(a, b) === 0;
