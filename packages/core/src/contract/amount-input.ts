/**
 * What is wrong with an amount as a person types it into a form, in the words the API uses for the same
 * mistake: the forms show it beside the field and keep their button off; the API refuses it the same way.
 */
import { INPUT_ERRORS, MAX_DESTINATION_TAG } from '../errors/index.js';
import { PositiveTokenAmountSchema, PositiveXrpAmountSchema, PriceSchema } from './primitives.js';

/** XRP, a token quantity, or a price in XRP per token (any decimals, like a token quantity). */
export type AmountUnit = 'xrp' | 'token' | 'price';

const SCHEMAS = { xrp: PositiveXrpAmountSchema, token: PositiveTokenAmountSchema, price: PriceSchema };

// Digits with at most one point; '5.' and '.5' are amounts half typed or written short, not mistakes.
const TYPED_DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/** The amount as the API spells it: '.5' → '0.5', '5.' → '5', '007' → '7' (null when it is no number). */
export function canonicalAmount(text: string): string | null {
  const typed = text.trim();
  if (!TYPED_DECIMAL.test(typed)) return null;
  const [whole = '', fraction = ''] = typed.split('.');
  const int = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction === '' ? int : `${int}.${fraction}`;
}

/** The message for `text` as an amount of XRP or of a token, or null when it can be sent. */
export function amountInputProblem(text: string, unit: AmountUnit): string | null {
  const typed = text.trim();
  if (typed === '') return INPUT_ERRORS.amountRequired;
  if (typed.startsWith('-')) return INPUT_ERRORS.amountNegative;
  const amount = canonicalAmount(typed);
  if (amount === null) return INPUT_ERRORS.amountNotNumber;
  if (unit === 'xrp' && (amount.split('.')[1] ?? '').length > 6) return INPUT_ERRORS.xrpDecimals;
  const checked = SCHEMAS[unit].safeParse(amount);
  return checked.success ? null : (checked.error.issues[0]?.message ?? INPUT_ERRORS.amountNotNumber);
}

/** The message for a typed destination tag ('' is none), or null when it can be sent. */
export function destinationTagProblem(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return null;
  if (!/^\d+$/.test(typed)) return INPUT_ERRORS.destinationTagFormat;
  return BigInt(typed) > BigInt(MAX_DESTINATION_TAG) ? INPUT_ERRORS.destinationTagRange : null;
}
