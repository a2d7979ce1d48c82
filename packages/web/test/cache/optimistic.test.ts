/** Optimistic balance updates after a trade (spec §4), exact decimals, and the cacheBalanceUpdated event. */
import { describe, expect, it } from 'vitest';
import { emptyHoldings } from '../../src/cache/cache-record.js';
import { addClampedAtZero, addDecimals, percentOf, subtractDecimals } from '../../src/cache/decimal-math.js';
import { type TradeDelta, applyTradeToHoldings } from '../../src/cache/optimistic.js';
import { applyOptimisticTrade } from '../../src/cache/cache-service.js';
import { WalletCache } from '../../src/cache/wallet-cache.js';
import { MemoryStore } from '../memory-store.js';

const A = 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3';
const ISSUER = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const TOKEN = `USD:${ISSUER}`;

const buy = (extra: Partial<TradeDelta> = {}): TradeDelta => ({
  tradeType: 'buy',
  tokenId: TOKEN,
  xrpDelta: '-10.1',
  tokenDelta: '250',
  xrpAmount: '10',
  source: 'buy-panel',
  ...extra,
});

describe('decimal arithmetic', () => {
  it('adds and subtracts exactly where floats would not', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(subtractDecimals('1', '0.000001')).toBe('0.999999');
    expect(addDecimals('5', '-5')).toBe('0');
    expect(addClampedAtZero('1', '-2.5')).toBe('0');
  });

  it('rounds percentages half away from zero to 2 decimals', () => {
    expect(percentOf('1', '3')).toBe(33.33);
    expect(percentOf('-1', '8')).toBe(-12.5);
    expect(percentOf('2', '3')).toBe(66.67);
    expect(percentOf('5', '0')).toBe(0);
  });
});

describe('a trade applied to the cached holdings', () => {
  const start = { ...emptyHoldings(A), xrp_balance_available: '100', xrp_balance_with_reserve: '101' };

  it('a first buy creates the token entry, lowers XRP by the delta and accumulates spend', () => {
    const after = applyTradeToHoldings(start, buy());
    expect(after.xrp_balance_available).toBe('89.9');
    expect(after.xrp_balance_with_reserve).toBe('90.9');
    expect(after.token_holdings).toEqual([
      {
        token_id: TOKEN,
        balance: '250',
        xrp_value: '0',
        currency_hex: '0000000000000000000000005553440000000000',
        currency_decoded: 'USD',
        issuer: ISSUER,
        total_xrp_spend: '10',
        total_xrp_sold: '0',
        pnl_xrp: '-10',
        pnl_percent: -100,
      },
    ]);
  });

  it('a sell accumulates sold; pnl = sold − spend and pnl % = pnl / spend × 100', () => {
    const bought = applyTradeToHoldings(start, buy());
    const sold = applyTradeToHoldings(bought, {
      tradeType: 'sell',
      tokenId: TOKEN,
      xrpDelta: '12',
      tokenDelta: '-100',
      xrpAmount: '12',
      source: 'sell-panel',
    });
    expect(sold.xrp_balance_available).toBe('101.9');
    expect(sold.token_holdings[0]).toMatchObject({
      balance: '150',
      total_xrp_sold: '12',
      pnl_xrp: '2',
      pnl_percent: 20,
    });
    expect(sold.total_pnl_xrp).toBe('2');
    expect(sold.total_pnl_pct).toBe(20);
  });

  it('balances never go below 0', () => {
    const after = applyTradeToHoldings(start, buy({ xrpDelta: '-500', tokenDelta: '-1' }));
    expect(after.xrp_balance_available).toBe('0');
    expect(after.token_holdings[0]?.balance).toBe('0');
  });

  it('a sell of a token not held creates no entry', () => {
    expect(applyTradeToHoldings(start, buy({ tradeType: 'sell', tokenDelta: '-5' })).token_holdings).toEqual(
      [],
    );
  });

  it('updates the cache and dispatches cacheBalanceUpdated with address, balances, time, source and type', () => {
    const cache = new WalletCache({
      storage: new MemoryStore(),
      now: () => 5,
      setTimer: () => 1,
      clearTimer: () => undefined,
    });
    cache.update(A, (r) => ({ ...r, holdings: start }));
    const events = new EventTarget();
    const seen: unknown[] = [];
    events.addEventListener('cacheBalanceUpdated', (e) => seen.push((e as CustomEvent).detail));
    applyOptimisticTrade(cache, A, buy(), events, 1234);
    expect(seen).toEqual([
      {
        walletAddress: A,
        xrpBalance: '89.9',
        tokenBalances: { [TOKEN]: '250' },
        timestamp: 1234,
        source: 'buy-panel',
        tradeType: 'buy',
      },
    ]);
    expect(cache.get(A)?.holdings.token_holdings[0]?.balance).toBe('250');
  });
});
