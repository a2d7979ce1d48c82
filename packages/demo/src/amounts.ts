/** Exact amount arithmetic for the bots: decimal text in and out, integers in between (no floats). */
import { fixedText, parseDecimal, scaleRounded } from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';

const PLACES = 6;
/** Token amounts the ledger keeps exactly (16 significant digits at most). */
const MAX_DIGITS = 15;

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** `percent`% of a decimal amount, rounded down to 6 places and to 15 significant digits; '0' when nothing. */
export function percentOf(amount: string, percent: bigint): string {
  const parsed = parseDecimal(amount);
  if (!parsed || parsed.negative) return '0';
  let units = (scaleRounded(parsed, PLACES) * percent) / 100n;
  const digits = units.toString().length;
  if (digits > MAX_DIGITS) {
    const cut = 10n ** BigInt(digits - MAX_DIGITS);
    units = (units / cut) * cut;
  }
  return trimZeros(fixedText(units, PLACES));
}

export function isPositive(amount: string): boolean {
  const parsed = parseDecimal(amount);
  return parsed !== undefined && !parsed.negative && parsed.digits > 0n;
}

/** XRP text for a whole number of drops. */
export function xrpText(drops: bigint): string {
  return dropsToXrp(drops);
}

/** A price `percent`% of the given price (e.g. 95n for 5% under), rounded to 15 significant digits. */
export function priceAt(price: string, percent: bigint): string {
  const parsed = parseDecimal(price);
  if (!parsed || parsed.digits === 0n) return '0';
  const places = parsed.scale + 4;
  let units = (scaleRounded(parsed, places) * percent) / 100n;
  const digits = units.toString().length;
  if (digits > MAX_DIGITS) {
    const cut = 10n ** BigInt(digits - MAX_DIGITS);
    units = (units / cut) * cut;
  }
  return trimZeros(fixedText(units, places));
}

/** XRP per token for `xrp` spent on `tokens` received. */
export function pricePerToken(xrp: string, tokens: string): string {
  const x = parseDecimal(xrp);
  const t = parseDecimal(tokens);
  if (!x || !t || t.digits === 0n) return '0';
  const places = 18;
  const scaled = (scaleRounded(x, places) * 10n ** BigInt(places)) / scaleRounded(t, places);
  return priceAt(fixedText(scaled, places), 100n);
}
