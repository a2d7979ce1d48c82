/**
 * Horizon's plain words for input a form or the API refuses, where the spec's catalogue has no message of
 * its own: shown beside the field, and the API's `detail` for the same mistake (never a schema path or
 * the validator's own text).
 */
export const MAX_DESTINATION_TAG = 4294967295;

export const INPUT_ERRORS = {
  amountRequired: 'Enter an amount',
  amountNotNumber: 'Enter the amount as a number, like 12.5',
  amountNegative: 'The amount cannot be negative',
  amountZero: 'The amount must be greater than 0',
  xrpDecimals: 'XRP amounts have at most 6 decimals',
  xrpAmountFormat: 'Enter the XRP amount as a number with at most 6 decimals, like 12.5',
  tokenAmountFormat: 'Enter the token amount as a number, like 1250.75',
  tokenSignificantDigits: 'Token amounts have at most 16 significant digits',
  priceZero: 'The price must be greater than 0',
  destinationTagFormat: 'The destination tag is a whole number, like 12345',
  destinationTagRange: `The destination tag is at most ${MAX_DESTINATION_TAG}`,
  /** Template: {reserve} is the ledger's base reserve in XRP. */
  belowAccountReserve:
    'This address is not activated yet: the first payment to it must be at least {reserve} XRP (the ledger’s account reserve)',
  /** Templates for a field the API names: {field} is its plain name ("The XRP amount"). */
  fieldMissing: '{field} is missing',
  fieldEmpty: '{field} cannot be empty',
  fieldInvalid: '{field} is not valid',
  unknownFields: 'This request has fields the API does not accept',
  /** The plain name of a field the API does not name for users. */
  someField: 'A value in this request',
} as const;

/** 'This address is not activated yet: the first payment to it must be at least 1 XRP …'. */
export function belowAccountReserve(reserveXrp: string): string {
  return INPUT_ERRORS.belowAccountReserve.replaceAll('{reserve}', () => reserveXrp);
}

/** '{field} is missing' and its siblings, for a field's plain name. */
export function fieldMessage(
  template: 'fieldMissing' | 'fieldEmpty' | 'fieldInvalid',
  fieldName: string,
): string {
  return INPUT_ERRORS[template].replace('{field}', () => fieldName);
}
