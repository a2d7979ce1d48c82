/** Exact amount helpers for building transactions: plain decimal text, sums, the API's amount shape. */
import type { TxAmount } from '@horizon/core';
import { IssuedValue, type Amount, type Asset, issuedAmount, xrpAmount } from '@horizon/protocol';

/** An issued value as plain decimal text (never "1e-20" notation): the API's token amounts. */
export function plainValue(value: IssuedValue): string {
  if (value.isZero()) return '0';
  const digits = value.mantissa.toString();
  const sign = value.negative ? '-' : '';
  const exponent = value.exponent;
  if (exponent >= 0) return sign + digits + '0'.repeat(exponent);
  const split = digits.length + exponent;
  const whole = split > 0 ? digits.slice(0, split) : '0';
  const fraction = (split < 0 ? '0'.repeat(-split) + digits : digits.slice(split)).replace(/0+$/, '');
  return sign + (fraction === '' ? whole : `${whole}.${fraction}`);
}

/** The API's amount: drops text for XRP, {currency, issuer, value} for a token. */
export function txAmount(amount: Amount): TxAmount {
  if (amount.kind === 'xrp') return amount.drops.toString();
  return { currency: amount.currency, issuer: amount.issuer, value: plainValue(amount.value) };
}

export function zeroOf(asset: Asset): Amount {
  return asset.kind === 'xrp' ? xrpAmount(0n) : issuedAmount(asset.currency, asset.issuer, IssuedValue.zero);
}

export function addAmounts(a: Amount, b: Amount): Amount {
  if (a.kind === 'xrp' && b.kind === 'xrp') return { kind: 'xrp', drops: a.drops + b.drops };
  if (a.kind === 'issued' && b.kind === 'issued') return { ...a, value: a.value.add(b.value) };
  throw new TypeError('Cannot add XRP and a token');
}

export function subAmounts(a: Amount, b: Amount): Amount {
  if (a.kind === 'xrp' && b.kind === 'xrp') return { kind: 'xrp', drops: a.drops - b.drops };
  if (a.kind === 'issued' && b.kind === 'issued') return { ...a, value: a.value.sub(b.value) };
  throw new TypeError('Cannot subtract XRP and a token');
}

export function isPositive(amount: Amount): boolean {
  return amount.kind === 'xrp' ? amount.drops > 0n : amount.value.signum() > 0;
}
