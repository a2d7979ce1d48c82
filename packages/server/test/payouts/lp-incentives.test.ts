/**
 * LP incentives on a real localnet: 10% of the treasury's fee income from a token launched on Horizon is paid
 * to the pool's two liquidity providers pro rata to the LP tokens the ledger shows them holding, exact in drops,
 * each payment recorded; nothing is sent while the payout wallet cannot cover it, and a round is paid once; a
 * payment an LP's account refuses stays owed to it and is paid on a later pass.
 */
import { ASF_REQUIRE_DEST, TF_SINGLE_ASSET, dropsToXrp } from '@horizon/protocol';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../support/localnet.js';
import { type Harness, newFundedWallet, startHarness, submitDirect, xrpBalance } from '../trade/harness.js';
import { type Market, poolState } from '../trade/pools.js';
import {
  buy,
  launchedMarket,
  payoutRows,
  payoutWallet,
  runJob,
  validatedPayment,
} from './payouts-harness.js';

let h: Harness | undefined;
let market: Market;
let secondLp: Wallet;
let income = 0n;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  const developer = await newFundedWallet(h, '20');
  market = await launchedMarket(h, 'LPI', developer.classicAddress);
  secondLp = await newFundedWallet(h, '3000');
  const deposit = {
    TransactionType: 'AMMDeposit',
    Asset: { currency: 'XRP' },
    Asset2: { currency: market.currency, issuer: market.issuer.classicAddress },
    Amount: '2345678901',
    Flags: TF_SINGLE_ASSET,
  };
  expect(await submitDirect(h, secondLp, deposit)).toBe('tesSUCCESS');
  const buyer = await newFundedWallet(h, '300');
  for (const xrp of ['40', '33.333333']) income += await buy(h, buyer, market, xrp);
}, 120_000);

afterAll(async () => h?.close());

/** What `holder` holds of the pool's LP token, as a decimal string from account_lines. */
async function lpBalance(holder: string, amm: string, currency: string): Promise<string> {
  const { result } = await need().client.request({
    command: 'account_lines',
    account: holder,
    peer: amm,
    ledger_index: 'validated',
  });
  const line = result.lines.find((l) => l.currency === currency);
  if (!line) throw new Error(`${holder} holds no LP token`);
  return line.balance;
}

/** A plain decimal as a whole number of 10^-scale units. */
function units(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

describe('LP incentives', () => {
  it('waits while the payout wallet cannot cover the round: nothing sent, the income stays open', async () => {
    expect(await runJob<unknown[]>(need(), 'payLpIncentives')).toEqual([]);
    expect(await payoutRows(need(), 'lp_incentive')).toEqual([]);
    const [open] = await need().db.query<{ income: string }>(
      'SELECT SUM(treasury_drops)::text AS income FROM fee_accounts WHERE launched AND lp_round_id IS NULL',
    );
    expect(open?.income).toBe(income.toString());
  }, 30_000);

  it('pays 10% of the income to the two LPs pro rata to their LP tokens, exact to the drop, once', async () => {
    await fund(need().localnet, await payoutWallet(need()), '100');
    const pool = await poolState(need(), market);
    const lps = [market.provider.classicAddress, secondLp.classicAddress].sort();
    const held = await Promise.all(lps.map((a) => lpBalance(a, pool.account, pool.lpCurrency)));
    const scale = Math.max(...held.map((b) => (b.split('.')[1] ?? '').length));
    const lpUnits = held.map((b) => units(b, scale));
    const totalUnits = lpUnits.reduce((s, u) => s + u, 0n);
    const share = (income * 1000n) / 10000n;
    const expected = lps.map((address, i) => ({ address, drops: (share * (lpUnits[i] ?? 0n)) / totalUnits }));
    expect(expected.every((p) => p.drops > 0n)).toBe(true);
    const before = await Promise.all(lps.map((a) => xrpBalance(need(), a)));

    const rounds = await runJob<{ parts: { address: string; drops: bigint; txHash: string }[] }[]>(
      need(),
      'payLpIncentives',
    );
    expect(rounds).toEqual([
      {
        tokenId: market.tokenId,
        incomeDrops: income,
        shareDrops: share,
        parts: expected.map((p) => ({ ...p, txHash: expect.any(String) })),
      },
    ]);
    const paid = expected.reduce((s, p) => s + p.drops, 0n);
    // What rounding leaves stays with the treasury: less than a drop per LP.
    expect(share - paid).toBeGreaterThanOrEqual(0n);
    expect(share - paid).toBeLessThan(BigInt(lps.length));
    for (const [i, address] of lps.entries()) {
      expect(await xrpBalance(need(), address)).toBe((before[i] ?? 0n) + (expected[i]?.drops ?? 0n));
      const hash = rounds[0]?.parts[i]?.txHash ?? '';
      expect(await validatedPayment(need(), hash)).toEqual({
        validated: true,
        result: 'tesSUCCESS',
        destination: address,
        delivered: expected[i]?.drops.toString(),
      });
    }
    expect(await payoutRows(need(), 'lp_incentive')).toEqual(
      expected.map((p, i) => ({
        recipient: p.address,
        drops: p.drops.toString(),
        state: 'paid',
        tx_hash: rounds[0]?.parts[i]?.txHash,
      })),
    );

    expect(await runJob<unknown[]>(need(), 'payLpIncentives')).toEqual([]);
    for (const [i, address] of lps.entries()) {
      expect(await xrpBalance(need(), address)).toBe((before[i] ?? 0n) + (expected[i]?.drops ?? 0n));
    }
  }, 60_000);

  it('lists each LP payment on the transparency route with its hash', async () => {
    const report = (await need().app.inject({ method: 'GET', url: '/api/transparency' })).json();
    const rows = await payoutRows(need(), 'lp_incentive');
    expect(report.payouts).toHaveLength(2);
    expect(report.payouts).toEqual(
      expect.arrayContaining(
        rows.map((r) => ({
          program: 'lp_incentive',
          recipient: r.recipient,
          token_id: market.tokenId,
          amount_xrp: dropsToXrp(BigInt(r.drops)),
          tx_hash: r.tx_hash,
          paid_at: expect.any(String),
        })),
      ),
    );
  });
});

describe('an LP payment the ledger refuses', () => {
  it('stays owed to that LP and is paid on a later pass once it can be', async () => {
    const picky = await newFundedWallet(need(), '500');
    const deposit = {
      TransactionType: 'AMMDeposit',
      Asset: { currency: 'XRP' },
      Asset2: { currency: market.currency, issuer: market.issuer.classicAddress },
      Amount: '100000000',
      Flags: TF_SINGLE_ASSET,
    };
    expect(await submitDirect(need(), picky, deposit)).toBe('tesSUCCESS');
    expect(
      await submitDirect(need(), picky, { TransactionType: 'AccountSet', SetFlag: ASF_REQUIRE_DEST }),
    ).toBe('tesSUCCESS');
    await buy(need(), await newFundedWallet(need(), '100'), market, '50');

    const rounds = await runJob<{ parts: { address: string; drops: bigint; txHash: string | null }[] }[]>(
      need(),
      'payLpIncentives',
    );
    const refused = rounds[0]?.parts.find((p) => p.address === picky.classicAddress);
    expect(refused?.txHash).toBeNull();
    expect(rounds[0]?.parts.filter((p) => p.txHash !== null)).toHaveLength(2);
    const owed = (await payoutRows(need(), 'lp_incentive')).filter(
      (r) => r.recipient === picky.classicAddress,
    );
    expect(owed).toEqual([
      { recipient: picky.classicAddress, drops: refused?.drops.toString(), state: 'owed', tx_hash: null },
    ]);

    expect(
      await submitDirect(need(), picky, { TransactionType: 'AccountSet', ClearFlag: ASF_REQUIRE_DEST }),
    ).toBe('tesSUCCESS');
    const before = await xrpBalance(need(), picky.classicAddress);
    expect(await runJob<unknown[]>(need(), 'payLpIncentives')).toEqual([]);
    expect(await xrpBalance(need(), picky.classicAddress)).toBe(before + (refused?.drops ?? 0n));
    const [paid] = (await payoutRows(need(), 'lp_incentive')).filter(
      (r) => r.recipient === picky.classicAddress,
    );
    expect(paid).toMatchObject({ state: 'paid', tx_hash: expect.any(String) });
  }, 60_000);
});
