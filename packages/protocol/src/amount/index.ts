export { IssuedValue } from './issued-value.js';
export {
  MAX_DROPS,
  DROPS_PER_XRP,
  xrpToDrops,
  dropsToXrp,
  parseDrops,
  isValidDrops,
  checkDrops,
} from './drops.js';
export {
  xrpAmount,
  issuedAmount,
  assetOf,
  amountFromJson,
  amountToJson,
  type Amount,
  type XrpAmount,
  type IssuedAmount,
  type Asset,
  type AmountJson,
} from './amount.js';
export {
  multiplyAmounts,
  divideAmounts,
  mulRound,
  mulRoundStrict,
  divRound,
  divRoundStrict,
} from './amount-arithmetic.js';
export { AmountError, AmountOverflowError } from './errors.js';
