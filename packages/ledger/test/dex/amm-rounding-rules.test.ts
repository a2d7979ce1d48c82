import { afterAll, describe, expect, it } from 'vitest';
import { Client, Wallet } from 'xrpl';
import { IMPLEMENTED_AMENDMENTS } from '../../src/chain/amendments.js';
import { startLocalnet } from '../../src/server/index.js';
import { GENESIS_SEED } from '../api/helpers.js';
import { Dex, usd } from './dex-helpers.js';

// A localnet whose genesis lacks fixAMMv1_3 (a config's [features] without it) rounds AMM deposits and
// withdrawals to nearest, as rippled does; with it, deposits round up and withdrawals down. On a 10 XRP /
// 10 USD pool (10,000 LP tokens) one LP token is 1000 drops: 0.015102 tokens are worth 15.102 drops and
// 0.008556 tokens 8.556 drops.

const XRP = { currency: 'XRP' };
const opened: Dex[] = [];
afterAll(async () => {
  for (const d of opened) await d.close();
});

async function dexWith(amendments: readonly string[]): Promise<Dex> {
  const net = await startLocalnet({ wsPort: 0, rpcPort: 0, amendments });
  const client = new Client(net.url);
  await client.connect();
  const dex = new Dex({
    net,
    client,
    genesis: Wallet.fromSeed(GENESIS_SEED),
    async close() {
      await client.disconnect();
      await net.close();
    },
  });
  opened.push(dex);
  return dex;
}

/** A 10 XRP / 10 USD pool created by alice; answers how many drops the pool holds after each step. */
async function pool(dex: Dex) {
  const gw = await dex.account('1000000000');
  const alice = await dex.account('1000000000');
  const asset2 = { currency: 'USD', issuer: gw.address };
  await dex.ok(gw, { TransactionType: 'AccountSet', SetFlag: 8 });
  await dex.ok(alice, { TransactionType: 'TrustSet', LimitAmount: usd(gw.address, '10000') });
  await dex.ok(gw, {
    TransactionType: 'Payment',
    Destination: alice.address,
    Amount: usd(gw.address, '1000'),
  });
  await dex.ok(alice, {
    TransactionType: 'AMMCreate',
    Amount: '10000000',
    Amount2: usd(gw.address, '10'),
    TradingFee: 0,
  });
  const info = async () =>
    (await dex.request({ command: 'amm_info', asset: XRP, asset2 })).amm as {
      account: string;
      amount: string;
      lp_token: { currency: string; issuer: string; value: string };
    };
  const first = await info();
  expect(first.lp_token.value).toBe('10000');
  const lpt = (value: string) => ({ currency: first.lp_token.currency, issuer: first.account, value });
  const pair = { Asset: XRP, Asset2: asset2 };
  return {
    drops: async () => BigInt((await info()).amount),
    deposit: (tokens: string) =>
      dex.ok(alice, { TransactionType: 'AMMDeposit', ...pair, LPTokenOut: lpt(tokens), Flags: 0x00010000 }),
    bidNamingItself: () =>
      dex.sendUnchecked(alice, {
        TransactionType: 'AMMBid',
        ...pair,
        AuthAccounts: [{ AuthAccount: { Account: alice.address } }],
      }),
    withdraw: (tokens: string) =>
      dex.ok(alice, { TransactionType: 'AMMWithdraw', ...pair, LPTokenIn: lpt(tokens), Flags: 0x00010000 }),
  };
}

describe('AMM rounding follows the ledger amendments', () => {
  it.each([
    ['with fixAMMv1_3 (the default)', IMPLEMENTED_AMENDMENTS, 16n, 8n, 'temMALFORMED'],
    ['without fixAMMv1_3', IMPLEMENTED_AMENDMENTS.filter((a) => a !== 'fixAMMv1_3'), 15n, 9n, 'tesSUCCESS'],
  ] as const)(
    '%s: a 15.102-drop deposit moves %i drops, an 8.556-drop withdrawal %i, a self-naming bid gets %s',
    async (_, amendments, inDrops, outDrops, bid) => {
      const p = await pool(await dexWith(amendments));
      const start = await p.drops();
      await p.deposit('0.015102');
      const afterDeposit = await p.drops();
      expect(afterDeposit - start).toBe(inDrops);
      await p.withdraw('0.008556');
      expect(afterDeposit - (await p.drops())).toBe(outDrops);
      // fixAMMv1_3 also refuses an AMMBid whose AuthAccounts name the bidder.
      expect(await p.bidNamingItself()).toBe(bid);
    },
  );
});
