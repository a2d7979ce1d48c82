export {
  type NumberFormatOptions,
  type NumberInput,
  UNKNOWN_NUMBER,
  formatAmountOf,
  formatNumber,
  readNumber,
  roundedText,
  toInputDecimal,
} from './number.js';
export { UNKNOWN_MARKET_CAP, formatMarketCap, formatUsdMarketCap } from './market-cap.js';
export { SHORT_ADDRESS_SEPARATOR, shortenAddress } from './address.js';
export { type XrpFormatOptions, XRP_DECIMALS, formatDrops, formatXrp } from './xrp.js';
export { formatBasisPoints, formatPercent, formatRateAsPercent, formatSignedPercent } from './percent.js';
