/**
 * Escrow contribution pools on a real localnet: contributions are native escrows to the beneficiary under a
 * condition only the server can fulfil; a pool that reaches its target is finished (the beneficiary receives
 * exactly the sum); a pool that misses it refunds (each contributor cancels and gets exactly its amount back,
 * and no finish is possible any more); bad input changes nothing.
 */
import { ESCROW_POOL_ERRORS, preimageFulfillmentHex } from '@horizon/core';
import { xrpToDrops } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { HotWallets, masterKeyBytes } from '../../src/custody/index.js';
import { SERVER_MESSAGES } from '../../src/http/messages.js';
import { fund } from '../support/localnet.js';
import { MASTER_KEY } from '../support/test-app.js';
import { proveWallet } from '../support/wallets.js';
import { type Harness, newFundedWallet, startHarness, submitDirect, xrpBalance } from '../trade/harness.js';
import { fundedPayoutWallet, voter } from '../voting/voting-setup.js';
import {
  contribute,
  createPool,
  deadlineIn,
  escrowsOf,
  readPool,
  refund,
  settle,
  waitForLedgerTime,
} from './pool-calls.js';

let h: Harness | undefined;
let beneficiary: Wallet;
let completedPool = '';

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness({ realGateway: true });
  if (!h) return;
  const b = voter();
  beneficiary = b.wallet;
  await fund(h.localnet, beneficiary.classicAddress, '100');
  expect((await proveWallet(h.app, h.cookie, b.keys)).statusCode).toBe(200);
  await fundedPayoutWallet(h, '50');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('a pool that reaches its target', () => {
  it('finishes every escrow and the beneficiary receives exactly the sum', async () => {
    const h = need();
    const created = await createPool(h, beneficiary.classicAddress, '30', await deadlineIn(h, 900));
    expect(created.statusCode, created.body).toBe(200);
    const poolId = created.json().pool_id as string;
    completedPool = poolId;
    expect(created.json()).toMatchObject({ state: 'open', target_drops: '30000000', raised_drops: '0' });
    const [first, second] = [await newFundedWallet(h, '100'), await newFundedWallet(h, '100')];

    const a = await contribute(h, first, poolId, '25');
    expect(a.signed.statusCode, a.signed.body).toBe(200);
    expect(a.tx).toMatchObject({ transaction_type: 'EscrowCreate', destination: beneficiary.classicAddress });
    expect(a.signed.json().contribution).toMatchObject({ amount_drops: '25000000', state: 'locked' });
    // Nobody can finish early: the fulfillment stays with the server.
    const early = {
      TransactionType: 'EscrowFinish',
      Owner: first.classicAddress,
      OfferSequence: a.tx['sequence'],
    };
    expect(await submitDirect(h, first, early)).toBe('tecCRYPTOCONDITION_ERROR');
    await settle(h);
    expect((await readPool(h, poolId)).state).toBe('open');
    expect((await refund(h, first, poolId, Number(a.tx['sequence']))).unsigned.json()).toEqual({
      detail: ESCROW_POOL_ERRORS.notRefunding,
    });

    const b = await contribute(h, second, poolId, '5');
    expect(b.signed.statusCode, b.signed.body).toBe(200);
    const before = await xrpBalance(h, beneficiary.classicAddress);
    await settle(h);
    expect(await xrpBalance(h, beneficiary.classicAddress)).toBe(before + 30_000_000n);
    const pool = await readPool(h, poolId);
    expect(pool).toMatchObject({ state: 'completed', raised_drops: '30000000', contributors: 2 });
    expect(pool.contributions.map((c: { state: string }) => c.state)).toEqual(['finished', 'finished']);
    expect(await escrowsOf(h, first.classicAddress)).toEqual([]);
    expect(JSON.stringify(pool)).not.toMatch(/sealed|preimage|fulfillment/i);
  });
});

describe('a pool that misses its target', () => {
  it('refunds each contributor exactly after the deadline, and no finish is possible', async () => {
    const h = need();
    const created = await createPool(h, beneficiary.classicAddress, '100', await deadlineIn(h, 150));
    expect(created.statusCode, created.body).toBe(200);
    const { pool_id: poolId, cancel_after: cancelAfter } = created.json();
    const wallets = [await newFundedWallet(h, '100'), await newFundedWallet(h, '100')];
    const amounts = ['12.5', '7'];
    const sequences: number[] = [];
    for (const [i, wallet] of wallets.entries()) {
      const c = await contribute(h, wallet, poolId, amounts[i] as string);
      expect(c.signed.statusCode, c.signed.body).toBe(200);
      sequences.push(Number(c.tx['sequence']));
    }
    await waitForLedgerTime(h, cancelAfter);
    await settle(h);
    expect((await readPool(h, poolId)).state).toBe('refunding');

    // Even with the fulfillment, the deadline has passed: the ledger refuses to finish.
    const [row] = await h.db.query<Record<string, string>>(
      `SELECT id, condition, sealed_preimage, iv, auth_tag FROM escrow_contributions WHERE pool_id = $1
       AND state = 'locked' ORDER BY created_at LIMIT 1`,
      [poolId],
    );
    const hot = new HotWallets(h.db, masterKeyBytes(MASTER_KEY), h.clock);
    const preimage = hot.open(
      {
        sealedSeed: String(row?.['sealed_preimage']),
        iv: String(row?.['iv']),
        authTag: String(row?.['auth_tag']),
      },
      `escrow-contribution:${String(row?.['id'])}`,
    );
    const late = {
      TransactionType: 'EscrowFinish',
      Owner: wallets[0]?.classicAddress,
      OfferSequence: sequences[0],
      Condition: row?.['condition'],
      Fulfillment: preimageFulfillmentHex(preimage),
      Fee: '500',
    };
    expect(await submitDirect(h, beneficiary, late)).toBe('tecNO_PERMISSION');

    const stranger = await refund(h, wallets[1] as Wallet, poolId, sequences[0] as number);
    expect(stranger.unsigned.json()).toEqual({ detail: ESCROW_POOL_ERRORS.contributionNotFound });
    for (const [i, wallet] of wallets.entries()) {
      const before = await xrpBalance(h, wallet.classicAddress);
      const r = await refund(h, wallet, poolId, sequences[i] as number);
      expect(r.signed?.statusCode, r.signed?.body).toBe(200);
      const fee = BigInt(String(r.tx?.['fee']));
      const amount = xrpToDrops(amounts[i] as string);
      expect(await xrpBalance(h, wallet.classicAddress)).toBe(before + amount - fee);
      expect(await escrowsOf(h, wallet.classicAddress)).toEqual([]);
    }
    const pool = await readPool(h, poolId);
    expect(pool.contributions.map((c: { state: string }) => c.state)).toEqual(['refunded', 'refunded']);
    expect(pool.raised_drops).toBe('0');
  });
});

describe('bad input', () => {
  it('refuses a deadline in the past, a target of zero or less, and a creator not bound', async () => {
    const h = need();
    const past = await createPool(
      h,
      beneficiary.classicAddress,
      '10',
      new Date(h.clock.now() - 1000).toISOString(),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ detail: ESCROW_POOL_ERRORS.deadlineInPast });
    const deadline = await deadlineIn(h, 900);
    const zero = await createPool(h, beneficiary.classicAddress, '0', deadline);
    expect(zero.json()).toEqual({ detail: 'The amount must be greater than 0', field: 'target_xrp' });
    expect((await createPool(h, beneficiary.classicAddress, '-5', deadline)).statusCode).toBe(400);
    const stranger = await newFundedWallet(h, '20');
    const unbound = await createPool(h, stranger.classicAddress, '10', deadline);
    expect(unbound.statusCode).toBe(403);
    expect(unbound.json()).toMatchObject({ detail: SERVER_MESSAGES.walletProofRequired });
    expect((await h.app.inject({ method: 'GET', url: '/api/escrow_pools' })).json().pools).toHaveLength(2);
  });

  it('refuses a contribution to a closed pool and to an unknown one', async () => {
    const h = need();
    const wallet = await newFundedWallet(h, '50');
    const closed = await h.app.inject({
      method: 'POST',
      url: '/api/escrow_pools/contribute_unsigned',
      headers: { cookie: h.cookie },
      payload: { classic_address: wallet.classicAddress, pool_id: completedPool, xrp_amount: '1' },
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toEqual({ detail: ESCROW_POOL_ERRORS.poolClosed });
    const unknown = await h.app.inject({ method: 'GET', url: `/api/escrow_pools/${crypto.randomUUID()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: ESCROW_POOL_ERRORS.poolNotFound });
  });
});
