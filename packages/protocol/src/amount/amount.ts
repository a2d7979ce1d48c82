import { isHexCode, isStandardCode } from '../currency/currency-code.js';
import { checkDrops, parseDrops } from './drops.js';
import { AmountError } from './errors.js';
import { IssuedValue } from './issued-value.js';

export interface XrpAmount {
  readonly kind: 'xrp';
  readonly drops: bigint;
}

export interface IssuedAmount {
  readonly kind: 'issued';
  /** As the ledger's JSON has it: a 3-character code or 40 hex digits. */
  readonly currency: string;
  /** The issuer's classic address. */
  readonly issuer: string;
  readonly value: IssuedValue;
}

/** An amount on the ledger: XRP in drops, or an issued currency's value. */
export type Amount = XrpAmount | IssuedAmount;

/** What an amount is denominated in. */
export type Asset =
  { readonly kind: 'xrp' } | { readonly kind: 'issued'; readonly currency: string; readonly issuer: string };

/** The ledger's JSON form: a drops string for XRP, an object for issued currencies. */
export type AmountJson = string | { currency: string; issuer: string; value: string };

const CLASSIC_ADDRESS = /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/;

export function xrpAmount(drops: bigint): XrpAmount {
  return { kind: 'xrp', drops: checkDrops(drops) };
}

export function issuedAmount(currency: string, issuer: string, value: IssuedValue | string): IssuedAmount {
  checkIssue(currency, issuer);
  return {
    kind: 'issued',
    currency,
    issuer,
    value: typeof value === 'string' ? IssuedValue.fromString(value) : value,
  };
}

export function assetOf(amount: Amount): Asset {
  return amount.kind === 'xrp'
    ? { kind: 'xrp' }
    : { kind: 'issued', currency: amount.currency, issuer: amount.issuer };
}

/** Reads the ledger's JSON form; throws AmountError naming what is wrong. */
export function amountFromJson(json: unknown): Amount {
  if (typeof json === 'string') return { kind: 'xrp', drops: parseDrops(json) };
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new AmountError('Amount must be a drops string or an object {currency, issuer, value}');
  }
  const { currency, issuer, value } = json as Record<string, unknown>;
  if (typeof currency !== 'string') throw new AmountError('Issued amount needs a currency string');
  if (typeof issuer !== 'string') throw new AmountError('Issued amount needs an issuer string');
  if (typeof value !== 'string') throw new AmountError('Issued amount needs a value string');
  return issuedAmount(currency, issuer, value);
}

export function amountToJson(amount: Amount): AmountJson {
  if (amount.kind === 'xrp') return checkDrops(amount.drops).toString();
  return { currency: amount.currency, issuer: amount.issuer, value: amount.value.toString() };
}

function checkIssue(currency: string, issuer: string): void {
  if (currency === 'XRP' || !(isStandardCode(currency) || isHexCode(currency)) || /^0{40}$/.test(currency)) {
    throw new AmountError(`Invalid issued currency: '${currency}'`);
  }
  if (!CLASSIC_ADDRESS.test(issuer)) throw new AmountError(`Invalid issuer address: '${issuer}'`);
}
