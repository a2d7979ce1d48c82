/** Optimistic balance updates after a trade (spec §4), exact decimals, and the cacheBalanceUpdated event. */
import { describe, expect, it } from 'vitest';
import { emptyHoldings } from '../../src/cache/cache-record.js';
import { pnlPercent, positionPnl } from '@horizon/core';
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
        xrp_value: '10',
        currency_hex: '0000000000000000000000005553440000000000',
        currency_decoded: 'USD',
        issuer: ISSUER,
        total_xrp_spend: '10',
        total_xrp_sold: '0',
        // Not −100 %: the 250 tokens are worth what was just paid for them (10 XRP at the trade's price).
        pnl_xrp: '0',
        pnl_percent: 0,
        realized_pnl_xrp: '0',
        unrealized_pnl_xrp: '0',
        has_zero_cost_tokens: false,
      },
    ]);
  });

  it('a sell accumulates sold and realizes proceeds − average cost; the rest is valued at the sale price', () => {
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
    // 100 of 250 tokens that cost 10 XRP: cost 4, realized 12 − 4 = 8; the 150 left cost 6 and are worth
    // 18 at the sale's 0.12 XRP: unrealized 12. PnL 20 on 10 spent: 200 %.
    expect(sold.token_holdings[0]).toMatchObject({
      balance: '150',
      xrp_value: '18',
      total_xrp_sold: '12',
      realized_pnl_xrp: '8',
      unrealized_pnl_xrp: '12',
      pnl_xrp: '20',
      pnl_percent: 200,
    });
    expect(sold.total_pnl_xrp).toBe('20');
    expect(sold.total_pnl_pct).toBe(200);
  });

  it("shows the server's PnL for the same trades: one definition, one percent rounding (66.67, not 66.66)", () => {
    // 3 XRP for 300 tokens, all sold for 5: PnL 2 on 3 spent. The server used to truncate this to 66.66 %.
    const bought = applyTradeToHoldings(start, buy({ xrpDelta: '-3', tokenDelta: '300', xrpAmount: '3' }));
    const sold = applyTradeToHoldings(bought, {
      tradeType: 'sell',
      tokenId: TOKEN,
      xrpDelta: '5',
      tokenDelta: '-300',
      xrpAmount: '5',
      source: 'sell-panel',
    });
    const server = positionPnl({
      realizedDrops: 2_000_000n,
      costBasisDrops: 0n,
      valueDrops: 0n,
      spentDrops: 3_000_000n,
    });
    expect(sold.token_holdings[0]).toMatchObject({
      pnl_xrp: '2',
      realized_pnl_xrp: '2',
      unrealized_pnl_xrp: '0',
    });
    expect([sold.token_holdings[0]?.pnl_percent, sold.total_pnl_pct]).toEqual([66.67, 66.67]);
    expect(server.pnlPercent).toBe(66.67);
    expect(pnlPercent(-2n, 3n)).toBe(-66.67);
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
