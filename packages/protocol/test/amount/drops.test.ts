import { describe, expect, it } from 'vitest';
import {
  AmountError,
  AmountOverflowError,
  MAX_DROPS,
  checkDrops,
  dropsToXrp,
  isValidDrops,
  parseDrops,
  xrpToDrops,
} from '../../src/amount/index.js';

describe('XRP amounts in drops', () => {
  it('converts XRP text to drops exactly', () => {
    expect(xrpToDrops('1.5')).toBe(1_500_000n);
    expect(xrpToDrops('0.000001')).toBe(1n);
    expect(xrpToDrops('0')).toBe(0n);
    expect(xrpToDrops('10')).toBe(10_000_000n);
    expect(xrpToDrops('1.5000000')).toBe(1_500_000n);
    expect(xrpToDrops('-2.25')).toBe(-2_250_000n);
    expect(xrpToDrops('100000000000')).toBe(MAX_DROPS);
  });

  it('refuses XRP text with more than 6 decimals, bad syntax or above 100 billion XRP', () => {
    expect(() => xrpToDrops('1.0000001')).toThrow(AmountError);
    expect(() => xrpToDrops('0.0000005')).toThrow('more than 6 decimals');
    for (const bad of ['', '1.', '.5', '01', '1e6', '1,5', ' 1', 'abc', '+1']) {
      expect(() => xrpToDrops(bad), bad).toThrow(AmountError);
    }
    expect(() => xrpToDrops('100000000000.000001')).toThrow(AmountOverflowError);
  });

  it('prints drops as XRP without trailing zeros', () => {
    expect(dropsToXrp(1_500_000n)).toBe('1.5');
    expect(dropsToXrp(1n)).toBe('0.000001');
    expect(dropsToXrp(0n)).toBe('0');
    expect(dropsToXrp(10_000_000n)).toBe('10');
    expect(dropsToXrp(-1_234_567n)).toBe('-1.234567');
    expect(dropsToXrp(MAX_DROPS)).toBe('100000000000');
    expect(() => dropsToXrp(MAX_DROPS + 1n)).toThrow(AmountOverflowError);
  });

  it('round-trips every power of ten from 1 drop to 1e17 drops', () => {
    for (let drops = 1n; drops <= MAX_DROPS; drops *= 10n) {
      expect(xrpToDrops(dropsToXrp(drops))).toBe(drops);
      expect(parseDrops(drops.toString())).toBe(drops);
    }
  });

  it('parses drop strings from ledger JSON with clear errors (rippled STAmount_test set value native)', () => {
    for (const ok of ['1', '22', '333', '4444', '55555', '666666', '100000000000000000']) {
      expect(parseDrops(ok).toString()).toBe(ok);
    }
    expect(parseDrops('-5')).toBe(-5n);
    expect(() => parseDrops('1.1')).toThrow("Invalid drops amount: '1.1'");
    expect(() => parseDrops('100000000000000001')).toThrow(AmountOverflowError);
    expect(() => parseDrops('1000000000000000000')).toThrow(AmountOverflowError);
    for (const bad of ['', '001', '1e3', ' 7', '0x10', '-'])
      expect(() => parseDrops(bad), bad).toThrow(AmountError);
  });

  it('knows the ledger bounds', () => {
    expect(isValidDrops(MAX_DROPS)).toBe(true);
    expect(isValidDrops(-MAX_DROPS)).toBe(true);
    expect(isValidDrops(MAX_DROPS + 1n)).toBe(false);
    expect(checkDrops(1n)).toBe(1n);
    expect(() => checkDrops(-MAX_DROPS - 1n)).toThrow('XRP amount out of range');
  });
});
