import { describe, expect, it } from 'vitest';

import { ammWithdraw, type AmmWithdrawal } from '../../src/amm/amm-withdraw.js';
import type { AmmPool } from '../../src/amm/amm-pool.js';
import type { AmmOutcome } from '../../src/amm/outcome.js';
import { POOL, drops, lpt, text, usd, xrp } from './amount-helpers.js';

function ok(outcome: AmmOutcome<AmmWithdrawal>): AmmWithdrawal {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.code}`);
  return outcome.value;
}

const ALICE = { lpTokens: lpt('10000000') };
// After carol's 10% equal deposit: 11,000 / 11,000 with T = 11,000,000, carol holding 1,000,000.
const GROWN: AmmPool = { balance1: xrp(11_000n), balance2: usd('11000'), lpTokenBalance: lpt('11000000') };
const CAROL = { lpTokens: lpt('1000000') };

// rippled AMM_test.cpp testWithdraw with fixAMMv1_3 (fee 0).
describe('AMMWithdraw on Amounts', () => {
  it('pays 10% of each side for 10% of the tokens (tfLPToken)', () => {
    const w = ok(ammWithdraw(POOL, { mode: 'lpToken', tokens: lpt('1000000') }, ALICE, 0));
    expect(w.amount).toEqual(xrp(1000n));
    expect(w.amount2).toEqual(usd('1000'));
    expect(text(w.lpTokenBalance)).toBe('9000000');
  });

  it('pays the whole pool to the holder of every token (tfWithdrawAll)', () => {
    const w = ok(ammWithdraw(POOL, { mode: 'withdrawAll' }, ALICE, 0));
    expect(w.amount).toEqual(POOL.balance1);
    expect(w.amount2).toEqual(POOL.balance2);
    expect(text(w.lpTokenBalance)).toBe('0');
  });

  it('pays 1000 XRP less one drop, burning down to 9486832.98050514 tokens (tfSingleAsset)', () => {
    const w = ok(ammWithdraw(POOL, { mode: 'singleAsset', amount: xrp(1000n) }, ALICE, 0));
    expect(w.amount).toEqual(drops(999_999_999n));
    expect(text(w.lpTokenBalance)).toBe('9486832.98050514');
  });

  it('cuts 200 XRP / 100 USD back to 100 / 100 (tfTwoAsset)', () => {
    const w = ok(ammWithdraw(POOL, { mode: 'twoAsset', amount: xrp(200n), amount2: usd('100') }, ALICE, 0));
    expect(w.amount).toEqual(xrp(100n));
    expect(w.amount2).toEqual(usd('100'));
  });

  it("pays all of carol's holding in USD, leaving 9090.909090909092 (tfOneAssetWithdrawAll)", () => {
    const w = ok(ammWithdraw(GROWN, { mode: 'oneAssetWithdrawAll', amount: usd('0') }, CAROL, 0));
    expect(
      usd('11000')
        .value.sub(usd(text(w.amount)).value)
        .toString(),
    ).toBe('9090.909090909092');
    expect(text(w.lpTokenBalance)).toBe('10000000');
  });

  it('pays 19.99 USD for 10,000 tokens of one asset (tfOneAssetLPToken)', () => {
    const w = ok(
      ammWithdraw(POOL, { mode: 'oneAssetLpToken', amount: usd('0'), tokens: lpt('10000') }, ALICE, 0),
    );
    expect(text(w.amount)).toBe('19.99');
  });

  it('redeems 846153.84615384 tokens at 520 tokens per USD (tfLimitLPToken)', () => {
    const w = ok(
      ammWithdraw(GROWN, { mode: 'limitLpToken', amount: usd('0'), ePrice: lpt('520') }, CAROL, 0),
    );
    expect(text(w.tokens)).toBe('846153.84615384');
    expect(
      usd('11000')
        .value.sub(usd(text(w.amount)).value)
        .toString(),
    ).toBe('9372.78106508877');
  });

  it('refuses more than the pool holds, an empty AMM, or an account without tokens', () => {
    expect(ammWithdraw(POOL, { mode: 'singleAsset', amount: usd('10001') }, ALICE, 0)).toEqual({
      ok: false,
      code: 'tecAMM_BALANCE',
    });
    const empty = { ...POOL, lpTokenBalance: lpt('0') };
    expect(ammWithdraw(empty, { mode: 'withdrawAll' }, ALICE, 0)).toEqual({
      ok: false,
      code: 'tecAMM_EMPTY',
    });
    expect(ammWithdraw(POOL, { mode: 'withdrawAll' }, { lpTokens: lpt('0') }, 0)).toEqual({
      ok: false,
      code: 'tecAMM_BALANCE',
    });
  });

  // 10,000,000 vs 10,010,000 is 0.0999% apart (relative to the larger); 10,010,011 is just over 0.1%.
  it("lets the last LP take the pool when its tokens differ from the AMM's balance by under 0.1%", () => {
    const drifted = { ...POOL, lpTokenBalance: lpt('10010000') };
    const w = ok(ammWithdraw(drifted, { mode: 'withdrawAll' }, { ...ALICE, soleProvider: true }, 0));
    expect(w.amount2).toEqual(usd('10000'));
    expect(text(w.lpTokenBalance)).toBe('0');
    const far = { ...POOL, lpTokenBalance: lpt('10010011') };
    expect(ammWithdraw(far, { mode: 'withdrawAll' }, { ...ALICE, soleProvider: true }, 0)).toEqual({
      ok: false,
      code: 'tecAMM_INVALID_TOKENS',
    });
  });
});
