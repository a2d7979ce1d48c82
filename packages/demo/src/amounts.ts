/** Exact amount arithmetic for the bots, on core's decimal: decimal text in and out (no floats). */
import {
  type Decimal,
  decimalText,
  divideDecimals,
  parseDecimal,
  portionOf,
  roundDecimal,
} from '@horizon/core';
import { dropsToXrp } from '@horizon/protocol';

const PLACES = 6;
/** Token amounts the ledger keeps exactly (16 significant digits at most); the bots stay one below. */
const BOT_DIGITS = { significant: 15 } as const;
/** Places a price is computed to before its 15 significant digits are kept. */
const PRICE_PLACES = 18;

/** A share of a holding: `percent`% of a decimal amount, rounded down to 6 places and 15 significant digits. */
export function shareOfHolding(amount: string, percent: bigint): string {
  const parsed = parseDecimal(amount);
  if (!parsed || parsed.negative) return '0';
  const asHeld = roundDecimal(parsed, { places: PLACES }, 'half-away-from-zero');
  const share = portionOf(asHeld, percent, { places: PLACES }, 'toward-zero');
  return decimalText(roundDecimal(share, BOT_DIGITS, 'toward-zero'));
}

export function isPositive(amount: string): boolean {
  const parsed = parseDecimal(amount);
  return parsed !== undefined && !parsed.negative && parsed.digits > 0n;
}

/** XRP text for a whole number of drops. */
export function xrpText(drops: bigint): string {
  return dropsToXrp(drops);
}

/** `percent`% of a price (e.g. 95n for 5% under), rounded down to 15 significant digits. */
export function priceAt(price: string, percent: bigint): string {
  const parsed = parseDecimal(price);
  if (!parsed || parsed.digits === 0n) return '0';
  return priceText(portionOf(parsed, percent, { places: parsed.scale + 4 }, 'toward-zero'));
}

/** XRP per token for `xrp` spent on `tokens` received. */
export function pricePerToken(xrp: string, tokens: string): string {
  const x = parseDecimal(xrp);
  const t = parseDecimal(tokens);
  if (!x || !t || t.digits === 0n) return '0';
  const at = (d: Decimal) => roundDecimal(d, { places: PRICE_PLACES }, 'half-away-from-zero');
  const price = divideDecimals(at(x), at(t), { places: PRICE_PLACES }, 'toward-zero');
  return price ? priceText(price) : '0';
}

function priceText(price: Decimal): string {
  return decimalText(roundDecimal(price, BOT_DIGITS, 'toward-zero'));
}
