import { dropsToXrp } from '@horizon/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedText, parseDecimal } from '../../src/decimal/index.js';
import {
  maxXrpSpendDrops,
  tokenBalanceShare,
  tokensForDrops,
  xrpBalanceShare,
} from '../../src/quick-trade/balance-share.js';

describe('XRP shares of an amount field', () => {
  it('Max of a send leaves 0.01 XRP for network fees (the account reserve is already out of "available")', () => {
    expect(maxXrpSpendDrops('100')).toBe(99_990_000n);
    expect(xrpBalanceShare('100', 100)).toBe('99.99');
  });

  it('Max of a buy also leaves the 1% trading fee: amount + 1% fits what is free', () => {
    // (100 − 0.01) / 1.01 = 99; (50 − 0.01) / 1.01 = 49.4950495…, rounded down to a drop.
    expect(xrpBalanceShare('100', 100, { tradingFee: true })).toBe('99');
    expect(xrpBalanceShare('50', 100, { tradingFee: true })).toBe('49.495049');
    const max = maxXrpSpendDrops('100', { tradingFee: true });
    expect(max + max / 100n).toBeLessThanOrEqual(99_990_000n);
  });

  it("a buy of a token not held keeps the new trustline's 0.2 XRP owner reserve", () => {
    expect(maxXrpSpendDrops('10.21', { newObjects: 1 })).toBe(10_000_000n);
    expect(xrpBalanceShare('10.21', 100, { newObjects: 1, tradingFee: true })).toBe('9.90099');
    // A limit buy of a token not held: the offer and the trustline.
    expect(maxXrpSpendDrops('10.41', { newObjects: 2 })).toBe(10_000_000n);
  });

  it('25% and 50% are of the Max, rounded down to a drop', () => {
    expect(xrpBalanceShare('100.01', 25)).toBe('25');
    expect(xrpBalanceShare('100.01', 50)).toBe('50');
    expect(xrpBalanceShare('0.010003', 50)).toBe('0.000001');
  });

  it('gives 0 when the fees and reserve take everything', () => {
    expect(xrpBalanceShare('0.01', 100)).toBe('0');
    expect(xrpBalanceShare('0.1', 100, { newObjects: 1 })).toBe('0');
    expect(xrpBalanceShare('0', 50)).toBe('0');
  });

  it('refuses a share that is not a whole percent from 1 to 100', () => {
    expect(() => xrpBalanceShare('1', 0)).toThrow(RangeError);
    expect(() => xrpBalanceShare('1', 101)).toThrow(RangeError);
    expect(() => xrpBalanceShare('1', 33.3)).toThrow(RangeError);
  });
});

describe('token shares of an amount field', () => {
  it('Max is the whole balance, exactly as held', () => {
    expect(tokenBalanceShare('1234.56789012345', 100)).toBe('1234.56789012345');
    expect(tokenBalanceShare('1000', 100)).toBe('1000');
    expect(tokenBalanceShare('0.5', 100)).toBe('0.5');
  });

  it('25% and 50% are exact, without float noise', () => {
    expect(tokenBalanceShare('0.3', 50)).toBe('0.15');
    expect(tokenBalanceShare('1', 25)).toBe('0.25');
    expect(tokenBalanceShare('12345678901234.5', 25)).toBe('3086419725308.62');
  });

  it("cuts to the ledger's 15 significant digits towards zero, so a share never exceeds the balance", () => {
    expect(tokenBalanceShare('9.99999999999999', 50)).toBe('4.99999999999999');
    expect(tokenBalanceShare('1e20', 25)).toBe('25000000000000000000');
  });

  it('gives 0 for no balance or an unreadable one', () => {
    expect(tokenBalanceShare('0', 100)).toBe('0');
    expect(tokenBalanceShare('', 100)).toBe('0');
    expect(tokenBalanceShare('-5', 50)).toBe('0');
  });

  it('turns XRP into tokens at a price, rounded down', () => {
    expect(tokensForDrops(10_000_000n, '0.5')).toBe('20');
    expect(tokensForDrops(1_000_000n, '3')).toBe('0.333333333333333');
    expect(tokensForDrops(1_000_000n, '0')).toBe('0');
    expect(tokensForDrops(0n, '1')).toBe('0');
  });
});

/**
 * The shares were worked out by hand (bigint shifts and a 15-digit cut) before they went through core's decimal
 * (issue 18). The hand-written versions stay here as the reference the decimal ones must equal, digit for digit.
 */
describe('the shares through core decimal, against the hand-written versions they replaced', () => {
  function oldTokenText(digits0: bigint, scale0: number): string {
    let [digits, scale] = [digits0, scale0];
    const extra = digits.toString().length - 15;
    if (extra > 0) {
      digits /= 10n ** BigInt(extra);
      scale -= extra;
    }
    if (scale < 0) {
      digits *= 10n ** BigInt(-scale);
      scale = 0;
    }
    const text = fixedText(digits, scale);
    return scale > 0 ? text.replace(/\.?0+$/, '') : text;
  }
  const positive = (text: string) => {
    const d = parseDecimal(text);
    return d && !d.negative && d.digits > 0n ? d : undefined;
  };
  const oldTokenShare = (balance: string, percent: number) => {
    const d = positive(balance);
    return d ? oldTokenText(d.digits * BigInt(percent), d.scale + 2) : '0';
  };
  const oldTokensForDrops = (drops: bigint, pricePerToken: string) => {
    const price = positive(pricePerToken);
    if (!price || drops <= 0n) return '0';
    const digits = (drops * 10n ** BigInt(price.scale + 30)) / (price.digits * 1_000_000n);
    return digits === 0n ? '0' : oldTokenText(digits, 30);
  };
  const oldXrpShare = (available: string, percent: number, tradingFee: boolean) =>
    dropsToXrp((maxXrpSpendDrops(available, { tradingFee }) * BigInt(percent)) / 100n);

  const percent = fc.integer({ min: 1, max: 100 });
  const decimalText = fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 40 }))
    .map(([digits, scale]) => fixedText(digits, scale));
  const exponentText = fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 20n }), fc.integer({ min: -60, max: 60 }))
    .map(([digits, e]) => `${digits}e${e}`);

  it('a token share: the same text for every balance and percent', () => {
    for (const balance of [
      '0',
      '1',
      '0.000000000000000000000000000001',
      '999999999999999.9',
      '1e80',
      '1e-81',
    ])
      for (const p of [1, 25, 33, 50, 99, 100])
        expect(tokenBalanceShare(balance, p)).toBe(oldTokenShare(balance, p));
    fc.assert(
      fc.property(fc.oneof(decimalText, exponentText), percent, (balance, p) => {
        expect(tokenBalanceShare(balance, p)).toBe(oldTokenShare(balance, p));
      }),
    );
  });

  it('tokens for drops: the same text for every amount and price', () => {
    for (const [drops, price] of [
      [1n, '1e40'],
      [1n, '1e24'],
      [10n ** 17n, '1e-40'],
      [3n, '0.000003'],
      [1_000_000n, '7'],
    ] as const)
      expect(tokensForDrops(drops, price)).toBe(oldTokensForDrops(drops, price));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 17n }),
        fc.oneof(decimalText, exponentText),
        (drops, price) => {
          expect(tokensForDrops(drops, price)).toBe(oldTokensForDrops(drops, price));
        },
      ),
    );
  });

  it('an XRP share: the same text for every balance and percent', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 17n }), percent, fc.boolean(), (drops, p, fee) => {
        const available = dropsToXrp(drops);
        expect(xrpBalanceShare(available, p, { tradingFee: fee })).toBe(oldXrpShare(available, p, fee));
      }),
    );
  });
});
