/**
 * Small exact readers of converted transactions, for the intent checks: token matching, token values
 * and drops compared as numbers (never floats, never as text), and the refusals they raise.
 */
import {
  HorizonError,
  type IssuedAmount,
  type SignableBase,
  isIssuedAmount,
  normalizeCurrency,
  parseTokenId,
} from '@horizon/core';
import { IssuedValue, xrpToDrops } from '@horizon/protocol';

/** Refusal to sign: the transaction is not what the user asked for. */
export function mismatch(what: string): HorizonError {
  return new HorizonError('signing.invalidField', {
    message: `Refused to sign: ${what} differs from your request`,
    detail: what,
  });
}

function sameCurrency(a: string, b: string): boolean {
  try {
    return normalizeCurrency(a) === normalizeCurrency(b);
  } catch {
    return false;
  }
}

/** True when the amount is of the token `tokenId` (currency and issuer). */
export function isTokenAmount(amount: unknown, tokenId: string): amount is IssuedAmount {
  if (!isIssuedAmount(amount)) return false;
  const token = parseTokenId(tokenId);
  return amount.issuer === token.issuer && sameCurrency(amount.currency, token.currency);
}

export function tokenValue(text: string): IssuedValue {
  return IssuedValue.fromString(text);
}

/** Drops of an XRP amount field, or undefined when the field is not XRP. */
export function dropsOf(amount: unknown): bigint | undefined {
  return typeof amount === 'string' && /^\d+$/.test(amount) ? BigInt(amount) : undefined;
}

export function xrpTextToDrops(xrp: string): bigint {
  return xrpToDrops(xrp);
}

export function requireDrops(amount: unknown, what: string): bigint {
  const drops = dropsOf(amount);
  if (drops === undefined) throw mismatch(what);
  return drops;
}

export function requireToken(amount: unknown, tokenId: string, what: string): IssuedValue {
  if (!isTokenAmount(amount, tokenId)) throw mismatch(what);
  return tokenValue(amount.value);
}

export function flagsOf(tx: SignableBase): number {
  return typeof tx.Flags === 'number' ? tx.Flags : 0;
}

/** Refuses any flag outside `allowed`. */
export function requireFlagsWithin(tx: SignableBase, allowed: number, what: string): void {
  if ((flagsOf(tx) & ~allowed) >>> 0 !== 0) throw mismatch(`${what} flags`);
}

/** ceil(a × num / den) in bigint. */
export function mulDivCeil(a: bigint, num: bigint, den: bigint): bigint {
  return (a * num + den - 1n) / den;
}
