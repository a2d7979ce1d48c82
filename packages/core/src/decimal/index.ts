export {
  type Decimal,
  ZERO_DECIMAL,
  decimalFromUnits,
  decimalOfValue,
  comparePlainDecimals,
  decimalAtPlaces,
  isPlainDecimal,
  parseDecimal,
  parsePlainDecimal,
  pow10,
  requireDecimal,
  significantDigitsOf,
  toDecimal,
  trimDecimal,
  unitsOf,
} from './decimal.js';
export {
  type DecimalPrecision,
  type DecimalRounding,
  INDEXED_PRECISION,
  LEDGER_SIGNIFICANT_DIGITS,
  divideRounded,
  roundDecimal,
  scaleExactly,
  scaleRounded,
} from './rounding.js';
export {
  absDecimal,
  addDecimals,
  atLeastZero,
  compareDecimals,
  decimalSign,
  divideDecimals,
  divideOrThrow,
  isZeroDecimal,
  multiplyDecimals,
  negateDecimal,
  portionOf,
  subtractDecimals,
} from './arithmetic.js';
export { decimalFromDrops, dropsOfDecimal } from './drops.js';
export { decimalText, fixedText, groupThousands } from './text.js';
export { decimalOfXrplNumber, decimalSizeOfIssuedValue, xrplNumberOf } from './xrpl-number.js';
