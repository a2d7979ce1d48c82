import { describe, expect, it } from 'vitest';

import { encodeRate } from '../../src/quality/rate.js';
import { withinRelativeDistance } from '../../src/quality/relative-distance.js';

describe('rates within a relative distance (withinRelativeDistance)', () => {
  const one = encodeRate(1_000_000_000_000_000n, -15);
  it('counts equal rates and rates 1e-7 apart (relative to the worse) as close', () => {
    expect(withinRelativeDistance(one, one, '1e-7')).toBe(true);
    expect(withinRelativeDistance(one, encodeRate(1_000_000_100_000_000n, -15), '1e-7')).toBe(true);
  });

  it('does not count 1.1e-7 apart as close, in either order', () => {
    const other = encodeRate(1_000_000_110_000_000n, -15);
    expect(withinRelativeDistance(one, other, '1e-7')).toBe(false);
    expect(withinRelativeDistance(other, one, '1e-7')).toBe(false);
  });
});
