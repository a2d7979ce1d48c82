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
import { TOKEN, TRADER, TRADER_SEED, TREASURY, buyResponse, unsigned } from './fixtures.js';

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

  it('previews what leaves and arrives and the fees, then posts three signed blobs', async () => {
    const { deps, calls, previews } = harness(answers);
    const result = await runTradeFlow(FLOWS.buy, BUY, TRADER, deps, { spotPriceXrp: '0.1' });
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
      // 10 XRP for 99 tokens is 0.10101… XRP each against 0.1: 1.01% worse.
      priceImpactPercent: '1.01',
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

  it('previews against a market spot price longer than the ledger 16 digits allow', async () => {
    const { deps, previews } = harness(answers);
    // The demo's $ARMY price that once failed the preview with "too many digits".
    await runTradeFlow(FLOWS.buy, BUY, TRADER, deps, { spotPriceXrp: '0.000052403223591485208027' });
    expect(previews[0]?.priceImpactPercent).toMatch(/^\d+\.\d\d$/);
  });

  it('signs nothing and posts nothing when the user cancels the preview', async () => {
    const { deps, calls } = harness(answers, false);
    await expect(runTradeFlow(FLOWS.buy, BUY, TRADER, deps)).rejects.toBeInstanceOf(FlowCancelled);
    expect(calls.map((c) => c.route)).toEqual(['POST /api/trustless/buy_token_unsigned']);
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
