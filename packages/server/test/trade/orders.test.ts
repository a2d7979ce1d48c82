/**
 * Limit orders on a real localnet: placed with their fee payments, partly filled by another account crossing
 * them, listed with what has filled, and cancelled; a cancel call relays nothing but its own OfferCancel.
 */
import { burnTokenAmount, splitTradeFee } from '@horizon/core';
import { ASF_DEFAULT_RIPPLE, IssuedValue } from '@horizon/protocol';
import type { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Harness,
  accountSequence,
  newFundedWallet,
  post,
  sign,
  startHarness,
  submitDirect,
  xrpBalance,
} from './harness.js';
import { type Market, giveTokens, tokenOf } from './pools.js';
import { ORDER_BLOBS, signBlobs } from './trade-calls.js';

type Tx = Record<string, unknown>;
let h: Harness | undefined;
let market: Market;
let seller: Wallet;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  const issuer = await newFundedWallet(h);
  market = { issuer, provider: issuer, currency: 'ORD', tokenId: `ORD:${issuer.classicAddress}` };
  expect(await submitDirect(h, issuer, { TransactionType: 'AccountSet', SetFlag: ASF_DEFAULT_RIPPLE })).toBe(
    'tesSUCCESS',
  );
  seller = await newFundedWallet(h, '100');
  await giveTokens(h, market, seller, '1000');
}, 120_000);

afterAll(async () => h?.close());

async function ok(name: string, body: Tx): Promise<Record<string, Tx | null>> {
  const response = await post(need(), name, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function accountOffers(address: string) {
  const { result } = await need().client.request({
    command: 'account_offers',
    account: address,
    ledger_index: 'validated',
  });
  return result.offers ?? [];
}

describe('limit orders', () => {
  let placed: { sequence: number; hash: string };

  it('places a sell order of T − burn at the asked price and pays 1% of its XRP total', async () => {
    const burn = burnTokenAmount(IssuedValue.fromString('100'), 'other');
    const offered = IssuedValue.fromString('100').sub(burn);
    // 99.75 tokens at 0.5 XRP: 49.875 XRP.
    const split = splitTradeFee({
      kind: 'limit_order',
      valueDrops: 49_875_000n,
      category: 'other',
      hasReferrer: false,
      hasDeveloper: false,
    });
    const answer = await ok('create_limit_order_unsigned', {
      classic_address: seller.classicAddress,
      token_id: market.tokenId,
      sell: true,
      token_amount: '100',
      xrp_price_per_token: '0.5',
    });
    expect(answer['tx_limit_order']).toMatchObject({
      transaction_type: 'OfferCreate',
      taker_gets: { value: offered.toString() },
      taker_pays: '49875000',
    });
    expect(answer['tx_limit_order']).not.toHaveProperty('flags');
    expect(answer['tx_fee']).toMatchObject({ amount: split.treasury.toString() });
    expect(answer['tx_burn_back']).toMatchObject({ amount: { value: burn.toString() } });
    const treasuryBefore = await xrpBalance(need(), need().treasury.classicAddress);
    const response = await post(need(), 'create_limit_order_signed', {
      classic_address: seller.classicAddress,
      ...signBlobs(answer, seller, ORDER_BLOBS),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ tx_hash: string; offer_sequence: number }>();
    expect(body.offer_sequence).toBe(answer['tx_limit_order']?.['sequence']);
    placed = { sequence: body.offer_sequence, hash: body.tx_hash };
    expect(await accountOffers(seller.classicAddress)).toEqual([
      expect.objectContaining({
        seq: placed.sequence,
        taker_gets: tokenOf(market, '99.75'),
        taker_pays: '49875000',
      }),
    ]);
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore + split.treasury);
  }, 30_000);

  it('lists the order with what another account filled of it', async () => {
    const taker = await newFundedWallet(need(), '100');
    const trust = { TransactionType: 'TrustSet', LimitAmount: tokenOf(market, '1000000') };
    expect(await submitDirect(need(), taker, trust)).toBe('tesSUCCESS');
    // The taker buys 20 tokens at the maker's price: 10 XRP.
    const take = { TransactionType: 'OfferCreate', TakerGets: '10000000', TakerPays: tokenOf(market, '20') };
    expect(await submitDirect(need(), taker, take)).toBe('tesSUCCESS');
    const orders = await ok('get_active_orders', {
      classic_address: seller.classicAddress,
      token_id: market.tokenId,
    });
    expect(orders).toEqual([
      {
        active: true,
        direction: 'sell',
        filled_percentage: 20.05,
        filled_token_amount: '20',
        filled_xrp_amount: '10',
        offer_sequence: placed.sequence,
        token_amount: '99.75',
        token_id: market.tokenId,
        tx_hash: placed.hash,
        xrp_price_per_token: '0.5',
        xrp_total: '49.875',
      },
    ]);
    const none = await ok('get_active_orders', {
      classic_address: seller.classicAddress,
      token_id: `USD:${market.issuer.classicAddress}`,
    });
    expect(none).toEqual([]);
  }, 30_000);

  it('refuses to relay anything but the OfferCancel it issued on the cancel call', async () => {
    const send = await ok('send_xrp_unsigned', {
      classic_address: seller.classicAddress,
      xrp_amount: '1',
      destination: need().treasury.classicAddress,
    });
    const sequence = await accountSequence(need(), seller.classicAddress);
    const refused = await post(need(), 'cancel_order_signed', {
      classic_address: seller.classicAddress,
      tx_blob: sign(send['tx_to_sign'], seller),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toMatch(
      /^The signed transaction was refused and nothing was submitted: it is not a transaction Horizon issued/,
    );
    const ownCancel = {
      transaction_type: 'OfferCancel',
      account: seller.classicAddress,
      offer_sequence: placed.sequence,
      fee: '12',
      sequence,
      last_ledger_sequence: 100_000,
    };
    const forged = await post(need(), 'cancel_order_signed', {
      classic_address: seller.classicAddress,
      tx_blob: sign(ownCancel, seller),
    });
    expect(forged.statusCode).toBe(400);
    expect(await accountSequence(need(), seller.classicAddress)).toBe(sequence);
    const unknown = await post(need(), 'cancel_order_unsigned', {
      classic_address: seller.classicAddress,
      offer_sequence: placed.sequence + 1000,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No open order with this sequence' });
  }, 30_000);

  it('cancels the order: the offer leaves the book and the list', async () => {
    const answer = await ok('cancel_order_unsigned', {
      classic_address: seller.classicAddress,
      offer_sequence: placed.sequence,
    });
    expect(answer['tx_to_sign']).toMatchObject({
      transaction_type: 'OfferCancel',
      offer_sequence: placed.sequence,
    });
    const response = await post(need(), 'cancel_order_signed', {
      classic_address: seller.classicAddress,
      tx_blob: sign(answer['tx_to_sign'], seller),
    });
    expect(response.json()).toMatchObject({ engine_result: 'tesSUCCESS' });
    expect(await accountOffers(seller.classicAddress)).toEqual([]);
    expect(await ok('get_active_orders', { classic_address: seller.classicAddress, token_id: null })).toEqual(
      [],
    );
  }, 30_000);

  it('places a buy order: XRP offered for the tokens, the burn share paid with tx_fee', async () => {
    const buyer = await newFundedWallet(need(), '100');
    const split = splitTradeFee({
      kind: 'limit_order',
      valueDrops: 12_345_000n,
      category: 'other',
      hasReferrer: false,
      hasDeveloper: false,
    });
    const answer = await ok('create_limit_order_unsigned', {
      classic_address: buyer.classicAddress,
      token_id: market.tokenId,
      sell: false,
      token_amount: '123.45',
      xrp_price_per_token: '0.1',
    });
    expect(answer['tx_limit_order']).toMatchObject({
      taker_gets: '12345000',
      taker_pays: tokenOf(market, '123.45'),
    });
    expect(answer['tx_fee']).toMatchObject({ amount: (split.treasury + split.burn).toString() });
    expect(answer['tx_burn_back']).toBeNull();
    const response = await post(need(), 'create_limit_order_signed', {
      classic_address: buyer.classicAddress,
      ...signBlobs(answer, buyer, ORDER_BLOBS),
    });
    expect(response.statusCode, response.body).toBe(200);
    const orders = await ok('get_active_orders', { classic_address: buyer.classicAddress, token_id: null });
    expect(orders).toEqual([
      expect.objectContaining({
        direction: 'buy',
        filled_percentage: 0,
        token_amount: '123.45',
        xrp_total: '12.345',
        xrp_price_per_token: '0.1',
      }),
    ]);
  }, 30_000);
});
