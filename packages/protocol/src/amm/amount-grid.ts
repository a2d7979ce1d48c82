import type { Amount, Asset, IssuedAmount } from '../amount/amount.js';
import { IssuedValue } from '../amount/issued-value.js';
import { currencyToHex } from '../currency/currency-code.js';
import { fromDrops, toDrops } from '../number/index.js';
import type { GridValue } from './grid-value.js';

/** Thrown when an amount's asset is not one the pool holds, or the request is otherwise malformed. */
export class AmmRequestError extends Error {
  override readonly name = 'AmmRequestError';
}

/** The grid value an Amount stands for: XRP counted in drops, a token's 16-digit value. */
export function gridOf(amount: Amount): GridValue {
  return amount.kind === 'xrp'
    ? { n: fromDrops(amount.drops), xrp: true }
    : { n: amount.value.toXrplNumber(), xrp: false };
}

/**
 * A grid value as an Amount of `asset` (XRP values are whole drops already, so nothing rounds here). Like
 * rippled's XRPAmount, an XRP result may exceed the 1e17-drop supply — only when a pool is asked for more than all
 * XRP in existence; no account can pay it, and amountToJson refuses to print it.
 */
export function amountOf(v: GridValue, asset: Asset): Amount {
  if (asset.kind === 'xrp') return { kind: 'xrp', drops: toDrops(v.n) };
  return {
    kind: 'issued',
    currency: asset.currency,
    issuer: asset.issuer,
    value: IssuedValue.fromXrplNumber(v.n),
  };
}

/** A token grid value as an amount of the LP token (or any issued asset) `like` is denominated in. */
export function tokensOf(v: GridValue, like: IssuedAmount): IssuedAmount {
  return {
    kind: 'issued',
    currency: like.currency,
    issuer: like.issuer,
    value: IssuedValue.fromXrplNumber(v.n),
  };
}

export function sameAsset(a: Asset, b: Asset): boolean {
  if (a.kind === 'xrp' || b.kind === 'xrp') return a.kind === b.kind;
  if (a.issuer !== b.issuer) return false;
  // The same code may be written as 3 characters or 40 hex digits.
  return a.currency === b.currency || currencyToHex(a.currency) === currencyToHex(b.currency);
}

export function assetText(a: Asset): string {
  return a.kind === 'xrp' ? 'XRP' : `${a.currency}/${a.issuer}`;
}
