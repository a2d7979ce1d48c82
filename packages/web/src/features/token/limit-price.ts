/** The limit form's price prefill: the market price as a person would type it, not as the server computed it. */
import { PRICE_INPUT_SIGNIFICANT_DIGITS, toInputDecimal } from '@horizon/core';

/** '0.0007954608780806739' → '0.000795461'; empty when there is no market price yet. */
export function limitPricePrefill(priceXrp: string | undefined): string {
  return toInputDecimal(priceXrp, PRICE_INPUT_SIGNIFICANT_DIGITS) ?? '';
}
