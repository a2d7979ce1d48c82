/**
 * Scalings that were written by hand (bigint shifts, a half-up rounding, percent text, a percent of drops) now go
 * through core's Decimal and fee helpers (issue 18). The hand-written versions stay here as the reference: each
 * new one must give the same answer for every input, edges included.
 */
import { IssuedValue } from '@horizon/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedText, parseDecimal } from '../../src/decimal/index.js';
import { bpsToPercentText } from '../../src/fees/index.js';
import { orderTotalDrops, slippageBps } from '../../src/intents/index.js';
import { burnShareDrops } from '../../src/programs/voting/index.js';

function oldSlippageBps(percent: string): bigint {
  const parsed = parseDecimal(percent);
  if (!parsed || parsed.negative) throw new Error('range');
  const bps =
    parsed.scale <= 2
      ? parsed.digits * 10n ** BigInt(2 - parsed.scale)
      : (parsed.digits * 2n + 10n ** BigInt(parsed.scale - 2)) / (2n * 10n ** BigInt(parsed.scale - 2));
  if (bps >= 10_000n) throw new Error('range');
  return bps;
}

function oldOrderTotalDrops(tokens: IssuedValue, pricePerToken: string, roundUp: boolean): bigint {
  const price = parseDecimal(pricePerToken);
  if (!price || price.negative) throw new Error('price');
  const shift = tokens.exponent - price.scale + 6;
  const numerator = tokens.mantissa * price.digits * (shift > 0 ? 10n ** BigInt(shift) : 1n);
  const denominator = shift < 0 ? 10n ** BigInt(-shift) : 1n;
  const floor = numerator / denominator;
  return roundUp && floor * denominator !== numerator ? floor + 1n : floor;
}

const oldBpsText = (bps: bigint) => `${bps / 100n}.${(bps % 100n).toString().padStart(2, '0')}`;
const oldBurnShare = (income: bigint) => (income <= 0n ? 0n : (income * 5n) / 100n);

const plain = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 30 }))
  .map(([digits, scale]) => fixedText(digits, scale));

describe('hand scaling replaced by core helpers', () => {
  it('slippage bps: the same half-up hundredths of every percent text', () => {
    for (const p of ['0', '0.005', '0.004999', '1.005', '99.99', '99.994', '1e1', '2.5E-3'])
      expect(slippageBps(p)).toBe(oldSlippageBps(p));
    fc.assert(
      fc.property(plain, (p) => {
        let old: bigint | undefined;
        try {
          old = oldSlippageBps(p);
        } catch {
          old = undefined;
        }
        if (old === undefined) expect(() => slippageBps(p)).toThrow();
        else expect(slippageBps(p)).toBe(old);
      }),
    );
  });

  it("an order's total in drops: the same, up and down, for every amount and price", () => {
    const cases: [IssuedValue, string][] = [
      [IssuedValue.zero, '1'],
      [IssuedValue.fromString('1e80'), '1e-90'],
      [IssuedValue.fromString('1e-81'), '1e40'],
      [IssuedValue.fromString('-2.5'), '0.1'],
      [IssuedValue.fromString('3'), '0.0000001'],
    ];
    for (const [tokens, price] of cases)
      for (const up of [true, false])
        expect(orderTotalDrops(tokens, price, up)).toBe(oldOrderTotalDrops(tokens, price, up));
    const tokens = fc
      .tuple(fc.bigInt({ min: -(10n ** 16n), max: 10n ** 16n }), fc.integer({ min: -96, max: 80 }))
      .map(([m, e]) => IssuedValue.from(m, e));
    fc.assert(
      fc.property(tokens, plain, fc.boolean(), (t, price, up) => {
        expect(orderTotalDrops(t, price, up)).toBe(oldOrderTotalDrops(t, price, up));
      }),
    );
  });

  it('fee rates as percent text and the vote burn share: the same for every value', () => {
    for (const bps of [0n, 5n, 30n, 100n, 10_000n, 123_456n])
      expect(bpsToPercentText(bps)).toBe(oldBpsText(bps));
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (bps) => {
        expect(bpsToPercentText(bps)).toBe(oldBpsText(bps));
      }),
    );
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), (income) => {
        expect(burnShareDrops(income)).toBe(oldBurnShare(income));
      }),
    );
  });
});
