import { describe, expect, it } from 'vitest';
import { formatAmountOf, formatNumber, toInputDecimal } from '../../src/format/number.js';
import { formatPercent, formatSignedPercent } from '../../src/format/percent.js';

describe('the one number formatter: a figure a trader can read at a glance, never float noise (issue 16)', () => {
  it.each([
    ['1e-12', '0.0₁₁1'],
    ['0.00000000123456789', '0.0₈1235'],
    ['0.00000012345', '0.0₆1235'],
    ['0.000001', '0.0₅1'],
    ['0.0000123456', '0.00001235'],
    ['0.0000099999', '0.00001'],
    ['0.0007954608780806739', '0.0007955'],
    ['0.5', '0.5'],
    ['0.123456', '0.1235'],
    ['0.99999', '1'],
    ['1', '1'],
    ['3.000', '3'],
    ['490.0868180800515', '490.0868'],
    ['999.99996', '1,000'],
    ['1000', '1,000'],
    ['1234.5678', '1,234.57'],
    ['1234567.891', '1,234,567.89'],
    ['123456789012345.678', '123,456,789,012,345.68'],
    ['1e15', '1,000,000,000,000,000'],
  ])('%s reads %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('keeps the sign of a negative value and shows zero plainly', () => {
    expect(formatNumber('-0.0007954608780806739')).toBe('-0.0007955');
    expect(formatNumber('-0.00000012345')).toBe('-0.0₆1235');
    expect(formatNumber('-12.5')).toBe('-12.5');
    expect(formatNumber('-1234.5678')).toBe('-1,234.57');
    expect(formatNumber('0')).toBe('0');
    expect(formatNumber('-0')).toBe('0');
    expect(formatNumber('0.000')).toBe('0');
  });

  it('shows a dash for what is not a number, and no binary-float noise for a number', () => {
    expect(formatNumber('abc')).toBe('—');
    expect(formatNumber(null)).toBe('—');
    expect(formatNumber(undefined)).toBe('—');
    expect(formatNumber(0.1 + 0.2)).toBe('0.3');
    expect(formatNumber(12n)).toBe('12');
  });

  it('shows the decimals a call site asks for, such as an XRP balance to the drop', () => {
    expect(formatNumber('28.999988', { decimals: 6 })).toBe('28.999988');
    expect(formatNumber('1234.567891', { decimals: 6 })).toBe('1,234.567891');
    expect(formatNumber('0.123457', { decimals: 6 })).toBe('0.123457');
    expect(formatNumber('0.00000012345', { decimals: 4 })).toBe('0.0₆1235');
    expect(formatNumber('12345.6789', { decimals: 4 })).toBe('12,345.6789');
    expect(formatNumber('25.5', { decimals: 6 })).toBe('25.5');
  });

  it('names the unit of an amount: XRP and tokens', () => {
    expect(formatAmountOf('490.0868180800515', 'TOK')).toBe('490.0868 TOK');
    expect(formatAmountOf('1234.5', 'XRP')).toBe('1,234.5 XRP');
    expect(formatAmountOf('0.000012', 'XRP')).toBe('0.000012 XRP');
    expect(formatAmountOf(undefined, 'XRP')).toBe('—');
  });
});

describe('percentages: at most 2 decimals, and a tiny share is never shown as nothing', () => {
  it('shows 0.006434561048779999 % as "<0.01%"', () => {
    expect(formatPercent('0.006434561048779999')).toBe('<0.01%');
    expect(formatPercent(0.006434561048779999)).toBe('<0.01%');
    expect(formatPercent('-0.004')).toBe('-<0.01%');
  });

  it('rounds half away from zero and groups thousands', () => {
    expect(formatPercent('0.005')).toBe('<0.01%');
    expect(formatPercent('0.01')).toBe('0.01%');
    expect(formatPercent('0.0149')).toBe('0.01%');
    expect(formatPercent('12.345')).toBe('12.35%');
    expect(formatPercent('100')).toBe('100.00%');
    expect(formatPercent('12345.678')).toBe('12,345.68%');
    expect(formatPercent('0')).toBe('0.00%');
    expect(formatSignedPercent('12345.678')).toBe('+12,345.68%');
  });
});

describe('a value for an input field (a limit price prefill)', () => {
  it('keeps 6 significant digits, plain, never 19 digits', () => {
    expect(toInputDecimal('0.0007954608780806739', 6)).toBe('0.000795461');
    expect(toInputDecimal('1234.56789', 6)).toBe('1234.57');
    expect(toInputDecimal('12345678.9', 6)).toBe('12345679');
    expect(toInputDecimal('1e-12', 6)).toBe('0.000000000001');
    expect(toInputDecimal('0.5', 6)).toBe('0.5');
    expect(toInputDecimal('0', 6)).toBe('0');
    expect(toInputDecimal('x', 6)).toBeUndefined();
  });
});
