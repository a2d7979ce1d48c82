/** Text that is not a valid amount (bad syntax, too many decimals, wrong JSON shape). */
export class AmountError extends Error {
  override readonly name = 'AmountError';
}

/** A value outside what the ledger can hold; messages are rippled's ("value overflow", ...). */
export class AmountOverflowError extends RangeError {
  override readonly name = 'AmountOverflowError';
}
