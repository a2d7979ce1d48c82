import { describe, expect, it } from 'vitest';

import {
  depositForTokens,
  depositIntoEmpty,
  depositSingleAsset,
  depositSingleAssetForTokens,
  depositTwoAssets,
  depositWithPriceLimit,
  type GridDeposit,
} from '../../src/amm/deposit-math.js';
import type { AmmOutcome } from '../../src/amm/outcome.js';
import { addValues, type GridValue } from '../../src/amm/grid-value.js';
import { XRP_SIDE_POOL, XRP_USD_POOL, drops, iou, norm, text, xrp } from './grid-helpers.js';

/** The pool balance after the deposit, as the ledger sums it (16 digits, to nearest). */
const after = (balance: GridValue, added: GridValue): string => text(addValues(balance, added));

function ok(outcome: AmmOutcome<GridDeposit>): GridDeposit {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.code}`);
  return outcome.value;
}

// Expected values are rippled's AMM_test.cpp testDeposit results on its 10,000 XRP / 10,000 USD pool (T = 1e7);
// rippled's tests check the pool balances afterwards, so the deposits are checked through the same 16-digit sum.
describe('single-asset deposit (tfSingleAsset)', () => {
  it('deposits 1000 USD, less a rounding dust, for 488088.48170151 LP tokens', () => {
    const d = ok(depositSingleAsset(XRP_USD_POOL, iou('1000'), 0));
    expect(text(d.amount1)).toBe(norm('999.999999999989'));
    expect(after(XRP_USD_POOL.balance1, d.amount1)).toBe(norm('10999.99999999999'));
    expect(text(d.newLpBalance)).toBe(norm('10488088.48170151'));
    expect(text(d.tokens)).toBe(norm('488088.48170151'));
  });

  it('deposits exactly 1000 XRP for the same tokens', () => {
    const d = ok(depositSingleAsset(XRP_SIDE_POOL, xrp(1000n), 0));
    expect(d.amount1.n.eq(xrp(1000n).n)).toBe(true);
    expect(text(d.newLpBalance)).toBe(norm('10488088.48170151'));
  });

  it('gives 0.00049999 tokens for a single drop', () => {
    const d = ok(depositSingleAsset(XRP_SIDE_POOL, drops(1n), 0));
    expect(text(d.tokens)).toBe(norm('0.00049999'));
    expect(text(d.newLpBalance)).toBe(norm('10000000.00049999'));
  });

  it('takes only 8e-11 of a 1e-10 USD deposit, for 4e-8 tokens', () => {
    const d = ok(depositSingleAsset(XRP_USD_POOL, iou('1e-10'), 0));
    expect(after(XRP_USD_POOL.balance1, d.amount1)).toBe(norm('10000.00000000008'));
    expect(text(d.tokens)).toBe(norm('4e-8'));
  });

  it('fails when the minimum LP tokens asked for are not reached', () => {
    expect(depositSingleAsset(XRP_SIDE_POOL, xrp(1000n), 0, iou('488090'))).toEqual({
      ok: false,
      code: 'tecAMM_FAILED',
    });
    expect(depositSingleAsset(XRP_SIDE_POOL, xrp(1000n), 0, iou('488088')).ok).toBe(true);
  });
});

describe('deposit by tokens', () => {
  it('takes 10% of each side for 10% of the tokens (tfLPToken)', () => {
    const d = ok(depositForTokens(XRP_USD_POOL, iou('1000000')));
    expect(text(d.amount1)).toBe(norm('1000'));
    expect(d.amount2?.n.eq(xrp(1000n).n)).toBe(true);
    expect(text(d.newLpBalance)).toBe(norm('11000000'));
  });

  it('rounds a tiny proportional deposit up in the pool favour', () => {
    const d = ok(depositForTokens(XRP_USD_POOL, iou('0.001')));
    expect(text(d.amount1)).toBe(norm('0.000001'));
    expect(d.amount2?.n.eq(drops(1n).n)).toBe(true);
    expect(text(d.newLpBalance)).toBe(norm('10000000.001'));
  });

  it('fails when a proportional amount is below the minimum given', () => {
    expect(depositForTokens(XRP_USD_POOL, iou('1000000'), { amount1: iou('1001') })).toEqual({
      ok: false,
      code: 'tecAMM_FAILED',
    });
  });

  it('deposits 201 USD for 100000 tokens of one asset (tfOneAssetLPToken)', () => {
    const d = ok(depositSingleAssetForTokens(XRP_USD_POOL, iou('100000'), iou('205'), 0));
    expect(after(XRP_USD_POOL.balance1, d.amount1)).toBe(norm('10201'));
    expect(text(d.newLpBalance)).toBe(norm('10100000'));
    const x = ok(depositSingleAssetForTokens(XRP_SIDE_POOL, iou('100000'), xrp(205n), 0));
    expect(x.amount1.n.eq(xrp(201n).n)).toBe(true);
  });

  it('fails when the asset needed exceeds the maximum given', () => {
    expect(depositSingleAssetForTokens(XRP_USD_POOL, iou('100000'), iou('200'), 0)).toEqual({
      ok: false,
      code: 'tecAMM_FAILED',
    });
  });
});

describe('two-asset deposit (tfTwoAsset)', () => {
  it('is cut back to the pool ratio: 200 USD / 100 XRP deposits 100 / 100', () => {
    const pool = XRP_USD_POOL;
    const d = ok(depositTwoAssets(pool, iou('200'), xrp(100n)));
    expect(text(d.amount1)).toBe(norm('100'));
    expect(d.amount2?.n.eq(xrp(100n).n)).toBe(true);
    expect(text(d.newLpBalance)).toBe(norm('10100000'));
    const e = ok(depositTwoAssets(pool, iou('100'), xrp(200n)));
    expect(e.amount2?.n.eq(xrp(100n).n)).toBe(true);
  });
});

describe('deposit with an effective-price limit (tfLimitLPToken)', () => {
  it('deposits the whole amount when its price is within the limit', () => {
    const d = ok(depositWithPriceLimit(XRP_USD_POOL, iou('1000'), iou('0.1'), 0));
    expect(text(d.newLpBalance)).toBe(norm('10488088.48170151'));
  });

  it('deposits 80.16 USD for 40000 tokens at a 0.002004 limit, with or without an amount', () => {
    for (const amount of [iou('100'), iou('0')]) {
      const d = ok(depositWithPriceLimit(XRP_USD_POOL, amount, iou('0.002004'), 0));
      expect(after(XRP_USD_POOL.balance1, d.amount1)).toBe(norm('10080.16'));
      expect(text(d.newLpBalance)).toBe(norm('10040000'));
    }
  });
});

describe('deposit into an empty AMM (tfTwoAssetIfEmpty) and creation', () => {
  it('issues sqrt(a·b) rounded down: 5000 EUR / 4000 USD gives 4472.135954999579', () => {
    const d = ok(depositIntoEmpty(iou('5000'), iou('4000')));
    expect(text(d.tokens)).toBe(norm('4472.135954999579'));
  });

  it('issues 10,000,000 tokens for 10,000 XRP / 10,000 USD (XRP counted in drops)', () => {
    expect(text(ok(depositIntoEmpty(xrp(10_000n), iou('10000'))).tokens)).toBe(norm('10000000'));
  });
});
