/**
 * The ledger's simulate in the preview: the wallet's balance changes read from would-be metadata, and the
 * flow asking for it only for single-transaction flows, never blocked when the ledger does not answer.
 */
import { SEND_ERRORS } from '@horizon/core';
import { deriveKeypair } from 'ripple-keypairs';
import { describe, expect, it } from 'vitest';
import { loadCodec } from '../../src/trade-flow/codec.js';
import { type FlowDeps, runTradeFlow } from '../../src/trade-flow/flow.js';
import { FLOWS } from '../../src/trade-flow/flows.js';
import type { TradePreview } from '../../src/trade-flow/preview.js';
import { type SimulateCall, balanceChanges } from '../../src/trade-flow/simulation.js';
import * as keys from '../../src/vault/keys/index.js';
import { createSigner } from '../../src/vault/signer.js';
import { ISSUER, TOKEN, TRADER, TRADER_SEED, TREASURY, buyResponse, unsigned } from './fixtures.js';

const NEUTRAL = 'rrrrrrrrrrrrrrrrrrrrBZbvji';
const USD = (issuer: string, value: string) => ({ currency: 'USD', issuer, value });
const root = (account: string, before: string, after: string) => ({
  ModifiedNode: {
    LedgerEntryType: 'AccountRoot',
    FinalFields: { Account: account, Balance: after },
    PreviousFields: { Balance: before },
  },
});
/** A trust line between `low` and `high`; its Balance is the low account's view (the issuer's side is neutral). */
const line = (low: string, high: string, before: string, after: string) => ({
  ModifiedNode: {
    LedgerEntryType: 'RippleState',
    FinalFields: { Balance: USD(NEUTRAL, after), LowLimit: USD(low, '0'), HighLimit: USD(high, '100') },
    PreviousFields: { Balance: USD(NEUTRAL, before) },
  },
});
describe('balance changes in simulate’s metadata', () => {
  it('reads XRP (fee included) and a token the wallet holds as the low account', () => {
    const meta = {
      AffectedNodes: [
        root(TRADER, '50000000', '39999988'),
        root(TREASURY, '20000000', '30000000'),
        line(TRADER, ISSUER, '2', '12.5'),
      ],
    };
    expect(balanceChanges(meta, TRADER)).toEqual([
      { label: 'XRP', amount: '-10.000012 XRP' },
      { label: 'USD', amount: '+10.5 USD' },
    ]);
  });

  it('negates the balance for the high account, and counts a new line from zero', () => {
    const meta = {
      AffectedNodes: [
        line(ISSUER, TRADER, '-1', '-4.25'),
        {
          CreatedNode: {
            LedgerEntryType: 'RippleState',
            NewFields: {
              Balance: USD(NEUTRAL, '-3'),
              LowLimit: USD(ISSUER, '0'),
              HighLimit: USD(TRADER, '100'),
            },
          },
        },
        { ModifiedNode: { LedgerEntryType: 'AccountRoot', FinalFields: { Account: TRADER, Balance: '1' } } },
      ],
    };
    expect(balanceChanges(meta, TRADER)).toEqual([
      { label: 'USD', amount: '+3.25 USD' },
      { label: 'USD', amount: '+3 USD' },
    ]);
    expect(balanceChanges(undefined, TRADER)).toEqual([]);
    expect(balanceChanges({ AffectedNodes: 'junk' }, TRADER)).toEqual([]);
  });
});

const pair = deriveKeypair(TRADER_SEED);

function deps(answers: Record<string, unknown>, simulate: SimulateCall) {
  const previews: TradePreview[] = [];
  const asked: Record<string, unknown>[] = [];
  const flowDeps: FlowDeps = {
    call: (route) => Promise.resolve(answers[route]),
    withSigner: async (address, fn) => {
      const scoped = createSigner(
        keys,
        { address, publicKey: pair.publicKey, algorithm: 'ed25519' },
        pair.privateKey,
      );
      return fn(scoped.signer);
    },
    codec: loadCodec,
    confirm: (preview) => {
      previews.push(preview);
      return Promise.resolve(false);
    },
    simulate: (tx) => {
      asked.push(tx);
      return simulate(tx);
    },
  };
  return { flowDeps, previews, asked };
}

const SEND = {
  'POST /api/trustless/send_xrp_unsigned': {
    tx_to_sign: unsigned({ transaction_type: 'Payment', destination: TREASURY, amount: '10000000' }),
  },
};
const sendIntent = { kind: 'sendXrp', destination: TREASURY, xrpAmount: '10' } as const;

describe('the preview with simulate', () => {
  it('shows the engine result and balance changes of a single-transaction flow, asked unsigned', async () => {
    const meta = { AffectedNodes: [root(TRADER, '50000000', '39999988')] };
    const { flowDeps, previews, asked } = deps(SEND, () =>
      Promise.resolve({
        engine_result: 'tesSUCCESS',
        engine_result_message: 'The simulated transaction would have been applied.',
        meta,
      }),
    );
    await expect(runTradeFlow(FLOWS.sendXrp, sendIntent, TRADER, flowDeps)).rejects.toThrow('Cancelled');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ TransactionType: 'Payment', Account: TRADER, Amount: '10000000' });
    expect(asked[0]).not.toHaveProperty('SigningPubKey');
    expect(asked[0]).not.toHaveProperty('TxnSignature');
    expect(previews[0]?.simulation).toEqual({
      engineResult: 'tesSUCCESS',
      message: 'The simulated transaction would have been applied.',
      wouldSucceed: true,
      changes: [{ label: 'XRP', amount: '-10.000012 XRP' }],
    });
  });

  it('shows a would-be failure with the flow’s catalogue message', async () => {
    const { flowDeps, previews } = deps(SEND, () =>
      Promise.resolve({
        engine_result: 'tecUNFUNDED_PAYMENT',
        engine_result_message: 'Insufficient XRP balance to send.',
      }),
    );
    await expect(runTradeFlow(FLOWS.sendXrp, sendIntent, TRADER, flowDeps)).rejects.toThrow('Cancelled');
    expect(previews[0]?.simulation).toEqual({
      engineResult: 'tecUNFUNDED_PAYMENT',
      message: SEND_ERRORS.insufficientXrp,
      wouldSucceed: false,
      changes: [],
    });
  });

  it('previews without it when the ledger cannot be reached', async () => {
    const { flowDeps, previews } = deps(SEND, () => Promise.reject(new Error('socket closed')));
    await expect(runTradeFlow(FLOWS.sendXrp, sendIntent, TRADER, flowDeps)).rejects.toThrow('Cancelled');
    expect(previews[0]?.title).toBe('Send XRP');
    expect(previews[0]).not.toHaveProperty('simulation');
  });

  it('does not simulate a flow of several transactions (a buy with its fee payments)', async () => {
    const answers = { 'POST /api/trustless/buy_token_unsigned': buyResponse() };
    const { flowDeps, previews, asked } = deps(answers, () =>
      Promise.resolve({ engine_result: 'tesSUCCESS' }),
    );
    const buy = { kind: 'buy', tokenId: TOKEN, xrpAmount: '10', slippagePercent: 1 } as const;
    await expect(runTradeFlow(FLOWS.buy, buy, TRADER, flowDeps)).rejects.toThrow('Cancelled');
    expect(asked).toEqual([]);
    expect(previews[0]).not.toHaveProperty('simulation');
  });
});
