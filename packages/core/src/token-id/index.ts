export {
  type TokenId,
  TokenIdError,
  formatTokenId,
  isTokenId,
  normalizeCurrency,
  normalizeTokenId,
  parseTokenId,
  tokenCurrencyHex,
  tokenDisplayCurrency,
} from './token-id.js';
