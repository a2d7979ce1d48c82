export {
  type Decimal,
  compareDecimals,
  fixedText,
  groupThousands,
  parseDecimal,
  scaleExactly,
  scaleRounded,
  toDecimal,
} from './decimal.js';
export { UNKNOWN_MARKET_CAP, formatMarketCap, formatUsdMarketCap } from './market-cap.js';
export { SHORT_ADDRESS_SEPARATOR, shortenAddress } from './address.js';
export { type XrpFormatOptions, formatDrops, formatXrp } from './xrp.js';
export { formatBasisPoints, formatPercent, formatRateAsPercent, formatSignedPercent } from './percent.js';
