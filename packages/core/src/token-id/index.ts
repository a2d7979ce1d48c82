export {
  type TokenId,
  TokenIdError,
  formatTokenId,
  isTokenId,
  normalizeCurrency,
  normalizeTokenId,
  parseTokenId,
  tokenCurrencyHex,
  tokenCurrency,
  tokenDisplayCurrency,
  tokenIdOf,
  tokenIssuer,
} from './token-id.js';
