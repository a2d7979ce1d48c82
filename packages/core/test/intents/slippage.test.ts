/** The slippage bound the server builds and the browser checks: exact, never a float. */
import { issuedAmount, IssuedValue, xrpAmount } from '@horizon/protocol';
import { describe, expect, it } from 'vitest';
import { largestQuoteForBound, slippageBound, slippageBps } from '../../src/intents/index.js';

describe('slippage in basis points', () => {
  it.each([
    [1, 100n],
    [0.1, 10n],
    [0.29, 29n],
    [0.57, 57n],
    [1.15, 115n],
    [50, 5000n],
    ['2.5', 250n],
  ])('slippage %s (percent) is %s bps, exactly', (percent, bps) => {
    expect(slippageBps(percent)).toBe(bps);
  });

  it('rounds a finer percent half up from its decimal text, where the float product does not', () => {
    // 1.005 × 100 is 100.49999999999999 in floats: the old Math.round gave 100.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(slippageBps(1.005)).toBe(101n);
    expect(slippageBps('0.125')).toBe(13n);
    expect(slippageBps('0.124')).toBe(12n);
  });

  it('refuses a negative or whole slippage', () => {
    expect(() => slippageBps(-1)).toThrow();
    expect(() => slippageBps(100)).toThrow();
  });

  it('agrees with the float rounding for every 2-decimal percent the contract allows', () => {
    for (let hundredths = 10; hundredths <= 5000; hundredths++) {
      const percent = Number((hundredths / 100).toFixed(2));
      expect(slippageBps(percent)).toBe(BigInt(hundredths));
    }
  });
});

describe('the least accepted after slippage', () => {
  it('rounds drops down', () => {
    expect(slippageBound(xrpAmount(999_999n), 1)).toEqual(xrpAmount(989_999n));
    expect(slippageBound(xrpAmount(10_000_000n), 0.29)).toEqual(xrpAmount(9_971_000n));
  });

  it('rounds a token value down', () => {
    const bound = slippageBound(
      issuedAmount('USD', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', IssuedValue.fromString('100')),
      1,
    );
    expect(bound.kind === 'issued' && bound.value.eq(IssuedValue.fromString('99'))).toBe(true);
  });

  it('the largest quote a bound can come from maps back onto that bound or above', () => {
    for (const [quote, percent] of [
      [10_000_000n, 1],
      [123_456_789n, 0.29],
      [7n, 50],
    ] as const) {
      const bound = slippageBound(xrpAmount(quote), percent);
      const drops = bound.kind === 'xrp' ? bound.drops : -1n;
      const largest = largestQuoteForBound(drops, percent);
      expect(largest).toBeGreaterThanOrEqual(quote);
      const again = slippageBound(xrpAmount(largest), percent);
      expect(again.kind === 'xrp' && again.drops).toBeGreaterThanOrEqual(drops);
    }
  });
});
