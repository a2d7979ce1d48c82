import type { Amount, Asset } from '@horizon/protocol';
import { accountIdBytes } from '../../state/keys.js';
import { currencyBytes } from '../../state/trust-line.js';
import { sha512Half, toHex } from '../../crypto/hash.js';

// Order-book keys as rippled's Indexes.cpp: getBookBase and keylet::quality (the rate in the low 64 bits).

const NS_BOOK = new Uint8Array([0x00, 0x42]); // 'B'
const ZERO20 = new Uint8Array(20);

export function assetCurrencyBytes(asset: Asset): Uint8Array {
  return asset.kind === 'xrp' ? ZERO20 : currencyBytes(asset.currency);
}

export function assetIssuerBytes(asset: Asset): Uint8Array {
  return asset.kind === 'xrp' ? ZERO20 : accountIdBytes(asset.issuer);
}

export function assetOfAmount(a: Amount): Asset {
  return a.kind === 'xrp' ? { kind: 'xrp' } : { kind: 'issued', currency: a.currency, issuer: a.issuer };
}

/** The first quality key of the book taking `pays` and giving `gets` (low 64 bits zero). */
export function bookBase(pays: Asset, gets: Asset): string {
  const hash = toHex(
    sha512Half(
      NS_BOOK,
      assetCurrencyBytes(pays),
      assetCurrencyBytes(gets),
      assetIssuerBytes(pays),
      assetIssuerBytes(gets),
    ),
  );
  return hash.slice(0, 48) + '0'.repeat(16);
}

/** The directory of one quality level in a book. */
export function qualityKey(base: string, rate: bigint): string {
  return base.slice(0, 48) + rate.toString(16).toUpperCase().padStart(16, '0');
}

/** The rate a book directory key ends with. */
export function rateOfKey(key: string): bigint {
  return BigInt(`0x${key.slice(48)}`);
}

/** The key just past the last quality of the book starting at `base`. */
export function bookEnd(base: string): string {
  return base.slice(0, 48) + 'F'.repeat(16);
}
