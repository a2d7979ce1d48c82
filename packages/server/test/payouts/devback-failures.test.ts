/**
 * Devback of sells and limit orders, and when things go wrong, on a real localnet: a sell's and a limit order's
 * devback come from the V their builders charged; a developer whose account refuses the payment (it requires a
 * destination tag) is not paid, no payout is recorded and the devback stays owed, while the other developer of
 * the same pass is paid. A pass interrupted after sending is settled from the relay's record (never paid twice);
 * one interrupted before sending is undone.
 */
import { splitTradeFee } from '@horizon/core';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASF_REQUIRE_DEST } from '@horizon/protocol';
import { fund } from '../support/localnet.js';
import {
  type Harness,
  newFundedWallet,
  post,
  startHarness,
  submitDirect,
  xrpBalance,
} from '../trade/harness.js';
import type { Market } from '../trade/pools.js';
import { ORDER_BLOBS, SELL_BLOBS, signBlobs, tokenBalance, unsignedSet } from '../trade/trade-calls.js';
import { buy, launchedMarket, payoutRows, payoutWallet, runJob } from './payouts-harness.js';

let h: Harness | undefined;
let refusing: Wallet;
let paying: Wallet;
let refusingMarket: Market;
let payingMarket: Market;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  refusing = await newFundedWallet(h, '20');
  expect(await submitDirect(h, refusing, { TransactionType: 'AccountSet', SetFlag: ASF_REQUIRE_DEST })).toBe(
    'tesSUCCESS',
  );
  paying = await newFundedWallet(h, '20');
  refusingMarket = await launchedMarket(h, 'RFS', refusing.classicAddress);
  payingMarket = await launchedMarket(h, 'PAY', paying.classicAddress);
}, 120_000);

afterAll(async () => h?.close());

async function sellHalf(trader: Wallet, m: Market) {
  const half = (await tokenBalance(need(), trader, m)).toString().replace(/(\d+)\..*/, '$1');
  const answer = await unsignedSet(need(), 'sell_token_unsigned', {
    classic_address: trader.classicAddress,
    token_id: m.tokenId,
    token_amount: (BigInt(half) / 2n).toString(),
    slippage_percentage: 5,
  });
  const response = await post(need(), 'sell_token_signed', {
    classic_address: trader.classicAddress,
    ...signBlobs(answer, trader, SELL_BLOBS),
  });
  expect(response.statusCode, response.body).toBe(200);
  return BigInt(String(answer['tx_fee']?.['amount']));
}

describe('devback of a sell', () => {
  it("owes core's 0.05% of the V the sell builder charged, the same V its tx_fee was computed from", async () => {
    const trader = await newFundedWallet(need(), '100');
    await buy(need(), trader, payingMarket, '20');
    const treasuryPaid = await sellHalf(trader, payingMarket);
    expect(await runJob(need(), 'accountFees')).toBe(2);
    const [sell] = await need().db.query<{
      value_drops: string;
      devback_drops: string;
      treasury_drops: string;
    }>(
      `SELECT value_drops::text AS value_drops, devback_drops::text AS devback_drops,
         treasury_drops::text AS treasury_drops FROM fee_accounts WHERE kind = 'sell'`,
    );
    const split = splitTradeFee({
      kind: 'sell',
      valueDrops: BigInt(sell?.value_drops ?? '0'),
      category: 'launched',
      hasReferrer: false,
      hasDeveloper: true,
    });
    expect(split.treasury).toBe(treasuryPaid);
    expect(sell).toEqual({
      value_drops: split.valueDrops.toString(),
      devback_drops: split.devback.toString(),
      treasury_drops: treasuryPaid.toString(),
    });
  }, 60_000);
});

describe('devback of a limit order', () => {
  it('owes 0.05% of the order total the builder charged at placement', async () => {
    const trader = await newFundedWallet(need(), '100');
    const answer = await unsignedSet(need(), 'create_limit_order_unsigned', {
      classic_address: trader.classicAddress,
      token_id: payingMarket.tokenId,
      sell: false,
      token_amount: '123.45',
      xrp_price_per_token: '0.1',
    });
    const response = await post(need(), 'create_limit_order_signed', {
      classic_address: trader.classicAddress,
      ...signBlobs(answer, trader, ORDER_BLOBS),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await runJob(need(), 'accountFees')).toBe(1);
    const split = splitTradeFee({
      kind: 'limit_order',
      valueDrops: 12_345_000n,
      category: 'launched',
      hasReferrer: false,
      hasDeveloper: true,
    });
    const [order] = await need().db.query(
      `SELECT value_drops::text AS value_drops, devback_drops::text AS devback_drops,
         treasury_drops::text AS treasury_drops FROM fee_accounts WHERE kind = 'limit_order'`,
    );
    // A buy order holds no token yet: its burn share goes to the treasury with tx_fee.
    expect(order).toEqual({
      value_drops: '12345000',
      devback_drops: '6172',
      treasury_drops: (split.treasury + split.burn).toString(),
    });
    expect(split.devback).toBe(6172n);
  }, 60_000);
});

describe('a devback payment the ledger refuses', () => {
  it('stays owed with no payout recorded, while the other developer is paid', async () => {
    const trader = await newFundedWallet(need(), '100');
    await buy(need(), trader, refusingMarket, '10');
    expect(await runJob(need(), 'accountFees')).toBe(1);
    await runJob(need(), 'accountFees');
    await fund(need().localnet, await payoutWallet(need()), '50');
    const before = await xrpBalance(need(), refusing.classicAddress);

    const pass = await runJob<{ paid: { developer: string }[]; owed: number }>(need(), 'payDevback');
    expect(pass.owed).toBe(1);
    expect(pass.paid.map((p) => p.developer)).toEqual([paying.classicAddress]);
    expect(await xrpBalance(need(), refusing.classicAddress)).toBe(before);
    expect((await payoutRows(need(), 'devback')).map((r) => [r.recipient, r.state])).toEqual([
      [paying.classicAddress, 'paid'],
    ]);
    const owed = await need().db.query<{ developer: string; drops: string }>(
      `SELECT developer, SUM(devback_drops)::text AS drops FROM fee_accounts
       WHERE devback_payout_id IS NULL AND devback_drops > 0 GROUP BY developer`,
    );
    expect(owed).toEqual([
      {
        developer: refusing.classicAddress,
        drops: splitTradeFee({
          kind: 'buy',
          valueDrops: 10_000_000n,
          category: 'launched',
          hasReferrer: false,
          hasDeveloper: true,
        }).devback.toString(),
      },
    ]);
  }, 60_000);
});

const ELEVEN_MINUTES = "interval '11 minutes'";

async function devbackRows() {
  return need().db.query<{ id: string; drops: string; state: string; tx_hash: string | null }>(
    `SELECT id::text AS id, drops::text AS drops, state, tx_hash FROM payouts
     WHERE program = 'devback' AND recipient = $1 ORDER BY id`,
    [paying.classicAddress],
  );
}

describe('an interrupted devback pass', () => {
  it('settles a payout interrupted after its payment validated as paid, without paying again', async () => {
    const trader = await newFundedWallet(need(), '50');
    await buy(need(), trader, payingMarket, '10');
    const pass = await runJob<{ paid: { txHash: string; drops: bigint }[] }>(need(), 'payDevback');
    const sent = pass.paid[0];
    expect(sent?.drops).toBe(5000n);
    // As if the process stopped between the validated payment and its record.
    await need().db.query(
      `UPDATE payouts SET state = 'sending', tx_hash = NULL, paid_at = NULL, created_at = created_at - ${ELEVEN_MINUTES}
       WHERE tx_hash = $1`,
      [sent?.txHash],
    );
    const before = await xrpBalance(need(), paying.classicAddress);
    const again = await runJob<{ paid: { developer: string }[] }>(need(), 'payDevback');
    expect(again.paid).toEqual([]);
    expect(await xrpBalance(need(), paying.classicAddress)).toBe(before);
    expect((await devbackRows()).at(-1)).toMatchObject({
      drops: '5000',
      state: 'paid',
      tx_hash: sent?.txHash,
    });
  }, 60_000);

  it('undoes a payout interrupted before anything was sent, and pays the devback on the next pass', async () => {
    const trader = await newFundedWallet(need(), '50');
    await buy(need(), trader, payingMarket, '10');
    expect(await runJob(need(), 'accountFees')).toBe(1);
    // As if the process stopped right after tying the owed rows to a new payout.
    const [stale] = await need().db.query<{ id: string }>(
      `INSERT INTO payouts (program, recipient, drops, state, created_at)
       VALUES ('devback', $1, 5000, 'sending', now() - ${ELEVEN_MINUTES}) RETURNING id::text AS id`,
      [paying.classicAddress],
    );
    await need().db.query(
      'UPDATE fee_accounts SET devback_payout_id = $1 WHERE developer = $2 AND devback_payout_id IS NULL',
      [stale?.id, paying.classicAddress],
    );
    const before = await xrpBalance(need(), paying.classicAddress);
    const pass = await runJob<{ paid: { developer: string; drops: bigint }[] }>(need(), 'payDevback');
    expect(pass.paid).toEqual([
      { developer: paying.classicAddress, drops: 5000n, txHash: expect.any(String) },
    ]);
    expect(await xrpBalance(need(), paying.classicAddress)).toBe(before + 5000n);
    expect((await devbackRows()).map((r) => r.id)).not.toContain(stale?.id);
  }, 60_000);
});
