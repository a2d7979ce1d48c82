// The fee programs: the split of every trade in drops, the burn in token units, the /fees table.
export { TRADE_KINDS, FEE_CATEGORIES, burnBps, type TradeKind, type FeeCategory } from './rates.js';
export {
  MAX_TRADE_DROPS,
  FeeInputError,
  shareOf,
  splitTradeFee,
  type TradeFeeInput,
  type FeeSplit,
} from './split.js';
export { burnTokenAmount } from './burn.js';
export { feeTable, bpsToPercentText, type FeeTable, type FeeTableRow, type FeeExample } from './table.js';
export { OWED_FEE_TEXT } from './owed.js';
