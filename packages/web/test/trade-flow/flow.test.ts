/**
 * The generic trade flow end to end in memory: the server's unsigned answer is checked, previewed from the
 * encoded bytes, signed by a real signer, verified and posted; cancel, engine failures and batches.
 */
import { deriveKeypair } from 'ripple-keypairs';
import { describe, expect, it } from 'vitest';
import * as keys from '../../src/vault/keys/index.js';
import { createSigner } from '../../src/vault/signer.js';
import { loadCodec } from '../../src/trade-flow/codec.js';
import { FLOWS } from '../../src/trade-flow/flows.js';
import { type FlowDeps, FlowCancelled, runTradeFlow } from '../../src/trade-flow/flow.js';
import type { TradePreview } from '../../src/trade-flow/preview.js';
import type { TradeIntent } from '../../src/trade-flow/types.js';
import { OWED_FEE_TEXT, TRADE_REVIEW_TEXT } from '@horizon/core';
import { ISSUER, TOKEN, TRADER, TRADER_SEED, TREASURY, buyResponse, unsigned } from './fixtures.js';

const pair = deriveKeypair(TRADER_SEED);
const BUY: TradeIntent = { kind: 'buy', tokenId: TOKEN, xrpAmount: '10', slippagePercent: 1 };

function harness(answers: Record<string, unknown>, confirm = true) {
  const calls: { route: string; body: unknown }[] = [];
  const previews: TradePreview[] = [];
  const deps: FlowDeps = {
    call: (route, body) => {
      calls.push({ route, body });
      const answer = answers[route];
      return Promise.resolve(
        typeof answer === 'function' ? (answer as (b: unknown) => unknown)(body) : answer,
      );
    },
    withSigner: async (address, fn) => {
      const { signer, revoke } = createSigner(
        keys,
        { address, publicKey: pair.publicKey, algorithm: 'ed25519' },
        pair.privateKey,
      );
      try {
        return await fn(signer);
      } finally {
        revoke();
      }
    },
    codec: loadCodec,
    confirm: (preview) => {
      previews.push(preview);
      return Promise.resolve(confirm);
    },
    sleep: () => Promise.resolve(),
  };
  return { deps, calls, previews };
}

describe('a buy through the generic flow', () => {
  const answers = {
    'POST /api/trustless/buy_token_unsigned': buyResponse(),
    'POST /api/trustless/buy_token_signed': {
      tx_hash: 'AB'.repeat(32),
      engine_result: 'tesSUCCESS',
      token_amount_received: '99.5',
    },
  };

  // The quote: 99.75 USD kept of 100 received (0.25 burned), from a 1000 XRP / 10,200 USD pool at 1%.
  const market = { expectedReceived: '99.75', pool: { xrp: '1000', tokens: '10200', feeUnits: 1000 } };

  it('previews what leaves and arrives and the fees, then posts three signed blobs', async () => {
    const { deps, calls, previews } = harness(answers);
    const result = await runTradeFlow(FLOWS.buy, BUY, TRADER, deps, market);
    expect(result.txHash).toBe('AB'.repeat(32));
    expect(previews[0]).toMatchObject({
      title: 'Buy',
      leaving: [{ label: 'You pay', amount: '10 XRP' }],
      arriving: [{ label: 'You receive at least', amount: '99 USD' }],
      fees: [
        { label: 'Trading fee (treasury)', amount: '0.075 XRP' },
        { label: 'Burn (sent back to the issuer)', amount: '0.25 USD' },
      ],
      networkFeeXrp: '0.000036',
      // 9.9 XRP (after the pool's 1%) for 100 tokens is 0.099 XRP each against 1000 / 10,200: 0.98% worse.
      // The 1% slippage allowance (99 of 100) and the fees are not in it (issue 16).
      priceImpactPercent: '0.98',
      totals: {
        // The amount, the trading fee and the three network fees: all the XRP that leaves.
        pay: [{ label: TRADE_REVIEW_TEXT.youPay, amount: '10.075036 XRP' }],
        receive: [
          { label: TRADE_REVIEW_TEXT.youReceive, amount: '99.75 USD' },
          { label: TRADE_REVIEW_TEXT.youReceiveAtLeast, amount: '98.75 USD' },
        ],
        poolFee: { label: TRADE_REVIEW_TEXT.poolFee, amount: '1%' },
      },
    });
    const posted = calls[1]?.body as Record<string, unknown>;
    expect(calls[1]?.route).toBe('POST /api/trustless/buy_token_signed');
    expect(posted['classic_address']).toBe(TRADER);
    expect(posted['tx_blob_trustline']).toBeNull();
    expect(posted['tx_blob_referral_fee']).toBeNull();
    const codec = await loadCodec();
    const buy = codec.decode(posted['tx_blob_buy'] as string);
    expect(buy).toMatchObject({ TransactionType: 'OfferCreate', Account: TRADER, TakerGets: '10000000' });
    expect(codec.decode(posted['tx_blob_fee'] as string)).toMatchObject({
      Destination: TREASURY,
      Amount: '75000',
    });
  });

  it('shows fees owed from an earlier trade on their own line with the reason, and posts their blob', async () => {
    const owed = unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '100000' });
    const { deps, calls, previews } = harness({
      ...answers,
      'POST /api/trustless/buy_token_unsigned': buyResponse({ tx_owed_fee: owed }),
    });
    await runTradeFlow(FLOWS.buy, BUY, TRADER, deps, market);
    // The owed fee leaves the wallet too: it is in the one total.
    expect(previews[0]?.totals?.pay).toEqual([{ label: TRADE_REVIEW_TEXT.youPay, amount: '10.175048 XRP' }]);
    expect(previews[0]?.fees).toEqual([
      { label: 'Trading fee (treasury)', amount: '0.075 XRP' },
      { label: 'Burn (sent back to the issuer)', amount: '0.25 USD' },
      { label: OWED_FEE_TEXT.previewLabel, amount: '0.1 XRP' },
    ]);
    expect(OWED_FEE_TEXT.previewLabel).toBe("Owed fees (an earlier trade's fee payments did not go through)");
    const posted = calls[1]?.body as Record<string, unknown>;
    const codec = await loadCodec();
    expect(codec.decode(posted['tx_blob_owed_fee'] as string)).toMatchObject({
      TransactionType: 'Payment',
      Destination: TREASURY,
      Amount: '100000',
    });
  });

  it('signs nothing when the owed-fee payment goes anywhere but the treasury', async () => {
    const elsewhere = unsigned({ transaction_type: 'Payment', destination: ISSUER, amount: '100000' });
    const { deps, calls, previews } = harness({
      ...answers,
      'POST /api/trustless/buy_token_unsigned': buyResponse({ tx_owed_fee: elsewhere }),
    });
    await expect(runTradeFlow(FLOWS.buy, BUY, TRADER, deps)).rejects.toThrow(
      'Refused to sign: owed fee destination differs from your request',
    );
    expect(previews).toEqual([]);
    expect(calls.map((c) => c.route)).toEqual(['POST /api/trustless/buy_token_unsigned']);
  });

  it("tells a buy's price impact against the pool only, never a spot price of more than 16 digits", async () => {
    const { deps, previews } = harness(answers);
    // The demo's $ARMY price that once failed the preview with "too many digits".
    await runTradeFlow(FLOWS.buy, BUY, TRADER, deps, { spotPriceXrp: '0.000052403223591485208027' });
    expect(previews[0]?.priceImpactPercent).toBeNull();
  });

  it('signs nothing and posts nothing when the user cancels the preview', async () => {
    const { deps, calls } = harness(answers, false);
    await expect(runTradeFlow(FLOWS.buy, BUY, TRADER, deps)).rejects.toBeInstanceOf(FlowCancelled);
    expect(calls.map((c) => c.route)).toEqual(['POST /api/trustless/buy_token_unsigned']);
  });

  it('asks for the unlock before building anything, and builds nothing when it is refused', async () => {
    const { deps, calls } = harness(answers);
    const order: string[] = [];
    const unlocked = { ...deps, ensureUnlocked: () => Promise.resolve(void order.push('unlock')) };
    const call: FlowDeps['call'] = (route, body, fallback) => {
      order.push(route);
      return deps.call(route, body, fallback);
    };
    await runTradeFlow(FLOWS.buy, BUY, TRADER, { ...unlocked, call }, market);
    expect(order[0]).toBe('unlock');
    expect(order[1]).toBe('POST /api/trustless/buy_token_unsigned');

    calls.length = 0;
    const refused = { ...deps, ensureUnlocked: () => Promise.reject(new Error('still locked')) };
    await expect(runTradeFlow(FLOWS.buy, BUY, TRADER, refused)).rejects.toThrow('still locked');
    expect(calls).toEqual([]);
  });

  it('shows the catalogue message for a failed engine result', async () => {
    const { deps } = harness({
      ...answers,
      'POST /api/trustless/buy_token_signed': {
        tx_hash: 'CD'.repeat(32),
        engine_result: 'tecUNFUNDED_OFFER',
      },
    });
    await expect(runTradeFlow(FLOWS.buy, BUY, TRADER, deps)).rejects.toThrow(
      'Insufficient XRP balance for this transaction',
    );
  });
});

describe('clear all trustlines', () => {
  it('signs each line and submits them in groups of 10', async () => {
    const lines = Array.from({ length: 12 }, (_, i) =>
      unsigned({
        transaction_type: 'TrustSet',
        limit_amount: { currency: `T${String(i).padStart(2, '0')}`, issuer: TREASURY, value: '0' },
      }),
    );
    const { deps, calls } = harness({
      'POST /api/trustless/clear_all_trustlines_unsigned': { txs_to_sign: lines, count: 12 },
      'POST /api/trustless/clear_all_trustlines_signed': (body: { tx_blobs: string[] }) => ({
        results: [],
        count: body.tx_blobs.length,
        freed_xrp: '0',
      }),
    });
    await runTradeFlow(FLOWS.trustlineClearAll, { kind: 'trustlineClearAll' }, TRADER, deps);
    const batches = calls.slice(1).map((c) => (c.body as { tx_blobs: string[] }).tx_blobs.length);
    expect(batches).toEqual([10, 2]);
  });

  it('collects every batch result’s hash, and a failed line stops with its message', async () => {
    const line = unsigned({
      transaction_type: 'TrustSet',
      limit_amount: { currency: 'USD', issuer: TREASURY, value: '0' },
    });
    const ok = (hash: string) => ({ tx_hash: hash, engine_result: 'tesSUCCESS' });
    const { deps } = harness({
      'POST /api/trustless/clear_all_trustlines_unsigned': { txs_to_sign: [line], count: 1 },
      'POST /api/trustless/clear_all_trustlines_signed': {
        results: [ok('AA'.repeat(32)), ok('BB'.repeat(32))],
        count: 2,
        freed_xrp: '0.4',
      },
    });
    const result = await runTradeFlow(FLOWS.trustlineClearAll, { kind: 'trustlineClearAll' }, TRADER, deps);
    expect(result.txHashes).toEqual(['AA'.repeat(32), 'BB'.repeat(32)]);
    const failing = harness({
      'POST /api/trustless/clear_all_trustlines_unsigned': { txs_to_sign: [line], count: 1 },
      'POST /api/trustless/clear_all_trustlines_signed': {
        results: [{ tx_hash: 'CC'.repeat(32), engine_result: 'tecNO_PERMISSION' }],
        count: 1,
        freed_xrp: '0',
      },
    });
    await expect(
      runTradeFlow(FLOWS.trustlineClearAll, { kind: 'trustlineClearAll' }, TRADER, failing.deps),
    ).rejects.toThrow();
  });
});
