import { AmountError, AmountOverflowError } from './errors.js';

/** The ledger's largest XRP amount: 100 billion XRP, in drops. */
export const MAX_DROPS = 100_000_000_000_000_000n;
export const DROPS_PER_XRP = 1_000_000n;

const XRP_TEXT = /^(-?)(0|[1-9][0-9]*)(?:\.([0-9]+))?$/;
const DROPS_TEXT = /^-?(0|[1-9][0-9]*)$/;

export function isValidDrops(drops: bigint): boolean {
  return drops <= MAX_DROPS && drops >= -MAX_DROPS;
}

/** Returns drops unchanged when within ±1e17, else throws AmountOverflowError. */
export function checkDrops(drops: bigint): bigint {
  if (!isValidDrops(drops)) throw new AmountOverflowError(`XRP amount out of range: ${drops} drops`);
  return drops;
}

/** "1.5" XRP -> 1500000n drops. At most 6 decimals (trailing zeros beyond are fine); at most 100 billion XRP. */
export function xrpToDrops(xrp: string): bigint {
  const match = XRP_TEXT.exec(xrp);
  if (match === null) throw new AmountError(`Invalid XRP amount: '${xrp}'`);
  const [, sign, whole = '', fraction = ''] = match;
  const decimals = fraction.replace(/0+$/, '');
  if (decimals.length > 6) throw new AmountError(`XRP amount has more than 6 decimals: '${xrp}'`);
  const magnitude = BigInt(whole) * DROPS_PER_XRP + BigInt(decimals.padEnd(6, '0'));
  return checkDrops(sign === '-' ? -magnitude : magnitude);
}

/** 1500000n drops -> "1.5" XRP, without trailing zeros. */
export function dropsToXrp(drops: bigint): string {
  checkDrops(drops);
  const magnitude = drops < 0n ? -drops : drops;
  const whole = magnitude / DROPS_PER_XRP;
  const fraction = (magnitude % DROPS_PER_XRP).toString().padStart(6, '0').replace(/0+$/, '');
  const sign = drops < 0n ? '-' : '';
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** A drops string as the ledger's JSON carries it ("1000000"), checked for syntax and range. */
export function parseDrops(text: string): bigint {
  if (!DROPS_TEXT.test(text))
    throw new AmountError(`Invalid drops amount: '${text}' (expected an integer string)`);
  return checkDrops(BigInt(text));
}
