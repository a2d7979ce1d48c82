// Trading speed: quick-buy presets and the one-click cap, and the balance shares of amount fields.
export {
  isWithinOneClickCap,
  parseQuickBuyPresets,
  validateOneClickCap,
  validateQuickBuyAmount,
  validateQuickBuyPresets,
} from './presets.js';
export {
  type XrpSpendOptions,
  maxXrpSpendDrops,
  tokenBalanceShare,
  tokensForDrops,
  xrpBalanceShare,
} from './balance-share.js';
