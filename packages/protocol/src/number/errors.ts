/** rippled throws std::overflow_error from Number; we throw this, with rippled's message text. */
export class XrplNumberOverflowError extends RangeError {
  override readonly name = 'XrplNumberOverflowError';
}
