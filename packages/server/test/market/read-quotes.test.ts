/**
 * The read quotes against a real localnet with a pool AND resting offers: each quote is what the wallet holds
 * more after the real trade of that amount, read from the ledger: the book included (a pool-only quote would be
 * short of it), the burn-back, the fee payments and the network fees taken off (issue 16: a buy quoted and
 * reported 12,622.62 tokens left 12,572.13 in the wallet).
 */
import { burnTokenAmount } from '@horizon/core';
import { IssuedValue, ammSwapIn, dropsToXrp, xrpAmount } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  newFundedWallet,
  post,
  startHarness,
  submitDirect,
  xrpBalance,
} from '../trade/harness.js';
import { type Market, createMarket, giveTokens, poolState, tokenOf } from '../trade/pools.js';
import { BUY_BLOBS, SELL_BLOBS, signBlobs, tokenBalance, unsignedSet } from '../trade/trade-calls.js';

let h: Harness | undefined;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
}, 120_000);

afterAll(async () => h?.close());

async function quote(name: string, body: Record<string, unknown>): Promise<string> {
  const response = await post(need(), name, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<string>();
}

/** A 10,000 XRP / 1,000,000 token pool at 0.5% and `offer` resting beside it. */
async function marketWithOffer(currency: string, offer: (m: Market) => Record<string, unknown>) {
  const m = await createMarket(need(), currency, {
    xrpDrops: 10_000_000_000n,
    tokens: '1000000',
    tradingFee: 500,
  });
  const maker = await newFundedWallet(need(), '500');
  await giveTokens(need(), m, maker, '100');
  expect(await submitDirect(need(), maker, { TransactionType: 'OfferCreate', ...offer(m) })).toBe(
    'tesSUCCESS',
  );
  return { m, maker };
}

describe('expected_tokens_received_from_buy over the pool and the book', () => {
  it('quotes exactly the tokens a buy of 150 XRP leaves in the wallet, after the burn-back', async () => {
    // 100 tokens at 0.0102 XRP: dearer than the pool (0.01), so the buy takes the pool, the offer, the pool.
    const { m, maker } = await marketWithOffer('RQB', (m) => ({
      TakerGets: tokenOf(m, '100'),
      TakerPays: '1020000',
    }));
    const buyer = await newFundedWallet(need(), '300');
    const body = { classic_address: buyer.classicAddress, token_id: m.tokenId, xrp_amount: '150' };
    const quoted = await quote('expected_tokens_received_from_buy', body);
    const state = await poolState(need(), m);
    const poolOnly = ammSwapIn(state.pool, xrpAmount(150_000_000n), state.tradingFee);
    // The offer is taken too: a pool-only quote, even before its burn, is short of what arrives.
    const poolOnlyKept =
      poolOnly.kind === 'issued' ? poolOnly.value.sub(burnTokenAmount(poolOnly.value, 'other')) : null;
    expect(poolOnlyKept !== null && IssuedValue.fromString(quoted).gt(poolOnlyKept)).toBe(true);

    const answer = await unsignedSet(need(), 'buy_token_unsigned', body);
    const response = await post(need(), 'buy_token_signed', {
      classic_address: buyer.classicAddress,
      ...signBlobs(answer, buyer, BUY_BLOBS),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await tokenBalance(need(), maker, m)).isZero()).toBe(true);
    // What the quote said is what the wallet holds, to the ledger's last digit, and what the done dialog says.
    expect((await tokenBalance(need(), buyer, m)).toString()).toBe(IssuedValue.fromString(quoted).toString());
    expect(response.json()).toMatchObject({ token_amount_received: quoted });
  }, 60_000);
});

describe('expected_xrp_received_from_sell over the pool and the book', () => {
  it('quotes exactly the XRP a sell of 5000 tokens adds to the wallet, fees and network fees paid', async () => {
    // A bid of 0.01 XRP a token for 200: better than the pool pays (0.00995 after its fee), below what the
    // pool asks (so it rests): the sell fills it, then the pool.
    const { m } = await marketWithOffer('RQS', (m) => ({
      TakerGets: '2000000',
      TakerPays: tokenOf(m, '200'),
    }));
    const seller = await newFundedWallet(need(), '100');
    await giveTokens(need(), m, seller, '5000');
    const body = { classic_address: seller.classicAddress, token_id: m.tokenId, token_amount: '5000' };
    const quoted = await quote('expected_xrp_received_from_sell', body);
    const answer = await unsignedSet(need(), 'sell_token_unsigned', body);
    const before = await xrpBalance(need(), seller.classicAddress);

    const response = await post(need(), 'sell_token_signed', {
      classic_address: seller.classicAddress,
      ...signBlobs(answer, seller, SELL_BLOBS),
    });
    expect(response.statusCode, response.body).toBe(200);
    // The quote of the 5000 tokens is the wallet's XRP balance change, to the drop, and what the done dialog says.
    const after = await xrpBalance(need(), seller.classicAddress);
    expect(dropsToXrp(after - before)).toBe(quoted);
    expect(response.json()).toMatchObject({ xrp_amount_received: quoted });
    expect((await tokenBalance(need(), seller, m)).isZero()).toBe(true);
  }, 60_000);

  it('answers 404 with a detail for a token with neither a pool nor a book', async () => {
    const issuer = await newFundedWallet(need(), '20');
    const response = await post(need(), 'expected_xrp_received_from_sell', {
      classic_address: issuer.classicAddress,
      token_id: `NON:${issuer.classicAddress}`,
      token_amount: '5',
    });
    expect([response.statusCode, response.json()]).toEqual([404, { detail: 'No AMM pool for this token' }]);
  }, 30_000);
});
