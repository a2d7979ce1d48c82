/** PnL at average cost, marked to market: the one definition holdings, rankings and the cache use. */
import { describe, expect, it } from 'vitest';
import {
  EMPTY_POSITION,
  applyBuy,
  applySell,
  costOfSold,
  parseDecimal,
  pnlPercent,
  positionPnl,
  totalPnl,
} from '../../src/index.js';

const d = (text: string) => parseDecimal(text) ?? { negative: false, digits: 0n, scale: 0 };
const XRP = 1_000_000n;

describe('a position at average cost', () => {
  it('a fresh buy still worth most of what it cost is a small loss, not −100 %', () => {
    const bought = applyBuy(EMPTY_POSITION, 10n * XRP);
    const pnl = positionPnl({ ...bought, valueDrops: 9_900_000n, spentDrops: 10n * XRP });
    expect(pnl).toEqual({
      realizedDrops: 0n,
      unrealizedDrops: -100_000n,
      pnlDrops: -100_000n,
      pnlPercent: -1,
    });
  });

  it('a partial sell realizes proceeds − average cost × sold; the rest stays at cost', () => {
    // 250 tokens for 10 XRP, 250 for 20 XRP: 500 at 0.06 XRP each. Sell 100 for 8 XRP: cost 6, realized 2.
    const p = applyBuy(applyBuy(EMPTY_POSITION, 10n * XRP), 20n * XRP);
    const sell = applySell(p, { proceedsDrops: 8n * XRP, sold: d('100'), heldBefore: d('500') });
    expect(sell).toEqual({
      position: { costBasisDrops: 24n * XRP, realizedDrops: 2n * XRP },
      realizedDrops: 2n * XRP,
    });
    // 400 left, worth 28 XRP now: unrealized 4, PnL 6 of 30 spent = 20 %.
    expect(positionPnl({ ...sell.position, valueDrops: 28n * XRP, spentDrops: 30n * XRP })).toEqual({
      realizedDrops: 2n * XRP,
      unrealizedDrops: 4n * XRP,
      pnlDrops: 6n * XRP,
      pnlPercent: 20,
    });
  });

  it('a sell of everything takes the whole cost: nothing is left at cost, PnL = sold − spent', () => {
    const p = applyBuy(EMPTY_POSITION, 30n * XRP);
    const sell = applySell(p, { proceedsDrops: 21n * XRP, sold: d('123.456'), heldBefore: d('123.456') });
    expect(sell.position).toEqual({ costBasisDrops: 0n, realizedDrops: -9n * XRP });
    expect(positionPnl({ ...sell.position, valueDrops: 0n, spentDrops: 30n * XRP }).pnlPercent).toBe(-30);
  });

  it('rounds the cost of a part to the drop, half up, and never loses a drop over the sells', () => {
    expect(costOfSold(10n, d('3'), d('1'))).toBe(3n); // 3.33
    expect(costOfSold(10n, d('3'), d('2'))).toBe(7n); // 6.67
    expect(costOfSold(10n, d('4'), d('1'))).toBe(3n); // 2.5 → 3
    expect(costOfSold(10n, d('0.3'), d('0.15'))).toBe(5n); // scales differ
    let p = applyBuy(EMPTY_POSITION, 10n);
    let proceeds = 0n;
    for (const [sold, held] of [
      ['1', '3'],
      ['1', '2'],
      ['1', '1'],
    ] as const) {
      p = applySell(p, { proceedsDrops: 4n, sold: d(sold), heldBefore: d(held) }).position;
      proceeds += 4n;
    }
    expect(p).toEqual({ costBasisDrops: 0n, realizedDrops: proceeds - 10n });
  });

  it('tokens received without spending (an airdrop) cost nothing: all of a sale is gain, no percentage', () => {
    const sell = applySell(EMPTY_POSITION, { proceedsDrops: 5n * XRP, sold: d('50'), heldBefore: d('100') });
    expect(sell.realizedDrops).toBe(5n * XRP);
    expect(positionPnl({ ...sell.position, valueDrops: 5n * XRP, spentDrops: 0n })).toEqual({
      realizedDrops: 5n * XRP,
      unrealizedDrops: 5n * XRP,
      pnlDrops: 10n * XRP,
      pnlPercent: 0,
    });
  });
});

describe('the PnL percentage', () => {
  it('is rounded half away from zero to hundredths, the same everywhere', () => {
    expect(pnlPercent(2n, 3n)).toBe(66.67);
    expect(pnlPercent(-2n, 3n)).toBe(-66.67);
    expect(pnlPercent(1n, 3n)).toBe(33.33);
    expect(pnlPercent(-1n, 8n)).toBe(-12.5);
    expect(pnlPercent(1n, 20_000n)).toBe(0.01); // exactly half a hundredth
    expect(pnlPercent(-1n, 20_000n)).toBe(-0.01);
    expect(pnlPercent(1n, 20_001n)).toBe(0);
    expect(pnlPercent(5n, 0n)).toBe(0);
  });

  it('of a total is of everything spent, the parts summed', () => {
    const total = totalPnl([
      { realizedDrops: 2n, costBasisDrops: 10n, valueDrops: 15n, spentDrops: 20n },
      { realizedDrops: -4n, costBasisDrops: 0n, valueDrops: 0n, spentDrops: 10n },
    ]);
    expect(total).toEqual({ realizedDrops: -2n, unrealizedDrops: 5n, pnlDrops: 3n, pnlPercent: 10 });
  });
});
