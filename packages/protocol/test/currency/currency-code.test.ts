import { describe, expect, it } from 'vitest';
import {
  CurrencyCodeError,
  currencyToHex,
  currencyToJson,
  decodeCurrency,
  isLpTokenCode,
} from '../../src/currency/currency-code.js';

describe('currency codes', () => {
  it('stores a 3-character code in the standard layout', () => {
    expect(currencyToHex('USD')).toBe('0000000000000000000000005553440000000000');
    expect(currencyToJson('USD')).toBe('USD');
  });

  it('pads text of 4 to 39 characters to 40 hex with zeros (spec §5)', () => {
    expect(currencyToHex('ARMY')).toBe('41524D5900000000000000000000000000000000');
    expect(currencyToHex('SOLOGENIC')).toBe('534F4C4F47454E49430000000000000000000000');
    expect(currencyToJson('ARMY')).toBe('41524D5900000000000000000000000000000000');
  });

  it('keeps a 40-hex code, upper-cased', () => {
    const hex = '534f4c4f00000000000000000000000000000000';
    expect(currencyToHex(hex)).toBe(hex.toUpperCase());
  });

  it.each([
    'XRP',
    'US',
    'U D',
    '',
    'A'.repeat(21),
    '0'.repeat(40),
    'ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ',
  ])('refuses %j', (code) => {
    expect(() => currencyToHex(code)).toThrow(CurrencyCodeError);
  });

  it('decodes padded hex to its text and leaves binary codes as hex', () => {
    expect(decodeCurrency('41524D5900000000000000000000000000000000')).toBe('ARMY');
    expect(decodeCurrency('0000000000000000000000005553440000000000')).toBe('USD');
    expect(decodeCurrency('USD')).toBe('USD');
    const lp = '03930D02208264E2E40EC1B0C09E4DB96EE197B1';
    expect(decodeCurrency(lp)).toBe(lp);
    expect(isLpTokenCode(lp)).toBe(true);
    const gap = '4100420000000000000000000000000000000000';
    expect(decodeCurrency(gap)).toBe(gap);
  });

  it('round-trips text through hex', () => {
    for (const text of ['ARMY', 'Horizon', 'MOON🚀', 'ABCDEFGHIJKLMNOPQRST']) {
      expect(decodeCurrency(currencyToHex(text))).toBe(text);
    }
  });
});
