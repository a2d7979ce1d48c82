/**
 * Payout tests on the real localnet: a token launched on Horizon with a known developer, trades made through
 * the product's buy calls (signed by real wallets), and the payouts program's jobs run by hand.
 */
import { type PayoutProgram } from '@horizon/core';
import type { Wallet } from 'xrpl';
import { expect } from 'vitest';
import { HotWallets, OPERATOR, masterKeyBytes } from '../../src/custody/index.js';
import type { Program } from '../../src/programs/program.js';
import { WalletRegistry } from '../../src/wallets/registry.js';
import { MASTER_KEY, TestClock } from '../support/test-app.js';
import { type Harness, newFundedWallet, post } from '../trade/harness.js';
import { type Market, createMarket } from '../trade/pools.js';
import { BUY_BLOBS, signBlobs, unsignedSet } from '../trade/trade-calls.js';

export const POOL = { xrpDrops: 10_000_000_000n, tokens: '1000000', tradingFee: 500 };

/** A token launched on Horizon (token_data.launched_on) whose developer is `developer`. */
export async function launchedMarket(h: Harness, currency: string, developer: string): Promise<Market> {
  const market = await createMarket(h, currency, POOL);
  const now = new Date();
  await h.db.query(
    `INSERT INTO token_data (token_id, token_name, ticker, created_at, updated_at, launched_on, token_developer)
     VALUES ($1, $2, $2, $3, $3, 'horizon', $4)`,
    [market.tokenId, currency, now, developer],
  );
  return market;
}

/** Binds `trader` to a new referrer (as registration with a code does) and answers the referrer. */
export async function referTo(h: Harness, trader: Wallet): Promise<Wallet> {
  const referrer = await newFundedWallet(h, '50');
  const registry = new WalletRegistry(h.db, new TestClock());
  await registry.ensure(referrer.classicAddress);
  await registry.ensure(trader.classicAddress);
  await h.db.query('UPDATE wallets SET referred_by = $1 WHERE classic_address = $2', [
    referrer.classicAddress,
    trader.classicAddress,
  ]);
  return referrer;
}

/** A buy of `xrp` through buy_token_unsigned / buy_token_signed, as the browser makes it; answers tx_fee's amount. */
export async function buy(h: Harness, buyer: Wallet, m: Market, xrp: string): Promise<bigint> {
  const answer = await unsignedSet(h, 'buy_token_unsigned', {
    classic_address: buyer.classicAddress,
    token_id: m.tokenId,
    xrp_amount: xrp,
    slippage_percentage: 5,
  });
  const response = await post(h, 'buy_token_signed', {
    classic_address: buyer.classicAddress,
    ...signBlobs(answer, buyer, BUY_BLOBS),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
  return BigInt(String(answer['tx_fee']?.['amount']));
}

export function payoutsJobs(h: Harness): Required<Program>['jobs'] {
  const program = h.app.programs.find((p) => p.name === 'payouts');
  if (!program?.jobs) throw new Error('the payouts program has no jobs');
  return program.jobs;
}

export async function runJob<T>(h: Harness, name: string): Promise<T> {
  const job = payoutsJobs(h)[name];
  if (!job) throw new Error(`no payouts job ${name}`);
  return (await job()) as T;
}

/** The operator's payout wallet (made on first ask, as the program makes it). */
export async function payoutWallet(h: Harness): Promise<string> {
  const hot = new HotWallets(h.db, masterKeyBytes(MASTER_KEY), h.clock);
  return (await hot.obtain('payout', OPERATOR)).address;
}

export async function payoutRows(h: Harness, program: PayoutProgram) {
  return h.db.query<{ recipient: string; drops: string; state: string; tx_hash: string | null }>(
    `SELECT recipient, drops::text AS drops, state, tx_hash FROM payouts WHERE program = $1 ORDER BY id`,
    [program],
  );
}

/** The validated Payment of `hash`: its destination and delivered drops, read back from the ledger. */
export async function validatedPayment(h: Harness, hash: string) {
  const { result } = await h.client.request({ command: 'tx', transaction: hash });
  const tx = result as unknown as Record<string, unknown> & { meta: Record<string, unknown> };
  return {
    validated: result.validated,
    result: tx.meta['TransactionResult'],
    destination: (tx['Destination'] ??
      (tx['tx_json'] as Record<string, unknown> | undefined)?.['Destination']) as string,
    delivered: String(tx.meta['delivered_amount']),
  };
}
