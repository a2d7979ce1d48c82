import { IssuedValue, XrplNumber } from '@horizon/protocol';
import { describe, expect, it } from 'vitest';
import {
  ZERO_DECIMAL,
  addDecimals,
  decimalOfXrplNumber,
  decimalSizeOfIssuedValue,
  decimalText,
  xrplNumberOf,
} from '../../src/decimal/index.js';

describe('ledger numbers as decimals', () => {
  it('reads zero as zero, not at the ledger’s extreme exponent', () => {
    const zero = decimalOfXrplNumber(XrplNumber.zero);
    expect(zero).toEqual(ZERO_DECIMAL);
    expect(decimalText(addDecimals(zero, decimalOfXrplNumber(XrplNumber.fromString('1.5'))))).toBe('1.5');
    expect(decimalSizeOfIssuedValue(IssuedValue.zero)).toEqual(ZERO_DECIMAL);
  });

  it('keeps every digit, and the sign of a Number but not of an amount’s size', () => {
    expect(decimalText(decimalOfXrplNumber(XrplNumber.fromString('-1234.5678')))).toBe('-1234.5678');
    expect(decimalText(decimalSizeOfIssuedValue(IssuedValue.fromString('-0.000123')))).toBe('0.000123');
    expect(decimalText(decimalSizeOfIssuedValue(IssuedValue.fromString('9999999999999999e80')))).toBe(
      `9999999999999999${'0'.repeat(80)}`,
    );
  });

  it('goes back to the same Number', () => {
    for (const text of ['1', '0.1', '-42.000001', '1e-81', '123456789012345.6']) {
      const n = XrplNumber.fromString(text);
      expect(xrplNumberOf(decimalOfXrplNumber(n)).toString()).toBe(n.toString());
    }
  });
});
