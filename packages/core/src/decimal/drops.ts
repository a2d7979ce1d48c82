import { type Decimal, decimalFromUnits } from './decimal.js';
import { type DecimalRounding, scaleRounded } from './rounding.js';

/** XRP has 6 decimals: a drop is 0.000001 XRP. */
const DROP_PLACES = 6;

/** Drops as an XRP decimal, exactly: 1500000n → 1.5. */
export function decimalFromDrops(drops: bigint): Decimal {
  return decimalFromUnits(drops, DROP_PLACES);
}

/** An XRP decimal in whole drops, rounded by `rounding`. */
export function dropsOfDecimal(xrp: Decimal, rounding: DecimalRounding): bigint {
  return scaleRounded(xrp, DROP_PLACES, rounding);
}
