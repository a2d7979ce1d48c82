/**
 * The wallet's history as the user's actions, on a real localnet (issue 16: one buy showed as four rows of
 * TrustSet, OfferCreate and Payment). A buy through Horizon is one action holding its trust line, trade, fee
 * and burn; the faucet's payment, which Horizon did not issue, is an action of its own.
 */
import type { TxHistoryResponse } from '@horizon/core';
import { burnTokenAmount, splitTradeFee } from '@horizon/core';
import { ammSwapIn, dropsToXrp, xrpAmount, xrpToDrops } from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from 'xrpl';
import { type Harness, newFundedWallet, post, startHarness } from '../trade/harness.js';
import { type Market, createMarket, poolState } from '../trade/pools.js';
import { BUY_BLOBS, type UnsignedSet, feesOf, signBlobs, unsignedSet } from '../trade/trade-calls.js';

let h: Harness | undefined;
let market: Market;
let buyer: Wallet;
let answer: UnsignedSet;
let history: TxHistoryResponse;
let expectedTokens: string;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  market = await createMarket(h, 'HST', { xrpDrops: 10_000_000_000n, tokens: '1000000', tradingFee: 500 });
  buyer = await newFundedWallet(h, '200');
  const state = await poolState(h, market);
  const bought = ammSwapIn(state.pool, xrpAmount(xrpToDrops('25')), state.tradingFee);
  if (bought.kind !== 'issued') throw new Error('a token quote');
  expectedTokens = bought.value.sub(burnTokenAmount(bought.value, 'other')).toString();
  answer = await unsignedSet(h, 'buy_token_unsigned', {
    classic_address: buyer.classicAddress,
    token_id: market.tokenId,
    xrp_amount: '25',
    slippage_percentage: 1.5,
  });
  const bought_ = await post(h, 'buy_token_signed', {
    classic_address: buyer.classicAddress,
    ...signBlobs(answer, buyer, BUY_BLOBS),
  });
  expect(bought_.statusCode, bought_.body).toBe(200);
  const response = await post(h, 'update_tx_history', { classic_address: buyer.classicAddress });
  expect(response.statusCode, response.body).toBe(200);
  history = response.json();
}, 120_000);

afterAll(async () => h?.close());

describe('the wallet history by action', () => {
  it('shows one buy as one action with its trust line, trade, fee and burn, in the order they were issued', () => {
    need();
    const [buy, funding] = history.actions;
    const fee = splitTradeFee({
      kind: 'buy',
      valueDrops: xrpToDrops('25'),
      category: 'other',
      hasReferrer: false,
      hasDeveloper: false,
    });
    expect(history.actions).toHaveLength(2);
    expect(buy).toMatchObject({
      kind: 'buy',
      issued_by_horizon: true,
      engine_result: 'tesSUCCESS',
      // 25 XRP traded, the platform's fee and every network fee of the set.
      xrp_change: `-${dropsToXrp(xrpToDrops('25') + fee.treasury + feesOf(answer))}`,
      token_id: market.tokenId,
      // What the pool gave, less the burn sent back to the issuer.
      token_change: expectedTokens,
    });
    expect(buy?.transactions.map((t) => t.transaction_type)).toEqual([
      'TrustSet',
      'OfferCreate',
      'Payment',
      'Payment',
    ]);
    expect(funding).toMatchObject({
      kind: 'Payment',
      issued_by_horizon: false,
      xrp_change: '200',
      token_id: null,
    });
    expect(funding?.transactions).toHaveLength(1);
  });

  it('still lists every ledger transaction, each in exactly one action', () => {
    need();
    expect(history.transactions).toHaveLength(5);
    const inActions = history.actions.flatMap((a) => a.transactions.map((t) => t.tx_hash));
    expect(inActions.sort()).toEqual(history.transactions.map((t) => t.tx_hash).sort());
  });
});
