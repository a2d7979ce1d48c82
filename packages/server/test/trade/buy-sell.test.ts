/**
 * Buying and selling end to end on a real localnet with real AMM pools: what the trader receives, the slippage
 * bound, and every fee payment, checked on the validated ledger to the drop against values derived here from
 * the protocol's AMM math and core's fee split. Repeated and concurrent posts of the same blobs spend once.
 */
import { type FeeCategory, burnTokenAmount, splitTradeFee } from '@horizon/core';
import {
  IssuedValue,
  TF_FILL_OR_KILL,
  TF_SELL,
  ammSwapIn,
  dropsToXrp,
  issuedAmount,
  xrpAmount,
  xrpToDrops,
} from '@horizon/protocol';
import { Wallet } from 'xrpl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletRegistry } from '../../src/wallets/registry.js';
import { fund } from '../support/localnet.js';
import { TestClock } from '../support/test-app.js';
import {
  type Harness,
  accountSequence,
  newFundedWallet,
  post,
  startHarness,
  submitDirect,
  xrpBalance,
} from './harness.js';
import { type Market, createMarket, giveTokens, poolState, tokenOf } from './pools.js';
import { BUY_BLOBS, SELL_BLOBS, feesOf, signBlobs, tokenBalance, unsignedSet } from './trade-calls.js';

const platformIssuer = Wallet.generate();
const communityIssuer = Wallet.generate();
let h: Harness | undefined;
let other: Market;
let platform: Market;
let launched: Market;
let community: Market;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness({
    env: {
      PLATFORM_TOKEN: `HZN:${platformIssuer.classicAddress}`,
      COMMUNITY_TOKEN: `CMY:${communityIssuer.classicAddress}`,
    },
  });
  if (!h) return;
  await fund(h.localnet, platformIssuer.classicAddress, '1000');
  await fund(h.localnet, communityIssuer.classicAddress, '1000');
  const pool = { xrpDrops: 10_000_000_000n, tokens: '1000000', tradingFee: 500 };
  other = await createMarket(h, 'OTH', pool);
  platform = await createMarket(h, 'HZN', pool, platformIssuer);
  community = await createMarket(h, 'CMY', pool, communityIssuer);
  launched = await createMarket(h, 'LCH', { ...pool, tradingFee: 300 });
  const now = new Date();
  await h.db.query(
    `INSERT INTO token_data (token_id, token_name, ticker, created_at, updated_at, launched_on, token_developer)
     VALUES ($1, 'Launched', 'LCH', $2, $2, 'horizon', $3)`,
    [launched.tokenId, now, launched.provider.classicAddress],
  );
}, 120_000);

afterAll(async () => h?.close());

async function withReferrer(trader: Wallet): Promise<Wallet> {
  const referrer = await newFundedWallet(need(), '50');
  const registry = new WalletRegistry(need().db, new TestClock());
  await registry.ensure(referrer.classicAddress);
  await registry.ensure(trader.classicAddress);
  await need().db.query('UPDATE wallets SET referred_by = $1 WHERE classic_address = $2', [
    referrer.classicAddress,
    trader.classicAddress,
  ]);
  return referrer;
}

async function expectBuy(m: Market, category: FeeCategory, referred: boolean) {
  const buyer = await newFundedWallet(need(), '200');
  const referrer = referred ? await withReferrer(buyer) : null;
  const drops = xrpToDrops('25');
  const state = await poolState(need(), m);
  const expected = ammSwapIn(state.pool, xrpAmount(drops), state.tradingFee);
  if (expected.kind !== 'issued') throw new Error('a token quote');
  const split = splitTradeFee({
    kind: 'buy',
    valueDrops: drops,
    category,
    hasReferrer: referred,
    hasDeveloper: m === launched,
  });
  const burn = burnTokenAmount(expected.value, category);
  const answer = await unsignedSet(need(), 'buy_token_unsigned', {
    classic_address: buyer.classicAddress,
    token_id: m.tokenId,
    xrp_amount: '25',
    slippage_percentage: 1.5,
  });
  expect(answer['trustline_tx']).toMatchObject({ transaction_type: 'TrustSet' });
  expect(answer['buy_tx']).toMatchObject({
    taker_gets: drops.toString(),
    taker_pays: {
      value: expected.value.mulRound(IssuedValue.from(9850n, -4), false).toString(),
    },
  });
  expect(answer['tx_fee']).toMatchObject({
    destination: need().treasury.classicAddress,
    amount: split.treasury.toString(),
  });
  expect(answer['tx_burn_back']).toMatchObject({
    destination: m.issuer.classicAddress,
    amount: { value: burn.toString() },
  });
  if (referrer) {
    expect(answer['tx_referral_fee']).toMatchObject({
      destination: referrer.classicAddress,
      amount: split.referral.toString(),
    });
  } else expect(answer['tx_referral_fee']).toBeNull();

  const [buyerBefore, treasuryBefore, referrerBefore] = await Promise.all([
    xrpBalance(need(), buyer.classicAddress),
    xrpBalance(need(), need().treasury.classicAddress),
    referrer ? xrpBalance(need(), referrer.classicAddress) : 0n,
  ]);
  const response = await post(need(), 'buy_token_signed', {
    classic_address: buyer.classicAddress,
    ...signBlobs(answer, buyer, BUY_BLOBS),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({
    engine_result: 'tesSUCCESS',
    // What the wallet keeps: the buy's tokens less the burn-back (issue 16).
    token_amount_received: expected.value.sub(burn).toString(),
  });
  expect((await tokenBalance(need(), buyer, m)).toString()).toBe(expected.value.sub(burn).toString());
  expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore + split.treasury);
  if (referrer) {
    expect(await xrpBalance(need(), referrer.classicAddress)).toBe(referrerBefore + split.referral);
  }
  const spent = drops + split.treasury + split.referral + feesOf(answer);
  expect(await xrpBalance(need(), buyer.classicAddress)).toBe(buyerBefore - spent);
  return buyer;
}

describe('buy_token', () => {
  it('buys an ordinary token with a referrer: the quote received exactly, 0.30% to the referrer, 0.25% burned', async () => {
    await expectBuy(other, 'other', true);
  }, 30_000);

  it("buys Horizon's own token, its community token and a token launched on Horizon: 0.40% burned", async () => {
    await expectBuy(platform, 'platform', false);
    await expectBuy(community, 'community', false);
    await expectBuy(launched, 'launched', true);
  }, 30_000);

  it('asks for no trustline when the buyer has one', async () => {
    const buyer = await newFundedWallet(need(), '50');
    await giveTokens(need(), other, buyer, '1');
    const answer = await unsignedSet(need(), 'buy_token_unsigned', {
      classic_address: buyer.classicAddress,
      token_id: other.tokenId,
      xrp_amount: '1',
    });
    expect(answer['trustline_tx']).toBeNull();
    expect(answer['buy_tx']).toMatchObject({ sequence: await accountSequence(need(), buyer.classicAddress) });
  }, 30_000);

  it('spends once when the same blobs are posted again and twice at once', async () => {
    const buyer = await newFundedWallet(need(), '100');
    const answer = await unsignedSet(need(), 'buy_token_unsigned', {
      classic_address: buyer.classicAddress,
      token_id: other.tokenId,
      xrp_amount: '10',
    });
    const body = { classic_address: buyer.classicAddress, ...signBlobs(answer, buyer, BUY_BLOBS) };
    const before = await xrpBalance(need(), buyer.classicAddress);
    const [first, second] = await Promise.all([
      post(need(), 'buy_token_signed', body),
      post(need(), 'buy_token_signed', body),
    ]);
    const third = await post(need(), 'buy_token_signed', body);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const fee = BigInt(String(answer['tx_fee']?.['amount']));
    expect(await xrpBalance(need(), buyer.classicAddress)).toBe(before - 10_000_000n - fee - feesOf(answer));
    expect(await accountSequence(need(), buyer.classicAddress)).toBe(
      Number(answer['trustline_tx']?.['sequence']) + 4,
    );
  }, 30_000);

  it('answers the slippage message when the price moved past the bound (tecKILLED), and pays no fee', async () => {
    const buyer = await newFundedWallet(need(), '100');
    const whale = await newFundedWallet(need(), '1000');
    const trust = { TransactionType: 'TrustSet', LimitAmount: tokenOf(other, '1000000000') };
    expect(await submitDirect(need(), whale, trust)).toBe('tesSUCCESS');
    const answer = await unsignedSet(need(), 'buy_token_unsigned', {
      classic_address: buyer.classicAddress,
      token_id: other.tokenId,
      xrp_amount: '10',
      slippage_percentage: 0.1,
    });
    // Someone else buys first: the pool's price rises by more than 0.1%.
    const crossing = {
      TransactionType: 'OfferCreate',
      TakerGets: '500000000',
      TakerPays: tokenOf(other, '1'),
      Flags: TF_SELL | TF_FILL_OR_KILL,
    };
    expect(await submitDirect(need(), whale, crossing)).toBe('tesSUCCESS');
    const treasuryBefore = await xrpBalance(need(), need().treasury.classicAddress);
    const response = await post(need(), 'buy_token_signed', {
      classic_address: buyer.classicAddress,
      ...signBlobs(answer, buyer, BUY_BLOBS),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Transaction would exceed slippage tolerance',
      engine_result: 'tecKILLED',
    });
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore);
    expect((await tokenBalance(need(), buyer, other)).isZero()).toBe(true);
  }, 30_000);
});

describe('sell_token', () => {
  it('sells T tokens: burns 0.25% of them, sells the rest for the quote, and pays 1% of the XRP received', async () => {
    const seller = await newFundedWallet(need(), '50');
    await giveTokens(need(), other, seller, '5000');
    const referrer = await withReferrer(seller);
    const total = IssuedValue.fromString('1234.5');
    const burn = burnTokenAmount(total, 'other');
    const state = await poolState(need(), other);
    const sold = issuedAmount(other.currency, other.issuer.classicAddress, total.sub(burn));
    const quote = ammSwapIn(state.pool, sold, state.tradingFee);
    if (quote.kind !== 'xrp') throw new Error('an XRP quote');
    const split = splitTradeFee({
      kind: 'sell',
      valueDrops: quote.drops,
      category: 'other',
      hasReferrer: true,
      hasDeveloper: false,
    });
    const answer = await unsignedSet(need(), 'sell_token_unsigned', {
      classic_address: seller.classicAddress,
      token_id: other.tokenId,
      token_amount: '1234.5',
      slippage_percentage: 2,
    });
    expect(answer['sell_tx']).toMatchObject({
      taker_gets: { value: sold.value.toString() },
      taker_pays: ((quote.drops * 9800n) / 10000n).toString(),
      flags: TF_SELL | TF_FILL_OR_KILL,
    });
    expect(answer['tx_burn_back']).toMatchObject({ amount: { value: burn.toString() } });
    const [sellerBefore, treasuryBefore, referrerBefore] = await Promise.all([
      xrpBalance(need(), seller.classicAddress),
      xrpBalance(need(), need().treasury.classicAddress),
      xrpBalance(need(), referrer.classicAddress),
    ]);
    const response = await post(need(), 'sell_token_signed', {
      classic_address: seller.classicAddress,
      ...signBlobs(answer, seller, SELL_BLOBS),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      engine_result: 'tesSUCCESS',
      // What the wallet keeps: the sale less the fee payments and every network fee (issue 16).
      xrp_amount_received: dropsToXrp(quote.drops - split.treasury - split.referral - feesOf(answer)),
    });
    expect((await tokenBalance(need(), seller, other)).eq(IssuedValue.fromString('5000').sub(total))).toBe(
      true,
    );
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore + split.treasury);
    expect(await xrpBalance(need(), referrer.classicAddress)).toBe(referrerBefore + split.referral);
    expect(await xrpBalance(need(), seller.classicAddress)).toBe(
      sellerBefore + quote.drops - split.treasury - split.referral - feesOf(answer),
    );
  }, 30_000);
});
