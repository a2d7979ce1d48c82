/** The demo world's plan and the bots' trade plans: sizes that fit the pools, exact amounts, varied moves. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import { shareOfHolding, priceAt, pricePerToken } from '../src/amounts.js';
import { blobField } from '../src/signing.js';
import { type BotAction, type BotView, type MarketToken, planAction } from '../src/bot-plan.js';
import { seededUniform } from '../src/random.js';
import { demoServerEnv, tokenId } from '../src/tokens.js';
import { DEMO_TOKENS, fundingFor, walletNames } from '../src/world-plan.js';

const master = Buffer.alloc(32, 1);
const market: MarketToken[] = DEMO_TOKENS.map((plan) => ({ tokenId: tokenId(master, plan), plan }));

describe('the demo world', () => {
  it('has the platform, community ($ARMY) and USD tokens and at least a dozen launched ones', () => {
    expect(DEMO_TOKENS.filter((t) => t.role === 'launched').length).toBeGreaterThanOrEqual(12);
    expect(DEMO_TOKENS.find((t) => t.role === 'community')?.ticker).toBe('ARMY');
    expect(new Set(DEMO_TOKENS.map((t) => t.ticker)).size).toBe(DEMO_TOKENS.length);
  });

  it('has a dozen launched tokens from the first minute, and more launched while the market runs', () => {
    const launched = DEMO_TOKENS.filter((t) => t.role === 'launched');
    expect(launched.filter((t) => t.launchAfterMinutes === 0).length).toBeGreaterThanOrEqual(12);
    expect(launched.filter((t) => t.launchAfterMinutes > 0).map((t) => t.launchAfterMinutes)).toEqual([
      2, 5, 9,
    ]);
  });

  it('has an icon served by the app for every token', () => {
    for (const t of DEMO_TOKENS) {
      expect(
        existsSync(new URL(`../../web/public/demo-icons/${t.ticker.toLowerCase()}.svg`, import.meta.url)),
      ).toBe(true);
    }
  });

  it('varies in size: the deepest pool holds at least 50 times the shallowest', () => {
    const pools = DEMO_TOKENS.filter((t) => t.role === 'launched').map((t) => BigInt(t.poolXrp));
    const max = pools.reduce((a, b) => (a > b ? a : b));
    const min = pools.reduce((a, b) => (a < b ? a : b));
    expect(max / min).toBeGreaterThanOrEqual(50n);
  });

  it('funds each creator with its pools plus 1,000 XRP, and never puts more in a pool than the supply', () => {
    const house = DEMO_TOKENS.filter((t) => t.creator === 'creator:horizon');
    expect(fundingFor('creator:horizon')).toBe(house.reduce((s, t) => s + BigInt(t.poolXrp), 0n) + 1000n);
    for (const t of DEMO_TOKENS) expect(BigInt(t.poolTokens) <= BigInt(t.supply)).toBe(true);
    expect(walletNames()).toEqual([
      'treasury',
      'creator:horizon',
      'creator:1',
      'creator:2',
      'creator:3',
      'creator:4',
      'bot:0',
      'bot:1',
      'bot:2',
      'bot:3',
      'bot:4',
      'bot:5',
    ]);
  });

  it('tells the server its treasury and tokens before anything is seeded', () => {
    const env = demoServerEnv(master);
    expect(env['COMMUNITY_TOKEN']).toBe(tokenId(master, { ticker: 'ARMY' }));
    expect(env['COMMUNITY_TOKEN']).toMatch(/^41524D5900000000000000000000000000000000:r/);
    expect(env['USD_TOKEN']).toMatch(/^USD:r/);
    expect(env['PLATFORM_TOKEN']).toMatch(/^HRZ:r/);
    expect(env['TREASURY_ADDRESS']).toMatch(/^r/);
  });
});

describe('exact amounts', () => {
  it('takes a percentage of a balance without floats, trimmed to what the ledger keeps', () => {
    expect(shareOfHolding('1000', 25n)).toBe('250');
    expect(shareOfHolding('0.000003', 50n)).toBe('0.000001');
    expect(shareOfHolding('123456789.123456789', 10n)).toBe('12345678.912345');
    expect(shareOfHolding('0', 50n)).toBe('0');
  });

  it('prices a trade in XRP per token and moves a price by a percentage', () => {
    expect(pricePerToken('10', '4000')).toBe('0.0025');
    expect(priceAt('0.0025', 90n)).toBe('0.00225');
    expect(priceAt('0.0025', 110n)).toBe('0.00275');
  });

  it('names each signed blob after its unsigned transaction', () => {
    expect(blobField('buy_tx')).toBe('tx_blob_buy');
    expect(blobField('trustline_tx')).toBe('tx_blob_trustline');
    expect(blobField('tx_trustline_to')).toBe('tx_blob_trustline_to');
    expect(blobField('tx_limit_order')).toBe('tx_blob_limit_order');
    expect(blobField('tx_to_sign')).toBe('tx_blob');
  });
});

describe('bot plans', () => {
  const rich: BotView = {
    availableDrops: 20_000_000_000n,
    holdings: new Map([[market[4]?.tokenId as string, '50000']]),
    openOrders: [17],
    pools: [market[5]?.tokenId as string],
  };

  const plans = (view: BotView, n = 600): BotAction[] => {
    const uniform = seededUniform(7);
    return Array.from({ length: n }, () => planAction(view, market, 2, uniform)).filter(
      (a): a is BotAction => a !== null,
    );
  };

  it('mix every kind of trade: buys, sells, swaps, limit orders, cancels, deposits, withdrawals', () => {
    const kinds = new Set(plans(rich).map((a) => a.kind));
    expect([...kinds].sort()).toEqual(
      ['buy', 'cancel', 'deposit', 'limit_buy', 'limit_sell', 'sell', 'swap', 'withdraw'].sort(),
    );
  });

  it('buy at most 1% of a pool (medium temper) and whole hundredths of an XRP', () => {
    for (const a of plans(rich)) {
      if (a.kind !== 'buy') continue;
      const pool = market.find((t) => t.tokenId === a.tokenId)?.plan.poolXrp as string;
      const drops = xrpToDrops(a.xrp);
      expect(drops <= (BigInt(pool) * 1_000_000n) / 100n).toBe(true);
      expect(drops % 10_000n).toBe(0n);
    }
  });

  it('sell only what the bot holds, and never swap a token for itself', () => {
    for (const a of plans(rich)) {
      if (a.kind === 'sell') {
        expect(a.tokenId).toBe(market[4]?.tokenId);
        const amount = parseDecimal(a.amount);
        expect(amount && amount.digits > 0n).toBe(true);
      }
      if (a.kind === 'swap') expect(a.to).not.toBe(a.from);
    }
  });

  it('do nothing that needs XRP when the bot is down to its reserve, and nothing it cannot do', () => {
    const broke: BotView = { availableDrops: 10_000_000n, holdings: new Map(), openOrders: [], pools: [] };
    const kinds = new Set(plans(broke).map((a) => a.kind));
    expect([...kinds].filter((k) => k !== 'limit_buy')).toEqual([]);
  });
});
