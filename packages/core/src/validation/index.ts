export { WALLET_ADDRESS_PATTERN, isWalletAddressShape, isValidWalletAddress } from './address.js';
export { type Validation, invalid, valid } from './result.js';
export { isValidStoredCredentials } from './credentials.js';
export {
  MNEMONIC_UI_MIN_WORDS,
  isValidMnemonic,
  mnemonicInputMessage,
  mnemonicWordCount,
  normalizeMnemonic,
  validateImportMnemonic,
} from './mnemonic.js';
export {
  SEED_PATTERN,
  SEED_UI_MIN_LENGTH,
  type SeedInfo,
  isValidSeed,
  seedAlgorithms,
  seedInputMessage,
  validateSeed,
} from './seed.js';
export {
  SECRET_NUMBER_BLOCKS,
  isValidSecretNumberBlock,
  secretNumberChecksum,
  splitSecretNumbers,
  validateSecretNumbers,
} from './secret-numbers.js';
export { REFERRAL_CODE_PATTERN, validateReferralCode } from './referral-code.js';
export {
  isValidTradingFeeUnits,
  resolveTradingFee,
  validateAmmVotePercent,
  validateAmmVoteRate,
} from './trading-fee.js';
export {
  SEARCH_ADDRESS_PATTERN,
  type SearchQuery,
  classifySearchQuery,
  isAddressLikeSearch,
  normalizeSearchInput,
} from './search.js';
export {
  type CachedHoldingLike,
  isKeptTokenHolding,
  isValidCacheKey,
  keepValidTokenHoldings,
  sanitizeXrpBalance,
} from './cache.js';
export { validateSlippagePercent } from './slippage.js';
export {
  ICON_CONTENT_TYPES,
  ICON_MAX_BYTES,
  ICON_MAX_SIDE,
  type IconExtension,
  type ImageHeader,
  checkIconImage,
  readImageHeader,
} from './image-header.js';
