/**
 * Money-moving calls are idempotent under concurrency (issue 15): an LP incentive payment owed from an earlier
 * refused send is retried by every instance's payout pass. Two instances on one database passing at once pay
 * the LP once, not once each: the owed payout is claimed in the database before it is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { ASF_REQUIRE_DEST, TF_SINGLE_ASSET } from '@horizon/protocol';
import { fund } from '../support/localnet.js';
import { type SecondInstance, startSecondInstance } from '../support/second-instance.js';
import { type Harness, newFundedWallet, startHarness, submitDirect, xrpBalance } from '../trade/harness.js';
import type { Market } from '../trade/pools.js';
import { buy, launchedMarket, payoutRows, payoutWallet, runJob } from './payouts-harness.js';

let h: Harness | undefined;
let second: SecondInstance;
let market: Market;
let picky: Wallet;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  const developer = await newFundedWallet(h, '20');
  market = await launchedMarket(h, 'LPR', developer.classicAddress);
  picky = await newFundedWallet(h, '500');
  const deposit = {
    TransactionType: 'AMMDeposit',
    Asset: { currency: 'XRP' },
    Asset2: { currency: market.currency, issuer: market.issuer.classicAddress },
    Amount: '100000000',
    Flags: TF_SINGLE_ASSET,
  };
  expect(await submitDirect(h, picky, deposit)).toBe('tesSUCCESS');
  const setDestTag = { TransactionType: 'AccountSet', SetFlag: ASF_REQUIRE_DEST };
  expect(await submitDirect(h, picky, setDestTag)).toBe('tesSUCCESS');
  await buy(h, await newFundedWallet(h, '100'), market, '50');
  await fund(h.localnet, await payoutWallet(h), '100');
  second = await startSecondInstance({
    db: h.db,
    xrplUrl: h.localnet.url,
    treasury: h.treasury.classicAddress,
  });
}, 120_000);

afterAll(async () => {
  await second?.close();
  await h?.close();
});

const pickyRows = async () =>
  (await payoutRows(need(), 'lp_incentive')).filter((r) => r.recipient === picky.classicAddress);

describe('an owed LP payment retried by two instances at once', () => {
  it('is paid once', async () => {
    await runJob(need(), 'payLpIncentives');
    const [owed] = await pickyRows();
    expect(owed).toMatchObject({ state: 'owed', tx_hash: null });
    const drops = BigInt(owed?.drops ?? '0');
    expect(drops > 0n).toBe(true);
    const clearDestTag = { TransactionType: 'AccountSet', ClearFlag: ASF_REQUIRE_DEST };
    expect(await submitDirect(need(), picky, clearDestTag)).toBe('tesSUCCESS');
    const before = await xrpBalance(need(), picky.classicAddress);
    await Promise.all([runJob(need(), 'payLpIncentives'), second.job('payouts', 'payLpIncentives')]);
    expect(await xrpBalance(need(), picky.classicAddress)).toBe(before + drops);
    expect(await pickyRows()).toEqual([
      {
        recipient: picky.classicAddress,
        drops: drops.toString(),
        state: 'paid',
        tx_hash: expect.any(String),
      },
    ]);
  }, 90_000);
});
