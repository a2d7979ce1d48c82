import { describe, expect, it } from 'vitest';
import {
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
} from '../../src/token-id/token-id.js';

const ISSUER = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const ARMY_HEX = '41524D5900000000000000000000000000000000';
const USD_HEX = '0000000000000000000000005553440000000000';

describe('token id parsing', () => {
  it('reads a 40-hex currency and its issuer', () => {
    expect(parseTokenId(`${ARMY_HEX}:${ISSUER}`)).toEqual({ currency: ARMY_HEX, issuer: ISSUER });
  });

  it('keeps a 3-character standard code, and folds its 40-hex form into it', () => {
    expect(parseTokenId(`USD:${ISSUER}`)).toEqual({ currency: 'USD', issuer: ISSUER });
    expect(parseTokenId(`${USD_HEX}:${ISSUER}`).currency).toBe('USD');
  });

  it('upper-cases hex so one token has one id', () => {
    expect(normalizeTokenId(`${ARMY_HEX.toLowerCase()}:${ISSUER}`)).toBe(`${ARMY_HEX}:${ISSUER}`);
  });

  it('pads 4–39 hex digits to 40 with zeros', () => {
    expect(normalizeCurrency('41524D59')).toBe(ARMY_HEX);
    expect(normalizeCurrency('534F4C4F')).toBe('534F4C4F' + '0'.repeat(32));
    expect(normalizeCurrency('A'.repeat(39))).toBe('A'.repeat(39) + '0');
  });

  it('encodes other text of 4 or more characters and pads it', () => {
    expect(normalizeCurrency('ARMY')).toBe(ARMY_HEX);
    expect(normalizeCurrency('Horizon')).toBe('486F72697A6F6E' + '0'.repeat(26));
  });

  it('refuses what is no token id, with a clear error', () => {
    const cases: [string, string][] = [
      ['USD', 'Invalid token id: USD (expected CURRENCY:ISSUER)'],
      [`USD:${ISSUER}:x`, `Invalid token id: USD:${ISSUER}:x (expected CURRENCY:ISSUER)`],
      [`:${ISSUER}`, `Invalid token id: :${ISSUER} (missing currency)`],
      ['USD:rNotAnAddress', 'Invalid token id: USD:rNotAnAddress (invalid issuer address)'],
      [
        `USD:${ISSUER.slice(0, -1)}j`,
        `Invalid token id: USD:${ISSUER.slice(0, -1)}j (invalid issuer address)`,
      ],
      [`XRP:${ISSUER}`, 'Invalid currency code: XRP'],
      [`${'0'.repeat(40)}:${ISSUER}`, `Invalid currency code: ${'0'.repeat(40)}`],
      [`0041:${ISSUER}`, 'Invalid currency code: 0041'],
      [`U$:${ISSUER}`, 'Invalid currency code: U$'],
      [`${'x'.repeat(21)}:${ISSUER}`, `Invalid currency code: ${'x'.repeat(21)}`],
    ];
    for (const [id, message] of cases) {
      expect(() => parseTokenId(id)).toThrowError(new TokenIdError(message));
      expect(isTokenId(id)).toBe(false);
    }
  });
});

describe('token id formatting and display', () => {
  it('formats the canonical text', () => {
    expect(formatTokenId({ currency: 'ARMY', issuer: ISSUER })).toBe(`${ARMY_HEX}:${ISSUER}`);
    expect(formatTokenId({ currency: 'USD', issuer: ISSUER })).toBe(`USD:${ISSUER}`);
    expect(isTokenId(`USD:${ISSUER}`)).toBe(true);
  });

  it('decodes the currency for display and gives its 40-hex form', () => {
    expect(tokenDisplayCurrency({ currency: ARMY_HEX, issuer: ISSUER })).toBe('ARMY');
    expect(tokenDisplayCurrency({ currency: 'USD', issuer: ISSUER })).toBe('USD');
    const lp = '03' + 'AB'.repeat(19);
    expect(tokenDisplayCurrency({ currency: lp, issuer: ISSUER })).toBe(lp);
    expect(tokenCurrencyHex({ currency: 'USD', issuer: ISSUER })).toBe(USD_HEX);
    expect(tokenCurrencyHex({ currency: 'ARMY', issuer: ISSUER })).toBe(ARMY_HEX);
  });
});

describe('token id parts', () => {
  it('builds an id from its currency and issuer, and reads each part back as written', () => {
    const id = tokenIdOf(ARMY_HEX, ISSUER);
    expect(id).toBe(`${ARMY_HEX}:${ISSUER}`);
    expect(tokenCurrency(id)).toBe(ARMY_HEX);
    expect(tokenIssuer(id)).toBe(ISSUER);
    expect(tokenCurrency('USD')).toBe('USD');
    expect(tokenIssuer('USD')).toBe('');
  });
});
