import { describe, expect, it } from 'vitest';
import { launchEconomics } from '../../../src/features/launch/launch-review.js';

describe('the launch review sums', () => {
  it('totals the pool XRP, the issuer funding and the pool creation fee; prices the pool ratio exactly', () => {
    expect(
      launchEconomics({ initial_xrp_amount: '100', initial_token_amount: '1000000', supply: '1000000000' }),
    ).toEqual({
      // 100 pool + 1 base reserve + 0.1 issuer fee budget + 0.2 AMMCreate fee (mainnet reserves).
      totalCostXrp: '101.3',
      priceXrp: '0.000100000000000000',
      marketCapXrp: '100000.000000',
    });
  });

  it('uses the reserves it is given, and rounds a repeating price', () => {
    const sums = launchEconomics(
      { initial_xrp_amount: '10.5', initial_token_amount: '3', supply: '7' },
      { baseDrops: 10_000_000n, incrementDrops: 2_000_000n },
    );
    expect(sums).toEqual({
      totalCostXrp: '22.6',
      priceXrp: '3.500000000000000000',
      marketCapXrp: '24.500000',
    });
    expect(
      launchEconomics({ initial_xrp_amount: '1', initial_token_amount: '3', supply: '1' })?.priceXrp,
    ).toBe('0.333333333333333333');
  });

  it('has no sums for amounts that are not numbers or no tokens in the pool', () => {
    expect(launchEconomics({ initial_xrp_amount: 'x', initial_token_amount: '3', supply: '1' })).toBeNull();
    expect(launchEconomics({ initial_xrp_amount: '1', initial_token_amount: '0', supply: '1' })).toBeNull();
  });
});
