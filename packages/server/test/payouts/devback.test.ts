/**
 * Devback and referral earnings on a real localnet: two buys of a developer's token owe the developer exactly
 * core's 0.05% of each, accounted once; the payout waits while the payout wallet is unfunded, then pays the sum
 * in one Payment, once. The referrer sees what its referred wallet paid it. The transparency route lists it all.
 */
import { splitTradeFee } from '@horizon/core';
import { dropsToXrp, xrpToDrops } from '@horizon/protocol';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../support/localnet.js';
import { verifySession } from '../support/test-app.js';
import { proveWallet } from '../support/wallets.js';
import { type Harness, newFundedWallet, post, startHarness, xrpBalance } from '../trade/harness.js';
import type { Market } from '../trade/pools.js';
import {
  buy,
  launchedMarket,
  payoutRows,
  payoutWallet,
  referTo,
  runJob,
  validatedPayment,
} from './payouts-harness.js';

let h: Harness | undefined;
let market: Market;
let developer: Wallet;
let buyer: Wallet;
let referrer: Wallet;
const BUYS = ['12.345678', '7.777777'];

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

/** What core's fee code owes the developer for a buy of `xrp` of a launched token with a referrer. */
const devbackOf = (xrp: string) =>
  splitTradeFee({
    kind: 'buy',
    valueDrops: xrpToDrops(xrp),
    category: 'launched',
    hasReferrer: true,
    hasDeveloper: true,
  });

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  developer = await newFundedWallet(h, '20');
  market = await launchedMarket(h, 'DEV', developer.classicAddress);
  buyer = await newFundedWallet(h, '200');
  referrer = await referTo(h, buyer);
  for (const xrp of BUYS) await buy(h, buyer, market, xrp);
}, 120_000);

afterAll(async () => h?.close());

const expectedDevback = BUYS.reduce((sum, xrp) => sum + devbackOf(xrp).devback, 0n);

describe('devback', () => {
  it('owes the developer 0.05% of each buy, exact to the drop, accounted once', async () => {
    expect(expectedDevback).toBe(6172n + 3888n);
    expect(await runJob(need(), 'accountFees')).toBe(2);
    expect(await runJob(need(), 'accountFees')).toBe(0);
    const rows = await need().db.query<{ value_drops: string; devback_drops: string; developer: string }>(
      `SELECT value_drops::text AS value_drops, devback_drops::text AS devback_drops, developer
       FROM fee_accounts WHERE token_id = $1 ORDER BY fee_accounts.value_drops DESC`,
      [market.tokenId],
    );
    expect(rows).toEqual(
      BUYS.map((xrp) => ({
        value_drops: xrpToDrops(xrp).toString(),
        devback_drops: devbackOf(xrp).devback.toString(),
        developer: developer.classicAddress,
      })),
    );
  });

  it('stays owed while the payout wallet is unfunded: nothing is sent', async () => {
    const before = await xrpBalance(need(), developer.classicAddress);
    const pass = await runJob<{ paid: unknown[]; owed: number }>(need(), 'payDevback');
    expect(pass).toEqual({ paid: [], owed: 1 });
    expect(await xrpBalance(need(), developer.classicAddress)).toBe(before);
    expect(await payoutRows(need(), 'devback')).toEqual([]);
    const report = (await need().app.inject({ method: 'GET', url: '/api/transparency' })).json();
    expect(report.owed).toEqual({
      devback_xrp: dropsToXrp(expectedDevback),
      developers: 1,
      lp_incentive_xrp: '0',
    });
  }, 30_000);

  it('pays the sum owed in one Payment from the payout wallet, and never twice', async () => {
    const wallet = await payoutWallet(need());
    await fund(need().localnet, wallet, '50');
    const before = await xrpBalance(need(), developer.classicAddress);
    const pass = await runJob<{ paid: { txHash: string; drops: bigint }[]; owed: number }>(
      need(),
      'payDevback',
    );
    expect(pass.owed).toBe(0);
    expect(pass.paid).toEqual([
      { developer: developer.classicAddress, drops: expectedDevback, txHash: expect.any(String) },
    ]);
    expect(await xrpBalance(need(), developer.classicAddress)).toBe(before + expectedDevback);
    const hash = pass.paid[0]?.txHash ?? '';
    expect(await validatedPayment(need(), hash)).toEqual({
      validated: true,
      result: 'tesSUCCESS',
      destination: developer.classicAddress,
      delivered: expectedDevback.toString(),
    });
    expect(await payoutRows(need(), 'devback')).toEqual([
      {
        recipient: developer.classicAddress,
        drops: expectedDevback.toString(),
        state: 'paid',
        tx_hash: hash,
      },
    ]);
    const [owed] = await need().db.query<{ n: string }>(
      'SELECT COUNT(*)::text AS n FROM fee_accounts WHERE devback_payout_id IS NULL AND devback_drops > 0',
    );
    expect(owed?.n).toBe('0');

    const again = await runJob<{ paid: unknown[]; owed: number }>(need(), 'payDevback');
    expect(again).toEqual({ paid: [], owed: 0 });
    expect(await xrpBalance(need(), developer.classicAddress)).toBe(before + expectedDevback);
  }, 30_000);
});

/** The referrer proves its wallet in the session, as its earnings are shown only to it. */
async function proveReferrer(): Promise<void> {
  const { classicAddress: address, publicKey, privateKey } = referrer;
  const proof = await proveWallet(need().app, need().cookie, { address, publicKey, privateKey });
  expect(proof.statusCode, proof.body).toBe(200);
}

describe('referral earnings', () => {
  const referral = BUYS.reduce((sum, xrp) => sum + devbackOf(xrp).referral, 0n);

  it('shows the referrer what its referred wallet paid it: total, payments, last 30 days', async () => {
    await proveReferrer();
    const response = await need().app.inject({
      method: 'GET',
      url: `/api/referral_earnings?classic_address=${referrer.classicAddress}`,
      headers: { cookie: need().cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      classic_address: referrer.classicAddress,
      total_xrp: dropsToXrp(referral),
      payments: 2,
      recent_xrp: dropsToXrp(referral),
      recent_days: 30,
    });
    const code = await post(need(), 'get_referral_code', { classic_address: referrer.classicAddress });
    expect(code.json()).toMatchObject({ referred_wallets: 1, earned_xrp: dropsToXrp(referral) });
  });

  it('leaves payments older than 30 days out of the recent figure', async () => {
    need().clock.advance(31 * 24 * 60 * 60 * 1000);
    need().cookie = await verifySession(need().app);
    await proveReferrer();
    const response = await need().app.inject({
      method: 'GET',
      url: `/api/referral_earnings?classic_address=${referrer.classicAddress}`,
      headers: { cookie: need().cookie },
    });
    expect(response.json()).toMatchObject({ total_xrp: dropsToXrp(referral), payments: 2, recent_xrp: '0' });
  });

  it('needs a verified session', async () => {
    const response = await need().app.inject({
      method: 'GET',
      url: `/api/referral_earnings?classic_address=${referrer.classicAddress}`,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('transparency', () => {
  it('lists the treasury and payout wallet with ledger balances, the income, burns and the devback payout', async () => {
    const response = await need().app.inject({ method: 'GET', url: '/api/transparency' });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json();
    const wallet = await payoutWallet(need());
    expect(report.wallets).toEqual([
      {
        role: 'treasury',
        purpose: 'treasury',
        address: need().treasury.classicAddress,
        balance_xrp: dropsToXrp(await xrpBalance(need(), need().treasury.classicAddress)),
      },
      {
        role: 'payout',
        purpose: 'payout',
        address: wallet,
        balance_xrp: dropsToXrp(await xrpBalance(need(), wallet)),
      },
    ]);
    expect(report.pre_snipe_wallets).toBe(0);
    const income = BUYS.reduce((sum, xrp) => sum + devbackOf(xrp).treasury, 0n);
    expect(report.income.total_xrp).toBe(dropsToXrp(income));
    expect(report.burns.count).toBe(2);
    expect(
      report.burns.recent.map((b: { source: string; token_id: string }) => [b.source, b.token_id]),
    ).toEqual([
      ['trade_fee', market.tokenId],
      ['trade_fee', market.tokenId],
    ]);
    expect(report.payouts).toEqual([
      {
        program: 'devback',
        recipient: developer.classicAddress,
        token_id: null,
        amount_xrp: dropsToXrp(expectedDevback),
        tx_hash: (await payoutRows(need(), 'devback'))[0]?.tx_hash,
        paid_at: expect.any(String),
      },
    ]);
    expect(report.owed).toEqual({ devback_xrp: '0', developers: 0, lp_incentive_xrp: '0' });
    expect(report.lp_incentive_percent).toBe(10);
  });
});

describe('transparency of the token vote burns', () => {
  it("lists the vote program's recorded burns beside the trade burns", async () => {
    const hash = 'AB'.repeat(32);
    await need().db.query(
      `INSERT INTO vote_burns (day, week_start, token_id, state, fee_income_drops, xrp_spent_drops, tokens_burned,
         burn_tx_hash, recorded_at, finished_at) VALUES ('2099-01-01', '2098-12-22', $1, 'burned', 1000, 50, 12.5, $2, $3, $3)`,
      [market.tokenId, hash, new Date(Date.UTC(2099, 0, 1))],
    );
    // The public report is shared for 5 s between callers.
    const shared = (await need().app.inject({ method: 'GET', url: '/api/transparency' })).json();
    expect(shared.burns.count).toBe(2);
    need().clock.advance(5_000);
    const report = (await need().app.inject({ method: 'GET', url: '/api/transparency' })).json();
    expect(report.burns.count).toBe(3);
    expect(report.burns.recent[0]).toEqual({
      source: 'token_vote',
      tx_hash: hash,
      token_id: market.tokenId,
      token_amount: '12.5',
      burned_at: '2099-01-01T00:00:00.000Z',
    });
  });
});
