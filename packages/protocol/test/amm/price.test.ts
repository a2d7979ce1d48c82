import { describe, expect, it } from 'vitest';

import { ammSwapIn } from '../../src/amm/amm-pool.js';
import { priceImpactPercent, spotPrice, spotPriceRate } from '../../src/amm/price.js';
import { decodeRate } from '../../src/quality/rate.js';
import { GW, drops, text, usd, xrp } from './amount-helpers.js';

const POOL = { balance1: xrp(10_000n), balance2: usd('10000') };
const USD = { kind: 'issued', currency: 'USD', issuer: GW } as const;
const XRP = { kind: 'xrp' } as const;

describe('spot price of the pool', () => {
  it('is 1 XRP per USD in a 10,000 / 10,000 pool, and 1/0.99 with a 1% fee', () => {
    expect(spotPrice(POOL, USD)).toBe('1');
    expect(spotPrice(POOL, USD, 1000)).toBe('1.01010101010101');
  });

  it('prices XRP in USD the other way round, to 16 significant digits: 1/0.997 = 1.003009027081244', () => {
    expect(spotPrice(POOL, XRP, 300)).toBe('1.003009027081244');
    expect(spotPrice({ balance1: xrp(3n), balance2: usd('1') }, USD, 0, 4)).toBe('3');
    expect(spotPrice({ balance1: drops(1n), balance2: usd('3') }, USD, 0, 4)).toBe('0.0000003333');
  });

  it('gives the ledger the spot rate in drops: 1e-6 USD per drop when buying XRP', () => {
    expect(decodeRate(spotPriceRate(POOL, XRP))).toEqual({ mantissa: 1_000_000_000_000_000n, exponent: -21 });
  });
});

describe('price impact of a swap', () => {
  it('is 0.99% for 100 USD into the 10,000 / 10,000 pool (out 99.0099 XRP: 1 - 0.990099)', () => {
    const out = ammSwapIn(POOL, usd('100'), 0);
    expect(priceImpactPercent(POOL, usd('100'), out, 0)).toBe('0.99');
    expect(priceImpactPercent(POOL, usd('100'), out, 0, 6)).toBe('0.9901');
  });

  it('leaves the 1% fee out: 100 XRP at 1% for 98.029507872066 USD is 0.98029508%', () => {
    const out = ammSwapIn(POOL, xrp(100n), 1000);
    expect(text(out)).toBe('98.029507872066');
    expect(priceImpactPercent(POOL, xrp(100n), out, 1000, 8)).toBe('0.98029508');
  });

  it('is 100% when nothing comes out, and near 0 for a one-drop trade', () => {
    expect(priceImpactPercent(POOL, usd('100'), drops(0n), 0)).toBe('100');
    expect(priceImpactPercent(POOL, drops(1n), usd('0.000000999999'), 0, 4)).toBe('0.0001');
  });
});
