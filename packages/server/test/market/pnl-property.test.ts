/**
 * PnL a trader can trust, on a real localnet followed by the real indexer and read through the API: whatever
 * a wallet buys, sells, swaps or is sent, realized + unrealized is exactly (to the drop) what its tokens are
 * worth now plus the XRP its trades brought in minus the XRP they took — measured on the ledger, from the
 * wallet's own XRP balance and the fees it paid. And a trader holding a position in profit shows a profit
 * on the "most profitable" leaderboard (the old sold − spent rule showed every open position as a loss).
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  decimalFromUnits,
  decimalText,
  divideOrThrow,
  isZeroDecimal,
  unitsOf,
  type HoldingsResponse,
  type LeaderboardResponse,
  multiplyDecimals,
  pnlPercent,
  requireDecimal,
  roundDecimal,
  type TraderStats,
} from '@horizon/core';
import {
  ASF_DEFAULT_RIPPLE,
  TF_FILL_OR_KILL,
  TF_IMMEDIATE_OR_CANCEL,
  TF_SELL,
  dropsToXrp,
  xrpToDrops,
} from '@horizon/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, Wallet } from 'xrpl';
import { systemClock } from '../../src/clock.js';
import { LedgerFollower } from '../../src/follower/follower.js';
import { LedgerConnection } from '../../src/xrpl/index.js';
import { XrplMarketLedger } from '../../src/market/ledger-reads.js';
import { type Localnet, genesis, startManualLocalnet, submit } from '../support/localnet.js';
import { type MarketApp, openMarketApp } from './market-app.js';

const TF_SELL_IOC = TF_SELL | TF_IMMEDIATE_OR_CANCEL; // sell exactly what is offered, whatever it fetches
const TF_SELL_FOK = TF_SELL | TF_FILL_OR_KILL; // a swap as the product sends it: all of it or nothing
const issuer = Wallet.fromEntropy(new Uint8Array(16).fill(61));
const provider = Wallet.fromEntropy(new Uint8Array(16).fill(62));
const CURRENCIES = ['AAA', 'BBB'] as const;
type Currency = (typeof CURRENCIES)[number];
const tokenId = (c: Currency) => `${c}:${issuer.address}`;
const token = (c: Currency, value: string) => ({ currency: c, issuer: issuer.address, value });

let net: Localnet;
let client: Client;
let m: MarketApp<XrplMarketLedger>;
let follower: LedgerFollower;
let connection: LedgerConnection;

beforeAll(async () => {
  net = await startManualLocalnet({ dataDir: await mkdtemp(path.join(os.tmpdir(), 'horizon-pnl-')) });
  client = new Client(net.url);
  await client.connect();
  connection = new LedgerConnection(net.url);
  m = await openMarketApp({ ledger: new XrplMarketLedger(connection), clock: systemClock });
  follower = new LedgerFollower({ connection, db: m.db, retryMs: 100 });
  await follower.start();
  for (const w of [issuer, provider])
    await submit(client, genesis(), {
      TransactionType: 'Payment',
      Destination: w.address,
      Amount: '5000000000',
    });
  await submit(client, issuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE });
  for (const c of CURRENCIES) {
    await submit(client, provider, { TransactionType: 'TrustSet', LimitAmount: token(c, '1000000000') });
    await submit(client, issuer, {
      TransactionType: 'Payment',
      Destination: provider.address,
      Amount: token(c, '100000'),
    });
    await submit(client, provider, {
      TransactionType: 'AMMCreate',
      Amount: '1000000000',
      Amount2: token(c, '100000'),
      TradingFee: 500,
    });
  }
}, 120_000);

afterAll(async () => {
  await follower?.stop();
  await connection?.close();
  await client?.disconnect().catch(() => undefined);
  await m?.close();
  await net?.close();
});

/** A wallet with 10 000 XRP and lines to both tokens. */
async function newTrader(): Promise<Wallet> {
  const w = Wallet.generate();
  await submit(client, genesis(), {
    TransactionType: 'Payment',
    Destination: w.address,
    Amount: '10000000000',
  });
  for (const c of CURRENCIES)
    await submit(client, w, { TransactionType: 'TrustSet', LimitAmount: token(c, '1000000000') });
  return w;
}

/** Submits and closes a ledger, tes or tec alike; answers the fee paid and the ledger. */
async function send(w: Wallet, tx: Record<string, unknown>): Promise<{ fee: bigint; ledger: number }> {
  const prepared: { Fee?: string } = await client.autofill({ ...tx, Account: w.address } as never);
  const signed = w.sign(prepared as never);
  const { result } = await client.request({ command: 'submit', tx_blob: signed.tx_blob });
  const code = result.engine_result;
  if (!code.startsWith('tes') && !code.startsWith('tec')) throw new Error(`${code}: ${JSON.stringify(tx)}`);
  await client.request({ command: 'ledger_accept' } as never);
  const closed = await client.request({ command: 'ledger', ledger_index: 'validated' });
  return { fee: BigInt(String(prepared.Fee)), ledger: Number(closed.result.ledger_index) };
}

async function xrpBalance(address: string): Promise<bigint> {
  const { result } = await client.request({
    command: 'account_info',
    account: address,
    ledger_index: 'validated',
  });
  return BigInt(result.account_data.Balance);
}

async function tokenBalance(address: string, c: Currency): Promise<string> {
  const { result } = await client.request({
    command: 'account_lines',
    account: address,
    peer: issuer.address,
  });
  return result.lines.find((l) => l.currency === c)?.balance ?? '0';
}

/** `percent` of a balance, kept within the ledger's 15 significant digits a client may send. */
const part = (balance: string, percent: number) =>
  decimalText(
    roundDecimal(
      multiplyDecimals(requireDecimal(balance), requireDecimal(`${percent}e-2`)),
      { significant: 15, wholeKept: true },
      'toward-zero',
    ),
  );

type Op =
  | { kind: 'buy'; c: Currency; drops: number }
  | { kind: 'sell'; c: Currency; percent: number }
  | { kind: 'swap'; from: Currency; percent: number }
  | { kind: 'receive'; c: Currency; tokens: number };

const currency = fc.constantFrom(...CURRENCIES);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      c: currency,
      drops: fc.integer({ min: 1_000_000, max: 40_000_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      c: currency,
      percent: fc.integer({ min: 1, max: 100 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('swap' as const),
      from: currency,
      percent: fc.integer({ min: 1, max: 100 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      c: currency,
      tokens: fc.integer({ min: 1, max: 500 }),
    }),
  },
);

/** Runs one operation; answers the fee it cost (0 when there was nothing to do) and its ledger. */
async function run(w: Wallet, o: Op): Promise<{ fee: bigint; ledger: number } | undefined> {
  if (o.kind === 'buy')
    return send(w, {
      TransactionType: 'OfferCreate',
      TakerGets: String(o.drops),
      TakerPays: token(o.c, '0.000001'),
      Flags: TF_SELL_IOC,
    });
  if (o.kind === 'receive') {
    const paid = await send(issuer, {
      TransactionType: 'Payment',
      Destination: w.address,
      Amount: token(o.c, String(o.tokens)),
    });
    return paid && { fee: 0n, ledger: paid.ledger }; // the issuer pays this fee, not the wallet
  }
  const from = o.kind === 'sell' ? o.c : o.from;
  const held = await tokenBalance(w.address, from);
  if (isZeroDecimal(requireDecimal(held))) return undefined;
  const amount = o.percent === 100 ? held : part(held, o.percent);
  const to = from === 'AAA' ? 'BBB' : 'AAA';
  const wanted = o.kind === 'sell' ? '1' : token(to, '0.000001');
  return send(w, {
    TransactionType: 'OfferCreate',
    TakerGets: token(from, amount),
    TakerPays: wanted,
    Flags: o.kind === 'sell' ? TF_SELL_IOC : TF_SELL_FOK,
  });
}

const post = async <T>(name: string, payload: object): Promise<T> => {
  const response = await m.app.inject({ method: 'POST', url: `/api/trustless/${name}`, payload });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};
const drops = (xrp: string) => xrpToDrops(xrp);

/** A wallet's tokens at the pool's price (XRP / tokens in the pool), cut to the drop. */
async function valueAtPoolPrice(address: string, c: Currency): Promise<bigint> {
  const { result } = await client.request({
    command: 'amm_info',
    asset: { currency: 'XRP' },
    asset2: { currency: c, issuer: issuer.address },
    ledger_index: 'validated',
  } as never);
  const amm = (result as { amm: { amount: string; amount2: { value: string } } }).amm;
  const held = requireDecimal(await tokenBalance(address, c));
  const pool = requireDecimal(amm.amount2.value);
  const value = multiplyDecimals(held, decimalFromUnits(BigInt(amm.amount), 0));
  return unitsOf(divideOrThrow(value, pool, { places: 0 }, 'toward-zero'));
}

describe('PnL at average cost, marked to market, on the real ledger', () => {
  it('a trader holding a position in profit ranks with a positive PnL on "most profitable"', async () => {
    const early = await newTrader();
    await run(early, { kind: 'buy', c: 'AAA', drops: 10_000_000 });
    const late = await newTrader();
    const pushed = await run(late, { kind: 'buy', c: 'AAA', drops: 200_000_000 });
    await follower.waitFor(pushed?.ledger ?? Number.MAX_SAFE_INTEGER);
    // Bought for 10 XRP; the later buy raised the price. Nothing was sold: the PnL is what the tokens are
    // worth at the pool's price now, worked out here from amm_info and the line, minus the 10 XRP.
    const value = await valueAtPoolPrice(early.address, 'AAA');
    expect(value).toBeGreaterThan(10_000_000n);
    const expected = dropsToXrp(value - 10_000_000n);
    const board = (
      await m.app.inject({ url: '/api/leaderboards?period=24h&by=pnl' })
    ).json<LeaderboardResponse>();
    const entry = board.entries.find((e) => e.classic_address === early.address);
    expect(entry).toMatchObject({ pnl_xrp: expected, realized_pnl_xrp: '0', unrealized_pnl_xrp: expected });
    const stats = await post<TraderStats>('get_token_trader_stats', {
      classic_address: early.address,
      token_id: tokenId('AAA'),
    });
    expect(stats).toMatchObject({
      total_xrp_spent: '10',
      pnl_xrp: expected,
      realized_pnl_xrp: '0',
      unrealized_pnl_xrp: expected,
      xrp_value: dropsToXrp(value),
    });
  }, 60_000);

  it('realized + unrealized = value now + XRP received − XRP spent, to the drop, for random trading', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        const w = await newTrader();
        const start = await xrpBalance(w.address);
        let fees = 0n;
        let last = 0;
        const received = new Set<Currency>();
        for (const o of ops) {
          const done = await run(w, o);
          if (!done) continue;
          fees += done.fee;
          last = done.ledger;
          if (o.kind === 'receive') received.add(o.c);
        }
        if (last === 0) return;
        await follower.waitFor(last);
        // What the trades brought in net, measured on the ledger: the balance change with the fees put back.
        const tradedXrp = (await xrpBalance(w.address)) - start + fees;
        const holdings = await post<HoldingsResponse>('get_token_holdings_and_balance', {
          classic_address: w.address,
        });
        let value = 0n;
        for (const h of holdings.token_holdings) {
          const c = h.currency_decoded as Currency;
          expect(h.balance).toBe(decimalText(requireDecimal(await tokenBalance(w.address, c))));
          expect(drops(h.realized_pnl_xrp) + drops(h.unrealized_pnl_xrp)).toBe(drops(h.pnl_xrp));
          expect(drops(h.pnl_xrp)).toBe(
            drops(h.xrp_value) + drops(h.total_xrp_sold) - drops(h.total_xrp_spend),
          );
          expect(h.has_zero_cost_tokens).toBe(received.has(c));
          // Half away from zero to hundredths, as the browser's cache rounds (not truncated).
          expect(h.pnl_percent).toBe(pnlPercent(drops(h.pnl_xrp), drops(h.total_xrp_spend)));
          const stats = await post<TraderStats>('get_token_trader_stats', {
            classic_address: w.address,
            token_id: h.token_id,
          });
          expect([stats.pnl_xrp, stats.realized_pnl_xrp, stats.unrealized_pnl_xrp, stats.xrp_value]).toEqual([
            h.pnl_xrp,
            h.realized_pnl_xrp,
            h.unrealized_pnl_xrp,
            h.xrp_value,
          ]);
          value += drops(h.xrp_value);
        }
        expect(drops(holdings.total_pnl_xrp)).toBe(value + tradedXrp);
      }),
      { numRuns: 25, endOnFailure: true },
    );
  }, 120_000);
});
