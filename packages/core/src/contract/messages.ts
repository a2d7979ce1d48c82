/** What the API contract says about input it refuses, beyond the spec's catalogue (core's errors). */
export const CONTRACT_MESSAGES = {
  xrpTooLarge: 'XRP amount is larger than all XRP in existence',
  tokenAmountDigits: 'Token amount has more digits than the ledger reads: at most 19, zeros included',
  orderTooLarge: 'The order is worth more than all XRP in existence: lower the amount or the price',
  textEmpty: 'This field cannot be empty',
  textControl: 'Text cannot contain control characters',
  textUnicode: 'Text contains broken unicode characters',
  textTooLong: (max: number) => `Text is too long: at most ${max} characters`,
  textTooShort: (min: number) => `Text is too short: at least ${min} characters`,
} as const;
