import { CurrencyCodeError, currencyToHex, currencyToJson, decodeCurrency } from '@horizon/protocol';
import { isValidWalletAddress } from '../validation/address.js';

/**
 * Token ids name an issued token as `CURRENCY:ISSUER` (spec §2, §5). The canonical form keeps a 3-character
 * standard code as it is and writes every other currency as 40 upper-case hex digits, so one token has one id.
 */
export interface TokenId {
  /** The currency as the ledger's JSON shows it: a 3-character code or 40 hex digits. */
  readonly currency: string;
  readonly issuer: string;
}

export class TokenIdError extends Error {
  override readonly name = 'TokenIdError';
}

const SEPARATOR = ':';
const CURRENCY_HEX_LENGTH = 40;
const HEX_DIGITS = /^[0-9A-Fa-f]+$/;

/**
 * The canonical form of a currency. 4–39 characters are padded to 40 with zeros: hex digits are padded as
 * hex, other text is UTF-8 encoded then padded (spec §5). Throws TokenIdError on anything else.
 */
export function normalizeCurrency(currency: string): string {
  const padsAsHex =
    currency.length >= 4 && currency.length < CURRENCY_HEX_LENGTH && HEX_DIGITS.test(currency);
  const code = padsAsHex ? currency.padEnd(CURRENCY_HEX_LENGTH, '0') : currency;
  if (padsAsHex && code.startsWith('00')) {
    // A padded code starting with a zero byte would collide with the standard-code layout.
    throw new TokenIdError(`Invalid currency code: ${currency}`);
  }
  try {
    return currencyToJson(code);
  } catch (error) {
    if (error instanceof CurrencyCodeError) throw new TokenIdError(`Invalid currency code: ${currency}`);
    throw error;
  }
}

/** The id of a currency and issuer as given (no normalising: formatTokenId gives the canonical id). */
export function tokenIdOf(currency: string, issuer: string): string {
  return `${currency}${SEPARATOR}${issuer}`;
}

/** The currency part of a token id as written (the whole text when it has no separator). */
export function tokenCurrency(tokenId: string): string {
  const at = tokenId.indexOf(SEPARATOR);
  return at < 0 ? tokenId : tokenId.slice(0, at);
}

/** The issuer part of a token id as written ('' when it has no separator). */
export function tokenIssuer(tokenId: string): string {
  const at = tokenId.indexOf(SEPARATOR);
  return at < 0 ? '' : tokenId.slice(at + 1);
}

/** Parses `CURRENCY:ISSUER`, normalising the currency and checking the issuer's checksum. */
export function parseTokenId(tokenId: string): TokenId {
  const parts = tokenId.split(SEPARATOR);
  if (parts.length !== 2) {
    throw new TokenIdError(`Invalid token id: ${tokenId} (expected CURRENCY:ISSUER)`);
  }
  const [rawCurrency = '', issuer = ''] = parts;
  if (rawCurrency === '') throw new TokenIdError(`Invalid token id: ${tokenId} (missing currency)`);
  if (!isValidWalletAddress(issuer)) {
    throw new TokenIdError(`Invalid token id: ${tokenId} (invalid issuer address)`);
  }
  return { currency: normalizeCurrency(rawCurrency), issuer };
}

/** The canonical text of a token id. */
export function formatTokenId(token: TokenId): string {
  const { currency, issuer } = parseTokenId(tokenIdOf(token.currency, token.issuer));
  return tokenIdOf(currency, issuer);
}

/** The canonical form of a token id given as text; throws TokenIdError when it is not one. */
export function normalizeTokenId(tokenId: string): string {
  return formatTokenId(parseTokenId(tokenId));
}

/** True when the text is a token id (in any accepted spelling). */
export function isTokenId(tokenId: string): boolean {
  try {
    parseTokenId(tokenId);
    return true;
  } catch {
    return false;
  }
}

/** The currency as a person reads it (`USD`, `ARMY`, or 40 hex for LP tokens and binary codes). */
export function tokenDisplayCurrency(token: TokenId): string {
  return decodeCurrency(normalizeCurrency(token.currency));
}

/** The 40-hex currency of a token (`currency_hex`), also for a 3-character code. */
export function tokenCurrencyHex(token: TokenId): string {
  return currencyToHex(normalizeCurrency(token.currency));
}
