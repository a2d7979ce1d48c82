/**
 * Buys along the harder paths on a real localnet: filled by the pool up to a resting offer's price, the offer,
 * then the pool again (exact against the protocol's AMM offer sizing and swap math); and a restart between the
 * trade and its fee payments, finished once; a sell killed by its slippage bound.
 */
import { burnTokenAmount } from '@horizon/core';
import {
  IssuedValue,
  TF_IMMEDIATE_OR_CANCEL,
  TF_SELL,
  ammOffer,
  ammSwapIn,
  issuedAmount,
  offerRate,
  xrpAmount,
} from '@horizon/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IssuedStore,
  RelayStore,
  Relayer,
  XrplTradeLedger,
  decodeSignedBlob,
} from '../../src/relay/index.js';
import { LedgerConnection } from '../../src/xrpl/index.js';
import { TestClock } from '../support/test-app.js';
import { type Harness, newFundedWallet, post, startHarness, submitDirect, xrpBalance } from './harness.js';
import { type Market, createMarket, giveTokens, poolState, tokenOf } from './pools.js';
import { BUY_BLOBS, SELL_BLOBS, signBlobs, tokenBalance, unsignedSet } from './trade-calls.js';

let h: Harness | undefined;
let other: Market;

const need = (): Harness => {
  if (!h) throw new Error('the localnet could not be loaded');
  return h;
};

beforeAll(async () => {
  h = await startHarness();
  if (!h) return;
  other = await createMarket(h, 'OTH', { xrpDrops: 10_000_000_000n, tokens: '1000000', tradingFee: 500 });
}, 120_000);

afterAll(async () => h?.close());

describe('a restart between the trade and its fee payments', () => {
  it('finishes the fee stage once the trade is found validated, and a repost answers the first outcome', async () => {
    const buyer = await newFundedWallet(need(), '100');
    const answer = await unsignedSet(need(), 'buy_token_unsigned', {
      classic_address: buyer.classicAddress,
      token_id: other.tokenId,
      xrp_amount: '5',
    });
    const signed = signBlobs(answer, buyer, BUY_BLOBS);
    const body = { classic_address: buyer.classicAddress, ...signed };
    const order = ['tx_blob_trustline', 'tx_blob_buy', 'tx_blob_fee', 'tx_blob_burn_back'];
    const decoded = order.map((name) => decodeSignedBlob(String(signed[name])));
    const clock = new TestClock(Date.now());
    const issued = new IssuedStore(need().db, clock);
    const relays = new RelayStore(need().db, clock);
    const [requestId] = await issued.requestsWith(buyer.classicAddress, decoded[0]?.fields.digest ?? '');
    // The process "dies" after recording every hash and getting the trade (stage 0) into the ledger.
    const records = decoded.map((d, position) => ({ position, hash: d.hash, blob: d.blob }));
    expect(await relays.claim(String(requestId), records)).toBe(true);
    for (const d of decoded.slice(0, 2)) await need().client.request({ command: 'submit', tx_blob: d.blob });
    await need().client.request({ command: 'ledger_accept' } as never);
    const treasuryBefore = await xrpBalance(need(), need().treasury.classicAddress);
    const connection = new LedgerConnection(need().localnet.url);
    const ledger = new XrplTradeLedger(connection);
    const relayer = new Relayer(issued, relays, ledger, clock, { warn: () => undefined }, { pollMs: 50 });
    expect(await relayer.resumeUnfinished(true)).toBe(1);
    await ledger.close();
    await connection.close();
    const run = await relays.run(String(requestId));
    expect(run?.txs.map((tx) => [tx.state, tx.engineResult])).toEqual(
      Array(4).fill(['validated', 'tesSUCCESS']),
    );
    const fee = BigInt(String(answer['tx_fee']?.['amount']));
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore + fee);
    const again = await post(need(), 'buy_token_signed', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ tx_hash: decoded[1]?.hash, engine_result: 'tesSUCCESS' });
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore + fee);
  }, 30_000);
});

describe('buying from the pool and the book', () => {
  it('takes the pool up to the price of the resting offer, the offer, then the pool again, exactly as quoted', async () => {
    const m = await createMarket(need(), 'BKP', {
      xrpDrops: 10_000_000_000n,
      tokens: '1000000',
      tradingFee: 500,
    });
    // 100 tokens at 0.0102 XRP: above the pool's price (0.01), so the offer rests.
    const maker = await newFundedWallet(need(), '50');
    await giveTokens(need(), m, maker, '100');
    const offer = { TransactionType: 'OfferCreate', TakerGets: tokenOf(m, '100'), TakerPays: '1020000' };
    expect(await submitDirect(need(), maker, offer)).toBe('tesSUCCESS');
    // The payment engine's single path: the pool sized to the offer's quality, the offer, the pool for the rest.
    const state = await poolState(need(), m);
    const pool = { in: state.pool.balance1, out: state.pool.balance2 };
    const clobRate = offerRate(
      xrpAmount(1_020_000n),
      issuedAmount(m.currency, m.issuer.classicAddress, '100'),
    );
    const first = ammOffer({
      pool,
      initialPool: pool,
      fee: state.tradingFee,
      clobRate,
      multiPath: false,
      iteration: 0,
    });
    if (
      first?.in.kind !== 'xrp' ||
      first.out.kind !== 'issued' ||
      pool.in.kind !== 'xrp' ||
      pool.out.kind !== 'issued'
    )
      throw new Error('the pool offers liquidity before the book');
    const rest = 150_000_000n - first.in.drops - 1_020_000n;
    expect(rest > 0n).toBe(true);
    const after = {
      balance1: xrpAmount(pool.in.drops + first.in.drops),
      balance2: { ...pool.out, value: pool.out.value.sub(first.out.value) },
    };
    const last = ammSwapIn(after, xrpAmount(rest), state.tradingFee);
    if (last.kind !== 'issued') throw new Error('a token quote');
    const expected = first.out.value.add(IssuedValue.fromString('100')).add(last.value);
    const buyer = await newFundedWallet(need(), '300');
    const answer = await unsignedSet(need(), 'buy_token_unsigned', {
      classic_address: buyer.classicAddress,
      token_id: m.tokenId,
      xrp_amount: '150',
    });
    expect(answer['buy_tx']).toMatchObject({
      taker_pays: { value: expected.mulRound(IssuedValue.from(9900n, -4), false).toString() },
    });
    const response = await post(need(), 'buy_token_signed', {
      classic_address: buyer.classicAddress,
      ...signBlobs(answer, buyer, BUY_BLOBS),
    });
    expect(response.statusCode, response.body).toBe(200);
    // What the wallet keeps: the buy's tokens less the burn-back (issue 16).
    const kept = expected.sub(burnTokenAmount(expected, 'other'));
    expect(response.json()).toMatchObject({ token_amount_received: kept.toString() });
    expect((await tokenBalance(need(), maker, m)).isZero()).toBe(true);
  }, 30_000);
});

describe('a sell whose price moved past its bound', () => {
  it('answers the slippage message (tecKILLED), keeps the tokens and pays no fee', async () => {
    const seller = await newFundedWallet(need(), '50');
    await giveTokens(need(), other, seller, '500');
    const whale = await newFundedWallet(need(), '50');
    await giveTokens(need(), other, whale, '6000');
    const answer = await unsignedSet(need(), 'sell_token_unsigned', {
      classic_address: seller.classicAddress,
      token_id: other.tokenId,
      token_amount: '500',
      slippage_percentage: 0.1,
    });
    // Someone else sells first: the pool pays less XRP per token than the bound allows.
    const dump = {
      TransactionType: 'OfferCreate',
      TakerGets: tokenOf(other, '5000'),
      TakerPays: '1',
      Flags: TF_SELL | TF_IMMEDIATE_OR_CANCEL,
    };
    expect(await submitDirect(need(), whale, dump)).toBe('tesSUCCESS');
    const treasuryBefore = await xrpBalance(need(), need().treasury.classicAddress);
    const response = await post(need(), 'sell_token_signed', {
      classic_address: seller.classicAddress,
      ...signBlobs(answer, seller, SELL_BLOBS),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Transaction would exceed slippage tolerance',
      engine_result: 'tecKILLED',
    });
    expect((await tokenBalance(need(), seller, other)).toString()).toBe('500');
    expect(await xrpBalance(need(), need().treasury.classicAddress)).toBe(treasuryBefore);
  }, 30_000);
});
