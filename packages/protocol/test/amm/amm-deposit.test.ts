import { describe, expect, it } from 'vitest';

import { ammDeposit, type AmmDeposit } from '../../src/amm/amm-deposit.js';
import { AmmRequestError } from '../../src/amm/amount-grid.js';
import type { AmmOutcome } from '../../src/amm/outcome.js';
import { POOL, drops, eur, lpt, text, usd, xrp } from './amount-helpers.js';

function ok(outcome: AmmOutcome<AmmDeposit>): AmmDeposit {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.code}`);
  return outcome.value;
}

// rippled AMM_test.cpp testDeposit on its 10,000 XRP / 10,000 USD pool with 10,000,000 LP tokens (fee 0).
describe('AMMDeposit on Amounts', () => {
  it('takes 1000 USD less a dust for 488088.48170151 tokens (tfSingleAsset)', () => {
    const d = ok(ammDeposit(POOL, { mode: 'singleAsset', amount: usd('1000') }, 0));
    expect(text(d.amount)).toBe('999.999999999989');
    expect(d.amount2).toBeUndefined();
    expect(text(d.tokens)).toBe('488088.48170151');
    expect(d.lpTokenBalance).toEqual(lpt('10488088.48170151'));
  });

  it('takes exactly 1000 XRP in drops for the same tokens', () => {
    const d = ok(ammDeposit(POOL, { mode: 'singleAsset', amount: xrp(1000n) }, 0));
    expect(d.amount).toEqual(xrp(1000n));
    expect(text(d.lpTokenBalance)).toBe('10488088.48170151');
  });

  it('takes 1000 of each for 1,000,000 tokens, XRP first as the pool lists it (tfLPToken)', () => {
    const d = ok(ammDeposit(POOL, { mode: 'lpToken', tokens: lpt('1000000') }, 0));
    expect(d.amount).toEqual(xrp(1000n));
    expect(d.amount2).toEqual(usd('1000'));
    expect(text(d.lpTokenBalance)).toBe('11000000');
  });

  it('fails when a proportional amount is below the minimum given (tfLPToken with Amount)', () => {
    const min = { mode: 'lpToken', tokens: lpt('1000000'), amount: usd('1001') } as const;
    expect(ammDeposit(POOL, min, 0)).toEqual({ ok: false, code: 'tecAMM_FAILED' });
  });

  it('cuts 200 USD / 100 XRP back to 100 / 100 (tfTwoAsset)', () => {
    const d = ok(ammDeposit(POOL, { mode: 'twoAsset', amount: usd('200'), amount2: xrp(100n) }, 0));
    expect(d.amount).toEqual(usd('100'));
    expect(d.amount2).toEqual(xrp(100n));
    expect(text(d.tokens)).toBe('100000');
  });

  it('takes 201 XRP for 100,000 tokens of one asset (tfOneAssetLPToken)', () => {
    const d = ok(ammDeposit(POOL, { mode: 'oneAssetLpToken', amount: xrp(205n), tokens: lpt('100000') }, 0));
    expect(d.amount).toEqual(xrp(201n));
  });

  it('takes 80.16 USD for 40,000 tokens at a 0.002004 price limit (tfLimitLPToken)', () => {
    const d = ok(ammDeposit(POOL, { mode: 'limitLpToken', amount: usd('100'), ePrice: usd('0.002004') }, 0));
    expect(
      usd('10000')
        .value.add(usd(text(d.amount)).value)
        .toString(),
    ).toBe('10080.16');
    expect(text(d.lpTokenBalance)).toBe('10040000');
  });

  it('refills an empty AMM with sqrt(a·b) tokens, and only an empty one (tfTwoAssetIfEmpty)', () => {
    const empty = { balance1: usd('0'), balance2: eur('0'), lpTokenBalance: lpt('0') };
    const d = ok(
      ammDeposit(empty, { mode: 'twoAssetIfEmpty', amount: eur('5000'), amount2: usd('4000') }, 0),
    );
    expect(d.amount).toEqual(eur('5000'));
    expect(text(d.tokens)).toBe('4472.135954999579');
    expect(ammDeposit(POOL, { mode: 'twoAssetIfEmpty', amount: xrp(1n), amount2: usd('1') }, 0)).toEqual({
      ok: false,
      code: 'tecAMM_NOT_EMPTY',
    });
    expect(ammDeposit(empty, { mode: 'singleAsset', amount: usd('1') }, 0)).toEqual({
      ok: false,
      code: 'tecAMM_EMPTY',
    });
  });

  it('refuses assets the pool does not hold, or the same asset twice', () => {
    expect(() => ammDeposit(POOL, { mode: 'singleAsset', amount: eur('1') }, 0)).toThrow(AmmRequestError);
    const twice = { mode: 'twoAsset', amount: usd('1'), amount2: usd('2') } as const;
    expect(() => ammDeposit(POOL, twice, 0)).toThrow(AmmRequestError);
  });

  it('gives 0.00049999 tokens for a single drop', () => {
    expect(text(ok(ammDeposit(POOL, { mode: 'singleAsset', amount: drops(1n) }, 0)).tokens)).toBe(
      '0.00049999',
    );
  });
});
