import { describe, expect, it } from 'vitest';

import { ammCreateLpTokens, type AmmPool } from '../../src/amm/amm-pool.js';
import { ammDeposit } from '../../src/amm/amm-deposit.js';
import { ammWithdraw } from '../../src/amm/amm-withdraw.js';
import type { AmmOutcome } from '../../src/amm/outcome.js';
import { ALL_AMM_FIXES, ammRules, withAmmRules, type AmmRules } from '../../src/amm/rules.js';
import { AMM_ACCOUNT, drops, lpt, text, usd } from './amount-helpers.js';

// A ledger without fixAMMv1_3 rounds AMM deposits and withdrawals to nearest, as rippled does against a
// config whose [features] lacks it; with it (the default) deposits round up and withdrawals down.

const BEFORE_V1_3: AmmRules = { fixAMMv1_1: true, fixAMMv1_3: false };
const BEFORE_V1_1: AmmRules = { fixAMMv1_1: false, fixAMMv1_3: false };

function value<T>(outcome: AmmOutcome<T>): T {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.code}`);
  return outcome.value;
}

/** A pool of `xrpDrops` and 1000 USD with 1,000,000 LP tokens: one token is a millionth of each. */
const pool = (xrpDrops: bigint): AmmPool => ({
  balance1: drops(xrpDrops),
  balance2: usd('1000'),
  lpTokenBalance: lpt('1000000'),
});

describe('AMM rounding by amendment', () => {
  it('follows every fix by default, and withAmmRules restores the rules even on throw', () => {
    expect(ammRules()).toEqual(ALL_AMM_FIXES);
    expect(() =>
      withAmmRules(BEFORE_V1_3, () => {
        expect(ammRules()).toEqual(BEFORE_V1_3);
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(ammRules()).toEqual(ALL_AMM_FIXES);
  });

  it('a deposit for 1 LP token worth 15.102 drops takes 16 drops with fixAMMv1_3, 15 without', () => {
    const request = { mode: 'lpToken', tokens: lpt('1') } as const;
    const fixed = value(ammDeposit(pool(15_102_000n), request, 0));
    expect(fixed.amount).toEqual(drops(16n));
    expect(fixed.amount2).toEqual(usd('0.001'));
    const before = value(withAmmRules(BEFORE_V1_3, () => ammDeposit(pool(15_102_000n), request, 0)));
    expect(before.amount).toEqual(drops(15n));
    expect(before.amount2).toEqual(usd('0.001'));
    expect(text(before.lpTokenBalance)).toBe('1000001');
  });

  it('a single-asset deposit for LP tokens worth 30.1098 drops takes 31 drops with fixAMMv1_3, 30 without', () => {
    // Fee 0: b = B·((1 + t/T)² - 1) = 1498 · 0.0201 = 30.1098 drops.
    const one: AmmPool = { balance1: drops(1498n), balance2: usd('1000'), lpTokenBalance: lpt('100000') };
    const request = { mode: 'oneAssetLpToken', amount: drops(100n), tokens: lpt('1000') } as const;
    expect(value(ammDeposit(one, request, 0)).amount).toEqual(drops(31n));
    expect(value(withAmmRules(BEFORE_V1_3, () => ammDeposit(one, request, 0))).amount).toEqual(drops(30n));
  });

  it('a withdrawal of 1 LP token worth 8.556 drops pays 8 drops with fixAMMv1_3, 9 without', () => {
    const request = { mode: 'lpToken', tokens: lpt('1') } as const;
    const provider = { lpTokens: lpt('1000') };
    const fixed = value(ammWithdraw(pool(8_556_000n), request, provider, 0));
    expect(fixed.amount).toEqual(drops(8n));
    const before = value(
      withAmmRules(BEFORE_V1_3, () => ammWithdraw(pool(8_556_000n), request, provider, 0)),
    );
    expect(before.amount).toEqual(drops(9n));
    expect(before.amount2).toEqual(usd('0.001'));
    expect(text(before.lpTokenBalance)).toBe('999999');
  });

  it('AMMCreate LP tokens sqrt(a·b): down with fixAMMv1_3, to nearest without', () => {
    // sqrt(5) = 2.2360679774997896964…: down keeps …789, nearest gives …790.
    const five = () => ammCreateLpTokens(drops(5n), usd('1'), AMM_ACCOUNT);
    expect(text(five())).toBe('2.236067977499789');
    expect(text(withAmmRules(BEFORE_V1_3, five))).toBe('2.23606797749979');
  });

  it('without fixAMMv1_3 a deposit too small for one token fails tecAMM_FAILED, with it tecAMM_INVALID_TOKENS', () => {
    const request = { mode: 'twoAsset', amount: drops(0n), amount2: usd('0') } as const;
    const big: AmmPool = { balance1: drops(10n ** 17n), balance2: usd('1e80'), lpTokenBalance: lpt('1e-80') };
    expect(ammDeposit(big, { ...request, amount: drops(1n), amount2: usd('1') }, 0)).toEqual({
      ok: false,
      code: 'tecAMM_INVALID_TOKENS',
    });
    expect(
      withAmmRules(BEFORE_V1_3, () =>
        ammDeposit(big, { ...request, amount: drops(1n), amount2: usd('1') }, 0),
      ),
    ).toEqual({ ok: false, code: 'tecAMM_FAILED' });
  });

  it('without fixAMMv1_1 a sole LP is not matched to LPTokenBalance: redeeming more than it fails', () => {
    const p: AmmPool = { balance1: drops(1_000_000n), balance2: usd('1000'), lpTokenBalance: lpt('1000') };
    const provider = { lpTokens: lpt('1000.0000001'), soleProvider: true };
    const all = value(ammWithdraw(p, { mode: 'withdrawAll' }, provider, 0));
    expect(text(all.lpTokenBalance)).toBe('0');
    expect(withAmmRules(BEFORE_V1_1, () => ammWithdraw(p, { mode: 'withdrawAll' }, provider, 0)).ok).toBe(
      false,
    );
  });
});
