import { describe, expect, it } from 'vitest';

import type { GridAmm } from '../../src/amm/deposit-math.js';
import { subValues, type GridValue } from '../../src/amm/grid-value.js';
import type { AmmOutcome } from '../../src/amm/outcome.js';
import {
  withdrawForTokens,
  withdrawSingleAsset,
  withdrawSingleAssetForTokens,
  withdrawTwoAssets,
  withdrawWithPriceLimit,
  type GridWithdrawal,
} from '../../src/amm/withdraw-math.js';
import { XRP_SIDE_POOL, XRP_USD_POOL, drops, iou, norm, text, xrp } from './grid-helpers.js';

function ok(outcome: AmmOutcome<GridWithdrawal>): GridWithdrawal {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.code}`);
  return outcome.value;
}

/** What stays in the pool, as the ledger subtracts it. */
const left = (balance: GridValue, taken: GridValue | undefined): string =>
  text(subValues(balance, taken ?? balance));

const ALL = iou('10000000');
// After carol's 10% equal deposit: 11,000 / 11,000, T = 11,000,000, carol holding 1,000,000.
const GROWN_USD: GridAmm = { balance1: iou('11000'), balance2: xrp(11_000n), lpBalance: iou('11000000') };
const GROWN_XRP: GridAmm = { balance1: xrp(11_000n), balance2: iou('11000'), lpBalance: iou('11000000') };
const CAROL = iou('1000000');

// Expected values are rippled's AMM_test.cpp testWithdraw results with fixAMMv1_3 (10,000 XRP / 10,000 USD, T = 1e7).
describe('single-asset withdrawal (tfSingleAsset)', () => {
  it('pays 1000 XRP less one drop and burns down to 9486832.98050514 tokens', () => {
    const w = ok(withdrawSingleAsset(XRP_SIDE_POOL, xrp(1000n), 0, ALL));
    expect(left(XRP_SIDE_POOL.balance1, w.amount1)).toBe(text(drops(9_000_000_001n)));
    expect(text(w.newLpBalance)).toBe(norm('9486832.98050514'));
  });

  it('pays 1000 USD less 4e-12 from a 10,000 / 10,000 pool with T = 10,000', () => {
    const pool: GridAmm = { balance1: iou('10000'), balance2: iou('10000'), lpBalance: iou('10000') };
    const w = ok(withdrawSingleAsset(pool, iou('1000'), 0, iou('10000')));
    expect(left(pool.balance1, w.amount1)).toBe(norm('9000.000000000004'));
    expect(text(w.newLpBalance)).toBe(norm('9486.83298050514'));
  });

  it('burns 0.0005 tokens but pays nothing for a one-drop request', () => {
    const w = ok(withdrawSingleAsset(XRP_SIDE_POOL, drops(1n), 0, ALL));
    expect(w.amount1.n.isZero()).toBe(true);
    expect(text(w.newLpBalance)).toBe(norm('9999999.9995'));
  });

  it('withdraws a 1e-10 USD dust for 5e-8 tokens', () => {
    const w = ok(withdrawSingleAsset(XRP_USD_POOL, iou('1e-10'), 0, ALL));
    expect(left(XRP_USD_POOL.balance1, w.amount1)).toBe(norm('9999.9999999999'));
    expect(text(w.newLpBalance)).toBe(norm('9999999.99999995'));
  });

  it('can take all but a trace of one side', () => {
    const usd = ok(withdrawSingleAsset(XRP_USD_POOL, iou('9999.99999999999'), 0, ALL));
    expect(left(XRP_USD_POOL.balance1, usd.amount1)).toBe(norm('1e-11'));
    expect(text(usd.newLpBalance)).toBe(norm('0.316227765'));
    const x = ok(withdrawSingleAsset(XRP_SIDE_POOL, drops(9_999_999_999n), 0, ALL));
    expect(left(XRP_SIDE_POOL.balance1, x.amount1)).toBe(text(drops(1n)));
    expect(text(x.newLpBalance)).toBe(norm('100'));
  });

  it('refuses to empty one side, or to burn zero tokens', () => {
    expect(withdrawSingleAsset(XRP_USD_POOL, iou('10000'), 0, ALL)).toEqual({
      ok: false,
      code: 'tecAMM_BALANCE',
    });
    expect(withdrawSingleAsset(XRP_USD_POOL, iou('1e-11'), 0, ALL)).toEqual({
      ok: false,
      code: 'tecAMM_INVALID_TOKENS',
    });
  });
});

describe('withdrawal by tokens', () => {
  it('pays 10% of each side for 10% of the tokens (tfLPToken)', () => {
    const w = ok(withdrawForTokens(XRP_USD_POOL, iou('1000000'), ALL));
    expect(text(w.amount1)).toBe(norm('1000'));
    expect(w.amount2?.n.eq(xrp(1000n).n)).toBe(true);
    expect(text(w.newLpBalance)).toBe(norm('9000000'));
  });

  it('rounds tiny proportional withdrawals down, and fails when one side would round to nothing', () => {
    const w = ok(withdrawForTokens(XRP_USD_POOL, iou('0.001'), ALL));
    expect(left(XRP_USD_POOL.balance1, w.amount1)).toBe(norm('9999.999999'));
    expect(left(XRP_USD_POOL.balance2, w.amount2)).toBe(text(drops(9_999_999_999n)));
    expect(text(w.newLpBalance)).toBe(norm('9999999.999'));
    expect(withdrawForTokens(XRP_USD_POOL, iou('0.00001'), ALL)).toEqual({
      ok: false,
      code: 'tecAMM_FAILED',
    });
  });

  it('leaves one drop and 1e-6 USD when all but 0.001 tokens are redeemed', () => {
    const w = ok(withdrawForTokens(XRP_USD_POOL, iou('9999999.999'), ALL));
    expect(left(XRP_USD_POOL.balance1, w.amount1)).toBe(norm('0.000001'));
    expect(left(XRP_USD_POOL.balance2, w.amount2)).toBe(text(drops(1n)));
  });

  it('pays the whole pool for all the tokens', () => {
    const w = ok(withdrawForTokens(XRP_USD_POOL, ALL, ALL, true));
    expect(w.amount1).toEqual(XRP_USD_POOL.balance1);
    expect(w.newLpBalance.n.isZero()).toBe(true);
  });

  it('pays 19.99 USD for 10000 tokens of one asset (tfOneAssetLPToken)', () => {
    const w = ok(withdrawSingleAssetForTokens(XRP_USD_POOL, iou('10000'), iou('0'), 0, ALL));
    expect(left(XRP_USD_POOL.balance1, w.amount1)).toBe(norm('9980.01'));
    const x = ok(withdrawSingleAssetForTokens(XRP_SIDE_POOL, iou('10000'), drops(0n), 0, ALL));
    expect(left(XRP_SIDE_POOL.balance1, x.amount1)).toBe(text(drops(9_980_010_000n)));
    expect(text(x.newLpBalance)).toBe(norm('9990000'));
  });

  it('leaves 1e-10 USD, or one drop, when nearly all tokens go to one side', () => {
    const usd = ok(withdrawSingleAssetForTokens(XRP_USD_POOL, iou('9999999'), iou('0'), 0, ALL));
    expect(left(XRP_USD_POOL.balance1, usd.amount1)).toBe(norm('1e-10'));
    const x = ok(withdrawSingleAssetForTokens(XRP_SIDE_POOL, iou('9999900'), drops(0n), 0, ALL));
    expect(left(XRP_SIDE_POOL.balance1, x.amount1)).toBe(text(drops(1n)));
  });

  it('pays all of an LP holding in one asset (tfOneAssetWithdrawAll)', () => {
    const usd = ok(withdrawSingleAssetForTokens(GROWN_USD, CAROL, iou('0'), 0, CAROL, true));
    expect(left(GROWN_USD.balance1, usd.amount1)).toBe(norm('9090.909090909092'));
    expect(text(usd.newLpBalance)).toBe(norm('10000000'));
    const x = ok(withdrawSingleAssetForTokens(GROWN_XRP, CAROL, drops(0n), 0, CAROL, true));
    expect(left(GROWN_XRP.balance1, x.amount1)).toBe(text(drops(9_090_909_091n)));
  });

  it('refuses more tokens than the account holds', () => {
    expect(withdrawForTokens(GROWN_USD, iou('1000001'), CAROL)).toEqual({
      ok: false,
      code: 'tecAMM_INVALID_TOKENS',
    });
  });
});

describe('two-asset withdrawal (tfTwoAsset)', () => {
  it('is cut back to the pool ratio: 200 XRP / 100 USD withdraws 100 / 100', () => {
    const w = ok(withdrawTwoAssets(XRP_SIDE_POOL, xrp(200n), iou('100'), ALL));
    expect(w.amount1.n.eq(xrp(100n).n)).toBe(true);
    expect(text(w.amount2 ?? w.amount1)).toBe(norm('100'));
    expect(text(w.newLpBalance)).toBe(norm('9900000'));
  });
});

describe('withdrawal with an effective-price limit (tfLimitLPToken)', () => {
  it('redeems 846153.84615384 tokens at 520 tokens per USD', () => {
    for (const min of [iou('100'), iou('0')]) {
      const w = ok(withdrawWithPriceLimit(GROWN_USD, min, iou('520'), 0, CAROL));
      expect(text(w.newLpBalance)).toBe(norm('10153846.15384616'));
      expect(text(w.tokens)).toBe(norm('846153.84615384'));
      expect(left(GROWN_USD.balance1, w.amount1)).toBe(norm('9372.78106508877'));
    }
  });

  it('fails when the price gives no tokens, more tokens than held, or less than the minimum', () => {
    const code = (price: string, min: string) => {
      const r = withdrawWithPriceLimit(GROWN_USD, iou(min), iou(price), 0, CAROL);
      return r.ok ? 'ok' : r.code;
    };
    expect(code('500', '100')).toBe('tecAMM_INVALID_TOKENS');
    expect(code('600', '100')).toBe('tecAMM_INVALID_TOKENS');
    expect(code('520', '1700')).toBe('tecAMM_FAILED');
  });
});
